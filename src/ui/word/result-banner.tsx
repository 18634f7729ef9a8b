import type { ReactNode } from "react";
import { cx } from "../cx";

export type ResultTone = "right" | "almost" | "wrong";

const TONES: Record<ResultTone, { box: string; mark: string }> = {
  right: { box: "border-green-600 bg-green-50 text-green-900", mark: "bg-green-600" },
  almost: { box: "border-warning-500 bg-warning-50 text-warning-900", mark: "bg-warning-600" },
  wrong: { box: "border-error-700 bg-error-50 text-error-900", mark: "bg-error-700" },
};

const MARKS: Record<ResultTone, string> = { right: "✓", almost: "!", wrong: "✗" };

export type ResultBannerProps = {
  tone: ResultTone;
  title: string;
  children?: ReactNode;
};

/** The outcome of a check step: green when right, amber when nearly, red when wrong; announced. */
export function ResultBanner({ tone, title, children }: ResultBannerProps) {
  return (
    <section
      role="status"
      data-tone={tone}
      className={cx("flex flex-col gap-3 rounded-2xl border-2 p-4", TONES[tone].box)}
    >
      <p className="flex items-center gap-2 text-lg font-bold">
        <span
          aria-hidden="true"
          className={cx(
            "inline-flex size-8 shrink-0 items-center justify-center rounded-full text-white",
            TONES[tone].mark,
          )}
        >
          {MARKS[tone]}
        </span>
        {title}
      </p>
      {children}
    </section>
  );
}
