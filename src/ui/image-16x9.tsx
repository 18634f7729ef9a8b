import { useState } from "react";
import { cx } from "./cx";
import { Icon } from "./icon";

export type Image16x9Props = {
  /** Empty or missing shows the placeholder, as does an image that fails to load. */
  src?: string | null;
  /** Required; use "" only for a purely decorative image. */
  alt: string;
  loading?: "lazy" | "eager";
  className?: string;
};

/** An image cropped to 16:9 with a neutral placeholder. */
export function Image16x9({ src, alt, loading = "lazy", className }: Image16x9Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;

  return (
    <div className={cx("relative aspect-video w-full overflow-hidden rounded-2xl bg-neutral-100", className)}>
      {showImage && src ? (
        <img
          src={src}
          alt={alt}
          loading={loading}
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="size-full object-cover"
        />
      ) : (
        <div
          role={alt ? "img" : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          data-placeholder=""
          className="flex size-full items-center justify-center bg-linear-to-br from-neutral-100 to-neutral-200 text-neutral-400"
        >
          <Icon name="image" className="size-10" />
        </div>
      )}
    </div>
  );
}
