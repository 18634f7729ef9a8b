import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const FEATURES = [
  "auth",
  "home",
  "blog",
  "course",
  "lesson",
  "study",
  "exam",
  "words",
  "profile",
  "store",
  "gift",
  "invite",
  "review",
];

// STYLE.md boundaries: imports point down (app → features → shared → ui/data/domain/contract/i18n);
// features never import each other (what two of them need lives in shared/); domain and contract
// import nothing of ours; the server only imports src/contract and src/domain.
const boundaryZones = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message: "Features do not import each other; move what they share to shared/ (or ui/, data/, domain/).",
  })),
  {
    target: "./src/domain",
    from: "./src",
    except: ["./domain"],
    message: "domain/ is pure: it imports nothing of ours.",
  },
  {
    target: "./src/contract",
    from: "./src",
    except: ["./contract"],
    message: "contract/ imports nothing of ours.",
  },
  { target: "./src/data", from: "./src/features", message: "data/ must not import features." },
  { target: "./src/data", from: "./src/ui", message: "data/ must not import ui/." },
  { target: "./src/data", from: "./src/app", message: "data/ must not import app/." },
  { target: "./src/shared", from: "./src/features", message: "shared/ must not import features." },
  { target: "./src/shared", from: "./src/app", message: "shared/ must not import app/." },
  { target: "./src/data", from: "./src/shared", message: "data/ must not import shared/." },
  { target: "./src/ui", from: "./src/shared", message: "ui/ must not import shared/." },
  { target: "./src/ui", from: "./src/features", message: "ui/ must not import features." },
  { target: "./src/ui", from: "./src/app", message: "ui/ must not import app/." },
  { target: "./src/features", from: "./src/app", message: "features must not import app/." },
  {
    target: "./server",
    from: "./src",
    except: ["./contract", "./domain"],
    message: "The server imports only src/contract and src/domain.",
  },
  {
    target: "./sw",
    from: "./src",
    except: ["./contract", "./domain"],
    message: "The service worker imports only src/contract and src/domain (no React).",
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "node_modules/",
      ".data/",
      "coverage/",
      "test-results/",
      "playwright-report/",
      "server/src/db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    settings: {
      // Without .ts/.tsx here import-x reads no TypeScript module's imports, and no-cycle sees nothing.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".json"],
          extensionAlias: { ".js": [".ts", ".tsx", ".js"] },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["*/features/*/*", "!*/features/*/routes"],
              message: "Import a feature through its routes only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/domain/**/*.ts"],
    ignores: ["src/domain/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["react", "dexie", "axios", "react-router"].map((name) => ({
            name,
            message: "domain/ is pure: no React, Dexie, axios or router.",
          })),
        },
      ],
    },
  },
);
