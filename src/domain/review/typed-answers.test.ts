import { describe, expect, it } from "vitest";
import { checkPlural, pluralWithArticle } from "./typed-answers";

describe("the plural card's answer", () => {
  it("takes the plural with or without «die», and says almost for an umlaut or a capital", () => {
    expect(checkPlural("Ärzte", "Ärzte")).toBe("correct");
    expect(checkPlural("die Ärzte", "Ärzte")).toBe("correct");
    expect(checkPlural("Mädchen", "die Mädchen")).toBe("correct");
    expect(checkPlural("Arzte", "Ärzte")).toBe("umlaut-missing");
    expect(checkPlural("ärzte", "Ärzte")).toBe("case");
    expect(checkPlural("Arzt", "Ärzte")).toBe("wrong");
    expect(checkPlural("die", "Ärzte")).toBe("wrong");
  });

  it("shows the plural with its article once", () => {
    expect(pluralWithArticle("Ärzte")).toBe("die Ärzte");
    expect(pluralWithArticle("die Mädchen")).toBe("die Mädchen");
  });
});
