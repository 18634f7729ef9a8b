// The saved-words route family's chunk.
export { SavedWordScreen, savedWordLoader } from "./saved-word-screen";
export { WordsHubScreen } from "./words-hub-screen";
export { WordsListScreen, wordsListLoader } from "./words-list-screen";
