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
 * A code-splitting group (Rolldown's `codeSplitting.groups`) that puts the signed-in frame's own code
 * in one chunk: every module the frame (`src/app/main-layout.tsx`) reaches by static imports, except
 * any a guest can load: what the entry (`src/main.tsx`) reaches, and all that the sign-in screens of
 * `src/features/auth/` reach, at once or later (the API client once the learner types, the sign-in
 * methods' check). Left to itself, Rolldown cut the frame's code into about thirty small chunks,
 * each a request of its own before home, a lesson or a word card could paint.
 *
 * The logout screen is not a guest's: a learner opens it from the signed-in frame. What only it
 * reaches besides the frame (the device's clearing: Dexie, the local-data claim, the owner mark) is
 * the frame's, so a signed-in screen does not wait on three more requests (decision 035).
 */
export function frameChunk(root: string) {
  const frame = path.join(root, "src/app/main-layout.tsx");
  const entry = path.join(root, "src/main.tsx");
  const auth = path.join(root, "src/features/auth") + path.sep;
  const logout = new Set([path.join(root, "src/features/auth/logout-screen.tsx")]);
  let members: Set<string> | undefined;
  const membersOf = (graph: ModuleGraph) => {
    const authModules = [...reach([entry], graph, true)].filter(
      (id) => id.startsWith(auth) && !logout.has(id),
    );
    const guest = new Set([...reach([entry], graph, false), ...reach(authModules, graph, true, logout)]);
    return new Set([...reach([frame], graph, false)].filter((id) => !guest.has(id)));
  };
  return {
    debugName: "frame",
    name(id: string, graph: ModuleGraph): string | null {
      members ??= membersOf(graph);
      return members.has(id) ? "frame" : null;
    },
    // Only the members: their imports from a guest's code stay where a guest loads them.
    includeDependenciesRecursively: false,
  };
}
