import { useNavigate } from "react-router";
import { AppError } from "../../data/app-error";
import type { WordRow } from "../../data/db/rows";
import { completeWord } from "../../data/learning/complete-word";
import { useSession } from "../../data/session/use-session";
import { fa } from "../../i18n/fa";
import { usePendingAction } from "../../shared/use-pending-action";

const NEXT_WORD_TOAST = "study-next-word";

/**
 * Finishing a word: it is marked complete on the device (works offline; the server hears of it
 * through the outbox) under the pending toast «در حال بارگذاری واژه بعدی...», then `nextUrl`
 * opens. If the device cannot save it (storage full…), an error toast says so and the learner stays.
 */
export function useFinishWord(word: WordRow, nextUrl: string) {
  const navigate = useNavigate();
  const { user } = useSession();
  const { act, busy } = usePendingAction(
    async () => {
      if (!user) throw new AppError("unauthorized");
      await completeWord(word, user.sub);
      await navigate(nextUrl);
    },
    { pending: { message: fa.studyLoadingNext, id: NEXT_WORD_TOAST } },
  );
  return { finish: act, busy };
}
