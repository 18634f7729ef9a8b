import { useCallback, useEffect, useRef, useState } from "react";
import type { VoiceTarget } from "../../contract/account";
import { loadWordAudio, speakWithDevice } from "../../data/learning/word-audio";
import { fa } from "../../i18n/fa";
import { notify } from "../toasts";

const SPEECH_POLL_MS = 250;
const SPEECH_MAX_MS = 15_000;

/** What is sounding: which word, and which of its texts. */
export type NowPlaying = { wordId: string; target: VoiceTarget };

/**
 * One player for many words (a list's rows share it, so a tap on one row stops the other): plays a
 * word's recorded audio (the server's, cached by the service worker for offline), or the device's
 * German voice when there is no recording. `playing` names what is sounding now.
 */
export function useWordsAudio() {
  const [playing, setPlaying] = useState<NowPlaying | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const poll = useRef<number | undefined>(undefined);
  // Each tap gets a number; a slower earlier load must not start over a later one.
  const request = useRef(0);

  const stop = useCallback(() => {
    request.current += 1;
    window.clearInterval(poll.current);
    audio.current?.pause();
    setPlaying(null);
  }, []);

  useEffect(() => stop, [stop]);

  const speak = useCallback((now: NowPlaying, text: string, id: number) => {
    if (!speakWithDevice(text)) {
      setPlaying(null);
      notify.info(fa.studyNoAudio);
      return;
    }
    const started = Date.now();
    window.clearInterval(poll.current);
    poll.current = window.setInterval(() => {
      const busy =
        typeof speechSynthesis !== "undefined" && (speechSynthesis.speaking || speechSynthesis.pending);
      if ((!busy && Date.now() - started > SPEECH_POLL_MS) || Date.now() - started > SPEECH_MAX_MS) {
        window.clearInterval(poll.current);
        if (request.current === id) setPlaying((current) => (current === now ? null : current));
      }
    }, SPEECH_POLL_MS);
  }, []);

  const play = useCallback(
    async (wordId: string, target: VoiceTarget, text: string) => {
      stop();
      const id = request.current;
      const now = { wordId, target };
      setPlaying(now);
      const url = await loadWordAudio(wordId, target);
      if (request.current !== id) return;
      if (url) {
        const element = (audio.current ??= new Audio());
        const done = () => {
          if (request.current === id) setPlaying(null);
        };
        element.onended = done;
        element.onerror = done;
        element.src = url;
        try {
          await element.play();
          return;
        } catch {
          // Refused (autoplay rules) or not playable here: fall back to the device's voice.
        }
        if (request.current !== id) return;
      }
      speak(now, text, id);
    },
    [stop, speak],
  );

  return { playing, play };
}

/** The player of one word (the word card): `playing` names which of its texts is sounding. */
export function useWordAudio(wordId: string) {
  const { playing, play } = useWordsAudio();
  const playWord = useCallback(
    (target: VoiceTarget, text: string) => play(wordId, target, text),
    [play, wordId],
  );
  return { playing: playing?.wordId === wordId ? playing.target : null, play: playWord };
}
