import { fa } from "../i18n/fa";
import { Logo } from "./logo";
import { Spinner } from "./spinner";

export type FullScreenLoadingProps = {
  /** Defaults to «در حال پردازش». */
  text?: string;
};

/** Covers the screen while the app checks who is signed in. */
export function FullScreenLoading({ text = fa.processing }: FullScreenLoadingProps) {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-neutral-50 p-6 text-center"
    >
      <Logo size="lg" />
      <Spinner size="lg" className="text-primary-800" />
      <p className="text-base text-neutral-700">{text}</p>
    </div>
  );
}
