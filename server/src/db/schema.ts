// The one Drizzle schema (Postgres dialect), kept in one module so drizzle-kit and the app see the
// same tables; each area's tables live in tables/.
export * from "./tables/accounts.js";
export * from "./tables/content.js";
export * from "./tables/progress.js";
export * from "./tables/store.js";
export * from "./tables/review.js";
export * from "./tables/shared-state.js";
