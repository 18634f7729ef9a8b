import path from "node:path";

/** What Rolldown's chunking context answers about a module (the part this file reads). */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * The `from` modules and every module they reach by static imports (and dynamic ones with
 * `dynamic`), never going through `except`.
 */
function reach(
  from: readonly string[],
  graph: ModuleGraph,
  dynamic: boolean,
  except: ReadonlySet<string> = new Set(),
): Set<string> {
  const seen = new Set<string>();
  const todo = [...from];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id) || except.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    todo.push(...(info?.importedIds ?? []));
    if (dynamic) todo.push(...(info?.dynamicallyImportedIds ?? []));
  }
  return seen;
}

/**
 * A code-splitting group (Rolldown's `codeSplitting.groups`) named `name`, of the modules
 * `membersOf` finds (once, from the module graph). Only the members: what they import stays where
 * it is (a guest's code where a guest loads it).
 */
function groupOf(name: string, membersOf: (graph: ModuleGraph) => Set<string>) {
  let members: Set<string> | undefined;
  return {
    debugName: name,
    name(id: string, graph: ModuleGraph): string | null {
      members ??= membersOf(graph);
      return members.has(id) ? name : null;
    },
    includeDependenciesRecursively: false,
  };
}

/**
 * What home's, a course's and a lesson's screens all reach by static imports: what every daily
 * screen draws (the snapshot a screen saves for the next cold start). In the frame's chunk it costs
 * the daily screens no request of its own before their first paint (decision 044).
 */
function dailyShared(root: string, graph: ModuleGraph): Set<string> {
  const [first, ...rest] = ["home", ...CONTENT_FAMILIES].map((family) => {
    const routes = path.join(root, "src/features", family, "routes.ts");
    return reach(graph.getModuleInfo(routes)?.dynamicallyImportedIds ?? [], graph, false);
  });
  return new Set([...(first ?? [])].filter((id) => rest.every((screens) => screens.has(id))));
}

/** The logout screen: under `src/features/auth/`, but only a learner opens it (decision 035). */
const logoutScreen = (root: string) => path.join(root, "src/features/auth/logout-screen.tsx");

/**
 * What a guest can load: the entry's static imports, and all that the sign-in screens of
 * `src/features/auth/` reach, at once or later (the API client once the learner types, the sign-in
 * methods' check), except the logout screen, which only a learner opens.
 */
function guestModules(root: string, graph: ModuleGraph): Set<string> {
  const entry = path.join(root, "src/main.tsx");
  const auth = path.join(root, "src/features/auth") + path.sep;
  const logout = new Set([logoutScreen(root)]);
  const authModules = [...reach([entry], graph, true)].filter((id) => id.startsWith(auth) && !logout.has(id));
  return new Set([...reach([entry], graph, false), ...reach(authModules, graph, true, logout)]);
}

/**
 * A code-splitting group (Rolldown's `codeSplitting.groups`) that puts the signed-in frame's own code
 * in one chunk: every module the frame (`src/app/main-layout.tsx`) reaches by static imports, except
 * any a guest can load: what the entry (`src/main.tsx`) reaches, and all that the sign-in screens of
 * `src/features/auth/` reach, at once or later (the API client once the learner types, the sign-in
 * methods' check). Left to itself, Rolldown cut the frame's code into about thirty small chunks,
 * each a request of its own before home, a lesson or a word card could paint.
 *
 * The logout screen is not a guest's: a learner opens it from the signed-in frame. What only it
 * reaches besides the frame (the device's clearing: the local-data claim, the owner mark) is the
 * frame's, so a signed-in screen does not wait on more requests (decision 035); Dexie itself is the
 * device's chunk (deviceChunk, decision 049).
 */
export function frameChunk(root: string) {
  const frame = path.join(root, "src/app/main-layout.tsx");
  return groupOf("frame", (graph) => {
    const guest = guestModules(root, graph);
    const daily = [...dailyShared(root, graph)].filter((id) => !id.includes("/node_modules/"));
    return new Set([...reach([frame], graph, false), ...daily].filter((id) => !guest.has(id)));
  });
}

/** The route families whose screens draw a course's content (decision 037 keeps them in the entry). */
const CONTENT_FAMILIES = ["course", "lesson"];

