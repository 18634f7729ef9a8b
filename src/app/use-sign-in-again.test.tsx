import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { toast } from "react-toastify";
import { afterEach, describe, expect, it } from "vitest";
import { reportDeadToken } from "../data/session/dead-token";
import { sessionStore, signIn } from "../data/session/session-store";
import { ModelServer } from "../data/test-support/model-server";
import { fa } from "../i18n/fa";
import { AppToastContainer } from "../ui/toast-container";
import { useSignInAgain } from "./use-sign-in-again";

function SignedInPage() {
  useSignInAgain();
  return <p>saved words</p>;
}

function LoginPage() {
  const { search } = useLocation();
  return <p>login {new URLSearchParams(search).get("redirect")}</p>;
}

afterEach(() => {
  act(() => toast.dismiss());
  localStorage.clear();
});

describe("a token that dies while the app is open", () => {
  it("ends the session, tells the learner and goes to login with a way back", async () => {
    const token = new ModelServer().issueToken("u1");
    signIn(token);
    const router = createMemoryRouter(
      [
        { path: "/words/learning", element: <SignedInPage /> },
        { path: "/auth/login", element: <LoginPage /> },
      ],
      { initialEntries: ["/words/learning?q=hund"] },
    );
    render(
      <>
        <RouterProvider router={router} />
        <AppToastContainer />
      </>,
    );
    expect(screen.getByText("saved words")).toBeTruthy();
    act(() => reportDeadToken(token));
    expect(await screen.findByText("login /words/learning?q=hund")).toBeTruthy();
    expect(await screen.findByText(fa.sessionExpired)).toBeTruthy();
    expect(sessionStore.get().status).toBe("signed-out");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("takes the learner to login when the start-up check was refused before the page listened", async () => {
    const token = new ModelServer().issueToken("u1");
    signIn(token);
    reportDeadToken(token); // the background check's 401, while the first screen is still loading
    expect(sessionStore.get().status).toBe("signed-out");
    const router = createMemoryRouter(
      [
        { path: "/lesson/a1/a1-1", element: <SignedInPage /> },
        { path: "/auth/login", element: <LoginPage /> },
      ],
      { initialEntries: ["/lesson/a1/a1-1"] },
    );
    render(
      <>
        <RouterProvider router={router} />
        <AppToastContainer />
      </>,
    );
    expect(await screen.findByText("login /lesson/a1/a1-1")).toBeTruthy();
    expect(await screen.findByText(fa.sessionExpired)).toBeTruthy();
  });
});
