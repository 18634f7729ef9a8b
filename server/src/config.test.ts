import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, publicOrigin } from "./config.js";

describe("loadConfig", () => {
  it("gives the documented defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.DATA_DIR).toBe(path.resolve(".data"));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.NODE_ENV).toBe("development");
  });

  it("reads the variables it is given", () => {
    const config = loadConfig({
      PORT: "9090",
      DATA_DIR: "/tmp/x",
      DATABASE_URL: "postgres://u@127.0.0.1:5432/db",
      JWT_SECRET: "a-secret-of-more-than-thirty-two-bytes!",
      PUBLIC_URL: "https://vajeh.example",
    });
    expect(config.PORT).toBe(9090);
    expect(config.DATA_DIR).toBe("/tmp/x");
    expect(config.DATABASE_URL).toBe("postgres://u@127.0.0.1:5432/db");
  });

  it("with DATABASE_URL, requires JWT_SECRET and PUBLIC_URL, one clear line each (never made up per process)", () => {
    const shared = { DATABASE_URL: "postgres://u@127.0.0.1:5432/db" };
    let message = "";
    try {
      loadConfig(shared);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = String(error);
    }
    expect(message).toMatch(/JWT_SECRET: is required when DATABASE_URL is set/);
    expect(message).toMatch(/PUBLIC_URL: is required when DATABASE_URL is set/);
    expect(() => loadConfig({ ...shared, PUBLIC_URL: "https://vajeh.example" })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...shared, JWT_SECRET: "s".repeat(32) })).toThrow(/PUBLIC_URL/);
    expect(
      loadConfig({ ...shared, JWT_SECRET: "s".repeat(32), PUBLIC_URL: "https://vajeh.example" }),
    ).toMatchObject(shared);
  });

  it("keeps /metrics off unless a token of 16 or more characters is set", () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: "0123456789abcdef" }).METRICS_TOKEN).toBe("0123456789abcdef");
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable in one error", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/DATABASE_URL/);
    }
  });

  it("refuses a JWT_SECRET shorter than 32 bytes in one clear line", () => {
    expect(() => loadConfig({ JWT_SECRET: "abc" })).toThrow(/JWT_SECRET: must be at least 32 bytes/);
    expect(() => loadConfig({ JWT_SECRET: "y".repeat(31) })).toThrow(ConfigError);
    expect(loadConfig({ JWT_SECRET: "y".repeat(32) }).JWT_SECRET).toBe("y".repeat(32));
  });

  it("requires PUBLIC_URL in production, saying what it is for", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production", PUBLIC_URL: " " })).toThrow(
      /PUBLIC_URL: .*required.*production/,
    );
    const config = loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://vajeh.example/" });
    expect(publicOrigin(config)).toBe("https://vajeh.example");
  });

  it("refuses a PUBLIC_URL that is not an http(s) origin", () => {
    for (const bad of ["ftp://vajeh.example", "https://vajeh.example/app", "https://vajeh.example/?x=1"]) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it("outside production without PUBLIC_URL, links are built on the configured host and port", () => {
    expect(publicOrigin(loadConfig({}))).toBe("http://localhost:8080");
    expect(publicOrigin(loadConfig({ HOST: "::", PORT: "3000" }))).toBe("http://localhost:3000");
    expect(publicOrigin(loadConfig({ HOST: "127.0.0.1", PORT: "3000" }))).toBe("http://127.0.0.1:3000");
    expect(publicOrigin(loadConfig({ HOST: "::1", PORT: "3000" }))).toBe("http://[::1]:3000");
    expect(publicOrigin(loadConfig({ PUBLIC_URL: "http://192.168.1.5:8080" }))).toBe(
      "http://192.168.1.5:8080",
    );
  });
});
