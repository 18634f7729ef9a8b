import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, redirect, RouterProvider, useNavigate } from "react-router";
import { toast } from "react-toastify";
import { afterEach, describe, expect, it } from "vitest";
import { AppToastContainer } from "./toast-container";
import { followScreens } from "./toast-screens";
import { notify } from "./toasts";

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
});

/** The toasts showing (a dismissed toast loses its role at once; jsdom never ends its exit animation). */
function shown() {
  const region = within(screen.getByRole("region", { name: "اعلان‌ها" }));
  return [...region.queryAllByRole("alert"), ...region.queryAllByRole("status")].map(
    (element) => element.textContent,
  );
}

function First() {
  const navigate = useNavigate();
  return (
    <>
      <h1>صفحهٔ اول</h1>
      <button type="button" onClick={() => notify.error("مال همین صفحه")}>
        خطا
      </button>
      <Link to="/second">برو</Link>
      <button
        type="button"
        onClick={() => {
          notify.forNextScreen.success("ذخیره شد");
          void navigate("/second");
        }}
      >
        ذخیره و برو
      </button>
      <button
        type="button"
        onClick={() => {
          notify.error("فقط برای این صفحه");
          void navigate("/second");
        }}
      >
        خطا و برو
      </button>
      <button
        type="button"
        onClick={() => {
          void (async () => {
            await navigate("/second");
            notify.success("حذف شد؛ بازگرداندن؟");
          })();
        }}
      >
        حذف و برو
      </button>
    </>
  );
}

/** Stands for a server's answer, which comes in a later task. */
const nextTask = () => new Promise<null>((answered) => setTimeout(() => answered(null), 0));

function renderScreens() {
  const router = createMemoryRouter(
    [
      { path: "/", element: <First /> },
      // A loader that answers in a later task, so the move is a navigation under way, as in the app.
      { path: "/second", loader: () => nextTask(), element: <h1>صفحهٔ دوم</h1> },
      {
        path: "/save",
        action: async () => {
          await nextTask(); // the server's answer
          notify.forNextScreen.success("در کار ذخیره شد");
          return redirect("/second");
        },
      },
      {
        path: "/refuse",
        action: async () => {
          await nextTask();
          notify.forNextScreen.error("پذیرفته نشد");
          return redirect("/");
        },
      },
    ],
    { initialEntries: ["/"] },
  );
  const stop = followScreens(router);
  render(
    <>
      <RouterProvider router={router} />
      <AppToastContainer />
    </>,
  );
  return { router, stop };
}

describe("toasts follow the screen they belong to (issue 14 item 6)", () => {
  it("a screen's toast goes when the learner leaves it", async () => {
    const user = userEvent.setup();
    const { stop } = renderScreens();
    await user.click(await screen.findByRole("button", { name: "خطا" }));
    await waitFor(() => expect(shown()).toEqual(["مال همین صفحه"]));
    await user.click(screen.getByRole("link", { name: "برو" }));
    await screen.findByRole("heading", { name: "صفحهٔ دوم" });
    await waitFor(() => expect(shown()).toEqual([]));
    stop();
  });

  it("keeps a toast raised for the next screen («saved», then off to the list)", async () => {
    const user = userEvent.setup();
    const { stop } = renderScreens();
    await user.click(await screen.findByRole("button", { name: "خطا" }));
    await user.click(screen.getByRole("button", { name: "ذخیره و برو" }));
    await screen.findByRole("heading", { name: "صفحهٔ دوم" });
    await waitFor(() => expect(shown()).toEqual(["ذخیره شد"]));
    stop();
  });

  it("keeps a toast raised once the move has landed (the saved word's undo)", async () => {
    const user = userEvent.setup();
    const { stop } = renderScreens();
    await user.click(await screen.findByRole("button", { name: "حذف و برو" }));
    await screen.findByRole("heading", { name: "صفحهٔ دوم" });
    await waitFor(() => expect(shown()).toEqual(["حذف شد؛ بازگرداندن؟"]));
    stop();
  });

  it("drops a plain toast raised in the same moment as a move: only forNextScreen carries one", async () => {
    const user = userEvent.setup();
    const { stop } = renderScreens();
    await user.click(await screen.findByRole("button", { name: "خطا و برو" }));
    await screen.findByRole("heading", { name: "صفحهٔ دوم" });
    await waitFor(() => expect(shown()).toEqual([]));
    stop();
  });

  it("a toast for the next screen that stays on this one (a refused form) becomes this screen's", async () => {
    const { router, stop } = renderScreens();
    await screen.findByRole("heading", { name: "صفحهٔ اول" });
    await act(() => router.navigate("/refuse", { formMethod: "post", formData: new FormData() }));
    await waitFor(() => expect(shown()).toEqual(["پذیرفته نشد"]));
    await act(() => router.navigate("/second"));
    await screen.findByRole("heading", { name: "صفحهٔ دوم" });
    await waitFor(() => expect(shown()).toEqual([]));
    stop();
  });

  it("keeps a toast an action raises for the next screen before it redirects", async () => {
    const { router, stop } = renderScreens();
    await screen.findByRole("heading", { name: "صفحهٔ اول" });
    await act(() => router.navigate("/save", { formMethod: "post", formData: new FormData() }));
    await screen.findByRole("heading", { name: "صفحهٔ دوم" });
    await waitFor(() => expect(shown()).toEqual(["در کار ذخیره شد"]));
    stop();
  });
});
