import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { User } from "../../../../src/contract/account.js";
import { endpoints } from "../../../../src/contract/endpoints.js";
import { users } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import type { AppContext } from "../../http/app-context.js";
import type { UserRow } from "../../http/auth-context.js";
import { defineRoute } from "../../http/define-route.js";

/** The contract's User for a row. */
export function userAnswer(row: UserRow): User {
  return {
    id: row.id,
    mobile: row.mobile,
    given_name: row.givenName,
    family_name: row.familyName,
    email: row.email,
    picture: row.picture,
    city: row.city,
    qualification: row.qualification,
    point: Math.max(0, row.points),
  };
}

/**
 * POST /api/user/profile {name, lastname, city, qualification} → {data: User}. Names are trimmed and
 * required (422 otherwise, by the contract); absent city or qualification is stored as "". The next
 * auth/check token carries the new values.
 */
export function profileRoute(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, endpoints.profile, async ({ body, user }) => {
    const [row] = await ctx.db
      .update(users)
      .set({
        givenName: body.name,
        familyName: body.lastname,
        city: body.city,
        qualification: body.qualification,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw notFound();
    return { data: userAnswer(row) };
  });
}
