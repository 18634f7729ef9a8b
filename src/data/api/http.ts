import axios, { type AxiosInstance } from "axios";
import { apiConfig } from "./config";
import { readToken } from "./token-store";

/**
 * The one axios instance: base URL from configuration (default: same origin), the Bearer token
 * from localStorage 'token' when present, and no timeout (product-spec.md section 7).
 */
export function createHttp(baseURL = apiConfig.VITE_API_BASE_URL): AxiosInstance {
  const instance = axios.create({ baseURL, timeout: 0, headers: { Accept: "application/json" } });
  instance.interceptors.request.use((config) => {
    const token = readToken();
    if (token) config.headers.set("Authorization", `Bearer ${token}`);
    return config;
  });
  return instance;
}

export const http = createHttp();
