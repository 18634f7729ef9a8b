import { useState } from "react";
import { apiUrl } from "../../data/api/api-url";
import { cx } from "../../ui/cx";
import { Icon } from "../../ui/icon";

/**
 * The round profile picture, or a neutral placeholder when there is none (or it fails to load).
 * `picture` is what the token's claim holds: a path on the API's origin such as `/uploads/x.webp`.
 */
export function ProfileAvatar({
  picture,
  alt,
  className,
}: {
  picture: string | null | undefined;
  /** "" when the picture is decorative (e.g. inside a labelled button). */
  alt: string;
  className?: string;
}) {
  const src = picture ? apiUrl(picture) : null;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = cx(
    "flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-neutral-100 ring-4 ring-white",
    className,
  );
  if (src && src !== failedSrc) {
    return (
      <span className={frame}>
        <img src={src} alt={alt} className="size-full object-cover" onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  return (
    <span
      className={cx(frame, "text-neutral-400")}
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-placeholder=""
    >
      <Icon name="profile" className="size-12" />
    </span>
  );
}
