import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import {
  bookmarkCreateBodySchema,
  bookmarkPatchBodySchema,
  completeSectionBodySchema,
} from "../../contract/bookmarks";
import { IDEMPOTENCY_HEADER } from "../../contract/outbox-messages";
import { fakeToken } from "./fake-token";

/**
 * An in-memory server for the write path's tests, behaving like the real one (server/src/routes/
 * progress, server/src/http/idempotency.ts) where the app depends on it:
 * - the first 2xx answer per (user, Idempotency-Key, method, path) is stored and replayed;
 * - POST of a known id of this user, or of a word this user already saved, answers the existing id
 *   and changes nothing; a known id of another word is a 409;
 * - PATCH sets the given values (404 for an unknown id), DELETE answers 204 (404 when gone);
 * - completing a word twice changes nothing; a dead or unknown token is a 401.
 * Faults can be queued for the next requests: the request never arrives (`offline`), it is applied
 * but its answer is lost (`lost`), the server fails without applying it (500), or refuses the token
 * (401: the token dies).
 */
export interface ServerBookmark {
  id: string;
  user: string;
  word_id: string;
  course_id: string;
  lesson_id: string;
  section_id: string;
  description: string;
  note: string;
  learned: boolean;
  updated_at: string;
}

export type Fault = "offline" | "lost" | 500 | 401;

interface Answer {
  status: number;
  body: unknown;
}

const BOOKMARKS = "/api/courses/words/bookmarks";
const json = (status: number, body: unknown): Answer => ({ status, body });
const error = (status: number, text: string): Answer => json(status, { messages: { error: text } });

export class ModelServer {
  readonly bookmarks = new Map<string, ServerBookmark>();
  readonly completed = new Set<string>();
  /** How many times each (user, Idempotency-Key) ran the handler with a 2xx answer (not replayed). */
  readonly applied = new Map<string, number>();
  readonly faults: Fault[] = [];
  /** A fault for every request it names (a write that keeps failing), besides the queued ones. */
  failWhen: ((method: string, path: string, body: unknown) => Fault | undefined) | null = null;
  readonly requests: Array<{ method: string; path: string }> = [];
  private readonly stored = new Map<string, { method: string; path: string; answer: Answer }>();
  private readonly tokens = new Map<string, string>();
  private clock = Date.parse("2026-03-01T08:00:00.000Z");
  private issued = 0;

  /** A token for `user`, in the app's format (claims readable by jwt-decode; the signature is fake). */
  issueToken(user: string): string {
    const token = fakeToken({ sub: user, exp: 4_000_000_000, jti: `jti-${++this.issued}` });
    this.tokens.set(token, user);
    return token;
  }

  /** Every token of `user` dies (it expired or was revoked): the next call with one is a 401. */
  killTokens(user: string): void {
    for (const [token, owner] of this.tokens) if (owner === user) this.tokens.delete(token);
  }

  bookmarksOf(user: string): ServerBookmark[] {
    return [...this.bookmarks.values()].filter((b) => b.user === user);
  }

  /** A bookmark made on another device (straight into the server). */
  saveElsewhere(user: string, row: Omit<ServerBookmark, "user" | "updated_at">): void {
    this.bookmarks.set(row.id, { ...row, user, updated_at: this.now() });
  }

  /** Answers one request; null when it never arrives or its answer is lost. */
  handle(method: string, url: string, headers: Headers, body: unknown): Answer | null {
    const path = url.replace(/^https?:\/\/[^/]+/, "");
    this.requests.push({ method, path });
    const fault = this.faults.shift() ?? this.failWhen?.(method, path, body);
    if (fault === "offline") return null;
    if (fault === 401) {
      const user = this.userOf(headers);
      if (user) this.killTokens(user);
    }
    if (fault === 500) return error(500, "");
    const answer = this.answer(method, path, headers, body);
    return fault === "lost" ? null : answer;
  }

  private now(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }

  private userOf(headers: Headers): string | undefined {
    const auth = headers.get("Authorization") ?? "";
    return this.tokens.get(auth.replace(/^Bearer /, ""));
  }

