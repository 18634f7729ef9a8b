import { ChoiceList } from "./choice-list";
import type { QuestionProps } from "./question-props";
import { QuestionHeading } from "./question-heading";

/** QUESTION_TYPE_MULTIPLE_CHOICE: the question and its choices; a pick is sent at once. */
export function MultipleChoiceQuestion({ question, ...rest }: QuestionProps) {
  return (
    <section className="flex flex-col gap-4">
      <QuestionHeading text={question.question} />
      <ChoiceList choices={question.answers} {...rest} />
    </section>
  );
}
