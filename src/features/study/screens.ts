/** The study feature's lazily loaded chunk. */
export { studyLoader } from "./study-loader";
export { StudyScreen } from "./study-screen";
