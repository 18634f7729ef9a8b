import { describe, expect, it } from "vitest";
import type { z } from "zod";

/** One row of a contract module's table: the schema's export name, the schema, a valid and invalid examples. */
export type SchemaCase = [name: string, schema: z.ZodType, valid: unknown, invalid: unknown[]];

/**
 * The contract modules' shared test: each case is the module's export of that name, accepts its
 * valid example and rejects every invalid one; and every exported `*Schema` of the module has a case.
 */
export function describeSchemaCases(moduleName: string, module: object, cases: readonly SchemaCase[]): void {
  describe.each(cases)("%s", (name, schema, valid, invalid) => {
    it("is the exported schema of that name", () => {
      expect(new Map<string, unknown>(Object.entries(module)).get(name)).toBe(schema);
    });
    it("accepts a valid example", () => {
      expect(schema.safeParse(valid).error?.issues).toBeUndefined();
    });
    it.each(invalid.map((value) => [value]))("rejects %j", (value) => {
      expect(schema.safeParse(value).success).toBe(false);
    });
  });

  describe(moduleName, () => {
    it("has a case for every exported schema", () => {
      const covered = new Set(cases.map(([name]) => name));
      const exported = Object.keys(module).filter((key) => key.endsWith("Schema"));
      expect(exported.filter((key) => !covered.has(key))).toEqual([]);
    });
  });
}
