import { describe, expect, it } from "vitest";
import { apiUrl } from "./api-url";

describe("apiUrl", () => {
  it("keeps a path on the same origin when the API is there too", () => {
    expect(apiUrl("/uploads/a.webp", "")).toBe("/uploads/a.webp");
  });

  it("puts a path on the API's origin when it lives elsewhere", () => {
    expect(apiUrl("/uploads/a.webp", "https://api.example.test/")).toBe(
      "https://api.example.test/uploads/a.webp",
    );
    expect(apiUrl("/pay/sandbox/1", "https://api.example.test")).toBe(
      "https://api.example.test/pay/sandbox/1",
    );
  });

  it("leaves absolute and protocol-relative links alone", () => {
    expect(apiUrl("https://gateway.example.test/pay?x=1", "https://api.example.test")).toBe(
      "https://gateway.example.test/pay?x=1",
    );
    expect(apiUrl("//cdn.example.test/a.png", "https://api.example.test")).toBe("//cdn.example.test/a.png");
  });
});
