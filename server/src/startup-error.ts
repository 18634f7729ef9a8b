/**
 * A reason the server must not start that an operator can fix (a bad variable, a weak secret, a data
 * directory in use or damaged). server.ts prints only its message: plain English, no stack trace.
 */
export class StartupError extends Error {
  override name = "StartupError";
}
