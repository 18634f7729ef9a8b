/** A noun with a blank where its article goes («___ Hund»), for choosing the article. */
export function NounWithBlank({ german }: { german: string }) {
  return (
    <p dir="ltr" lang="de" className="font-latin text-4xl font-semibold break-words">
      <span aria-hidden="true" className="text-neutral-400">
        ___{" "}
      </span>
      {german}
    </p>
  );
}
