import { useId, type ReactNode } from "react";
import type { WordRow } from "../../data/db/rows";
import { fa } from "../../i18n/fa";
import { Image16x9 } from "../image-16x9";
import { AudioButton } from "./audio-button";
import { ARTICLE_TEXT, articleOf, germanOf } from "./word-display";
import { useWordAudio } from "./use-word-audio";

export type WordCardProps = {
  word: WordRow;
  /** The bookmark toggle goes here (top of the card); nothing is rendered when absent. */
  bookmarkSlot?: ReactNode;
};

/** IPA as it is usually written, between slashes, unless the data already brackets it. */
function ipa(text: string): string {
  const trimmed = text.trim();
  return /^[/[]/.test(trimmed) ? trimmed : `/${trimmed}/`;
}

/** The "word" step: everything about the word, with its audio, each text in its own direction. */
export function WordCard({ word, bookmarkSlot }: WordCardProps) {
  const headingId = useId();
  const german = germanOf(word);
  const article = articleOf(word);
  const { playing, play } = useWordAudio(word.id);
  const exampleGerman = word.example.german?.trim();
  const plural = word.grammer.plural?.trim();
  const synonym = word.synonym.german?.trim();
  const note = word.note?.trim();

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200"
    >
      {bookmarkSlot ? <div className="flex justify-end">{bookmarkSlot}</div> : null}
      {word.image_link ? <Image16x9 src={word.image_link} alt={word.translation.persian} /> : null}

      <header className="flex flex-col items-center gap-2 text-center">
        <h2 id={headingId} dir="ltr" lang="de" className="font-latin text-4xl font-semibold break-words">
          {article ? (
            <>
              <span className={ARTICLE_TEXT[article]}>{article}</span>{" "}
            </>
          ) : null}
          {german}
        </h2>
        {word.pronunciation?.trim() ? (
          <p className="text-neutral-600">
            <span className="sr-only">{fa.studyPronunciation}: </span>
            <bdi dir="ltr" className="font-latin">
              {ipa(word.pronunciation)}
            </bdi>
          </p>
        ) : null}
        <p className="text-xl font-medium text-neutral-900">{word.translation.persian}</p>
        <AudioButton
          label={fa.studyListenWord}
          playing={playing === "translation.german"}
          onPlay={() => void play("translation.german", german)}
        />
      </header>

      {plural || synonym ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-neutral-50 p-3">
          {plural ? (
            <>
              <dt className="text-neutral-600">{fa.studyPlural}</dt>
              <dd>
                <bdi dir="ltr" lang="de" className="font-latin font-medium">
                  {plural}
                </bdi>
              </dd>
            </>
          ) : null}
          {synonym ? (
            <>
              <dt className="text-neutral-600">{fa.studySynonym}</dt>
              <dd>
                <bdi dir="ltr" lang="de" className="font-latin font-medium">
                  {synonym}
                </bdi>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}

      {note ? (
        <aside aria-label={fa.studyUsageNote} className="rounded-xl bg-warning-50 p-3 text-warning-900">
          <h3 className="text-sm font-bold">{fa.studyUsageNote}</h3>
          <p dir="rtl" className="text-start">
            {note}
          </p>
        </aside>
      ) : null}

      {exampleGerman ? (
        <section className="flex flex-col gap-2 border-t border-neutral-200 pt-4">
          <h3 className="text-sm font-medium text-neutral-600">{fa.studyExample}</h3>
          <p dir="ltr" lang="de" className="font-latin text-lg text-start">
            {exampleGerman}
          </p>
          {word.example.persian?.trim() ? (
            <p dir="rtl" className="text-start text-neutral-700">
              {word.example.persian}
            </p>
          ) : null}
          <div>
            <AudioButton
              label={fa.studyListenExample}
              playing={playing === "example.german"}
              onPlay={() => void play("example.german", exampleGerman)}
            />
          </div>
        </section>
      ) : null}

      <p role="status" className="sr-only">
        {playing ? fa.studyPlaying : ""}
      </p>
    </article>
  );
}
