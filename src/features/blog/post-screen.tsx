import { useMemo } from "react";
import { type LoaderFunctionArgs, useParams } from "react-router";
import { requireParams } from "../../shared/require-params";
import { usePost } from "../../data/learning/queries";
import { useAwaitingSync, usePostBody } from "../../data/sync/use-sync";
import { fa } from "../../i18n/fa";
import { checkPost, useServerCheck } from "../../data/learning/server-check";
import { ButtonLink } from "../../ui/button-link";
import { Image16x9 } from "../../ui/image-16x9";
import { Spinner } from "../../ui/spinner";
import { SyncingNotice } from "../../ui/syncing-notice";
import { MissingContent } from "../../ui/missing-content";
import "./post-body.css";
import { sanitizePostHtml } from "./sanitize-post";

export function postLoader({ params }: LoaderFunctionArgs) {
  requireParams(params, ["postId"], "PostId not provided!");
  return null;
}

export function PostScreen() {
  const { postId = "" } = useParams();
  const post = usePost(postId);
  usePostBody(postId);
  const syncing = useAwaitingSync({ postId });
  const content = post?.content ?? null;
  const html = useMemo(() => (content ? sanitizePostHtml(content) : null), [content]);
  // Not on the device: the server says whether it exists (and, when it does, it lands on the device).
  // Asked only once the sync can no longer bring it.
  const missing = post !== undefined && html === null && !syncing;
  const check = useServerCheck(missing ? postId : null, () => checkPost(postId));
  if (post === undefined) return <Spinner className="mx-auto my-10" />;
  if ((post === null || html === null) && syncing) return <SyncingNotice />;
  if (post === null || html === null)
    return (
      <MissingContent
        kind="post"
        state={check === "found" || check === "not-purchased" ? null : check}
        offlineText={fa.postNotSynced}
        back={
          <ButtonLink to="/" variant="outline" fullWidth>
            {fa.backToHome}
          </ButtonLink>
        }
      />
    );
  return (
    <article className="flex flex-col gap-4">
      <Image16x9 src={post.image_link} alt="" loading="eager" />
      <h1 className="text-2xl font-bold leading-10">{post.title}</h1>
      <div className="post-body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
