import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema.js";
import { testAppPerFile } from "../../test-support/test-app-per-file.js";
import {
  GOOD_PASSWORD,
  RESET,
  changePassword,
  decodeToken,
  errorOf,
  fieldsOf,
  freshMobile,
  login,
  requestCode,
  tokenOf,
  verifyCode,
} from "./auth-test-support.js";

const MINUTE = 60_000;
const NEW_PASSWORD = "Neu!Wort9";

const t = testAppPerFile();

async function passwordHashOf(token: string) {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.id, decodeToken(token).sub));
  return row?.passwordHash ?? null;
}

describe("POST /auth/change_password", () => {
  it("sets the first password with a fresh SMS token, no current password needed, stored as argon2id", async () => {
    const mobile = freshMobile();
    const token = await t.signUp(mobile);
    const response = await changePassword(t, token, { new_password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const hash = await passwordHashOf(token);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain(GOOD_PASSWORD);

    const check = await t.call({ method: "GET", url: "/api/auth/check", token });
    const fresh = (check.json() as { data: { access_token: string } }).data.access_token;
    expect(decodeToken(fresh).has_password).toBe(true);
    expect((await login(t, mobile, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a weak password with 422 listing exactly the unmet conditions in fields.new_password", async () => {
    const token = await t.signUp(freshMobile());
    const cases: [string, string[], string[]][] = [
      ["abc", ["۶ نویسه", "بزرگ", "ویژه"], ["کوچک"]],
      ["ABCDEFG!", ["کوچک"], ["بزرگ", "۶ نویسه", "ویژه"]],
      ["abcdefgH", ["ویژه"], ["کوچک", "بزرگ", "۶ نویسه"]],
      ["!!!!!!!!", ["کوچک", "بزرگ"], ["ویژه", "۶ نویسه"]],
    ];
    for (const [password, present, absent] of cases) {
      const response = await changePassword(t, token, { new_password: password });
      expect(response.statusCode, password).toBe(422);
      expect(errorOf(response)).toContain("شرایط تعیین رمز عبور");
      const field = fieldsOf(response).new_password ?? "";
      for (const text of present) expect(field, `${password} names ${text}`).toContain(text);
      for (const text of absent) expect(field, `${password} does not name ${text}`).not.toContain(text);
    }
    expect(await passwordHashOf(token)).toBeNull();
  });

  it("needs the current password once the SMS token is 10 minutes old", async () => {
    const token = await t.signUp(freshMobile());
    expect((await changePassword(t, token, { new_password: GOOD_PASSWORD })).statusCode).toBe(200);
    t.clock.advance(9 * MINUTE + 59_000);
    expect((await changePassword(t, token, { new_password: NEW_PASSWORD })).statusCode).toBe(200);

    t.clock.advance(1000);
    const missing = await changePassword(t, token, { new_password: GOOD_PASSWORD });
    expect(missing.statusCode).toBe(422);
    expect(fieldsOf(missing).password).toBe("رمز عبور فعلی را وارد کنید.");

    const wrong = await changePassword(t, token, { new_password: GOOD_PASSWORD, password: "Wrong#1x" });
    expect(wrong.statusCode).toBe(422);
    expect(fieldsOf(wrong).password).toBe("رمز عبور فعلی درست نیست.");

    const right = await changePassword(t, token, { new_password: GOOD_PASSWORD, password: NEW_PASSWORD });
    expect(right.statusCode).toBe(200);
  });

  it("lets a user without a password set one with an old token", async () => {
    const token = await t.signUp(freshMobile());
    t.clock.advance(60 * MINUTE);
    expect((await changePassword(t, token, { new_password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it("needs the current password with a login token; the old password stops working", async () => {
    const mobile = freshMobile();
    const smsToken = await t.signUp(mobile);
    await changePassword(t, smsToken, { new_password: GOOD_PASSWORD });
    const pwdToken = tokenOf(await login(t, mobile, GOOD_PASSWORD));

    const missing = await changePassword(t, pwdToken, { new_password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(422);
    const right = await changePassword(t, pwdToken, { new_password: NEW_PASSWORD, password: GOOD_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect((await login(t, mobile, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, mobile, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("does not let a refreshed token (auth/check) inherit the SMS window", async () => {
    const smsToken = await t.signUp(freshMobile());
    await changePassword(t, smsToken, { new_password: GOOD_PASSWORD });
    const check = await t.call({ method: "GET", url: "/api/auth/check", token: smsToken });
    const refreshed = (check.json() as { data: { access_token: string } }).data.access_token;
    expect(decodeToken(refreshed).amr).toBe("refresh");
    const response = await changePassword(t, refreshed, { new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response).password).toBeDefined();
  });

  it("resets a forgotten password: reset code → SMS token → new password without the old one → login", async () => {
    const mobile = freshMobile();
    const first = await t.signUp(mobile);
    await changePassword(t, first, { new_password: GOOD_PASSWORD });
    t.clock.advance(11 * MINUTE);

    expect((await requestCode(t, mobile, RESET)).statusCode).toBe(200);
    const verified = await verifyCode(t, mobile, t.sms.lastCode(mobile, RESET));
    const resetToken = tokenOf(verified);
    expect((await changePassword(t, resetToken, { new_password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(t, mobile, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("limits wrong current passwords to 10 in 15 minutes per user", async () => {
    const mobile = freshMobile();
    const smsToken = await t.signUp(mobile);
    await changePassword(t, smsToken, { new_password: GOOD_PASSWORD });
    const token = tokenOf(await login(t, mobile, GOOD_PASSWORD));
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await changePassword(t, token, { new_password: NEW_PASSWORD, password: "Wrong#1x" })).statusCode,
      ).toBe(422);
    }
    const blocked = await changePassword(t, token, { new_password: NEW_PASSWORD, password: GOOD_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
  });

  it("needs a token (401)", async () => {
    const response = await t.call({
      method: "POST",
      url: "/auth/change_password",
      payload: { new_password: GOOD_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});
