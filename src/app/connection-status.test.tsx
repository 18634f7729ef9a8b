import { act, render, screen } from "@testing-library/react";
import { AxiosError } from "axios";
import { afterEach, describe, expect, it } from "vitest";
import { http } from "../data/api/http";
import { checkSession, resetSessionForTests, sessionCheckSettled } from "../data/session/session-store";
import { ModelServer } from "../data/test-support/model-server";
import { fa } from "../i18n/fa";
import { ConnectionStatus } from "./connection-status";

const defaultAdapter = http.defaults.adapter;

afterEach(() => {
  http.defaults.adapter = defaultAdapter;
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
    http.defaults.adapter = async (config) => {
      await timedOut;
      throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, "ECONNABORTED", config);
    };
    render(<ConnectionStatus />);
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
