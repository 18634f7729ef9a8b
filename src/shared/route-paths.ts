/**
 * Every in-app URL that carries ids is built here, so a route's shape is written once and a
 * feature can link to another feature's screen without importing that feature.
 */
const seg = encodeURIComponent;

/** A lesson, as its course and lesson ids. */
export interface LessonPlace {
  courseId: string;
  lessonId: string;
}

/** A section of a lesson. */
export interface SectionPlace extends LessonPlace {
  sectionId: string;
}

/** Where an exam lives: its course, lesson, section and id (the exam routes' params). */
export interface ExamPlace extends SectionPlace {
  examId: string;
}

export const HOME_PATH = "/";
export const PROFILE_PATH = "/profile";
export const SUBSCRIPTIONS_PATH = "/subscription";
export const BUY_PATH = "/subscription/buy";
export const HISTORY_PATH = "/subscription/history";

export const postPath = (postId: string) => `/post/${seg(postId)}`;

export const coursePath = (courseId: string) => `/course/${seg(courseId)}`;

export const lessonPath = (p: LessonPlace) => `/lesson/${seg(p.courseId)}/${seg(p.lessonId)}`;

const sectionBase = (p: SectionPlace) => `${seg(p.courseId)}/${seg(p.lessonId)}/${seg(p.sectionId)}`;

/** A section's word study: its first word without `wordId`, else that word. */
export const wordPath = (p: SectionPlace, wordId?: string) =>
  `/vocabulary/${sectionBase(p)}${wordId === undefined ? "" : `/${seg(wordId)}`}`;

/** A section's list of exams. */
export const examsPath = (p: SectionPlace) => `/exams/${sectionBase(p)}`;

const examBase = (p: ExamPlace) => `/exam/${sectionBase(p)}/${seg(p.examId)}`;

export const examStartPath = (p: ExamPlace) => `${examBase(p)}/start`;

export const questionPath = (p: ExamPlace, processId: string, index: number) =>
  `${examBase(p)}/${seg(processId)}/${index}`;

/** The query the end page reads to say that the attempt ended because its time ran out. */
export const TIME_UP_QUERY = "time-up";

export const endPath = (p: ExamPlace, processId: string, timeUp = false) =>
  `${examBase(p)}/${seg(processId)}/end${timeUp ? `?${TIME_UP_QUERY}=1` : ""}`;

/** The gift page of a gateway (/gift without one when it is empty: the cart's first method). */
export const giftPath = (gateway = "") => (gateway ? `/gift/${seg(gateway)}` : "/gift");

/** The gift's code page: the server's resend time travels in the path, as on the auth code screens. */
export const giftCodePath = (gateway: string, mobile: string, resendSeconds?: number) =>
  `/gift/${seg(gateway)}/codeRequest/${seg(mobile)}${resendSeconds === undefined ? "" : `/${resendSeconds}`}`;

/** The saved words of one status (learning, learned…). */
export const wordsPath = (status?: string) => (status === undefined ? "/words" : `/words/${seg(status)}`);

/** One saved word: its bookmark and its word. */
export const savedWordPath = (bookmarkId: string, wordId: string) =>
  `/words/word/${seg(bookmarkId)}/${seg(wordId)}`;
