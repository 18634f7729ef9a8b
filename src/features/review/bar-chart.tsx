import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from "chart.js";
import { useEffect, useRef } from "react";
import { toPersianDigits } from "../../domain/digits";

// Only the parts a bar chart needs, so the stats chunk stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface Bar {
  label: string;
  value: number;
}

/**
 * A bar chart drawn by Chart.js on a canvas, read right to left (the first bar at the right), with
 * Persian digits on its axis and tooltips. The canvas is one image to assistive technology; the
 * caller gives the same figures as a table beside it.
 */
export function BarChart({
  bars,
  label,
  color = "#1e40af",
}: {
  bars: readonly Bar[];
  label: string;
  color?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<"bar"> | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const context = element.getContext("2d");
    if (!context) return; // No canvas here (a test's DOM): the table carries the figures.
    chart.current = new Chart(context, {
      type: "bar",
      data: { labels: [], datasets: [{ data: [], backgroundColor: color, borderRadius: 3 }] },
      options: {
        animation: false,
        maintainAspectRatio: false,
        locale: "fa-IR",
        plugins: { legend: { display: false }, tooltip: { rtl: true, textDirection: "rtl" } },
        scales: {
          x: {
            reverse: true,
            grid: { display: false },
            ticks: { autoSkip: true, maxRotation: 0, font: { family: "Vazirmatn, Inter, sans-serif" } },
          },
          y: {
            position: "right",
            beginAtZero: true,
            ticks: { precision: 0, callback: (v) => toPersianDigits(v) },
          },
        },
      },
    });
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [color]);

  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    current.data.labels = bars.map((b) => b.label);
    const dataset = current.data.datasets[0];
    if (dataset) dataset.data = bars.map((b) => b.value);
    current.update();
  }, [bars]);

  return (
    <div className="relative h-48 w-full">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
