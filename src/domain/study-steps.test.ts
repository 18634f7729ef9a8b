import { describe, expect, it } from "vitest";
import { firstStep, isCheckStep, nextStep, stepsFor } from "./study-steps";

const noun = { type: "NOUN", translation: { german: "Hund" } };
const verb = { type: "VERB", translation: { german: "gehen" } };

describe("study steps", () => {
  it("takes a noun through sorting, gender and input", () => {
    expect(stepsFor(noun)).toEqual([
      "word",
      "sorting",
      "sortingComplete",
      "gender",
      "genderComplete",
      "input",
      "inputComplete",
    ]);
  });

  it("skips the gender steps for other words", () => {
    expect(stepsFor(verb)).toEqual(["word", "sorting", "sortingComplete", "input", "inputComplete"]);
  });

  it("completes a word with no German translation at once", () => {
    expect(firstStep({ type: "NOUN", translation: { german: null } })).toBe("done");
    expect(firstStep({ type: "VERB", translation: { german: "  " } })).toBe("done");
    expect(stepsFor({ type: "VERB", translation: { german: "" } })).toEqual([]);
  });

  it("ends in done and stays there", () => {
    expect(nextStep("inputComplete", noun)).toBe("done");
    expect(nextStep("done", noun)).toBe("done");
  });

  it("marks the check steps (Überprüfung) apart from the others (weiter)", () => {
    expect(["sorting", "gender", "input"].every((s) => isCheckStep(s as never))).toBe(true);
    expect(
      ["word", "sortingComplete", "genderComplete", "inputComplete"].some((s) => isCheckStep(s as never)),
    ).toBe(false);
  });
});
