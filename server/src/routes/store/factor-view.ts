import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Factor } from "../../../../src/contract/store.js";
import type { Db } from "../../db/client.js";
import { factors } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import type { FactorRow } from "../../services/payments/settle.js";
import { storeMessages } from "./messages.js";
import { isStorableText } from "./storable-text.js";

const dateObject = (date: Date) => ({ date: date.toISOString() });

/** The contract's Factor; `expiry_at` is the end of the subscription a paid factor granted. */
export function factorAnswer(row: FactorRow): Factor {
  return {
    id: row.id,
    no: row.no,
    orders: [{ name: row.licenseName }],
    created_at: dateObject(row.createdAt),
    expiry_at: row.status === "paid" && row.expiryAt ? dateObject(row.expiryAt) : null,
    phone: row.phone,
    final_price: row.finalPrice,
    status: row.status,
  };
}

/** The buyer's factor with this number; anyone else's, like an unknown one, is 404. */
export async function ownFactor(db: Db, userId: string, no: string): Promise<FactorRow> {
  if (!isStorableText(no)) throw notFound(storeMessages.factorNotFound);
  const [row] = await db
    .select()
    .from(factors)
    .where(and(eq(factors.no, no), eq(factors.userId, userId)))
    .limit(1);
  if (!row) throw notFound(storeMessages.factorNotFound);
  return row;
}

const FACTOR_NO_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A factor number: 16 characters of Crockford base32 from the CSPRNG (80 bits: not guessable). */
export function newFactorNo(): string {
  return Array.from(crypto.randomBytes(16), (byte) => FACTOR_NO_ALPHABET[byte & 31]).join("");
}
