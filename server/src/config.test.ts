import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

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
    });
    expect(config.PORT).toBe(9090);
    expect(config.DATA_DIR).toBe("/tmp/x");
    expect(config.DATABASE_URL).toBe("postgres://u@127.0.0.1:5432/db");
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
});
