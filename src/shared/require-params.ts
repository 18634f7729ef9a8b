import { data, type Params } from "react-router";

/**
 * Reads the named params, trimmed; a missing or blank one is a 400 with the message product-spec.md
 * section 8 gives that route ("Needed params not provided!" unless it names another).
 */
export function requireParams<K extends string>(
  params: Params,
  keys: readonly K[],
  message = "Needed params not provided!",
): Record<K, string> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params[key]?.trim();
    if (!value) throw data(message, { status: 400 });
    out[key] = value;
  }
  return out as Record<K, string>;
}
