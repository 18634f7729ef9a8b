/**
 * Test helpers for the exam feature (imported by its *.test.tsx files only): fixtures in the
 * contract's shapes and the exam routes in a memory router with a stub lesson page. Each test
 * file mocks `../../data/api/api` (and `../../data/sync/pull`) itself, since vi.mock is per file.
 */
import type { Exam, Question, Section } from "../../contract/content";
import type { ExamProcess } from "../../contract/exams";
import { renderRoutes, stubPage } from "../../shared/test-support/render-routes";
import { examRoutes } from "./routes";

export const BASE = "/exam/c1/l1/s1/e1";
export const LESSON = "/lesson/c1/l1";
export const PLACE_BODY = { course_id: "c1", lesson_id: "l1", section_id: "s1", test_id: "e1" };

export const CHOICE: Question = {
  type: "QUESTION_TYPE_MULTIPLE_CHOICE",
  question: "معنی «Frau» چیست؟",
  question_target: null,
  answers: ["دست", "خانم، زن", "آقا"],
  answer: [],
};

export const IMAGE: Question = {
  type: "QUESTION_TYPE_IMAGE",
  question: "این تصویر کدام واژه است؟",
  question_target: "https://example.test/hand.svg",
  answers: ["Herr", "Hand", "Tag"],
  answer: [],
};

/** Correct order: Herr Schmidt ist mein Lehrer. */
export const SORTABLE: Question = {
  type: "QUESTION_TYPE_SORTABLE",
  question: "واژه‌ها را به ترتیب درست بچینید: «آقای اشمیت معلم من است.»",
  question_target: null,
  answers: ["ist", "Lehrer", "Herr", "mein", "Schmidt"],
  answer: ["", "", "", "", ""],
};

/** Correct matches: bitte→لطفاً, Hand→دست, danke→ممنون. */
export const PLUGGABLE: Question = {
  type: "QUESTION_TYPE_PLUGGABLE",
  question: "هر واژه را به معنی آن وصل کنید.",
  question_target: null,
  answers: ["bitte", "Hand", "danke"],
  answer: ["ممنون", "لطفاً", "دست"],
};

export function exam(overrides: Partial<Exam> = {}): Exam {
  return {
    id: "e1",
    name: "آزمون احوال‌پرسی",
    deadline: 300,
    questions: [CHOICE, IMAGE, SORTABLE, PLUGGABLE],
    high: null,
    ...overrides,
  };
}

export function section(exams: Exam[]): Section {
  return { id: "s1", name: "بخش یک", order: 1, is_completed: false, words: [], exams };
}

export const SETTINGS = {
  configs: {
    LINK_IMAGE_USER_MAIN_PAGE_HEADER: null,
    LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER: null,
    LINK_IMAGE_USER_BEFORE_START_EXAM: "https://example.test/before-exam.jpg",
  },
  gateways: {},
};

/** An attempt started `startedAgo` ms ago (by the current clock) with `answers` given. */
export function process({
  questions = [CHOICE, IMAGE, SORTABLE, PLUGGABLE],
  answers = [] as string[][],
  startedAgo = 10_000,
  deadline = 300,
  completed = false,
} = {}): { data: ExamProcess } {
  const createdAt = new Date(Date.now() - startedAgo).toISOString();
  return {
    data: {
      id: "p1",
      answers,
      created_at: { date: createdAt },
      completed_at: completed ? { date: createdAt } : null,
      test: { id: "e1", deadline, questions },
    },
  };
}

/** The exam routes in a memory router, with a stub lesson page to land on, and the toasts. */
export function renderExam(initialPath: string) {
  return renderRoutes([...examRoutes, stubPage("lesson/:courseId/:lessonId", "lesson page")], initialPath);
}

export { dismissToasts } from "../../shared/test-support/render-routes";
