import type { ReactNode } from "react";
import { Logo } from "../../ui/logo";

/** The frame of every auth screen: the wordmark, a title, a short line, and the form card. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-5 pb-10 pt-12">
      <div className="mb-8 flex flex-col items-center gap-3 text-center">
        <Logo size="lg" />
        <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
        {subtitle ? <p className="text-sm leading-7 text-neutral-600">{subtitle}</p> : null}
      </div>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">{children}</div>
    </main>
  );
}
