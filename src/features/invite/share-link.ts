import { fa } from "../../i18n/fa";
import { notify } from "../../ui/toasts";

/** Copies the link with the Clipboard API and says how it went. */
export async function copyLink(link: string): Promise<void> {
  if (!link) {
    notify.error(fa.inviteNoLink);
    return;
  }
  try {
    if (!navigator.clipboard) throw new Error("no Clipboard API");
    await navigator.clipboard.writeText(link);
  } catch {
    notify.error(fa.inviteCopyFailed);
    return;
  }
  notify.success(fa.inviteCopied);
}

/**
 * Opens the system's share sheet (Web Share API); a cancelled sheet says nothing. Where there is no
 * share sheet (most desktop browsers), the link is copied instead, which says so.
 */
export async function shareLink(link: string): Promise<void> {
  if (!link) {
    notify.error(fa.inviteNoLink);
    return;
  }
  if (typeof navigator.share !== "function") {
    await copyLink(link);
    return;
  }
  try {
    await navigator.share({ url: link, title: fa.appName, text: fa.inviteShareText });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return;
    notify.error(fa.inviteShareFailed);
  }
}
