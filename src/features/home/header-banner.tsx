import type { ReactNode } from "react";
import { Link } from "react-router";
import { fa } from "../../i18n/fa";
import { Image16x9 } from "../../ui/image-16x9";

/**
 * The home header image; linked when the settings give an href (inside the app or outside). Without
 * an image, `fallback` (nothing unless given).
 */
export function HeaderBanner({
  src,
  href,
  fallback = null,
}: {
  src: string | null;
  href: string | null;
  fallback?: ReactNode;
}) {
  if (!src) return fallback;
  const image = <Image16x9 src={src} alt="" loading="eager" className="shadow-sm" />;
  if (!href) return image;
  if (href.startsWith("/v1/")) {
    return (
      <Link to={href.slice(3)} aria-label={fa.homeBannerLink} className="block rounded-2xl">
        {image}
      </Link>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={fa.homeBannerLink}
      className="block rounded-2xl"
    >
      {image}
    </a>
  );
}
