import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from "axios";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../app-error";
import { errorText } from "./error-text";
import { createHttp } from "./http";
import { request } from "./request";
import { TIMEOUT_MS } from "./timeouts";

function clientAnswering(answer: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status, data } = answer(config);
    const response = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`status ${status}`, "ERR_BAD_RESPONSE", config, null, response);
    return response;
  };
  const client = createHttp("");
  client.defaults.adapter = adapter;
  return { client, seen };
}

afterEach(() => localStorage.clear());

describe("request", () => {
  it("builds the path and query, sends the stored token, and parses the answer", async () => {
    localStorage.setItem("token", "abc.def.ghi");
    const { client, seen } = clientAnswering(() => ({
      status: 200,
      data: { data: { id: "s1", name: "بخش", order: 1, is_completed: false, words: [], exams: [] } },
    }));
    const answer = await request(
      "teacherSection",
      { params: { sectionId: "s 1" }, query: { course_id: "c1", lesson_id: "l1" } },
      client,
    );
    expect(answer.data.name).toBe("بخش");
    expect(seen[0]?.url).toBe("/api/teacher/courses/sections/s%201");
    expect(seen[0]?.params).toEqual({ course_id: "c1", lesson_id: "l1" });
    expect(seen[0]?.headers.get("Authorization")).toBe("Bearer abc.def.ghi");
    expect(seen[0]?.timeout).toBe(TIMEOUT_MS.request);
  });

  it("sends no Authorization header without a token", async () => {
    const { client, seen } = clientAnswering(() => ({ status: 200, data: { access_token: "t" } }));
    await request("login", { body: { check: "09121234567", password: "x" } }, client);
    expect(seen[0]?.headers.get("Authorization")).toBeFalsy();
  });

  it("refuses an answer that breaks the contract", async () => {
    const { client } = clientAnswering(() => ({ status: 200, data: { data: [{ id: 5 }] } }));
    await expect(request("courses", {}, client)).rejects.toMatchObject({ code: "bad-response" });
  });

  it("maps an error body to an AppError with the server's message", async () => {
    const { client } = clientAnswering(() => ({
      status: 422,
      data: { messages: { error: "کد نادرست است" } },
    }));
    const error = await request(
      "verifySmsCode",
      { params: { code: "12345" }, body: { mobile: "0912" } },
      client,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "invalid", status: 422, serverMessage: "کد نادرست است" });
  });

  it("maps a network failure to offline", async () => {
    const client = createHttp("");
    client.defaults.adapter = async (config) => {
      throw new AxiosError("Network Error", "ERR_NETWORK", config);
    };
    await expect(request("settings", {}, client)).rejects.toMatchObject({ code: "offline" });
  });
});

describe("timeouts", () => {
  it("gives the session check a shorter timeout and an upload a longer one than the default", async () => {
    const { client, seen } = clientAnswering(() => ({ status: 200, data: { data: { access_token: "t" } } }));
    await request("authCheck", { timeout: TIMEOUT_MS.authCheck }, client);
    expect(seen[0]?.timeout).toBe(TIMEOUT_MS.authCheck);
    expect(TIMEOUT_MS.authCheck).toBeLessThan(TIMEOUT_MS.request);
    expect(TIMEOUT_MS.upload).toBeGreaterThan(TIMEOUT_MS.request);
  });

  it("maps a timed-out request (axios's ECONNABORTED / ETIMEDOUT, no response) to offline", async () => {
    for (const code of ["ECONNABORTED", "ETIMEDOUT"]) {
      const client = createHttp("");
      client.defaults.adapter = async (config) => {
        throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, code, config);
      };
      await expect(request("settings", {}, client)).rejects.toMatchObject({ code: "offline" });
    }
  });
});

describe("errorText", () => {
  const withBody = (data: unknown) =>
    new AxiosError("x", "ERR_BAD_RESPONSE", undefined, null, {
      status: 400,
      data,
      statusText: "",
      headers: {},
      config: { headers: {} } as InternalAxiosRequestConfig,
    });

  it("uses the server's messages.error when it is not empty", () => {
    expect(errorText(withBody({ messages: { error: "موجودی کافی نیست" } }))).toBe("موجودی کافی نیست");
  });

  it("falls back to «خطایی رخ داده است» otherwise", () => {
    expect(errorText(withBody({ messages: { error: "  " } }))).toBe("خطایی رخ داده است");
    expect(errorText(withBody("<html>"))).toBe("خطایی رخ داده است");
    expect(errorText(new Error("boom"))).toBe("خطایی رخ داده است");
    expect(errorText(undefined)).toBe("خطایی رخ داده است");
  });
});
