import { describe, expect, it } from "vitest";
import { type TraceEvent, chunkName, mainThreadTasks, timeBySource, withoutSource } from "./lantern-what-if";

const PAGE = { pid: 7, tid: 1 };
const OTHER_RENDERER = { pid: 8, tid: 1 };

/** A small trace: the page's main thread (three tasks) and another renderer's idle one. */
function trace(): TraceEvent[] {
  const at = (ts: number, event: Omit<TraceEvent, "ts" | "pid" | "tid">, thread = PAGE) => ({
    ...thread,
    ts,
    ...event,
  });
  return [
    { ...PAGE, ts: 0, name: "thread_name", ph: "M", args: { name: "CrRendererMain" } },
    { ...OTHER_RENDERER, ts: 0, name: "thread_name", ph: "M", args: { name: "CrRendererMain" } },
    at(500, { name: "RunTask", ph: "X", dur: 1_000 }, OTHER_RENDERER),
    // 40 ms: the device chunk's code (30 ms of it) with a layout inside.
    at(1_000, { name: "RunTask", ph: "X", dur: 40_000 }),
    at(2_000, {
      name: "FunctionCall",
      ph: "X",
      dur: 30_000,
      args: { data: { url: "http://x/v1/assets/device-BOtTnsYN.js" } },
    }),
    at(33_000, { name: "Layout", ph: "X", dur: 5_000 }),
    // 20 ms of style and layout.
    at(50_000, { name: "RunTask", ph: "X", dur: 20_000 }),
    at(50_500, { name: "UpdateLayoutTree", ph: "X", dur: 8_000 }),
    at(59_000, { name: "Layout", ph: "X", dur: 10_000 }),
    // 5 ms the trace does not name.
    at(80_000, { name: "RunTask", ph: "X", dur: 5_000 }),
  ];
}

describe("lantern what-if", () => {
  it("names a built chunk without its hash", () => {
    expect(chunkName("http://x/v1/assets/device-BOtTnsYN.js")).toBe("device");
    expect(chunkName("http://x/v1/assets/screen-kit-shared-D4B_dAtV.js?v=1")).toBe("screen-kit-shared");
    expect(chunkName("http://x/_lighthouse-eval.js")).toBe("_lighthouse-eval");
  });

  it("groups the page's main-thread tasks by the source that took most of each", () => {
    const tasks = mainThreadTasks(trace());
    expect(tasks.map((task) => [task.event.ts, task.source])).toEqual([
      [1_000, "script: device"],
      [50_000, "style & layout"],
      [80_000, "other"],
    ]);
    expect(tasks[0]?.inside.map((event) => event.name)).toEqual(["FunctionCall", "Layout"]);
  });

  it("counts each source's time and its time beyond the long-task line", () => {
    const sums = timeBySource(mainThreadTasks(trace()));
    expect(sums.get("script: device")).toEqual({ total: 40, overLong: 27.5 });
    expect(sums.get("style & layout")).toEqual({ total: 20, overLong: 7.5 });
    expect(sums.get("other")).toEqual({ total: 5, overLong: 0 });
  });

  it("shortens only the chosen source's tasks and what they hold, from their start, in a copy", () => {
    const events = trace();
    const before = JSON.stringify(events);
    const changed = withoutSource(events, "script: device");
    expect(JSON.stringify(events)).toBe(before);
    const task = changed[3];
    const call = changed[4];
    const layout = changed[5];
    expect(task?.ts).toBe(1_000);
    expect(task?.dur).toBeCloseTo(400);
    expect(call?.ts).toBeCloseTo(1_010);
    expect(call?.dur).toBeCloseTo(300);
    expect(layout?.ts).toBeCloseTo(1_320);
    // Every other task, and the other renderer, as recorded.
    expect(changed.slice(6)).toEqual(events.slice(6));
    expect(changed[2]).toBe(events[2]);
    expect(mainThreadTasks(changed).map((t) => t.source)).toEqual([
      "script: device",
      "style & layout",
      "other",
    ]);
  });
});
