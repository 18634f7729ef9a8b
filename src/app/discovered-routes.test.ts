import { createMemoryRouter, redirect, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { discoverFamilies, familyOf } from "./discovered-routes";

describe("which family a path belongs to", () => {
  it("finds a family by the path's first segment under the base, in any case", () => {
    expect(familyOf("/v1/profile/edit", "/v1")).toBeDefined();
    expect(familyOf("/v1/verifyPayment/123", "/v1")).toBe(familyOf("/v1/subscription", "/v1"));
    expect(familyOf("/v1/VERIFYPAYMENT/123", "/v1")).toBe(familyOf("/v1/verifypayment/1", "/v1"));
    expect(familyOf("/v1/exam/a1/a1-1/s/e/start", "/v1")).toBe(familyOf("/v1/exams/a1/a1-1/s", "/v1"));
  });

  it("leaves the entry's own routes and unknown paths alone", () => {
    for (const path of ["/v1/", "/v1", "/v1/lesson/a1/a1-1", "/v1/vocabulary/a1/a1-1/s/w", "/v1/review"]) {
      expect(familyOf(path, "/v1")).toBeUndefined();
    }
    expect(familyOf("/v1/constructor", "/v1")).toBeUndefined();
    expect(familyOf("/v1/toString", "/v1")).toBeUndefined();
  });
});

/** The app's shape in small: a frame the families are added to, and the catch-all that sends home. */
function tree(): RouteObject[] {
  return [
    {
      id: "root",
      children: [
        { id: "frame", children: [{ index: true, Component: () => null }] },
        { path: "*", loader: () => redirect("/") },
      ],
    },
  ];
}

/** The small tree under /v1, opened at home, discovering the families under "frame". */
const discoveringRouter = () =>
  createMemoryRouter(tree(), {
    basename: "/v1",
    initialEntries: ["/v1/"],
    patchRoutesOnNavigation: discoverFamilies("frame", "/v1"),
  });

const pathsOf = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.matches.map((match) => match.route.path ?? match.route.id);

describe("lazy route discovery", () => {
  it("adds a family's routes under the frame on the first visit to one of its paths", async () => {
    const router = discoveringRouter();
    await router.navigate("/profile/edit");
    expect(router.state.location.pathname).toBe("/v1/profile/edit");
    expect(pathsOf(router)).toEqual(["root", "frame", "profile/edit"]);
    // Its other routes came with it, once: the frame holds the family's routes one time each.
    await router.navigate("/profile");
    await router.navigate("/profile/change-password");
    const frame = router.routes[0]?.children?.find((route) => route.id === "frame");
    expect(frame?.children?.filter((route) => route.path === "profile")).toHaveLength(1);
    router.dispose();
  });

  it("still sends an unknown path home", async () => {
    const router = discoveringRouter();
    await router.navigate("/no-such-page");
    expect(router.state.location.pathname).toBe("/v1");
    router.dispose();
  });
});
