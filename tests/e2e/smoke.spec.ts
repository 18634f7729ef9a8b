import { expect, test } from "@playwright/test";

const baseUrl = () => process.env.E2E_BASE_URL ?? "http://127.0.0.1:8080";

test("the app opens at /v1/ as a Persian, right-to-left document", async ({ page }) => {
  await page.goto(`${baseUrl()}/v1/`);
  const html = page.locator("html");
  await expect(html).toHaveAttribute("lang", "fa");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "واژه" })).toBeVisible();
});

test("a deep link answers with the app, not a 404", async ({ page }) => {
  const response = await page.goto(`${baseUrl()}/v1/course/1`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});
