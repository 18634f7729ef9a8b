import { fa } from "../../i18n/fa";
import { AudioButton } from "../../ui/word/audio-button";
import { useWordAudio } from "../../ui/word/use-word-audio";

/** The German side's sound: the word's recording (cached for offline) or the device's German voice. */
export function CardAudio({ wordId, german }: { wordId: string; german: string }) {
  const { playing, play } = useWordAudio(wordId);
  return (
    <AudioButton
      label={fa.reviewListen}
      playing={playing === "translation.german"}
      onPlay={() => void play("translation.german", german)}
    />
  );
}
