import { describe, expect, it } from "vitest";
import { activeSubscriptionEnd } from "./subscription";

const NOW = Date.parse("2026-03-01T00:00:00Z");

describe("activeSubscriptionEnd", () => {
  it("answers the end of a subscription still running", () => {
    expect(activeSubscriptionEnd("2026-04-01T00:00:00.000Z", NOW)?.toISOString()).toBe(
      "2026-04-01T00:00:00.000Z",
    );
  });

  it("answers null without one, once it has ended, or for an unreadable value", () => {
    expect(activeSubscriptionEnd(undefined, NOW)).toBeNull();
    expect(activeSubscriptionEnd(null, NOW)).toBeNull();
    expect(activeSubscriptionEnd("2026-03-01T00:00:00.000Z", NOW)).toBeNull();
    expect(activeSubscriptionEnd("not a date", NOW)).toBeNull();
  });
});
