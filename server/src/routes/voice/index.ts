import fs from "node:fs";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { VoiceTarget } from "../../../../src/contract/account.js";
import { endpoints } from "../../../../src/contract/endpoints.js";
import { lessons, words } from "../../db/schema.js";
import { notFound, serviceUnavailable } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import { defineRoute } from "../../http/define-route.js";
import { hasActiveSubscription, lessonIsOpen } from "../../services/access.js";
import { type SpokenAudio, TtsUnavailableError } from "../../services/tts.js";

const MESSAGES = {
  wordNotFound: "واژه یافت نشد.",
  noText: "این واژه متنی برای خواندن ندارد.",
  ttsUnavailable: "پخش صدا در سرور در دسترس نیست؛ از صدای دستگاه استفاده کنید.",
} as const;

/**
 * The audio of a text never changes (the file is named by a hash of voice and text), but it is only
 * for a signed-in user who may hear the word (a bought lesson): `private` keeps it out of shared
 * caches (with `public`, a proxy could serve a paid word's audio to anyone, token or not), and after
 * a day the browser revalidates with the ETag, so access is checked again for the price of a 304.
 * The service worker's audio cache keeps it for offline use regardless.
 */
const CACHE_CONTROL = "private, max-age=86400";

/** True when an If-None-Match header lists this ETag (or `*`); weak tags compare by their value. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || strip(tag) === strip(etag));
}

/** The text of the word that `target` names, if the word is open to the user and has that text. */
async function textToSpeak(
  ctx: AppContext,
  userId: string,
  wordId: string,
  target: VoiceTarget,
): Promise<string> {
  const [word] = await ctx.db
    .select({ german: words.german, exampleGerman: words.exampleGerman, free: lessons.free })
    .from(words)
    .innerJoin(lessons, eq(lessons.id, words.lessonId))
    .where(eq(words.id, wordId))
    .limit(1);
  if (!word) throw notFound(MESSAGES.wordNotFound);
  // A word of a lesson the user has not bought answers like an unknown one.
  const subscribed = word.free || (await hasActiveSubscription(ctx.db, userId, ctx.clock.now()));
  if (!lessonIsOpen(word, subscribed)) throw notFound(MESSAGES.wordNotFound);
  const text = (target === "translation.german" ? word.german : word.exampleGerman)?.trim();
  if (!text) throw notFound(MESSAGES.noText);
  return text;
}

/** Speaks the text (cached by the TTS service) and streams the file, or answers 304 for a known ETag. */
async function sendVoice(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, text: string) {
  let audio: SpokenAudio;
  try {
    audio = await ctx.tts.speak(text);
  } catch (error) {
    if (error instanceof TtsUnavailableError) {
      request.log.warn({ err: error }, "text-to-speech unavailable");
      throw serviceUnavailable(MESSAGES.ttsUnavailable);
    }
    throw error;
  }
  reply.header("ETag", audio.etag).header("Cache-Control", CACHE_CONTROL);
  if (etagMatches(request.headers["if-none-match"], audio.etag)) return reply.code(304).send();
  const { size } = await fs.promises.stat(audio.file);
  return reply
    .type(audio.contentType)
    .header("Content-Length", String(size))
    .send(fs.createReadStream(audio.file));
}

/**
 * Word audio (api.md "Audio"): the German of a word (`translation.german`) or of its example
 * (`example.german`), spoken by espeak-ng through ctx.tts. Words of unbought lessons answer 404; no
 * espeak-ng answers 503 so the app falls back to the device's speech.
 */
export async function voiceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  defineRoute(app, endpoints.voice, async ({ query, user, request, reply }) => {
    const text = await textToSpeak(ctx, user.id, query.word_id, query.target);
    return sendVoice(ctx, request, reply, text);
  });
  defineRoute(app, endpoints.voiceByBody, async ({ body, user, request, reply }) => {
    const text = await textToSpeak(ctx, user.id, body.word_id, body.target);
    return sendVoice(ctx, request, reply, text);
  });
}
