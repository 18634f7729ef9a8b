import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../data/api/api";
import { AppError } from "../../data/app-error";
import { db } from "../../data/db/db";
import { blogRoutes } from "./routes";
import { SignedInFrame, testUserSync } from "../../shared/test-support/render-routes";

vi.mock("../../data/api/api", () => ({ api: { blogPost: vi.fn() } }));

const renderPost = (path: string) =>
  render(
    // The start-up sync has ended: what is missing now can only come from asking the server.
    <SignedInFrame sync={testUserSync({ settled: true })}>
      <RouterProvider
        router={createMemoryRouter([{ path: "/", HydrateFallback: () => null, children: blogRoutes }], {
          initialEntries: [path],
        })}
      />
    </SignedInFrame>,
  );

beforeEach(async () => {
  vi.clearAllMocks();
  await db.posts.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("a post not on the device", () => {
  it("online, says an unknown post is not found", async () => {
    vi.mocked(api.blogPost).mockRejectedValue(new AppError("not-found", "نوشته یافت نشد.", 404));
    renderPost("/post/nope");
    expect(await screen.findByRole("heading", { name: "این نوشته پیدا نشد" })).toBeTruthy();
    expect(api.blogPost).toHaveBeenCalledWith("nope");
  });

  it("online, fetches a post the device lacks and shows it, in its styled body", async () => {
    vi.mocked(api.blogPost).mockResolvedValue({
      data: { id: "p1", title: "نوشتهٔ تازه", summary: "", image_link: null, content: "<h2>سرفصل</h2>" },
    });
    renderPost("/post/p1");
    expect(await screen.findByRole("heading", { level: 2, name: "سرفصل" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2 }).closest(".post-body")).toBeTruthy();
    expect((await db.posts.get("p1"))?.content).toBe("<h2>سرفصل</h2>");
  });

  it("offline, says it is not on this device yet", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderPost("/post/p1");
    expect(await screen.findByText(/این نوشته هنوز روی دستگاه ذخیره نشده است/)).toBeTruthy();
    expect(api.blogPost).not.toHaveBeenCalled();
  });
});
