/**
 * What a page's main-thread work costs in Lighthouse's score, by where it comes from: the tasks of
 * a recorded trace are grouped by the script chunk that ran in them (or the browser's own work:
 * style and layout, parsing), and the trace is rewritten with one group's tasks taken down to 1 %
 * of their length. Lighthouse's simulation (Lantern) then re-audits the same recorded load
 * (`auditMode`), so the score and blocking time without that group come from the very run that
 * measured it, not from another noisy run.
 */

/** The fields of a Chrome trace event this module reads and rewrites. */
export interface TraceEvent {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; stackTrace?: Array<{ url?: string }> } };
}

/** A task runs at most this long (real time) and still is never «long» under 4× CPU throttling. */
export const LONG_TASK_MS = 50 / 4;

/** The renderer's main thread of the page: the CrRendererMain with the most task time. */
export function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const renderers = new Set(
    events
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === "RunTask" && renderers.has(key))
      busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
  }
  const [best] = [...busy].sort((a, b) => b[1] - a[1]);
  if (!best) return null;
  const [pid, tid] = best[0].split(":").map(Number);
  return { pid: pid ?? 0, tid: tid ?? 0 };
}

/** A built chunk's name without its hash (`device-BOtTnsYN.js` → `device`), or the file's name. */
export function chunkName(url: string): string {
  const file = url.split(/[?#]/)[0]?.split("/").pop() ?? "";
  if (file === "") return "";
  return file.replace(/-[\w-]{8}\.m?js$/, "").replace(/\.m?js$/, "");
}

const RENDERING = new Set(["Layout", "UpdateLayoutTree", "Paint", "PrePaint", "Layerize", "Commit"]);

/**
 * Where a task's time went: the script chunk whose events took most of it, else the browser's own
 * work (`style & layout`, `HTML parsing`, `CSS parsing`), else `other` (work the trace does not name).
 */
export function taskSource(task: TraceEvent, inside: readonly TraceEvent[]): string {
  const time = new Map<string, number>();
  const add = (key: string, dur: number) => time.set(key, (time.get(key) ?? 0) + dur);
  for (const event of inside) {
    const dur = event.dur ?? 0;
    const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url ?? "";
    if (/\.m?js(?:$|[?#])/.test(url)) add(`script: ${chunkName(url)}`, dur);
    else if (RENDERING.has(event.name)) add("style & layout", dur);
    else if (event.name === "ParseHTML") add("HTML parsing", dur);
    else if (event.name === "ParseAuthorStyleSheet") add("CSS parsing", dur);
  }
  const [top] = [...time].sort((a, b) => b[1] - a[1]);
  return top && top[1] > 0 ? top[0] : "other";
}

/** A main-thread task with the events it holds and where its time went. */
export interface Task {
  event: TraceEvent;
  inside: TraceEvent[];
  source: string;
}

/** The page's main-thread tasks in order, each with its source. */
export function mainThreadTasks(events: readonly TraceEvent[]): Task[] {
  const thread = mainThread(events);
  if (!thread) return [];
  const own = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ts > 0)
    .sort((a, b) => a.ts - b.ts);
  const tasks: Task[] = [];
  let open: Task | null = null;
  for (const event of own) {
    const end = open ? open.event.ts + (open.event.dur ?? 0) : -1;
    if (open && event.ts <= end) {
      open.inside.push(event);
      continue;
    }
    if (event.name === "RunTask" && event.ph === "X") {
      open = { event, inside: [], source: "" };
      tasks.push(open);
    } else {
      open = null;
    }
  }
  for (const task of tasks) task.source = taskSource(task.event, task.inside);
  return tasks;
}

/** Per source: the tasks' time, and the part of it over LONG_TASK_MS in tasks that long (ms, real). */
export function timeBySource(tasks: readonly Task[]): Map<string, { total: number; overLong: number }> {
  const sums = new Map<string, { total: number; overLong: number }>();
  for (const task of tasks) {
    const ms = (task.event.dur ?? 0) / 1000;
    const sum = sums.get(task.source) ?? { total: 0, overLong: 0 };
    sum.total += ms;
    if (ms > LONG_TASK_MS) sum.overLong += ms - LONG_TASK_MS;
    sums.set(task.source, sum);
  }
  return sums;
}

/**
 * The trace with the tasks of `source` (and everything inside them) shortened to `scale` of their
 * length from their start; every other event as it was. The events are copied, not changed.
 */
export function withoutSource(events: readonly TraceEvent[], source: string, scale = 0.01): TraceEvent[] {
  const shortened = new Map<TraceEvent, TraceEvent>();
  for (const task of mainThreadTasks(events)) {
    if (task.source !== source) continue;
    const start = task.event.ts;
    for (const event of [task.event, ...task.inside]) {
      shortened.set(event, {
        ...event,
        ts: start + (event.ts - start) * scale,
        ...(event.dur === undefined ? {} : { dur: event.dur * scale }),
      });
    }
  }
  return events.map((event) => shortened.get(event) ?? event);
}
