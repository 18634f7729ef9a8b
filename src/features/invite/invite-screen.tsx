import { useId } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import { api } from "../../data/api/api";
import { loadOnline } from "../../data/api/load-online";
import { fa } from "../../i18n/fa";
import { Button } from "../../ui/button";
import { OfflineNotice } from "../../ui/offline-notice";
import { copyLink, shareLink } from "./share-link";

/** The learner's invite link, from the live API. */
export function inviteLoader() {
  return loadOnline(async () => ({ link: (await api.invite()).data.invite_link }));
}

/** /invite: the invite link (read-only, selectable), a copy button and a share button. */
export function InviteScreen() {
  const loaded = useLoaderData<typeof inviteLoader>();
  const revalidator = useRevalidator();
  const fieldId = useId();

  if (loaded.offline) {
    return <OfflineNotice onRetry={() => void revalidator.revalidate()} backTo="/profile" />;
  }
  const { link } = loaded;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{fa.inviteTitle}</h1>
        <p className="text-sm leading-7 text-neutral-600">{fa.inviteText}</p>
      </div>
      <div className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fieldId} className="text-sm font-medium text-neutral-800">
            {fa.inviteLinkLabel}
          </label>
          <input
            id={fieldId}
            value={link}
            readOnly
            dir="ltr"
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-12 w-full rounded-xl border border-neutral-300 bg-neutral-50 px-4 text-base text-neutral-900"
          />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Button onClick={() => void copyLink(link)}>{fa.inviteCopy}</Button>
          <Button variant="outline" onClick={() => void shareLink(link)}>
            {fa.inviteShare}
          </Button>
        </div>
      </div>
    </div>
  );
}
