import type { Plugin } from "vite";

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has
 * all its functions compiled eagerly, on the background thread that parses it while it streams in,
 * instead of each one on the main thread the first time it is called. Other engines read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The chunk's code with the compile hint as its first line (once, however often it is applied). */
export function withCompileHint(code: string): string {
  return code.startsWith(`${COMPILE_HINT}\n`) ? code : `${COMPILE_HINT}\n${code}`;
}

/**
 * Puts the compile hint on every JS chunk of the build (decision 050). The app is split by route,
 * so a chunk loads when its screen is wanted and most of what it holds runs then: on a new device's
 * home, a trace counted about 1,470 functions compiled lazily on the main thread (166 ms on this
 * machine, unthrottled) and none with the hint. Written after minification, which would drop the
 * comment; the file names' hashes are unaffected, the line being the same in every build.
 */
export function compileHints(): Plugin {
  return {
    name: "vajeh:compile-hints",
    apply: "build",
    enforce: "post",
    generateBundle: {
      // After Vite's own rewrite, which puts its preload map (`__vite__mapDeps`) before a chunk's code.
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk") output.code = withCompileHint(output.code);
        }
      },
    },
  };
}
