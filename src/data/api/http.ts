import axios, { type AxiosInstance, isAxiosError } from "axios";
import { registerHttpErrorMapper } from "../app-error";
import { reportDeadToken } from "../session/dead-token";
import { axiosErrorToAppError } from "./http-error";
import { apiConfig } from "./config";
import { TIMEOUT_MS } from "./timeouts";
import { readToken } from "./token-store";

/**
 * The one axios instance: base URL from configuration (default: same origin), the Bearer token
 * from localStorage 'token' when present, and a timeout (TIMEOUT_MS.request unless a call sets its
 * own; issue 13: a stalled network must end in "offline", never in an endless spinner). A 401 to a
 * request that carried the token reports it dead (the app asks the learner to sign in again).
 */
export function createHttp(baseURL = apiConfig.VITE_API_BASE_URL): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: TIMEOUT_MS.request,
    headers: { Accept: "application/json" },
  });
  instance.interceptors.request.use((config) => {
    const token = readToken();
    if (token) config.headers.set("Authorization", `Bearer ${token}`);
    return config;
  });
  // A 401 to a request that carried a token: that token is dead (expired, revoked). A 401 without
  // one (a wrong password at login) says nothing about the session.
  instance.interceptors.response.use(undefined, (error: unknown) => {
    if (isAxiosError(error) && error.response?.status === 401) {
      const sent = error.config?.headers.get("Authorization");
      if (typeof sent === "string" && sent.startsWith("Bearer "))
        reportDeadToken(sent.slice("Bearer ".length));
    }
    return Promise.reject(error);
  });
  return instance;
}

registerHttpErrorMapper(axiosErrorToAppError);

export const http = createHttp();
