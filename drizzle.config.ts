import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes SQL migrations from the schema; they are committed and run
// at start-up on PGlite or PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/src/db/schema.ts",
  out: "./server/src/db/migrations",
});
