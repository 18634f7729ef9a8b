import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signUpViaApi } from "./support/api";
import { appUrl, e2eEnv } from "./support/env";

/** axe's WCAG 2 A/AA rules (Lighthouse's accessibility audit is built on them) on the page as it is. */
async function violations(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

test("login, home, a lesson and a study card have no accessibility violations at 360 px", async ({
  page,
}) => {
  await page.goto(appUrl("/auth/login"));
  await expect(page.locator('input[name="password"]')).toBeVisible();
  expect(await violations(page), "login").toEqual([]);

  const { baseUrl, dataDir } = e2eEnv();
  const learner = await signUpViaApi(baseUrl, dataDir);
  await page.evaluate((token) => localStorage.setItem("token", token), learner.token);

  await page.goto(appUrl("/"));
  await expect(page.getByRole("link", { name: /A1/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await violations(page), "home").toEqual([]);

  await page.goto(appUrl("/lesson/a1/a1-1"));
  await expect(page.getByRole("link", { name: /سلام و خداحافظی/ })).toBeVisible();
  // The second section is locked until the first is done.
  await expect(page.getByRole("listitem").nth(1).getByRole("button").first()).toBeVisible();
  expect(await violations(page), "lesson").toEqual([]);

  await page.getByRole("link", { name: /سلام و خداحافظی/ }).click();
  await expect(page).toHaveURL(/\/v1\/vocabulary\/a1\/a1-1\/a1-1-1\/a1-1-1-01$/);
  await page.waitForLoadState("networkidle");
  expect(await violations(page), "study card").toEqual([]);
});
