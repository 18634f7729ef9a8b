import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../data/db/db";
import type { OutboxEntry } from "../data/db/rows";
import { FAILING_AFTER } from "../data/learning/queries";
import { fa } from "../i18n/fa";
import { format } from "../i18n/format";
import { RefusedWrites } from "./refused-writes";

const entry = (key: string, label: string, failures: number): OutboxEntry => ({
  key,
  user_id: "u1",
  endpoint: "completeSection",
  method: "POST",
  url: "/api/course/status/complete_section",
  body: { course_id: "c1", lesson_id: "l1", section_id: "s1", word_id: key },
  subject: `word:${key}`,
  label,
  state: "waiting",
  created_at: 0,
  attempts: failures,
  queued: false,
  failures,
  retry_at: 0,
});

beforeEach(async () => {
  await db.outbox.clear();
});

describe("changes that keep failing at the server", () => {
  it("are shown while they are retried; one that failed once is not", async () => {
    await db.outbox.bulkAdd([entry("w1", "Hund", FAILING_AFTER), entry("w2", "Katze", 1)]);
    render(<RefusedWrites />);
    expect(await screen.findByText(format(fa.changeFailing, { what: "Hund" }))).toBeTruthy();
    expect(screen.queryByText(format(fa.changeFailing, { what: "Katze" }))).toBeNull();
  });
});
