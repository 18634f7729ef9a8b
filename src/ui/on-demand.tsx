import type { ComponentType } from "react";
import { loadOnce } from "../domain/made-once";
import { type LoadWhen, useLoaded } from "./use-loaded";

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
