import { useEffect, useState } from "react";
import type { Settings } from "../../contract/content";
import { answerInHand } from "../api/early-asks";
import type { CourseRow, PostRow } from "../db/rows";
import { ORDERED } from "../sync/answer-queries";
import { courseListRows, postListRows } from "../sync/answer-rows";

/** What home draws from its three answers. */
export interface HomeContent {
  courses: CourseRow[];
  posts: PostRow[];
  settings: Settings;
}

/**
 * On a new device, home paints from the answers its first script asked (decision 048) while the
 * sync is still storing them: the course list, the posts and the settings as the device's rows will
 * give them, once all three are in hand (home shows them together, so nothing on it moves). Null
 * when `wanted` is false, when they are not all in hand for this learner, or until they come.
 */
export function useHomeInHand(wanted: boolean): HomeContent | null {
  const [found, setFound] = useState<HomeContent | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const courses = answerInHand("courses", {}, ORDERED);
    const settings = answerInHand("settings");
    const posts = answerInHand("blogPosts");
    if (!courses || !settings || !posts) return;
    let live = true;
    void Promise.all([courses, settings, posts]).then(([courseList, settingsData, postList]) => {
      if (!live || !courseList || !settingsData || !postList) return;
      setFound({
        courses: courseListRows(courseList),
        posts: postListRows(postList),
        settings: settingsData,
      });
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return found;
}
