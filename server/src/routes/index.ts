import type { FastifyInstance } from "fastify";
import type { AppContext } from "../http/app-context.js";
import { accountRoutes } from "./account/index.js";
import { authRoutes } from "./auth/index.js";
import { contentRoutes } from "./content/index.js";
import { examsRoutes } from "./exams/index.js";
import { progressRoutes } from "./progress/index.js";
import { reviewRoutes } from "./review/index.js";
import { storeRoutes } from "./store/index.js";
import { voiceRoutes } from "./voice/index.js";

/** Registers every area of api.md. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await authRoutes(app, ctx);
  await contentRoutes(app, ctx);
  await progressRoutes(app, ctx);
  await reviewRoutes(app, ctx);
  await examsRoutes(app, ctx);
  await voiceRoutes(app, ctx);
  await accountRoutes(app, ctx);
  await storeRoutes(app, ctx);
}
