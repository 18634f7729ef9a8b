import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoints } from "../../contract/endpoints";
import { course, lesson, word } from "../test-support/fixtures";
import { type SyncAnswerName, syncAnswers } from "./answer-schemas";
import { ANSWER_PATHS } from "./answer-paths";

/** One valid answer of each call, as the server sends it (a bookmark, an exam high, a question…). */
const lessonAnswer = lesson("l1");
const withDetails = {
  ...lessonAnswer,
  sections: lessonAnswer.sections.map((s, i) =>
    i === 0
      ? {
          ...s,
          words: [
            ...s.words,
            word("w9", {
              gender: null,
              bookmark: { id: "b1", note: "یادداشت", description: "", learned: true },
            }),
          ],
          exams: [
            {
              id: "e1",
              name: "آزمون",
              deadline: 60,
              questions: [
                {
                  type: "QUESTION_TYPE_IMAGE",
                  question: "چیست؟",
                  question_target: "/media/x.png",
                  answers: ["a", "b"],
                  answer: [],
                },
              ],
              high: { done_at: { date: "2026-11-20T10:00:00.000Z" }, score: 80 },
            },
          ],
        }
      : s,
  ),
};
const bookmark = {
  id: "b1",
  course_id: "c1",
  lesson_id: "l1",
  section_id: "s1",
  word_id: "w1",
  word__name: "Haus",
  description: "",
  note: "خانه",
  learned: false,
  updated_at: { date: "2026-11-20T10:00:00+03:30" },
};
const VALID: Record<SyncAnswerName, unknown> = {
  settings: {
    data: {
      configs: {
        LINK_IMAGE_USER_MAIN_PAGE_HEADER: "/media/head.png",
        LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER: null,
        LINK_IMAGE_USER_BEFORE_START_EXAM: null,
      },
      gateways: { sandbox: "درگاه آزمایشی" },
    },
  },
  blogPosts: { data: [{ id: "p1", title: "نوشته", image_link: null, summary: "خلاصه" }] },
  blogPost: { data: { id: "p1", title: "نوشته", image_link: "/x.png", summary: "", content: "<p>متن</p>" } },
  courses: { data: [{ id: "a1", name: "A1", image_link: null }] },
  course: {
    data: course("a1", [
      { id: "l1", bought: true },
      { id: "l2", bought: false },
    ]),
  },
  teacherLesson: { data: withDetails },
  bookmarks: { data: [bookmark] },
  authCheck: { data: { access_token: "a.b.c" } },
  authMethods: { oidc: true },
  reviewSettings: {
    data: {
      desired_retention: 0.9,
      new_cards_per_day: 20,
      daily_goal: 30,
      card_kinds: ["meaning", "article"],
      fsrs_weights: [0.4, 1.2, 3.1],
      updated_at: { date: "2026-11-20T10:00:00.000Z" },
    },
  },
  reviewLogs: {
    data: {
      logs: [
        {
          id: "0b0c6d8e-5f7a-4b1c-9d2e-3f4a5b6c7d8e",
          card_id: "w1:meaning",
          rating: 3,
          reviewed_at: { date: "2026-11-20T10:00:00+03:30" },
          elapsed_days: 2,
          duration_ms: 4200,
        },
      ],
      cursor: "42",
      more: false,
    },
  },
};

const NAMES = Object.keys(VALID) as SyncAnswerName[];

/** Values of every kind a field could hold, the edges of the contract's rules included. */
const anyValue = fc.oneof(
  fc.constantFrom("", "x", null, undefined, true, false, 0, -1, 1.5, 101, 2 ** 53, Number.NaN, [], {}),
  fc.constantFrom(
    "2026-11-20T10:00:00Z",
    "2026-11-20T10:00:00+03:30",
    "2026-11-20 10:00:00Z",
    "2026-02-30T00:00:00Z",
    "masculine",
    "QUESTION_TYPE_SORTABLE",
  ),
  fc.string(),
  fc.integer(),
  fc.double(),
);

