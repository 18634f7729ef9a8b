import { lastSmsCode, uniqueMobile } from "./sms-outbox";

async function post(baseUrl: string, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

export interface ApiLearner {
  mobile: string;
  token: string;
}

/** Signs a learner up through the API (code from the SMS outbox), with a password and names. */
export async function signUpViaApi(
  baseUrl: string,
  dataDir: string,
  options: { mobile?: string; password?: string; names?: boolean } = {},
): Promise<ApiLearner> {
  const mobile = options.mobile ?? uniqueMobile();
  const requested = await post(baseUrl, "/auth/request_sms_code/sms_request_register", { mobile });
  if (!requested.ok) throw new Error(`request_sms_code ${requested.status}: ${await requested.text()}`);
  const code = await lastSmsCode(dataDir, mobile, "sms_request_register");
  const verified = await post(baseUrl, `/auth/verify_sms_code/${code}`, { mobile });
  if (!verified.ok) throw new Error(`verify_sms_code ${verified.status}: ${await verified.text()}`);
  const { access_token: token } = (await verified.json()) as { access_token: string };
  if (options.password !== undefined) {
    const changed = await post(baseUrl, "/auth/change_password", { new_password: options.password }, token);
    if (!changed.ok) throw new Error(`change_password ${changed.status}: ${await changed.text()}`);
  }
  if (options.names !== false) {
    const profile = await post(baseUrl, "/api/user/profile", { name: "سارا", lastname: "کریمی" }, token);
    if (!profile.ok) throw new Error(`profile ${profile.status}: ${await profile.text()}`);
  }
  const check = await fetch(`${baseUrl}/api/auth/check`, { headers: { Authorization: `Bearer ${token}` } });
  const fresh = ((await check.json()) as { data: { access_token: string } }).data.access_token;
  return { mobile, token: fresh };
}

/** GETs an API path with a token and returns the parsed JSON. */
export async function apiGet<T>(baseUrl: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Signs a learner in through the API with their password: a session of its own, so it outlives
 * a logout of the device's session (which ends only that session's tokens).
 */
export async function logInViaApi(baseUrl: string, mobile: string, password: string): Promise<string> {
  const answer = await post(baseUrl, "/auth/login", { check: mobile, password });
  if (!answer.ok) throw new Error(`login ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/**
 * Gives a learner a subscription the way a buyer gets one: the license into the cart, the cart paid
 * through the sandbox gateway (its Pay button's form post), then the verify call the app makes on
 * return. For journeys that need bought lessons without walking the store's screens again
 * (account.spec.ts walks them).
 */
export async function subscribeViaSandbox(
  baseUrl: string,
  token: string,
  licenseId = "month-1",
): Promise<void> {
  await apiGet(baseUrl, `/api/store/cart/modify/${licenseId}/1`, token);
  const { data: pay } = await apiGet<{ data: { url?: string } }>(
    baseUrl,
    "/api/payment/pay/cart/sandbox",
    token,
  );
  if (!pay.url) throw new Error("paying the cart through the sandbox gave no gateway page");
  const gateway = await fetch(pay.url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "action=pay",
    redirect: "manual",
  });
  const back = gateway.headers.get("location");
  if (gateway.status !== 303 || !back) throw new Error(`sandbox pay answered ${gateway.status}`);
  // The gateway sends the buyer to /v1/verifyPayment/{factor}?Authority=…&Status=OK: the app's call.
  const returned = new URL(back, baseUrl);
  const factorNo = returned.pathname.split("/").at(-1) ?? "";
  const verified = await apiGet<{ data: unknown }>(
    baseUrl,
    `/api/payment/verify/${factorNo}${returned.search}`,
    token,
  );
  if (!verified.data) throw new Error("the sandbox payment was not verified");
}
