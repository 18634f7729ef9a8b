// The load of the server-routes bench, run as a process of its own (`node --import tsx` this file
// with its options as one JSON argument; it prints its figures as one JSON line). In the server's
// process, autocannon would read every answer on the server's own event loop: for the 1,000-bookmark
// list (31 kB, 292 kB uncompressed) that alone capped the route at about 2,600 req/s.
import autocannon from "autocannon";

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

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? "{}") as LoadOptions;
  let client = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    // Many phones behind the one proxy hop the bench app trusts: the per-IP rate limit sees each
    // request from its own address, as in production, instead of 429-ing loopback.
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
  const figures: LoadFigures = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    generatorCpu: (cpu.user + cpu.system) / 1000 / wallMs,
    wallMs,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

await main();
