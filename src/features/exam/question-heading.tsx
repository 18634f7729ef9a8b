/** A question's text (Persian, possibly with German words in it). */
export function QuestionHeading({ text }: { text: string }) {
  return (
    <h2 dir="auto" className="text-xl leading-9 font-bold">
      {text}
    </h2>
  );
}
