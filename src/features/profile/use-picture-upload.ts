import { useRef, useState } from "react";
import { UPLOAD_MIME_TYPES } from "../../contract/account";
import { api } from "../../data/api/api";
import { refreshSession } from "../../data/session/session-store";
import { fa } from "../../i18n/fa";
import { describeError } from "../../ui/describe-error";
import { notify, TOAST_IDS } from "../../ui/toasts";
import { type PreparedPicture, preparePicture } from "./prepare-picture";

/** What the file picker offers: the types the server accepts. */
export const PICTURE_ACCEPT = UPLOAD_MIME_TYPES.join(",");

const REFUSALS: Record<Exclude<PreparedPicture, { ok: true }>["problem"], string> = {
  "not-image": fa.profilePictureNotImage,
  unreadable: fa.profilePictureUnreadable,
  "too-large": fa.profilePictureTooLarge,
};

/**
 * Upload messages carry the spec's id, numbered: a toast with an active id ignores whatever is shown
 * under that id next, so one fixed id lost a second message within its 3 s (or left the first's text
 * on a new upload's spinner). Each message gets its own id and replaces the one before it.
 */
let uploadMessages = 0;
const nextToastId = () => `${TOAST_IDS.profileImageUpload}-${++uploadMessages}`;

/**
 * Uploads a new profile picture: made ready in the browser first (a phone's photo drawn at 1024 px,
 * see prepare-picture.ts), then a pending toast that turns into the success or the error, then a
 * fresh token so the new picture shows everywhere. `picture` is the uploaded one's path at once,
 * before the fresh token arrives.
 */
export function usePictureUpload() {
  const [uploading, setUploading] = useState(false);
  const [picture, setPicture] = useState<string | null>(null);
  const lastToast = useRef<string | null>(null);

  function freshToastId(): string {
    if (lastToast.current) notify.dismiss(lastToast.current);
    lastToast.current = nextToastId();
    return lastToast.current;
  }

  async function upload(picked: File): Promise<void> {
    setUploading(true);
    try {
      const prepared = await preparePicture(picked);
      if (!prepared.ok) {
        notify.error(REFUSALS[prepared.problem], { id: freshToastId() });
        return;
      }
      const toast = notify.pending(fa.profileUploading, { id: freshToastId() });
      try {
        const answer = await api.upload(prepared.file, prepared.file.name);
        setPicture(answer.data.url);
        toast.success(fa.profilePictureChanged);
      } catch (error) {
        toast.error(describeError(error));
        return;
      }
    } finally {
      setUploading(false);
    }
    // The upload is done; a failed refresh only delays the new picture elsewhere until the next check.
    await refreshSession().catch(() => undefined);
  }

  return { uploading, picture, upload };
}
