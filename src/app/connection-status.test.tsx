import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkSession, resetSessionForTests, sessionCheckSettled } from "../data/session/session-store";
import { ModelServer } from "../data/test-support/model-server";
import { fa } from "../i18n/fa";
import { SignedInFrame, testUserSync } from "../shared/test-support/render-routes";
import { ConnectionStatus } from "./connection-status";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetSessionForTests();
});

describe("the connection indicator", () => {
  it("says offline once the session check has timed out, though the browser is online", async () => {
    const server = new ModelServer();
    localStorage.setItem("token", server.issueToken("u1"));
    // Connected (navigator.onLine) but nothing comes back: the client's timeout ends the check.
    let timeOut = () => {};
    const timedOut = new Promise<void>((resolve) => (timeOut = resolve));
    vi.stubGlobal("fetch", async () => {
      await timedOut;
      throw new DOMException("The operation was aborted.", "AbortError");
    });
    render(
      <SignedInFrame sync={testUserSync()}>
        <ConnectionStatus />
      </SignedInFrame>,
    );
    await act(async () => {
      await checkSession();
    });
    expect(screen.queryByText(fa.offlineBadge)).toBeNull();
    await act(async () => {
      timeOut();
      await sessionCheckSettled();
    });
    expect(await screen.findByText(fa.offlineBadge)).toBeTruthy();
  });
});
