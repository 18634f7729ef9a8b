import { describe, expect, it } from "vitest";
import { checkSettingsInput, DEFAULT_REVIEW_SETTINGS, settingsFrom } from "./review-settings";

const good = {
  retentionPercent: "90",
  dailyNewLimit: "20",
  dailyGoal: "30",
  enabledKinds: ["meaning"] as const,
};

describe("review settings", () => {
  it("accepts a filled form, retention as a percentage", () => {
    expect(checkSettingsInput({ ...good, retentionPercent: " 85 " })).toEqual({
      ok: true,
      value: { desiredRetention: 0.85, dailyNewLimit: 20, dailyGoal: 30, enabledKinds: ["meaning"] },
    });
  });

  it("names each bad field", () => {
    const check = checkSettingsInput({
      retentionPercent: "99",
      dailyNewLimit: "abc",
      dailyGoal: "2.5",
      enabledKinds: [],
    });
    expect(check).toEqual({
      ok: false,
      problems: {
        desiredRetention: "out-of-range",
        dailyNewLimit: "not-a-number",
        dailyGoal: "not-whole",
        enabledKinds: "none-chosen",
      },
    });
    expect(checkSettingsInput({ ...good, retentionPercent: "79" }).ok).toBe(false);
    expect(checkSettingsInput({ ...good, dailyGoal: "0" }).ok).toBe(false);
    expect(checkSettingsInput({ ...good, dailyNewLimit: "0" }).ok).toBe(true);
  });

  it("reads stored settings field by field, defaults for what is bad or missing", () => {
    expect(settingsFrom(undefined)).toEqual(DEFAULT_REVIEW_SETTINGS);
    expect(settingsFrom({ desiredRetention: 0.5, dailyGoal: 12, enabledKinds: ["plural", "x"] })).toEqual({
      ...DEFAULT_REVIEW_SETTINGS,
      dailyGoal: 12,
      enabledKinds: ["plural"],
    });
    expect(settingsFrom({ enabledKinds: [] }).enabledKinds).toEqual(DEFAULT_REVIEW_SETTINGS.enabledKinds);
  });
});