type Json = unknown;

/** Every path to a value inside `value` (objects' keys, arrays' indexes), the root included. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  if (Array.isArray(value)) return here.concat(...value.map((v, i) => pathsOf(v, [...prefix, i])));
  if (typeof value === "object" && value !== null) {
    return here.concat(...Object.entries(value).map(([k, v]) => pathsOf(v, [...prefix, k])));
  }
  return here;
}

/** A copy of `value` with the node at `path` replaced (or removed when `replacement` is REMOVE). */
const REMOVE = Symbol("remove");
function changed(value: Json, path: (string | number)[], replacement: unknown): Json {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === REMOVE) copy.splice(head as number, 1);
    else copy[head as number] = changed(copy[head as number], rest, replacement);
    return copy;
  }
  // A node an earlier edit made a scalar is treated as an empty object.
  const entries = typeof value === "object" && value !== null ? Object.entries(value) : [];
  if (rest.length === 0 && replacement === REMOVE)
    return Object.fromEntries(entries.filter(([k]) => k !== head));
  const copy = Object.fromEntries(entries);
  copy[head as string] = changed(copy[head as string], rest, replacement);
  return copy;
}

/** A valid answer of one call with up to three nodes replaced, removed or given an extra key. */
const nearlyAnswer = fc.constantFrom(...NAMES).chain((name) => {
  const valid = VALID[name];
  const paths = pathsOf(valid);
  const edit = fc.oneof(
    fc.tuple(fc.constantFrom(...paths), anyValue).map(
      ([path, v]) =>
        (x: Json) =>
          changed(x, path, v),
    ),
    fc
      .constantFrom(...paths.filter((p) => p.length > 0))
      .map((path) => (x: Json) => changed(x, path, REMOVE)),
    fc.tuple(fc.constantFrom(...paths), fc.constantFrom("extra", "__proto__x"), anyValue).map(
      ([path, key, v]) =>
        (x: Json) =>
          changed(x, [...path, key], v),
    ),
  );
  return fc
    .array(edit, { minLength: 0, maxLength: 3 })
    .map((edits) => ({ name, answer: edits.reduce((x, e) => e(x), valid) }));
});

describe("the sync answers' hand checks", () => {
  it("accept each valid answer", () => {
    for (const name of NAMES) expect(syncAnswers[name].safeParse(VALID[name]).success).toBe(true);
  });

  it("give what the contract's schema gives for every node of each answer set to each edge value, or removed", () => {
    const edges: unknown[] = [REMOVE, "", "x", null, true, 0, -1, 1.5, 101, [], {}, "2026-11-20 10:00:00Z"];
    for (const name of NAMES) {
      for (const path of pathsOf(VALID[name])) {
        for (const edge of edges) {
          if (edge === REMOVE && path.length === 0) continue;
          const answer = changed(VALID[name], path, edge);
          const contract = endpoints[name].response.safeParse(answer);
          const mini = syncAnswers[name].safeParse(answer);
          expect({ name, path, edge, success: mini.success }).toEqual({
            name,
            path,
            edge,
            success: contract.success,
          });
          if (contract.success && mini.success) expect(mini.data).toEqual(contract.data);
        }
      }
    }
  });

  it("give exactly what the contract's schema gives (accepted or refused, and the same data)", () => {
    fc.assert(
      fc.property(nearlyAnswer, ({ name, answer }) => {
        const contract = endpoints[name].response.safeParse(answer);
        const mini = syncAnswers[name].safeParse(answer);
        expect(mini.success).toBe(contract.success);
        if (contract.success && mini.success) expect(mini.data).toEqual(contract.data);
      }),
      { numRuns: 3000 },
    );
  });

  it("are fetched from the contract's paths, with GET", () => {
    for (const name of NAMES) {
      expect(ANSWER_PATHS[name]).toBe(endpoints[name].path);
      expect(endpoints[name].method).toBe("GET");
    }
  });
});
