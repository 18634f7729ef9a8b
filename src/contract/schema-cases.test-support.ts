import { describe, expect, it } from "vitest";
import type { z } from "zod";

/** One row of a contract module's table: a label (the schema's export name), the schema, a valid and invalid examples. */
export type SchemaCase = [name: string, schema: z.ZodType, valid: unknown, invalid: unknown[]];

type Issue = z.core.$ZodIssue;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * The top-level keys (or indexes) in which an invalid example differs from the valid one; null when
 * the two are not both objects (or both arrays), so the whole value is what is wrong.
 */
function changedKeys(valid: unknown, invalid: unknown): Set<string> | null {
  if (!isRecord(valid) || !isRecord(invalid) || Array.isArray(valid) !== Array.isArray(invalid)) return null;
  const keys = new Set([...Object.keys(valid), ...Object.keys(invalid)]);
  const shown = (value: unknown) => JSON.stringify(value) ?? "(absent)"; // undefined is not null
  return new Set([...keys].filter((key) => shown(valid[key]) !== shown(invalid[key])));
}

/**
 * Whether an issue blames what the invalid example changed, not something the valid example also
 * has: a rejection for another reason would hide a schema that accepts the real defect.
 */
function blamesTheChange(issue: Issue, changed: Set<string> | null): boolean {
  const [first] = issue.path;
  if (issue.code === "invalid_union" && first === undefined && issue.errors.length > 0) {
    // The valid example matched one branch: that branch must blame the change.
    return issue.errors.some((branch) => branch.every((inner) => blamesTheChange(inner, changed)));
  }
  if (changed === null) return first === undefined;
  if (first !== undefined) return changed.has(String(first));
  if (issue.code === "unrecognized_keys") return issue.keys.every((key) => changed.has(key));
  if (issue.code === "too_small" || issue.code === "too_big") return changed.size > 0; // a length or size
  return issue.code === "custom"; // a rule over several fields, said at the object's level
}

/**
 * The contract modules' shared test: each schema accepts its valid example (and parses it without
 * an issue) and rejects every invalid one for the reason the example changed (its issues point at
 * the changed fields); and every exported `*Schema` of the module has a case.
 */
export function describeSchemaCases(moduleName: string, module: object, cases: readonly SchemaCase[]): void {
  describe.each(cases)("%s", (_name, schema, valid, invalid) => {
    it("accepts a valid example", () => {
      expect(schema.safeParse(valid).error?.issues).toBeUndefined();
    });
    it.each(invalid.map((value) => [value]))("rejects %j for what it changed", (value) => {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      const changed = changedKeys(valid, value);
      const offTarget = (result.error?.issues ?? []).filter((issue) => !blamesTheChange(issue, changed));
      expect(offTarget).toEqual([]);
    });
  });

  describe(moduleName, () => {
    it("has a case for every exported schema", () => {
      const tested = new Set<unknown>(cases.map(([, schema]) => schema));
      const exported = Object.entries(module).filter(([key]) => key.endsWith("Schema"));
      expect(exported.filter(([, schema]) => !tested.has(schema)).map(([key]) => key)).toEqual([]);
    });
  });
}
