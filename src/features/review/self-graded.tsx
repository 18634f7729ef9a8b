import { useState, type ReactNode } from "react";
import { GRADES, type Grade, raisedToEasy } from "../../domain/review/grading";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { ResultBanner } from "../../ui/word/result-banner";

/**
 * The result of a typed or tapped card (it graded itself): right, almost or wrong, the right answer,
 * and «بعدی»; a right answer may be raised to Easy first. A wrong one is said to come back.
 */
export function SelfGraded({
  grade,
  children,
  onNext,
  busy,
}: {
  grade: Grade;
  children: ReactNode;
  onNext: (grade: Grade) => void;
  busy: boolean;
}) {
  const [easy, setEasy] = useState(false);
  const tone = grade === GRADES.again ? "wrong" : grade === GRADES.hard ? "almost" : "right";
  const title = tone === "wrong" ? fa.reviewWrong : tone === "almost" ? fa.reviewAlmost : fa.reviewRight;
  return (
    <div className="flex flex-col gap-4">
      <ResultBanner tone={tone} title={title}>
        {children}
        {tone === "wrong" ? <p className="text-sm">{fa.reviewComesBack}</p> : null}
      </ResultBanner>
      {grade === GRADES.good ? (
        <Button variant="outline" aria-pressed={easy} onClick={() => setEasy((e) => !e)}>
          {easy ? `✓ ${fa.reviewRaisedToEasy}` : fa.reviewRaiseToEasy}
        </Button>
      ) : null}
      <Button autoFocus loading={busy} onClick={() => onNext(easy ? raisedToEasy(grade) : grade)}>
        {fa.reviewNext}
      </Button>
    </div>
  );
}
