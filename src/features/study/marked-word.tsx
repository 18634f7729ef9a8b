export type MarkedWordProps = {
  text: string;
  /** Which letters to highlight. */
  mark: (letter: string, index: number) => boolean;
};

/** A German word with some letters highlighted (the umlauts, or the letters whose case differs). */
export function MarkedWord({ text, mark }: MarkedWordProps) {
  return (
    <>
      {[...text].map((letter, index) =>
        mark(letter, index) ? (
          <mark key={index} className="rounded bg-warning-200 px-0.5 text-warning-950">
            {letter}
          </mark>
        ) : (
          <span key={index}>{letter}</span>
        ),
      )}
    </>
  );
}
