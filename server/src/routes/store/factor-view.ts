import crypto from "node:crypto";
import { dateObject } from "../../../../src/contract/common.js";
import { and, eq } from "drizzle-orm";
import type { Factor, FactorGift } from "../../../../src/contract/store.js";
import type { Db } from "../../db/client.js";
import { factors } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import type { FactorRow } from "../../services/payments/settle.js";
import { storeMessages } from "./messages.js";

/** Who gave a received gift, as the recipient's history names them. */
export interface Giver {
  name: string | null;
  mobile: string | null;
}

/**
 * The contract's Factor; `expiry_at` is the end of the subscription a paid factor granted. A factor
 * whose recipient is not its buyer is a gift: "sent" for the buyer, "received" (naming the giver)
 * when `giver` is given, which only the recipient's history does.
 */
export function factorAnswer(row: FactorRow, giver?: Giver): Factor {
  const gift: FactorGift | null =
    row.recipientId === row.userId
      ? null
      : giver
        ? { direction: "received", from_name: giver.name, from_mobile: giver.mobile }
        : { direction: "sent", from_name: null, from_mobile: null };
  return {
    id: row.id,
    no: row.no,
    orders: [{ name: row.licenseName }],
    created_at: dateObject(row.createdAt),
    expiry_at: row.status === "paid" && row.expiryAt ? dateObject(row.expiryAt) : null,
    phone: row.phone,
    final_price: row.finalPrice,
    status: row.status,
    ...(gift ? { gift } : {}),
  };
}

/** The buyer's factor with this number; anyone else's, like an unknown one, is 404. */
export async function ownFactor(db: Db, userId: string, no: string): Promise<FactorRow> {
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
