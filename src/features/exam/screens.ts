/** The exam feature's lazily loaded chunk: its screens and loaders. */
export { endLoader } from "./end-loader";
export { EndScreen } from "./end-screen";
export { examsLoader } from "./exams-loader";
export { ExamsScreen } from "./exams-screen";
export { questionLoader, questionShouldRevalidate } from "./question-loader";
export { QuestionScreen } from "./question-screen";
export { startLoader } from "./start-loader";
export { StartScreen } from "./start-screen";
