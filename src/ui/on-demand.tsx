import type { ComponentType } from "react";
import { loadOnce, useLoaded } from "./use-loaded";

/** When an on-demand component's code is fetched: see `useLoaded`. */
export type LoadWhen = "now" | "idle" | false;

/**
 * A component whose code is a chunk of its own, fetched only when `when` asks (`useLoaded`'s rule)
 * and drawn once it is there; nothing is drawn before. A fetch asked for `"now"` that fails calls
 * `onFailure`, so the caller can say in Persian why nothing opened. Its callers share one fetch.
 */
export function onDemand<P extends object>(loader: () => Promise<ComponentType<P>>) {
  const load = loadOnce(loader);
  function OnDemand({ when, onFailure, ...props }: P & { when: LoadWhen; onFailure: () => void }) {
    const Loaded = useLoaded(load, when, onFailure);
    return Loaded ? <Loaded {...(props as P)} /> : null;
  }
  return OnDemand;
}
