import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/app-context.js";
import { inviteRoute } from "./invite.js";
import { UPLOAD_LIMITS, uploadRoute } from "./upload.js";

/** api.md "Audio, profile, upload": the profile picture upload and the invite link. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // Multipart only here: the rest of the API takes JSON.
    await scope.register(fastifyMultipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
    uploadRoute(scope, ctx);
    inviteRoute(scope, ctx);
  });
}
