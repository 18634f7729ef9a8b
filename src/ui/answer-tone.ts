/** How a checked answer looks: green when right, amber when nearly, red when wrong. */
export type AnswerTone = "right" | "almost" | "wrong";

interface ToneClasses {
  /** The border and background of a box holding the answer. */
  frame: string;
  /** The text on that background. */
  text: string;
  /** The filled circle behind a ✓, ! or ✗. */
  mark: string;
}

export const ANSWER_TONES: Record<AnswerTone, ToneClasses> = {
  right: { frame: "border-green-600 bg-green-50", text: "text-green-900", mark: "bg-green-600" },
  almost: { frame: "border-warning-500 bg-warning-50", text: "text-warning-900", mark: "bg-warning-600" },
  wrong: { frame: "border-error-700 bg-error-50", text: "text-error-900", mark: "bg-error-700" },
};

/** The frame and text of a box in `tone`. */
export const answerBox = (tone: AnswerTone) => `${ANSWER_TONES[tone].frame} ${ANSWER_TONES[tone].text}`;

/** Right or wrong, from whether it matched. */
export const toneOf = (right: boolean): AnswerTone => (right ? "right" : "wrong");