/**
 * Code-splitting groups for the small modules the daily screens share (decision 042). Left to
 * itself, Rolldown gave each such module (a link button, the «missing content» notice, the sync's
 * answer check) a chunk of its own, and a lesson waited on fifteen chunks besides the frame before
 * its first paint; on HTTP/1.1 six connections take them three round trips. Two groups, because a
 * guest must never load the frame (or Dexie) through one:
 *
 * - `screen-kit`: what both a course's and a lesson's screens reach by static imports, that no
 *   guest's code can reach, and that neither the frame nor home reaches (home, the most opened
 *   screen, loads no lesson's code for it);
 * - `screen-kit-shared`: what the frame, home, a course or a lesson reaches by static imports that a
 *   guest's code reaches only later (the API client, once the learner types), never before a sign-in
 *   screen's first paint: so login loads what it did, and a guest's later load of one of them takes
 *   the group, which imports nothing signed-in.
 *
 * The entry's modules, the frame's, those another group holds (`except`: the form controls) and
 * packages stay where they were.
 */
export function screenKitChunks(root: string, frame: ReturnType<typeof frameChunk>, except: RegExp) {
  const entry = path.join(root, "src/main.tsx");
  const mainLayout = path.join(root, "src/app/main-layout.tsx");
  const auth = path.join(root, "src/features/auth") + path.sep;
  const logout = logoutScreen(root);
  const routeFiles = CONTENT_FAMILIES.map((family) => path.join(root, "src/features", family, "routes.ts"));
  const home = path.join(root, "src/features/home/routes.ts");
  let kits: Map<string, string> | undefined;
  const kitsOf = (graph: ModuleGraph) => {
    const inEntry = reach([entry], graph, false);
    const guest = guestModules(root, graph);
    // A guest's screens: not the logout screen, as in guestModules.
    const authScreens = (
      graph.getModuleInfo(path.join(auth, "routes.ts"))?.dynamicallyImportedIds ?? []
    ).filter((id) => id !== logout);
    const beforeGuestPaint = reach(authScreens, graph, false);
    // How many content families reach each module; what the frame and home reach.
    const reachedBy = new Map<string, number>();
    for (const file of routeFiles) {
      const screens = graph.getModuleInfo(file)?.dynamicallyImportedIds ?? [];
      for (const id of reach(screens, graph, false, inEntry)) reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
    }
    const homeScreens = graph.getModuleInfo(home)?.dynamicallyImportedIds ?? [];
    // The device's code (Dexie, the sync's storing) loads after the first paint (decision 049), but
    // what it shares with a guest's later loads (fetch-answer.ts: also the session check's, at start)
    // belongs with the rest of them, not in a chunk of its own.
    const frameOrHome = reach([mainLayout, ...deviceStarts(root), ...homeScreens], graph, false, inEntry);
    const found = new Map<string, string>();
    for (const id of new Set([...reachedBy.keys(), ...frameOrHome])) {
      if (inEntry.has(id) || id.includes("/node_modules/") || except.test(id) || frame.name(id, graph))
        continue;
      if (guest.has(id)) {
        if (!beforeGuestPaint.has(id)) found.set(id, "screen-kit-shared");
      } else if (!frameOrHome.has(id) && (reachedBy.get(id) ?? 0) >= 2) {
        // Home's own small modules stay apart: home, the most opened screen, loads no lesson's code.
        found.set(id, "screen-kit");
      }
    }
    return found;
  };
  return {
    debugName: "screen-kit",
    name(id: string, graph: ModuleGraph): string | null {
      kits ??= kitsOf(graph);
      return kits.get(id) ?? null;
    },
    includeDependenciesRecursively: false,
  };
}

/**
 * A code-splitting group for the device's database code (decision 049): Dexie, the database, and
 * what the sync stores answers with (its pulls, their ETags and merges), all loaded through
 * src/data/db/device.ts once the database may load. One chunk: a device that holds answers needs
 * all of it at start, and Rolldown had cut it into six. What the entry, a guest or the frame
 * reaches stays where it is.
 */
export function deviceChunk(root: string, frame: ReturnType<typeof frameChunk>) {
  const entry = path.join(root, "src/main.tsx");
  return groupOf("device", (graph) => {
    const outside = new Set([...reach([entry], graph, false), ...guestModules(root, graph)]);
    return new Set(
      [...reach(deviceStarts(root), graph, false, outside)].filter((id) => !frame.name(id, graph)),
    );
  });
}

/** Where the device's code starts: the database's module, the sync's pulls, the outbox's waiting check. */
const deviceStarts = (root: string) =>
  ["src/data/db/device-module.ts", "src/data/sync/pull.ts", "src/data/sync/outbox-waiting.ts"].map((file) =>
    path.join(root, file),
  );
