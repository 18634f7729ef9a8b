import type { Settings } from "../../contract/content";
import type { CourseRow, PostRow } from "../../data/db/rows";
import { useHomeInHand } from "../../data/learning/home-in-hand";
import { useCourses, usePosts, useSettings } from "../../data/learning/queries";
import { useAwaitingSync, useSyncSelect } from "../../data/sync/use-sync";

/** Home's lists, or that they are still to come (with the settings, when the device holds them). */
export type HomeState =
  | { waiting: true; settings: Settings | null | undefined }
  | { waiting: false; courses: CourseRow[]; posts: PostRow[]; settings: Settings | null };

/**
 * What home draws, or that it is still to come (`waiting`). From the device's rows once they give
 * all of home; until then, on a new device, from the answers its first script asked, once all three
 * are in hand (decision 048). The first sync stores the three lists one after another and Dexie
 * answers each list's query on its own, so the device's rows may give part of home before the rest:
 * the answers in hand stay on screen meanwhile (home went back to its loading line between them).
 */
export function useHomeContent(): HomeState {
  const stored = useStoredHome();
  const inHand = useHomeInHand(stored.waiting);
  // The answers in hand are whole lists: an empty one is really empty, nothing is still to come.
  if (stored.waiting && inHand) return { waiting: false, ...inHand };
  return stored;
}

/**
 * Home from the device's rows, or that they are still to come. While the first sync brings them,
 * home waits for all three lists, so nothing on screen moves (issue 13: home shifted its layout by
 * 0.14 as each arrived).
 */
function useStoredHome(): HomeState {
  const settings = useSettings();
  const postList = usePosts();
  const posts = postList?.posts;
  const courses = useCourses();
  const syncing = useAwaitingSync({ courseList: true });
  const postsSyncing = useAwaitingSync({ sharedList: "posts" });
  const syncRunning = useSyncSelect((state) => state.running);
  const settingsSyncing = useAwaitingSync({ sharedList: "settings" });
  if (
    courses === undefined ||
    posts === undefined ||
    settings === undefined ||
    (courses.length === 0 && syncing) ||
    // On a device without them, the posts and the header come with the courses, not after them: the
    // posts' row above the courses would push them down (Lighthouse saw home shift by 0.30).
    // «Posts done» can reach the screen before Dexie's answer with them does: while the run goes
    // on, an empty list the device never pulled is still to come (Lighthouse saw the posts' row push
    // the courses down by 0.09 once the sync wrote a little faster).
    (posts.length === 0 && (postsSyncing || (syncRunning && !postList?.pulled))) ||
    (settings === null && settingsSyncing)
  )
    return { waiting: true, settings };
  return { waiting: false, courses, posts, settings };
}
