import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoGuestToken } from "../support/session-pages";
import {
  type RawAnswer,
  type RecordingApi,
  type SiteProcess,
  rawRequest,
  startRecordingApi,
  startSiteProcess,
} from "./site-process";

/**
 * A write from another site is refused by the root's security middleware before anything runs,
 * on the routes React Router's own origin check leaves alone: the resource routes (the cookie
 * choice, sign-out) and a page action whose browser sent no Origin but said it came from another
 * site. Through `node server/start.js`, whose answer and upstream calls are what a browser and the
 * API would see. (A page action with another site's Origin is React Router's 400, before the
 * action: tests/server/server-app.test.ts.)
 */

let api: RecordingApi;
let site: SiteProcess;
beforeAll(async () => {
  api = await startRecordingApi();
  site = await startSiteProcess(api.url);
});
beforeEach(() => {
  api.calls.length = 0;
});
afterAll(async () => {
  await site.stop();
  await api.close();
});

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const ANOTHER_SITE = { Origin: "https://evil.example" };

function post(path: string, headers: Record<string, string>, body: string): Promise<RawAnswer> {
  return rawRequest(`${site.url}${path}`, {
    method: "POST",
    headers: { Host: site.sameSite.Host, ...FORM, "Content-Length": String(Buffer.byteLength(body)), ...headers },
    body,
  });
}

function expectRefused(answer: RawAnswer) {
  expect([answer.status, answer.body, answer.headers["set-cookie"]]).toEqual([
    403,
    "Cross-site request refused",
    undefined,
  ]);
  expect(api.calls).toEqual([]);
}

describe("a cross-site write is refused before anything happens", () => {
  it("the cookie choice: 403 and no cookie; from the site itself the same post stores it", async () => {
    expectRefused(await post("/consent", ANOTHER_SITE, "choice=granted"));
    const own = await post("/consent", { Origin: site.sameSite.Origin }, "choice=granted");
    expect([own.status, own.headers["set-cookie"]?.[0]?.split(";")[0]]).toEqual([200, "cookie_consent=granted"]);
  });

  it("signing out: 403, the session cookie kept and the token not revoked; from the site itself it is", async () => {
    const token = await demoGuestToken(api.url);
    api.calls.length = 0;
    const session = { Cookie: `auth_token=${token}` };
    expectRefused(await post("/logout", { ...ANOTHER_SITE, ...session }, "redirectTo=%2F"));
    const own = await post("/logout", { Origin: site.sameSite.Origin, ...session }, "redirectTo=%2F");
    const cleared = own.headers["set-cookie"]?.find((line) => line.startsWith("auth_token="))?.split(";")[0];
    expect([own.status, own.headers.location, cleared]).toEqual([303, "/", "auth_token="]);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(["POST /logout"]);
  });

  it("a page action without Origin whose browser says cross-site: 403, and the action never runs", async () => {
    const token = await demoGuestToken(api.url);
    api.calls.length = 0;
    expectRefused(
      await post(
        "/wishlists",
        { "Sec-Fetch-Site": "cross-site", Cookie: `auth_token=${token}` },
        "intent=create&name=Planted+without+an+Origin",
      ),
    );
  });
});
