import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/app-context.js";
import { cartRoutes } from "./cart.js";
import { payRoutes } from "./pay.js";
import { sandboxPageRoutes } from "./sandbox-page.js";
import { verifyRoutes } from "./verify.js";

/** api.md "Store and payment": licenses, the cart, paying, verifying, the history; and the sandbox's page. */
export async function storeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  cartRoutes(app, ctx);
  payRoutes(app, ctx);
  verifyRoutes(app, ctx);
  await sandboxPageRoutes(app, ctx);
}
