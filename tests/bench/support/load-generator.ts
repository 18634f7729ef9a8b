// The load of the server-routes bench, run as a process of its own (`node --import tsx` this file
// with its options as one JSON argument; it prints its figures as one JSON line). In the server's
// process, a load generator would read every answer on the server's own event loop: for the
// 1,000-bookmark list (31 kB, 292 kB uncompressed) that alone capped the route at about 2,600 req/s.
//
// The load comes from wrk (Debian's `wrk`, C) where it is installed, else from autocannon. autocannon
// 8 turns every answer's body into a string and appends it to the request's record (its
// pipelinedRequestsQueue.addBody, `req.body += data`, with no option to skip it): on this 2-core
// machine it used a whole core to read bare Fastify's copy of the 29 kB bookmark list 2,433 times a
// second, where wrk read the same bytes 13,274 times (decision 038). Its figures for the bookmark
// lines measured autocannon; `SERVER_BENCH_LOAD=autocannon` still picks it, to compare.
import { execFile, execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export type Generator = "wrk" | "autocannon";

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** The load generator's own CPU time over the load's wall time (1 = one core busy throughout). */
  generatorCpu: number;
  /** The load's wall time, ms (for the server's CPU share, measured in its own process). */
  wallMs: number;
}

const FORWARDED_FOR_SCRIPT = fileURLToPath(new URL("./forwarded-for.lua", import.meta.url));

/** The generator this machine offers: SERVER_BENCH_LOAD when set, else wrk when installed, else autocannon. */
export function chosenGenerator(): Generator {
  const asked = process.env.SERVER_BENCH_LOAD;
  if (asked === "wrk" || asked === "autocannon") return asked;
  if (asked) throw new Error(`SERVER_BENCH_LOAD must be wrk or autocannon, not "${asked}".`);
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return "wrk";
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary is "not installed".
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? "autocannon" : "wrk";
  }
}

/** CPU time (ms) of this process's children that have ended and been waited for (Linux: /proc/self/stat). */
function endedChildrenCpuMs(): number {
  const stat = fs.readFileSync("/proc/self/stat", "utf8");
  // The fields after the command's closing parenthesis; cutime and cstime are fields 16 and 17 (1-based).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[13]) + Number(fields[14]);
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** A wrk latency ("612.00us", "6.70ms", "1.02s") in ms. */
function wrkMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  if (!match) throw new Error(`unreadable wrk latency "${value}"`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
  return Number(match[1]) * scale;
}

function withWrk(options: LoadOptions): LoadFigures {
  const headers = Object.entries(options.headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const cpuBefore = endedChildrenCpuMs();
  const started = performance.now();
  const run = spawnSync(
    "wrk",
    [
      "-t1",
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      "--latency",
      "-s",
      FORWARDED_FOR_SCRIPT,
      ...headers,
      options.url,
    ],
    { encoding: "utf8" },
  );
  const wallMs = performance.now() - started;
  if (run.status !== 0) throw new Error(`wrk failed (${run.status}): ${run.stderr || run.stdout}`);
  const out = run.stdout;
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
  const p50 = /^\s+50%\s+(\S+)/m.exec(out)?.[1];
  const p99 = /^\s+99%\s+(\S+)/m.exec(out)?.[1];
  if (rps === undefined || p50 === undefined || p99 === undefined)
    throw new Error(`unreadable wrk output:\n${out}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    rps: Number(rps),
    p50: Number(wrkMs(p50).toFixed(1)),
    p99: Number(wrkMs(p99).toFixed(1)),
    non2xx: non2xx + errors,
    generatorCpu: (endedChildrenCpuMs() - cpuBefore) / wallMs,
    wallMs,
  };
}

async function withAutocannon(options: LoadOptions): Promise<LoadFigures> {
  let client = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    // The same addresses as forwarded-for.lua.
    requests: [
      {
        setupRequest: (request) => {
          client = (client + 1) % 60_000;
          return {
            ...request,
            headers: { ...request.headers, "x-forwarded-for": `10.${client >> 8}.${client & 255}.7` },
          };
        },
      },
    ],
  });
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    generatorCpu: (cpu.user + cpu.system) / 1000 / wallMs,
    wallMs,
  };
}

/**
 * Runs one load in a process of its own (this file) and answers its figures. The caller's own CPU
 * over the run (a server in the caller's process) is `callerCpu`: its CPU time over the load's wall
 * time, counted from the call (idle while the generator starts).
 */
export function runLoad(options: LoadOptions): Promise<LoadFigures & { callerCpu: number }> {
  const cpuBefore = process.cpuUsage();
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", "tsx", fileURLToPath(import.meta.url), JSON.stringify(options)],
      { maxBuffer: 1024 * 1024 },
      (error, stdout) => {
        if (error) {
          reject(error);
          return;
        }
        const figures = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as LoadFigures;
        const cpu = process.cpuUsage(cpuBefore);
        resolve({ ...figures, callerCpu: (cpu.user + cpu.system) / 1000 / figures.wallMs });
      },
    );
  });
}

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? "{}") as LoadOptions;
  const figures = chosenGenerator() === "wrk" ? withWrk(options) : await withAutocannon(options);
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
