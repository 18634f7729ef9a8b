import { fa } from "../../i18n/fa";
import { ChoiceList } from "./choice-list";
import type { QuestionProps } from "./question-props";
import { QuestionHeading } from "./question-heading";

/** QUESTION_TYPE_IMAGE: the picture (16:9, shown whole), then the choices; a pick is sent at once. */
export function ImageQuestion({ question, ...rest }: QuestionProps) {
  return (
    <section className="flex flex-col gap-4">
      <QuestionHeading text={question.question} />
      {question.question_target ? (
        <div className="aspect-video w-full overflow-hidden rounded-2xl bg-white ring-1 ring-neutral-200">
          <img
            src={question.question_target}
            alt={fa.examQuestionImage}
            decoding="async"
            className="size-full object-contain"
          />
        </div>
      ) : null}
      <ChoiceList choices={question.answers} {...rest} />
    </section>
  );
}
