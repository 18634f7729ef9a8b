import type { SessionUser } from "../../data/session/claims";

/** The learner's given and family names joined; "" when both are missing. */
export function fullName(user: Pick<SessionUser, "given_name" | "family_name">): string {
  return [user.given_name, user.family_name]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
}
