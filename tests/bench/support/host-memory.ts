import { execFileSync } from "node:child_process";
import { summarize } from "./stats";

const MIB = 1024 * 1024;
const PAGE = 4096;

/**
 * What this host charges for fresh memory: the time of the first write to each 4 KiB page of a new
 * 256 MiB buffer, in a process of its own, three buffers, as µs per page. Lighthouse's
 * benchmarkIndex times a loop in memory it already holds, so it misses this cost; Chromium pays it
 * for every new process and document (a static page's context alone), and Lighthouse's simulated
 * 4× CPU multiplies it. Two sittings whose Lighthouse figures differ with the same code often differ
 * here: read the scores beside it.
 */
export function firstTouchMicrosPerPage(mebibytes = 256, rounds = 3): number {
  const script =
    `const size=${mebibytes * MIB},times=[];` +
    `for(let r=0;r<${rounds};r++){const b=Buffer.allocUnsafeSlow(size),t=process.hrtime.bigint();` +
    `for(let i=0;i<size;i+=${PAGE})b[i]=1;times.push(Number(process.hrtime.bigint()-t)/1e3/(size/${PAGE}))}` +
    `console.log(JSON.stringify(times))`;
  const out = execFileSync(process.execPath, ["-e", script], { encoding: "utf8" });
  return summarize(JSON.parse(out) as number[]).median;
}