  private answer(method: string, path: string, headers: Headers, body: unknown): Answer {
    const user = this.userOf(headers);
    if (!user) return error(401, "");
    if (method === "GET" && path === "/api/auth/check")
      return json(200, { access_token: this.issueToken(user) });
    if (method === "GET" && path.startsWith(BOOKMARKS)) {
      return json(200, { data: this.bookmarksOf(user).map((b) => this.view(b)) });
    }
    const key = headers.get(IDEMPOTENCY_HEADER);
    const slot = key ? `${user}:${key}` : null;
    const stored = slot ? this.stored.get(slot) : undefined;
    if (stored && stored.method === method && stored.path === path) return stored.answer;
    const answer = this.write(user, method, path, body);
    if (slot && answer.status >= 200 && answer.status < 300) {
      this.stored.set(slot, { method, path, answer });
      this.applied.set(slot, (this.applied.get(slot) ?? 0) + 1);
    }
    return answer;
  }

  private write(user: string, method: string, path: string, body: unknown): Answer {
    if (method === "POST" && path === BOOKMARKS) {
      const input = bookmarkCreateBodySchema.safeParse(body);
      if (!input.success) return error(422, "invalid");
      const { id, ...fields } = input.data;
      if (id !== undefined) {
        const known = this.bookmarks.get(id);
        if (known && (known.user !== user || known.word_id !== fields.word_id)) return error(409, "conflict");
        if (known) return json(200, { data: { id } });
      }
      const existing = this.bookmarksOf(user).find((b) => b.word_id === fields.word_id);
      if (existing) return json(200, { data: { id: existing.id } });
      const created = { ...fields, id: id ?? crypto.randomUUID(), user, updated_at: this.now() };
      this.bookmarks.set(created.id, created);
      return json(200, { data: { id: created.id } });
    }
    const bookmarkId = path.startsWith(`${BOOKMARKS}/`)
      ? decodeURIComponent(path.slice(BOOKMARKS.length + 1))
      : null;
    if (bookmarkId !== null && (method === "PATCH" || method === "DELETE")) {
      const row = this.bookmarks.get(bookmarkId);
      if (!row || row.user !== user) return error(404, "این واژه در فهرست ذخیره‌شده‌ها نیست.");
      if (method === "DELETE") {
        this.bookmarks.delete(bookmarkId);
        return json(204, null);
      }
      const input = bookmarkPatchBodySchema.safeParse(body);
      if (!input.success) return error(422, "invalid");
      const changed = { ...row, ...input.data, updated_at: this.now() };
      this.bookmarks.set(bookmarkId, changed);
      return json(200, { data: this.view(changed) });
    }
    if (method === "POST" && path === "/api/course/status/complete_section") {
      const input = completeSectionBodySchema.safeParse(body);
      if (!input.success) return error(422, "invalid");
      this.completed.add(`${user}:${input.data.word_id}`);
      return json(200, { data: { word_completed: true, section_completed: false, lesson_completed: false } });
    }
    return error(404, "unknown route");
  }

  private view(b: ServerBookmark) {
    return {
      id: b.id,
      course_id: b.course_id,
      lesson_id: b.lesson_id,
      section_id: b.section_id,
      word_id: b.word_id,
      word__name: `Wort-${b.word_id}`,
      description: b.description,
      note: b.note,
      learned: b.learned,
      updated_at: { date: b.updated_at },
    };
  }

  /** A stand-in for `fetch` (the outbox's sends). */
  readonly fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const body: unknown = typeof init.body === "string" ? JSON.parse(init.body) : null;
    const answer = this.handle(init.method ?? "GET", input, new Headers(init.headers), body);
    if (!answer) throw new TypeError("Failed to fetch");
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  };

  /** A stand-in for axios's adapter (the API calls: pulls, auth check). */
  readonly adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const query = config.params ? `?${new URLSearchParams(config.params as Record<string, string>)}` : "";
    const headers = new Headers();
    for (const [name, value] of Object.entries(config.headers.toJSON())) {
      if (typeof value === "string") headers.set(name, value);
    }
    const body: unknown = typeof config.data === "string" ? JSON.parse(config.data) : (config.data ?? null);
    const answer = this.handle(
      (config.method ?? "get").toUpperCase(),
      `${config.url ?? ""}${query}`,
      headers,
      body,
    );
    if (!answer) throw new AxiosError("Network Error", "ERR_NETWORK", config);
    const response: AxiosResponse = {
      status: answer.status,
      statusText: String(answer.status),
      data: answer.body,
      headers: {},
      config,
    };
    if (answer.status >= 400) {
      throw new AxiosError(`status ${answer.status}`, "ERR_BAD_RESPONSE", config, null, response);
    }
    return response;
  };
}
