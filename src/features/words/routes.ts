import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../ui/route-handle";

const screens = () => import("./screens");

export const wordsRoutes: RouteObject[] = [
  {
    path: "words",
    lazy: async () => ({ Component: (await screens()).WordsHubScreen }),
  },
  {
    path: "words/:status",
    handle: { back: () => "/words" } satisfies RouteHandle,
    lazy: async () => {
      const m = await screens();
      return { Component: m.WordsListScreen, loader: m.wordsListLoader };
    },
  },
  {
    path: "words/word/:bookmarkId/:wordId",
    handle: { back: () => "/words" } satisfies RouteHandle,
    lazy: async () => {
      const m = await screens();
      return { Component: m.SavedWordScreen, loader: m.savedWordLoader };
    },
  },
];
