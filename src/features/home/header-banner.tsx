import { Link } from "react-router";
import { fa } from "../../i18n/fa";
import { Image16x9 } from "../../ui/image-16x9";

/** The link over the header image: inside the app or outside, as the settings give it. */
function BannerLink({ href }: { href: string }) {
  const className = "absolute inset-0 rounded-2xl";
  if (href.startsWith("/v1/")) {
    return <Link to={href.slice(3)} aria-label={fa.homeBannerLink} className={className} />;
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={fa.homeBannerLink}
      className={className}
    />
  );
}

/**
 * The home header image, with a link over it when the settings give an href. Without an image,
 * nothing, or its 16:9 box when `holdPlace` (home still waiting for the settings). The image is one
 * element whatever comes later (the settings' href, home's lists): a new one would paint again, and
 * Lighthouse saw the header image's paint come late when home replaced it.
 */
export function HeaderBanner({
  src,
  href,
  holdPlace = false,
}: {
  src: string | null;
  href: string | null;
  holdPlace?: boolean;
}) {
  if (!src && !holdPlace) return null;
  return (
    <div className="relative">
      <Image16x9 src={src} alt="" loading="eager" className="shadow-sm" />
      {href ? <BannerLink href={href} /> : null}
    </div>
  );
}
