import type { ReactNode } from "react";
import { ANSWER_TONES, answerBox, type AnswerTone } from "../answer-tone";
import { cx } from "../cx";

export type ResultTone = AnswerTone;

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
      className={cx("flex flex-col gap-3 rounded-2xl border-2 p-4", answerBox(tone))}
    >
      <p className="flex items-center gap-2 text-lg font-bold">
        <span
          aria-hidden="true"
          className={cx(
            "inline-flex size-8 shrink-0 items-center justify-center rounded-full text-white",
            ANSWER_TONES[tone].mark,
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
