import { describe, expect, it } from "vitest";
import { type Catalogue, inlineMessages } from "./inline-messages";

const catalogue: Catalogue = {
  file: "/app/src/i18n/fa",
  messages: { hello: "سلام", quote: 'گفت: "بله"', wordOf: "واژهٔ {index} از {total}" },
};
const id = "/app/src/features/study/card.js";

describe("inlineMessages", () => {
  it("writes each fa.key as its message and drops the import nothing else reads", () => {
    const code = [
      'import { jsx } from "react/jsx-runtime";',
      'import { fa } from "../../i18n/fa";',
      "export const a = () => jsx('p', { children: fa.hello, title: fa.quote });",
      "export const b = `${fa.wordOf}!`;",
    ].join("\n");
    const out = inlineMessages(code, id, catalogue) ?? "";
    expect(out).not.toContain("i18n/fa");
    expect(out).not.toMatch(/\bfa\./);
    expect(out).toContain('children: "سلام"');
    expect(out).toContain(JSON.stringify('گفت: "بله"'));
    expect(out).toContain('`${"واژهٔ {index} از {total}"}!`');
    expect(out).toContain('import { jsx } from "react/jsx-runtime";');
  });

  it("keeps the other names of the same import, and the object where it is read whole", () => {
    const code = [
      'import { fa, messageParts as parts } from "../../i18n/fa.ts";',
      "export const a = fa.hello;",
      "export const all = Object.keys(fa).length + Object.keys(parts).length;",
    ].join("\n");
    const out = inlineMessages(code, id, catalogue) ?? "";
    expect(out).toContain('export const a = "سلام";');
    // `fa` is read whole below, so its import stays as it was.
    expect(out).toContain('import { fa, messageParts as parts } from "../../i18n/fa.ts";');

    const partsOnly = inlineMessages(
      'import { fa, messageParts as parts } from "../../i18n/fa";\nexport const a = [fa.hello, parts];',
      id,
      catalogue,
    );
    expect(partsOnly).toContain('import { messageParts as parts } from "../../i18n/fa";');
    expect(partsOnly).toContain('["سلام", parts]');
  });

  it("fails the build on a key the catalogue lacks", () => {
    const code = 'import { fa } from "../../i18n/fa";\nexport const a = fa.missing;';
    expect(() => inlineMessages(code, id, catalogue)).toThrow(/fa\.missing is not in the catalogue/);
  });

  it("leaves alone modules that import another fa or no catalogue at all", () => {
    expect(inlineMessages('export const a = "i18n/fa";', id, catalogue)).toBeNull();
    const other = 'import { fa } from "../../other/i18n/fa";\nexport const a = fa.hello;';
    expect(inlineMessages(other, id, catalogue)).toBeNull();
    const local = 'const fa = { hello: "x" };\nexport const a = fa.hello; // i18n/fa';
    expect(inlineMessages(local, id, catalogue)).toBeNull();
  });
});
