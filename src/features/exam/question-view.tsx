import { questionKind } from "../../contract/content";
import { ImageQuestion } from "./image-question";
import { MultipleChoiceQuestion } from "./multiple-choice-question";
import { PluggableQuestion } from "./pluggable-question";
import type { QuestionProps } from "./question-props";
import { SortableQuestion } from "./sortable-question";

/** The component for the question's type (any unknown type is pluggable). */
export function QuestionView(props: QuestionProps) {
  switch (questionKind(props.question.type)) {
    case "multiple_choice":
      return <MultipleChoiceQuestion {...props} />;
    case "image":
      return <ImageQuestion {...props} />;
    case "sortable":
      return <SortableQuestion {...props} />;
    case "pluggable":
      return <PluggableQuestion {...props} />;
  }
}
