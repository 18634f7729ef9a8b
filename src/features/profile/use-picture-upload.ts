import { useState } from "react";
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from "../../contract/account";
import { api } from "../../data/api/api";
import { refreshSession } from "../../data/session/session-store";
import { fa } from "../../i18n/fa";
import { describeError, notify, TOAST_IDS } from "../../ui";

/** What the file picker offers: the types the server accepts. */
export const PICTURE_ACCEPT = UPLOAD_MIME_TYPES.join(",");

function isAcceptedType(type: string): boolean {
  return (UPLOAD_MIME_TYPES as readonly string[]).includes(type);
}

/**
 * Uploads a new profile picture: a pending toast (its fixed id) that turns into the success or
 * the error, then a fresh token so the new picture shows everywhere. `picture` is the uploaded
 * one's path at once, before the fresh token arrives.
 */
export function usePictureUpload() {
  const [uploading, setUploading] = useState(false);
  const [picture, setPicture] = useState<string | null>(null);

  async function upload(file: File): Promise<void> {
    // The server judges the bytes; these two checks only spare a doomed upload.
    if (!isAcceptedType(file.type)) {
      notify.error(fa.profilePictureWrongType, { id: TOAST_IDS.profileImageUpload });
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      notify.error(fa.profilePictureTooLarge, { id: TOAST_IDS.profileImageUpload });
      return;
    }
    setUploading(true);
    const toast = notify.pending(fa.profileUploading, { id: TOAST_IDS.profileImageUpload });
    try {
      const answer = await api.upload(file, file.name);
      setPicture(answer.data.url);
      toast.success(fa.profilePictureChanged);
    } catch (error) {
      toast.error(describeError(error));
      return;
    } finally {
      setUploading(false);
    }
    // The upload is done; a failed refresh only delays the new picture elsewhere until the next check.
    await refreshSession().catch(() => undefined);
  }

  return { uploading, picture, upload };
}
