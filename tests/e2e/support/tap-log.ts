import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The page's own record of the taps it received: every pointerdown, mousedown, mouseup, click and
 * submit reaching the document (capture phase, so nothing the app does hides it), with the study
 * form's `data-step` and the URL's last part, and every change of that step. Installed once per
 * document; read only when a tap did not move the screen on, so a lost tap explains itself
 * (a «weiter» that did nothing was seen twice in stress runs, sessions 7 and 8).
 */
export async function installTapLog(page: Page): Promise<void> {
  await page.evaluate(() => {
    const holder = window as unknown as { __tapLog?: string[] };
    if (holder.__tapLog) return;
    const log: string[] = [];
    holder.__tapLog = log;
    const step = () => document.querySelector("form[data-step]")?.getAttribute("data-step") ?? "-";
    const where = () => location.pathname.split("/").pop() ?? "";
    const push = (line: string) => {
      log.push(`${Math.round(performance.now())} ${line} step=${step()} at=${where()}`);
      if (log.length > 200) log.splice(0, log.length - 200);
    };
    for (const type of ["pointerdown", "mousedown", "mouseup", "click", "submit"]) {
      document.addEventListener(
        type,
        (event) => {
          const target = event.target as Element | null;
          const text = (target?.textContent ?? "").trim().slice(0, 24);
          push(`${type} ${target?.tagName ?? "?"}${target?.id ? `#${target.id}` : ""} "${text}"`);
        },
        true,
      );
    }
    let last = step();
    new MutationObserver(() => {
      const now = step();
      if (now !== last) push(`step ${last} -> ${now}`);
      last = now;
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-step"],
    });
  });
}

async function tapLog(page: Page): Promise<string> {
  const log = await page
    .evaluate(() => (window as unknown as { __tapLog?: string[] }).__tapLog ?? [])
    .catch(() => ["(the page could not be read)"]);
  return log.slice(-40).join("\n");
}

/**
 * Clicks `button`, then waits (the usual expect timeout) for `gone` to leave the page; if it stays,
 * fails with the page's tap log in the message instead of waiting on the next step until the test's
 * timeout.
 */
export async function tapAndMoveOn(page: Page, button: Locator, gone: Locator): Promise<void> {
  await installTapLog(page);
  await button.click();
  try {
    await expect(gone).toHaveCount(0);
  } catch (error) {
    throw new Error(
      `The tap did not move the screen on. The page's own log of taps:\n${await tapLog(page)}`,
      { cause: error },
    );
  }
}
