import { useEffect } from "react";
import { useNavigate } from "react-router";
import { AppError } from "../../data/app-error";
import type { WordRow } from "../../data/db/rows";
import { loadLearnerWrites } from "../../data/load-learner-writes";
import { recordWordResult } from "../../data/learning/section-misses";
import { useSession } from "../../data/session/use-session";
import { useUserSync } from "../../data/sync/user-sync-context";
import { fa } from "../../i18n/fa";
import { usePendingAction } from "../../shared/use-pending-action";
import { whenIdle } from "../../ui/when-idle";

const NEXT_WORD_TOAST = "study-next-word";

/**
 * Finishing a word: it is marked complete on the device (works offline; the server hears of it
 * through the outbox) under the pending toast «در حال بارگذاری واژه بعدی...», then `nextUrl`
 * opens. If the device cannot save it (storage full…), an error toast says so and the learner stays.
 */
export function useFinishWord(word: WordRow, nextUrl: string, freshSection = false) {
  const navigate = useNavigate();
  const { user } = useSession();
  const { outbox } = useUserSync();
  // The writes load once the word is on screen (idle), so «weiter» does not wait for them.
  useEffect(() => whenIdle(() => void loadLearnerWrites().catch(() => undefined)), []);
  const { act, busy } = usePendingAction(
    /** `missed`: a check step of the word was answered wrongly (the section's summary lists it). */
    async (missed?: boolean) => {
      if (!user) throw new AppError("unauthorized");
      const { completeWord } = await loadLearnerWrites();
      await completeWord(word, outbox);
      await recordWordResult(word.section_id, word.id, missed ?? false, freshSection);
      await navigate(nextUrl);
    },
    { pending: { message: fa.studyLoadingNext, id: NEXT_WORD_TOAST } },
  );
  return { finish: act, busy };
}
