import type { PatchRoutesOnNavigationFunction, RouteObject } from "react-router";

type LoadFamily = () => Promise<RouteObject[]>;

const exam: LoadFamily = () => import("../features/exam/routes").then((m) => m.examRoutes);
const store: LoadFamily = () => import("../features/store/routes").then((m) => m.storeRoutes);

/**
 * Route families the entry does not define: their routes load on the first visit to one of their
 * paths, keyed by the path's first segment (lower case: React Router matches paths without regard to
 * case). Home, courses, lessons, study and review, what a learner opens every day and offline, stay in
 * the entry; these are a chunk each, which the service worker precaches like any other.
 */
const FAMILIES: Readonly<Record<string, LoadFamily>> = {
  post: () => import("../features/blog/routes").then((m) => m.blogRoutes),
  words: () => import("../features/words/routes").then((m) => m.wordsRoutes),
  exams: exam,
  exam,
  profile: () => import("../features/profile/routes").then((m) => m.profileRoutes),
  subscription: store,
  verifypayment: store,
  gift: () => import("../features/gift/routes").then((m) => m.giftRoutes),
  invite: () => import("../features/invite/routes").then((m) => m.inviteRoutes),
};

/** The family a path (under `basename`) belongs to, if it is one of those loaded on first visit. */
export function familyOf(path: string, basename: string): LoadFamily | undefined {
  const inApp = path.toLowerCase().startsWith(basename.toLowerCase()) ? path.slice(basename.length) : path;
  const first = (inApp.split("/").find((segment) => segment !== "") ?? "").toLowerCase();
  return Object.hasOwn(FAMILIES, first) ? FAMILIES[first] : undefined;
}

/**
 * React Router's lazy route discovery for the families above: on a navigation to one of their paths,
 * their routes are added under the route `parentId` (the signed-in frame), whose guards then apply
 * as to any of its children. A chunk that cannot be fetched fails the navigation like a screen's
 * own chunk, to the route error page.
 */
export function discoverFamilies(parentId: string, basename: string): PatchRoutesOnNavigationFunction {
  const added = new Set<LoadFamily>();
  return async ({ path, patch, signal }) => {
    const load = familyOf(path, basename);
    if (!load || added.has(load)) return;
    const routes = await load();
    // A navigation replaced by another patches nothing (React Router ignores it): ask again next time.
    if (signal.aborted) return;
    patch(parentId, routes);
    added.add(load);
  };
}
