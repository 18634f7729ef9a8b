/** Summaries and the printed tables of the benchmarks. Figures only: nothing here judges a time. */

export interface Summary {
  runs: number;
  median: number;
  /** Nearest-rank 95th percentile; only meaningful from 20 samples on (printed as "–" below that). */
  p95: number;
  worst: number;
  best: number;
}

export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new Error("No samples to summarise.");
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { runs: sorted.length, median, p95: at(0.95), worst: sorted.at(-1) ?? 0, best: sorted[0] ?? 0 };
}

export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms >= 100) return `${ms.toFixed(0)} ms`;
  if (ms >= 10) return `${ms.toFixed(1)} ms`;
  return `${ms.toFixed(2)} ms`;
}

export function formatRatio(numerator: number, denominator: number): string {
  if (denominator <= 0) return "n/a";
  return `${(numerator / denominator).toFixed(1)}×`;
}

export interface TableRow {
  label: string;
  samples: readonly number[];
}

/** Prints one benchmark's table: what was timed, runs, median, p95 (from 20 runs), best and worst. */
export function printTable(title: string, rows: readonly TableRow[], notes: readonly string[] = []): void {
  const header = ["", "runs", "median", "p95", "best", "worst"];
  const body = rows.map((row) => {
    const s = summarize(row.samples);
    return [
      row.label,
      String(s.runs),
      formatMs(s.median),
      s.runs >= 20 ? formatMs(s.p95) : "–",
      formatMs(s.best),
      formatMs(s.worst),
    ];
  });
  console.log(`\n${title}`);
  printRows(header, body);
  for (const note of notes) console.log(`  ${note}`);
}

/** Prints a table of text cells: the first column left-aligned, the others right-aligned. */
export function printRows(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}
