/**
 * Sends the browser to a page outside the app, which the server answers or sends on: a payment
 * gateway, the sandbox payment page, the start of signing in with Google. The one place the app
 * leaves itself, so a test can watch it (a jsdom window's `location` cannot be replaced).
 */
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}
