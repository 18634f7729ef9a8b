import type { ReactNode } from "react";

export type GermanAnswerProps = {
  /** The Persian caption, e.g. «پاسخ درست». */
  caption: string;
  children: ReactNode;
  /** The learner's own (wrong) answer, struck through. */
  strike?: boolean;
};

/** A captioned German answer in a result: the caption in Persian, the German left to right. */
export function GermanAnswer({ caption, children, strike = false }: GermanAnswerProps) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium opacity-80">{caption}</p>
      <p
        dir="ltr"
        lang="de"
        className={`font-latin break-words ${strike ? "text-lg line-through opacity-80" : "text-3xl font-semibold text-neutral-900"}`}
      >
        {children}
      </p>
    </div>
  );
}
