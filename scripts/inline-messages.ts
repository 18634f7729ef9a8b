import path from "node:path";
import { type ESTree, parseSync, Visitor } from "vite";

/** The Persian catalogue: its module's path (without extension) and its messages by key. */
export interface Catalogue {
  file: string;
  messages: Readonly<Record<string, string>>;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The catalogue's import in a module: the declaration, and the local name `fa` is bound to. */
interface CatalogueImport {
  declaration: ESTree.ImportDeclaration;
  local: string;
}

function catalogueImport(program: ESTree.Program, id: string, file: string): CatalogueImport | null {
  for (const node of program.body) {
    if (node.type !== "ImportDeclaration" || node.importKind === "type") continue;
    const source = node.source.value;
    if (!source.startsWith(".")) continue;
    const resolved = path.resolve(path.dirname(id), source).replace(/\.ts$/, "");
    if (resolved !== file) continue;
    for (const specifier of node.specifiers) {
      if (specifier.type !== "ImportSpecifier") continue;
      const imported = specifier.imported.type === "Identifier" ? specifier.imported.name : null;
      if (imported === "fa") return { declaration: node, local: specifier.local.name };
    }
  }
  return null;
}

/** The declaration again without its `fa` specifier, or nothing when that was its only one. */
function withoutFa(declaration: ESTree.ImportDeclaration, local: string): string {
  const kept = declaration.specifiers.filter(
    (specifier) => !(specifier.type === "ImportSpecifier" && specifier.local.name === local),
  );
  if (kept.length === 0) return "";
  const named = kept.flatMap((specifier) => {
    if (specifier.type !== "ImportSpecifier") return [];
    const imported = specifier.imported.type === "Identifier" ? specifier.imported.name : "";
    return [imported === specifier.local.name ? imported : `${imported} as ${specifier.local.name}`];
  });
  const others = kept.flatMap((specifier) => {
    if (specifier.type === "ImportDefaultSpecifier") return [specifier.local.name];
    if (specifier.type === "ImportNamespaceSpecifier") return [`* as ${specifier.local.name}`];
    return [];
  });
  const clause = [...others, ...(named.length > 0 ? [`{ ${named.join(", ")} }`] : [])].join(", ");
  return `import ${clause} from ${JSON.stringify(declaration.source.value)};`;
}

/**
 * Writes each `fa.key` of a built module as the message itself (a string literal), so a chunk
 * carries only the Persian strings its own code shows and no chunk holds the whole catalogue
 * (issue 13: the entry held every string of every screen). The import of `fa` goes when nothing
 * else in the module reads it; a module that reads `fa` otherwise keeps the object. A key the
 * catalogue lacks fails the build (the type check forbids it too). Returns null when the module
 * does not import the catalogue.
 */
export function inlineMessages(code: string, id: string, catalogue: Catalogue): string | null {
  if (!code.includes("i18n/fa")) return null;
  const { program, errors } = parseSync(id, code, { lang: "js", sourceType: "module" });
  if (errors.length > 0) return null;
  const found = catalogueImport(program, id, catalogue.file);
  if (!found) return null;

  const edits: Edit[] = [];
  const replaced = new Set<number>();
  /** Where `fa` is read other than as `fa.key` (outside its own import). */
  const otherReads: number[] = [];
  const { start: importStart, end: importEnd } = found.declaration;
  new Visitor({
    MemberExpression(node) {
      if (node.object.type !== "Identifier" || node.object.name !== found.local) return;
      if (node.computed || node.property.type !== "Identifier") return;
      const key = node.property.name;
      const message = Object.hasOwn(catalogue.messages, key) ? catalogue.messages[key] : undefined;
      if (message === undefined) throw new Error(`${id}: fa.${key} is not in the catalogue`);
      edits.push({ start: node.start, end: node.end, text: JSON.stringify(message) });
      replaced.add(node.object.start);
    },
    Identifier(node) {
      if (node.name !== found.local || (node.start >= importStart && node.end <= importEnd)) return;
      otherReads.push(node.start);
    },
  }).visit(program);
  if (edits.length === 0) return null;
  if (otherReads.every((start) => replaced.has(start))) {
    edits.push({ start: importStart, end: importEnd, text: withoutFa(found.declaration, found.local) });
  }

  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}
