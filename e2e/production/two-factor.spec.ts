import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PASSWORD, TWO_FACTOR_CODE } from "./helpers";

/**
 * The two-factor challenge across the two instances, straight to their ports: each signs with the
 * same SESSION_SECRET and counts a challenge's codes in the same Redis, so a password step on one
 * and the code step on the other is one sign-in, and a challenge used on one is spent on both.
 * Each request names its own client address (the instances trust loopback, as behind nginx and
 * Varnish), so the per-account limit from one address stays out of it.
 */

let address = 0;
function post(request: APIRequestContext, origin: string, form: Record<string, string>, cookie = "") {
  address += 1;
  return request.post(`${origin}/login?type=vendor`, {
    form: { type: "vendor", redirectTo: "/owner-support", ...form },
    headers: { Origin: origin, "X-Forwarded-For": `203.0.113.${address}`, ...(cookie ? { Cookie: cookie } : {}) },
    maxRedirects: 0,
  });
}

const setCookie = (response: APIResponse, name: string) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith(`${name}=`))
    .map((header) => header.value)[0];

test("a password step on one instance and the code step on the other sign in once; the challenge is then spent on both", async ({
  request,
  stack,
}) => {
  const [first, second] = stack.instances;
  const passwordStep = await post(request, first.url, {
    intent: "login",
    email: "2fa@example.com",
    password: PASSWORD,
  });
  expect(passwordStep.status()).toBe(200);
  const line = setCookie(passwordStep, "two_factor_challenge");
  expect(line).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
  const challenge = line!.split(";")[0]!;

  const wrong = await post(request, second.url, { intent: "two-factor", code: "000000" }, challenge);
  expect(wrong.status(), `a wrong code on ${second.name}`).toBe(422);
  const signedIn = await post(request, first.url, { intent: "two-factor", code: TWO_FACTOR_CODE }, challenge);
  expect(signedIn.status(), `the right code on ${first.name}`).toBe(303);
  expect(signedIn.headers().location).toBe("/owner-support");
  expect(setCookie(signedIn, "auth_token")).toBeDefined();

  for (const instance of [first, second]) {
    const replay = await post(request, instance.url, { intent: "two-factor", code: TWO_FACTOR_CODE }, challenge);
    expect(replay.status(), `the used challenge on ${instance.name}`).toBe(401);
    expect(setCookie(replay, "auth_token")).toBeUndefined();
    expect(await replay.text()).toContain(
      "Your sign-in has expired. Please sign in again with your email and password.",
    );
  }
});

test("the challenge set through nginx and Varnish decodes to nothing the API takes as a pending login", async ({
  request,
  stack,
}) => {
  // The password step as a visitor makes it, through the whole stack.
  const passwordStep = await request.post("/login?type=vendor", {
    form: {
      type: "vendor",
      redirectTo: "/owner-support",
      intent: "login",
      email: "2fa@example.com",
      password: PASSWORD,
    },
    headers: { Origin: new URL(stack.baseURL).origin, "X-Forwarded-For": "203.0.113.200" },
    maxRedirects: 0,
  });
  expect(passwordStep.status()).toBe(200);
  const value = setCookie(passwordStep, "two_factor_challenge")!.split(";")[0]!.split("=")[1]!;

  // Everything a visitor could get out of it: the value, each dot-separated part, each part
  // base64url-decoded, and every string inside a part that decodes to JSON.
  const candidates = new Set<string>([value]);
  for (const part of value.split(".")) {
    candidates.add(part);
    const decoded = Buffer.from(part, "base64url").toString("utf8");
    candidates.add(decoded);
    try {
      for (const field of Object.values(JSON.parse(decoded) as Record<string, unknown>))
        if (typeof field === "string") candidates.add(field);
    } catch {
      // Not JSON: ciphertext, IV or tag.
    }
  }
  // The API refuses each (malformed, or an unknown pending login): none signs anyone in.
  for (const candidate of [...candidates].filter(Boolean)) {
    const straight = await request.post(`${stack.apiUrl}/two_factor_auth`, {
      form: { two_factor_token: candidate, code: TWO_FACTOR_CODE },
    });
    const what = `the API given ${JSON.stringify(candidate.slice(0, 40))} as a pending login`;
    expect(straight.status(), what).toBeGreaterThanOrEqual(400);
    expect(await straight.text(), what).not.toContain("access_token");
  }
});
