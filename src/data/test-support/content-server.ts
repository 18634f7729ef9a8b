import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import type { Bookmark } from "../../contract/bookmarks";
import type { Course, Lesson, Post, Settings } from "../../contract/content";
import type { ReviewLogsPage, ReviewSettingsWire } from "../../contract/review";
import { COURSE_TAG_MARK } from "../../contract/course-tag";
import { course, lesson } from "./fixtures";

/**
 * A stand-in for the content and bookmark reads sync makes (server/src/routes/content, progress):
 * each answer carries an ETag over its text and a matching If-None-Match gets 304 with no body, as
 * server/src/http/define-route.ts does. Requests can be held (`hold = true`) until the test lets
 * them through, to see their order and how many are on the wire at once.
 */
export interface Seen {
  path: string;
  ifNoneMatch: string | null;
  status: number;
  bodyBytes: number;
}

interface Held {
  path: string;
  release: () => void;
}

const tagOf = (text: string) => {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return `"${text.length}-${(hash >>> 0).toString(36)}"`;
};

export class ContentServer {
  settings: Settings = {
    configs: {
      LINK_IMAGE_USER_MAIN_PAGE_HEADER: null,
      LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER: null,
      LINK_IMAGE_USER_BEFORE_START_EXAM: null,
    },
    gateways: {},
  };
  posts: Post[] = [];
  courses: Course[] = [];
  readonly lessons = new Map<string, Lesson>();
  bookmarks: Bookmark[] = [];
  reviewLogs: ReviewLogsPage = { logs: [], cursor: "0", more: false };
  reviewSettings: ReviewSettingsWire = {
    desired_retention: 0.9,
    new_cards_per_day: 20,
    daily_goal: 30,
    card_kinds: ["meaning", "recall", "article", "plural"],
    fsrs_weights: null,
    updated_at: { date: "1970-01-01T00:00:00.000Z" },
  };
  /** Every request, in the order it reached the server (its answer filled in when sent). */
  readonly seen: Seen[] = [];
  hold = false;
  offline = false;
  inFlight = 0;
  maxInFlight = 0;
  private readonly held: Held[] = [];
  private heldListeners: Array<() => void> = [];

  /** Courses of bought lessons (two sections, two words each); `bought: false` lessons come without sections. */
  addCourse(id: string, lessons: Array<{ id: string; bought: boolean }>): void {
    this.courses.push(course(id, lessons));
    for (const l of lessons) if (l.bought) this.lessons.set(l.id, lesson(l.id));
  }

  /** The paths of the requests held now, oldest first. */
  get waiting(): string[] {
    return this.held.map((h) => h.path);
  }

