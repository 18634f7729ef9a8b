/**
 * How the journeys and the benchmarks start Chromium: Debian's (never a downloaded one), headless,
 * as root on a closed network.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Chromium 156 builds its desktop omnibox popup (a WebUI page of about 200 modules, twice) for
  // each new window, on the same two cores as the page under test: a trace of one offline cold
  // start showed it loading through the whole start. A phone's browser has no such popup. Both
  // features must be off: with either alone, about 50 of its modules still loaded.
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
];
