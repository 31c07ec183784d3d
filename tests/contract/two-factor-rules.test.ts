import { describe, expect, it, vi } from "vitest";
import { TEST_NOW } from "../support/clock";
import { API, demoApiServer } from "../support/demo-api";

/**
 * The demo API's side of two-factor sign-in (docs/api.md, Accounts): POST /two_factor_auth takes
 * the pending-login token login_json issued, not an email; the token is single-use, lives 10
 * minutes and ends with the fifth wrong code.
 */

demoApiServer();

interface Answer {
  status: number;
  body: {
    data?: { result: { access_token?: string; two_factor_required?: boolean; two_factor_token?: string } };
    message?: string;
    errors?: Record<string, string[]>;
  };
}

async function postForm(path: string, fields: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${API}${path}`, { method: "POST", body: new URLSearchParams(fields) });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

/** The password step of the demo's two-factor owner: its pending-login token. */
async function pendingLogin(): Promise<string> {
  const answer = await postForm("/vendor/login_json", { email: "2fa@example.com", password: "password123" });
  expect(answer.status).toBe(200);
  expect(answer.body.data?.result).toEqual({ two_factor_required: true, two_factor_token: expect.any(String) });
  return answer.body.data!.result.two_factor_token!;
}

const sendCode = (two_factor_token: string, code: string) => postForm("/two_factor_auth", { two_factor_token, code });

const WRONG_CODE = { status: 422, body: expect.objectContaining({ errors: { code: ["Invalid code."] } }) };
const GONE = {
  status: 401,
  body: {
    message: "This sign-in has expired. Sign in again.",
    errors: { two_factor_token: ["Unknown, used or expired."] },
  },
};

describe("POST /two_factor_auth", () => {
  it("an email and the right code, without a pending login, are refused (422, errors.two_factor_token)", async () => {
    const answer = await postForm("/two_factor_auth", { email: "2fa@example.com", code: "123456" });
    expect(answer.status).toBe(422);
    expect(answer.body.data).toBeUndefined();
    expect(Object.keys(answer.body.errors ?? {})).toEqual(["two_factor_token"]);
  });

  it("a token nobody issued is refused (401)", async () => {
    expect(await sendCode("pending.made-up", "123456")).toEqual(GONE);
  });

  it("the right code with the pending login gives a token once; the same pending login again is refused", async () => {
    const token = await pendingLogin();
    const signedIn = await sendCode(token, "123456");
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.result.access_token).toMatch(/^demo\.4\./);
    expect(await sendCode(token, "123456")).toEqual(GONE);
  });

  it("the fifth wrong code ends the pending login; a code that is not 6 digits is not counted", async () => {
    const token = await pendingLogin();
    expect(await sendCode(token, "12ab")).toEqual({
      status: 422,
      body: { message: "Please check the highlighted fields.", errors: { code: ["code must be 6 digits."] } },
    });
    for (let wrong = 1; wrong <= 4; wrong++)
      expect(await sendCode(token, "000000"), `wrong ${wrong}`).toEqual(WRONG_CODE);
    const fifth = await sendCode(token, "000000");
    expect(fifth).toEqual(WRONG_CODE);
    expect(fifth.body.message).toBe("That code is not right, and that was the fifth wrong one: sign in again.");
    expect(await sendCode(token, "123456")).toEqual(GONE);
  });

  it("a pending login lives 10 minutes (by the frozen clock)", async () => {
    const inTime = await pendingLogin();
    const late = await pendingLogin();
    vi.setSystemTime(TEST_NOW.getTime() + 599_999);
    expect((await sendCode(inTime, "123456")).status).toBe(200);
    vi.setSystemTime(TEST_NOW.getTime() + 600_000);
    expect(await sendCode(late, "123456")).toEqual(GONE);
  });
});
