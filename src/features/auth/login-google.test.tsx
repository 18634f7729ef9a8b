import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { renderAuth } from "./auth-test-support";

vi.mock("../../data/api/api", () => ({ api: { oauthCallback: vi.fn() } }));

const mocked = vi.mocked(api);
const google = () => screen.queryByRole("button", { name: "ورود با گوگل" });

/** The server's GET /auth/methods (the login page asks it over fetch, not through the API client). */
const authMethods = vi.fn<() => Promise<Response>>();

beforeEach(() => {
  vi.stubGlobal("fetch", (url: string) => {
    if (new URL(url, "http://x").pathname !== "/auth/methods") throw new Error(`Unexpected ${url}`);
    return authMethods();
  });
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const methods = (oidc: unknown) => async () => Response.json({ oidc });

describe("sign-in with Google on the login page", () => {
  it("has no Google button when the server has no identity provider configured", async () => {
    authMethods.mockImplementation(methods(false));
    renderAuth("/auth/login");
    await screen.findByRole("heading", { name: "ورود به واژه" });
    await waitFor(() => expect(authMethods).toHaveBeenCalled());
    expect(google()).toBeNull();
  });

  it("has no Google button when the server cannot be asked", async () => {
    authMethods.mockRejectedValue(new TypeError("Failed to fetch"));
    renderAuth("/auth/login");
    await waitFor(() => expect(authMethods).toHaveBeenCalled());
    expect(google()).toBeNull();
  });

  it("has no Google button when the server's answer does not follow the contract", async () => {
    authMethods.mockImplementation(methods("yes"));
    renderAuth("/auth/login");
    await waitFor(() => expect(authMethods).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(google()).toBeNull();
  });

  it("shows the button when sign-in with Google is configured", async () => {
    authMethods.mockImplementation(methods(true));
    renderAuth("/auth/login");
    expect(await screen.findByRole("button", { name: "ورود با گوگل" })).toBeTruthy();
  });

  it("says in Persian why the redirect came back", async () => {
    authMethods.mockImplementation(methods(false));
    renderAuth("/auth/login?oauth_error=unavailable");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "ورود با گوگل اکنون ممکن نیست. با شمارهٔ موبایل و رمز عبور وارد شوید.",
    );
  });

  it("brings a failed return from the provider back to the login page with a message", async () => {
    authMethods.mockImplementation(methods(true));
    mocked.oauthCallback.mockRejectedValue(new AppError("invalid", "ورود با گوگل انجام نشد.", 400));
    const router = renderAuth("/auth/oauth?code=x&state=y");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(router.state.location.search).toBe("?oauth_error=failed");
    expect((await screen.findByRole("alert")).textContent).toContain("ورود با گوگل انجام نشد.");
  });
});
