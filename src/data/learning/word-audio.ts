import type { VoiceTarget } from "../../contract/account";
import { apiConfig } from "../api/config";
import { fetchMedia } from "../api/fetch-media";

/** The URL of a word's spoken audio (the service worker caches it for offline). */
export function voiceUrl(wordId: string, target: VoiceTarget): string {
  const query = new URLSearchParams({ word_id: wordId, target });
  return `${apiConfig.VITE_API_BASE_URL}/api/words/voice?${query.toString()}`;
}

const objectUrls = new Map<string, string>();

/**
 * Fetches a word's audio (from the service worker's cache when offline) and returns a playable
 * object URL, or null when there is none (no network and not cached, a stalled one, or no espeak-ng
 * on the server).
 */
export async function loadWordAudio(wordId: string, target: VoiceTarget): Promise<string | null> {
  const url = voiceUrl(wordId, target);
  const cached = objectUrls.get(url);
  if (cached) return cached;
  try {
    const response = await fetchMedia(url, true);
    if (!response.ok) return null;
    const blob = await response.blob();
    if (blob.size === 0) return null;
    const objectUrl = URL.createObjectURL(blob);
    objectUrls.set(url, objectUrl);
    return objectUrl;
  } catch {
    return null;
  }
}

/** The device's own German voice, when there is no recording: true if it could speak. */
export function speakWithDevice(text: string): boolean {
  if (typeof speechSynthesis === "undefined" || typeof SpeechSynthesisUtterance === "undefined") return false;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = "de-DE";
  const german = speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith("de"));
  if (german) utterance.voice = german;
  utterance.rate = 0.9;
  speechSynthesis.cancel();
  speechSynthesis.speak(utterance);
  return true;
}
