import type { SmsIntent } from "../../contract/auth";

/** The two flows that share the mobile and code screens. */
export type AuthFlow = "signup" | "forgot";

export const FLOW_INTENT: Record<AuthFlow, SmsIntent> = {
  signup: "sms_request_register",
  forgot: "sms_request_reset_password",
};

export const flowPaths = {
  signup: {
    mobile: "/auth/signup/mobile",
    code: (mobile: string, resendSeconds?: number) =>
      `/auth/signup/code/${encodeURIComponent(mobile)}${resendSeconds === undefined ? "" : `/${resendSeconds}`}`,
    afterCode: "/auth/set-password",
  },
  forgot: {
    mobile: "/auth/forgot-password/mobile",
    code: (mobile: string, resendSeconds?: number) =>
      `/auth/forgot-password/code/${encodeURIComponent(mobile)}${resendSeconds === undefined ? "" : `/${resendSeconds}`}`,
    afterCode: "/auth/forgot-password/password",
  },
} satisfies Record<AuthFlow, { mobile: string; code: (m: string, s?: number) => string; afterCode: string }>;

/** The flow a code-route action is told about in its form data ("intent"); anything else is refused. */
export function flowFromIntent(value: FormDataEntryValue | null): AuthFlow | null {
  return value === "signup" || value === "forgot" ? value : null;
}
