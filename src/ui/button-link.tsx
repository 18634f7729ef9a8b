import { Link, type LinkProps } from "react-router";
import { buttonClasses, type ButtonStyleProps } from "./button-styles";

export type ButtonLinkProps = LinkProps & ButtonStyleProps;

/** A react-router `Link` that looks like a `Button` (for navigation, not actions). */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, fullWidth }, className)} {...rest} />;
}
