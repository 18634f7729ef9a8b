import { checkContent } from "../server/seed/content-check.js";
import { SEED_DIR } from "../server/src/paths.js";

// `npm run content:check [-- --draft]`: validates all seed content and prints the course figures.
// The issue-17 sizes and Goethe coverage fail the check too, unless --draft (or CONTENT_FINAL=0)
// says a course is being rewritten.
const final = !process.argv.includes("--draft") && process.env.CONTENT_FINAL !== "0";
const report = await checkContent(SEED_DIR, { final });
for (const line of report.figures) console.log(line);
for (const line of report.warnings) console.warn(`warning: ${line}`);
for (const line of report.errors) console.error(`error: ${line}`);
console.log(`${report.errors.length} errors, ${report.warnings.length} warnings${final ? " (final)" : ""}`);
if (report.errors.length > 0) process.exitCode = 1;
