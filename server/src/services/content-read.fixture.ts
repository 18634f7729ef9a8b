import type { Db } from "../db/client.js";
import { courses, exams, lessons, questions, sections, words } from "../db/schema.js";

/**
 * A small extra course for tests ("zz", last in order), next to the seed: a free lesson with a section
 * of words chosen for search (umlaut, ß, a Persian translation with ی, ک and a zero-width non-joiner, a
 * word without German translation), an empty section (never complete), and a paid lesson with an exam
 * whose sortable and pluggable questions are written in their correct order.
 */
export const ZZ = {
  course: "zz",
  freeLesson: "zz-1",
  wordsSection: "zz-1-1",
  emptySection: "zz-1-2",
  paidLesson: "zz-2",
  paidSection: "zz-2-1",
  paidWord: "zz-2-1-01",
  exam: "zz-1-1-exam",
  words: {
    maedchen: "zz-1-1-01",
    strasse: "zz-1-1-02",
    bibliothek: "zz-1-1-03",
    kalt: "zz-1-1-04",
  },
} as const;

type WordInsert = typeof words.$inferInsert;

function word(
  id: string,
  sectionId: string,
  lessonId: string,
  order: number,
  fields: Partial<WordInsert>,
): WordInsert {
  return {
    id,
    sectionId,
    lessonId,
    courseId: ZZ.course,
    order,
    name: "",
    type: "NOUN",
    gender: null,
    pronunciation: null,
    imageLink: null,
    german: "",
    persian: "",
    plural: null,
    synonym: null,
    exampleGerman: null,
    examplePersian: null,
    ...fields,
  };
}

export async function insertTestCourse(db: Db): Promise<void> {
  await db.insert(courses).values({ id: ZZ.course, name: "دوره‌ی آزمایشی", imageLink: null, order: 99 });
  await db.insert(lessons).values([
    { id: ZZ.freeLesson, courseId: ZZ.course, name: "درس رایگان", order: 1, free: true },
    { id: ZZ.paidLesson, courseId: ZZ.course, name: "درس پولی", order: 2, free: false },
  ]);
  // Inserted out of order on purpose: sections come back ordered by `order`.
  await db.insert(sections).values([
    { id: ZZ.emptySection, lessonId: ZZ.freeLesson, courseId: ZZ.course, name: "بخش خالی", order: 2 },
    { id: ZZ.wordsSection, lessonId: ZZ.freeLesson, courseId: ZZ.course, name: "بخش واژه‌ها", order: 1 },
    { id: ZZ.paidSection, lessonId: ZZ.paidLesson, courseId: ZZ.course, name: "بخش پولی", order: 1 },
  ]);
  await db.insert(words).values([
    word(ZZ.words.strasse, ZZ.wordsSection, ZZ.freeLesson, 2, {
      name: "Straße",
      gender: "feminine",
      german: "Straße",
      persian: "خیابان",
      plural: "Straßen",
    }),
    word(ZZ.words.maedchen, ZZ.wordsSection, ZZ.freeLesson, 1, {
      name: "Mädchen",
      gender: "neuter",
      pronunciation: "ˈmɛːtçən",
      imageLink: "/media/words/girl.svg",
      german: "Mädchen",
      persian: "دختر",
      plural: "Mädchen",
      synonym: "Mädel",
      exampleGerman: "Das Mädchen liest.",
      examplePersian: "دختر می‌خواند.",
    }),
    word(ZZ.words.bibliothek, ZZ.wordsSection, ZZ.freeLesson, 3, {
      name: "Bibliothek",
      gender: "feminine",
      german: "Bibliothek",
      persian: "کتاب\u200cخانه",
    }),
    word(ZZ.words.kalt, ZZ.wordsSection, ZZ.freeLesson, 4, {
      name: "kalt",
      type: "ADJECTIVE",
      gender: "weird",
      german: "",
      persian: "سرد",
    }),
    word(ZZ.paidWord, ZZ.paidSection, ZZ.paidLesson, 1, {
      name: "Fuß",
      gender: "masculine",
      german: "Fuß",
      persian: "پا",
    }),
  ]);
  await db
    .insert(exams)
    .values({ id: ZZ.exam, sectionId: ZZ.wordsSection, name: "آزمون آزمایشی", deadline: 120, order: 1 });
  await db.insert(questions).values([
    {
      examId: ZZ.exam,
      index: 0,
      type: "QUESTION_TYPE_MULTIPLE_CHOICE",
      question: "معنی «Mädchen»؟",
      questionTarget: null,
      answers: ["پسر", "دختر", "مرد"],
      target: [],
      correct: ["دختر"],
    },
    {
      examId: ZZ.exam,
      index: 1,
      type: "QUESTION_TYPE_SORTABLE",
      question: "بچینید",
      questionTarget: null,
      answers: ["Das", "Mädchen"],
      target: ["", ""],
      correct: ["Das", "Mädchen"],
    },
    {
      examId: ZZ.exam,
      index: 2,
      type: "QUESTION_TYPE_PLUGGABLE",
      question: "وصل کنید",
      questionTarget: null,
      answers: ["Straße", "Mädchen"],
      target: ["خیابان", "دختر"],
      correct: ["خیابان", "دختر"],
    },
    {
      examId: ZZ.exam,
      index: 3,
      type: "SOME_FUTURE_TYPE",
      question: "وصل کنید",
      questionTarget: null,
      answers: ["a", "b", "c"],
      target: ["1", "2", "3"],
      correct: ["1", "2", "3"],
    },
  ]);
}
