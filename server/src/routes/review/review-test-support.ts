import crypto from "node:crypto";
import type { ReviewLog, ReviewLogsPage, ReviewLogsPushAnswer } from "../../../../src/contract/review.js";
import { ZZ } from "../../services/content-read.fixture.js";
import type { TestApp } from "../../test-support/test-app.js";

/** A log on a card of the free test lesson (zz-1), answered `minutes` after 2026-03-01 08:00 UTC. */
export function logOf(overrides: Partial<ReviewLog> & { minutes?: number } = {}): ReviewLog {
  const { minutes = 0, ...rest } = overrides;
  return {
    id: crypto.randomUUID(),
    card_id: `${ZZ.words.maedchen}:meaning`,
    rating: 3,
    reviewed_at: { date: new Date(Date.UTC(2026, 2, 1, 8, minutes)).toISOString() },
    elapsed_days: 0,
    duration_ms: 4200,
    ...rest,
  };
}

export interface Answer<T> {
  status: number;
  data: T;
  error: string | undefined;
  fields: Record<string, string> | undefined;
}

function answerOf<T>(res: { statusCode: number; json: () => unknown }): Answer<T> {
  const json = res.json() as { data: T; messages?: { error: string }; fields?: Record<string, string> };
  return { status: res.statusCode, data: json.data, error: json.messages?.error, fields: json.fields };
}

export async function push(t: TestApp, token: string, body: unknown): Promise<Answer<ReviewLogsPushAnswer>> {
  return answerOf(await t.call({ method: "POST", url: "/api/review/logs", token, payload: body as object }));
}

export async function pull(
  t: TestApp,
  token: string,
  after = "0",
  limit?: number,
): Promise<Answer<ReviewLogsPage>> {
  const query = `after=${after}${limit === undefined ? "" : `&limit=${limit}`}`;
  return answerOf(await t.call({ method: "GET", url: `/api/review/logs?${query}`, token }));
}

/** Every log of the user, following the cursor page by page. */
export async function pullAll(t: TestApp, token: string, after = "0", limit?: number) {
  const logs: ReviewLogsPage["logs"] = [];
  let cursor = after;
  for (;;) {
    const page = await pull(t, token, cursor, limit);
    if (page.status !== 200) throw new Error(`pull ${page.status}`);
    logs.push(...page.data.logs);
    cursor = page.data.cursor;
    if (!page.data.more) return { logs, cursor };
  }
}