  /** Resolves when at least one request is held (or one whose path ends with `part`). */
  whenHeld(part?: string): Promise<void> {
    const found = () => this.held.some((h) => part === undefined || h.path.endsWith(part));
    if (found()) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (found()) resolve();
        else this.heldListeners.push(check);
      };
      this.heldListeners.push(check);
    });
  }

  /** Lets the oldest held request (or the first whose path includes `part`) through. */
  release(part?: string): string {
    const index = part === undefined ? 0 : this.held.findIndex((h) => h.path.includes(part));
    const [held] = this.held.splice(index, 1);
    if (!held) throw new Error(`no held request ${part ?? ""}`);
    held.release();
    return held.path;
  }

  /** Lets every held request through and holds no more. */
  releaseAll(): void {
    this.hold = false;
    for (const held of this.held.splice(0)) held.release();
  }

  /** Calls `listener` whenever a request is held (until the returned function is called). */
  onHeld(listener: () => void): () => void {
    let on = true;
    const again = () => {
      if (!on) return;
      listener();
      this.heldListeners.push(again);
    };
    this.heldListeners.push(again);
    return () => (on = false);
  }

  private answer(path: string): unknown {
    const [, , ...rest] = path.split("/");
    const route = rest.join("/");
    if (route === "app/settings") return { data: this.settings };
    if (route === "blog/posts") return { data: this.posts.map(({ content: _c, ...p }) => p) };
    if (route.startsWith("blog/posts/")) {
      const post = this.posts.find((p) => p.id === route.slice("blog/posts/".length));
      return post ? { data: post } : null;
    }
    if (route === "courses/courses") return { data: this.courses.map(({ lessons: _l, ...c }) => c) };
    if (route.startsWith("courses/courses/")) {
      const found = this.courses.find((c) => c.id === route.slice("courses/courses/".length));
      return found ? { data: found } : null;
    }
    if (route.startsWith("teacher/courses/lessons/")) {
      const found = this.lessons.get(route.slice("teacher/courses/lessons/".length));
      return found ? { data: found } : null;
    }
    if (route === "courses/words/bookmarks") return { data: this.bookmarks };
    if (route === "review/logs") return { data: this.reviewLogs };
    if (route === "review/settings") return { data: this.reviewSettings };
    return null;
  }

  /**
   * An answer's tag: over its text, and for a course over its lessons' texts too, marked as such, as
   * the server's course tag covers its lessons for the user (server/src/services/course-tag.ts).
   */
  coverLessons = true;
  private tagFor(path: string, text: string): string {
    const prefix = "/api/courses/courses/";
    if (!this.coverLessons || !path.startsWith(prefix)) return tagOf(text);
    const found = this.courses.find((c) => c.id === path.slice(prefix.length));
    const lessons = (found?.lessons ?? []).map((l) => JSON.stringify(this.lessons.get(l.id) ?? null));
    return `"${COURSE_TAG_MARK}${tagOf([text, ...lessons].join("\n")).slice(1)}`;
  }

  /** Answers one GET (held, offline or not); `null` when the network is down. */
  private async serve(
    path: string,
    ifNoneMatch: string | null,
  ): Promise<{ status: number; text: string; etag: string | null } | null> {
    const seen: Seen = { path, ifNoneMatch, status: 0, bodyBytes: 0 };
    this.seen.push(seen);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.hold) {
        await new Promise<void>((release) => {
          this.held.push({ path, release });
          for (const l of this.heldListeners.splice(0)) l();
        });
      }
      if (this.offline) return null;
      const body = this.answer(path);
      const text =
        body === null ? JSON.stringify({ messages: { error: "یافت نشد." } }) : JSON.stringify(body);
      const etag = body === null ? null : this.tagFor(path, text);
      const status = body === null ? 404 : seen.ifNoneMatch === etag ? 304 : 200;
      seen.status = status;
      seen.bodyBytes = status === 200 || status === 404 ? text.length : 0;
      return { status, text: status === 304 ? "" : text, etag: status === 404 ? null : etag };
    } finally {
      this.inFlight--;
    }
  }

  /** A stand-in for `fetch` (sync's pulls): stub the global with it. */
  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), "http://app");
    const answer = await this.serve(url.pathname, new Headers(init.headers).get("If-None-Match"));
    if (!answer) throw new TypeError("Failed to fetch");
    return new Response(answer.status === 304 ? null : answer.text, {
      status: answer.status,
      headers: answer.etag ? { etag: answer.etag } : {},
    });
  };

  /** A stand-in for axios's adapter (the calls that still go through axios). */
  readonly adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const ifNoneMatch = config.headers.get("If-None-Match");
    const answer = await this.serve(config.url ?? "", typeof ifNoneMatch === "string" ? ifNoneMatch : null);
    if (!answer) throw new AxiosError("Network Error", "ERR_NETWORK", config);
    const { status } = answer;
    const response: AxiosResponse = {
      status,
      statusText: String(status),
      data: status === 304 ? "" : (JSON.parse(answer.text) as unknown),
      headers: answer.etag ? { etag: answer.etag } : {},
      config,
    };
    if (!(config.validateStatus ?? ((s: number) => s >= 200 && s < 300))(status)) {
      throw new AxiosError(`status ${status}`, "ERR_BAD_RESPONSE", config, null, response);
    }
    return response;
  };
}
