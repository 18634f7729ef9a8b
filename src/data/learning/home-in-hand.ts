import { useEffect, useState } from "react";
import type { Settings } from "../../contract/content";
import { answerInHand } from "../api/early-asks";
import type { CourseRow, PostRow } from "../db/rows";
import { ORDERED } from "../sync/answer-queries";
import { courseListRows, postListRows } from "../sync/answer-rows";
import { notePaintedFromHand, useNotePaintedFromHand } from "./painted-from-hand";

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
 * Notes when what they give has been committed, or that they give nothing (painted-from-hand.ts).
 */
export function useHomeInHand(wanted: boolean): HomeContent | null {
  const [found, setFound] = useState<HomeContent | null>(null);
  useNotePaintedFromHand(found !== null);
  useEffect(() => {
    const courses = wanted ? answerInHand("courses", {}, ORDERED) : null;
    const settings = wanted ? answerInHand("settings") : null;
    const posts = wanted ? answerInHand("blogPosts") : null;
    if (!courses || !settings || !posts) {
      notePaintedFromHand();
      return;
    }
    let live = true;
    void Promise.all([courses, settings, posts]).then(([courseList, settingsData, postList]) => {
      if (!live) return;
      if (!courseList || !settingsData || !postList) return notePaintedFromHand();
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
