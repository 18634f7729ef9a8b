import type { EndpointDef } from "./endpoint-def.js";
import { authEndpoints } from "./endpoints-auth.js";
import { contentEndpoints } from "./endpoints-content.js";
import { examEndpoints } from "./endpoints-exams.js";
import { progressEndpoints } from "./endpoints-progress.js";
import { accountEndpoints } from "./endpoints-account.js";
import { reviewEndpoints } from "./endpoints-review.js";
import { storeEndpoints } from "./endpoints-store.js";

/**
 * Every endpoint of api.md, by name: the app calls them, the server registers them, both parse with
 * their schemas. Each area's part is its own file (endpoints-<area>.ts); a new area adds a part here.
 */
export const endpoints = {
  ...authEndpoints,
  ...contentEndpoints,
  ...examEndpoints,
  ...progressEndpoints,
  ...accountEndpoints,
  ...storeEndpoints,
  // Spaced review (docs/api-review.md)
  ...reviewEndpoints,
} as const satisfies Record<string, EndpointDef>;
