import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { idSchema } from "../../../../src/contract/common.js";
import { formatToman } from "../../../../src/domain/money.js";
import { factors } from "../../db/schema.js";
import type { AppContext } from "../../http/app-context.js";
import { SANDBOX_GATEWAY_KEY, sandboxPagePath } from "../../services/payments/sandbox.js";
import type { FactorRow } from "../../services/payments/settle.js";

const paramsSchema = z.object({ factorNo: idSchema });
const formSchema = z.object({ action: z.enum(["pay", "cancel"]) });

const STYLE = `
  body { margin: 0; font-family: Vazirmatn, Tahoma, sans-serif; background: #f3f4f6; color: #111827; }
  main { max-width: 26rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border-radius: 1rem;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); }
  h1 { font-size: 1.25rem; margin: 0 0 0.5rem; }
  p.note { color: #6b7280; font-size: 0.875rem; margin: 0 0 1.25rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #6b7280; } dd { margin: 0; font-weight: 600; }
  form { display: flex; gap: 0.75rem; }
  button { flex: 1; padding: 0.75rem; border: 0; border-radius: 0.75rem; font: inherit; cursor: pointer; }
  button[value="pay"] { background: #1e3a8a; color: #fff; }
  button[value="cancel"] { background: #e5e7eb; color: #111827; }
  a { color: #1e3a8a; }
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The page of a pending sandbox factor: what is bought, for how much, and Pay / Cancel. */
export function sandboxPaymentHtml(factor: Pick<FactorRow, "no" | "licenseName" | "finalPrice">): string {
  return page(
    "درگاه پرداخت آزمایشی",
    `<h1>درگاه پرداخت آزمایشی</h1>
<p class="note">این درگاه فقط برای آزمایش است و هیچ پولی جابه‌جا نمی‌شود.</p>
<dl>
<dt>محصول</dt><dd>${escapeHtml(factor.licenseName)}</dd>
<dt>مبلغ</dt><dd>${escapeHtml(formatToman(factor.finalPrice))}</dd>
<dt>شمارهٔ سفارش</dt><dd dir="ltr">${escapeHtml(factor.no)}</dd>
</dl>
<form method="post" action="${escapeHtml(sandboxPagePath(factor.no))}">
<button type="submit" name="action" value="pay">پرداخت</button>
<button type="submit" name="action" value="cancel">انصراف</button>
</form>`,
  );
}

function notice(reply: FastifyReply, status: number, text: string) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(
      page(
        "درگاه پرداخت آزمایشی",
        `<h1>درگاه پرداخت آزمایشی</h1>\n<p>${escapeHtml(text)}</p>\n<p><a href="/v1/">بازگشت به واژه</a></p>`,
      ),
    );
}

/**
 * The sandbox gateway's own page (services/payments/sandbox.ts), a tiny self-contained Persian page
 * with no scripts: GET shows the factor's license and amount with Pay «پرداخت» and Cancel «انصراف»;
 * the buttons POST `action=pay|cancel` back to it, which answers 303 to
 * `/v1/verifyPayment/{factorNo}?Authority=<authority>&Status=OK|NOK`. The factor number is
 * unguessable and the verify call is owner-only, so the page needs no sign-in.
 */
export async function sandboxPageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, body, done) => {
        done(
          null,
          Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString())),
        );
      },
    );

    async function sandboxFactor(params: unknown): Promise<FactorRow | null> {
      const parsed = paramsSchema.safeParse(params);
      if (!parsed.success) return null;
      const [row] = await ctx.db.select().from(factors).where(eq(factors.no, parsed.data.factorNo)).limit(1);
      return row?.gateway === SANDBOX_GATEWAY_KEY && row.authority ? row : null;
    }

    scope.get("/payment/sandbox/:factorNo", async (request, reply) => {
      const factor = await sandboxFactor(request.params);
      if (!factor) return notice(reply, 404, "این پرداخت پیدا نشد.");
      if (factor.status !== "pending") return notice(reply, 410, "این پرداخت پیش‌تر انجام یا لغو شده است.");
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(sandboxPaymentHtml(factor));
    });

    scope.post("/payment/sandbox/:factorNo", async (request, reply) => {
      const factor = await sandboxFactor(request.params);
      if (!factor?.authority) return notice(reply, 404, "این پرداخت پیدا نشد.");
      const form = formSchema.safeParse(request.body);
      if (!form.success) return notice(reply, 400, "درخواست معتبر نیست.");
      const query = new URLSearchParams({
        Authority: factor.authority,
        Status: form.data.action === "pay" ? "OK" : "NOK",
      });
      return reply
        .header("cache-control", "no-store")
        .redirect(`/v1/verifyPayment/${encodeURIComponent(factor.no)}?${query.toString()}`, 303);
    });
  });
}
