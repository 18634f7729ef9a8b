import { describe, expect, it } from "vitest";
import { fa, messageParts } from "./fa";

describe("the Persian catalogue", () => {
  it("holds each key in one part only, so no part silently overrides another", () => {
    const owners = new Map<string, string[]>();
    for (const [part, messages] of Object.entries(messageParts)) {
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), part]);
    }
    const shared = [...owners].filter(([, parts]) => parts.length > 1);
    expect(shared).toEqual([]);
  });

  it("reads every part's strings through the one object", () => {
    const total = Object.values(messageParts).reduce((sum, part) => sum + Object.keys(part).length, 0);
    expect(Object.keys(fa)).toHaveLength(total);
    for (const part of Object.values(messageParts)) {
      for (const [key, text] of Object.entries(part)) expect(fa[key as keyof typeof fa]).toBe(text);
    }
  });
});
