/**
 * The `redirect` query value a login goes back to: only a path inside the app ("/…"), never
 * another origin ("//evil", "https://…", "/\\evil") or an auth page; anything else becomes "/".
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value) return "/";
  const trimmed = value.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//") || trimmed.startsWith("/\\")) return "/";
  if ([...trimmed].some((c) => c.charCodeAt(0) < 0x20)) return "/";
  if (trimmed === "/auth" || trimmed.startsWith("/auth/") || trimmed.startsWith("/logout")) return "/";
  return trimmed;
}
