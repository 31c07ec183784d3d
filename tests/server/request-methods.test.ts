import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type RawAnswer,
  type RecordingApi,
  type SiteProcess,
  rawRequest,
  startRecordingApi,
  startSiteProcess,
} from "./site-process";

/**
 * Methods and bodies the site does not take, through `node server/start.js` (issue 18): each gets
 * its own status and the site's error page, the Allow header where the standard asks for it, no
 * upstream call, and nothing in the log above the SPEC 8 line of the error page.
 */

let api: RecordingApi;
let site: SiteProcess;
beforeAll(async () => {
  api = await startRecordingApi();
  site = await startSiteProcess(api.url);
});
afterEach(() => {
  api.calls.length = 0;
});
afterAll(async () => {
  await site.stop();
  await api.close();
});

const ERROR_PAGE_TEXT = "Looks like this page is on vacation.";
const FORM_PAGE_ALLOWS = "GET, HEAD, OPTIONS, POST";
const PLAIN_PAGE_ALLOWS = "GET, HEAD, OPTIONS";
const SIGN_IN = new URLSearchParams({ intent: "login", type: "guest", email: "guest@example.com", password: "x" });

let sent = 0;
function send(path: string, method: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  sent += 1;
  // Node's client frames a DELETE's body only when told its length.
  const length: Record<string, string> =
    body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(body)) };
  return rawRequest(`${site.url}${path}`, { method, headers: { ...site.sameSite, ...length, ...headers }, body });
}

function expectErrorPage(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(answer.body).toContain(ERROR_PAGE_TEXT);
}

describe("methods the site does not serve (RFC 9110)", () => {
  it("TRACE / is a 405 with Allow and the error page", async () => {
    const answer = await send("/", "TRACE");
    expectErrorPage(answer, 405);
    expect(answer.headers.allow).toBe(PLAIN_PAGE_ALLOWS);
  });

  it.each(["PUT", "DELETE", "PATCH"])("%s on a page with a form is a 405 whose Allow names POST", async (method) => {
    const answer = await send("/login", method, { "Content-Type": "application/x-www-form-urlencoded" }, "a=b");
    expectErrorPage(answer, 405);
    expect(answer.headers.allow).toBe(FORM_PAGE_ALLOWS);
  });

  it("a POST to a page without a form is a 405 with Allow, its body never read", async () => {
    const answer = await send("/about-us", "POST", { "Content-Type": "application/x-www-form-urlencoded" }, "a=b");
    expectErrorPage(answer, 405);
    expect(answer.headers.allow).toBe(PLAIN_PAGE_ALLOWS);
    const home = await send("/", "POST", { "Content-Type": "application/x-www-form-urlencoded" }, "a=b");
    expectErrorPage(home, 405);
    expect(home.headers.allow).toBe(PLAIN_PAGE_ALLOWS);
  });

  it("a method no standard defines (PROPFIND) is a 501 with the error page", async () => {
    expectErrorPage(await send("/blog", "PROPFIND"), 501);
  });

  it("OPTIONS answers 204 with what the address allows", async () => {
    const form = await send("/login", "OPTIONS");
    const plain = await send("/about-us", "OPTIONS");
    expect([form.status, form.headers.allow, form.body]).toEqual([204, FORM_PAGE_ALLOWS, ""]);
    expect([plain.status, plain.headers.allow, plain.body]).toEqual([204, PLAIN_PAGE_ALLOWS, ""]);
  });

  it("GET, HEAD and form posts, urlencoded or multipart, are served as before", async () => {
    expect((await send("/about-us", "GET")).status).toBe(200);
    expect((await send("/about-us", "HEAD")).status).toBe(200);
    const urlencoded = await send(
      "/consent",
      "POST",
      { "Content-Type": "application/x-www-form-urlencoded" },
      "choice=denied&redirectTo=%2Fabout-us",
    );
    expect([urlencoded.status, urlencoded.headers.location]).toEqual([303, "/about-us"]);
    const multipart = await send(
      "/consent",
      "POST",
      { "Content-Type": "multipart/form-data; boundary=edge" },
      '--edge\r\nContent-Disposition: form-data; name="choice"\r\n\r\ngranted\r\n--edge--\r\n',
    );
    expect([multipart.status, multipart.body]).toEqual([200, '{"consent":"granted"}']);
    // Nothing at all, not even a type: an empty form.
    const bareLogout = await send("/logout", "POST");
    expect([bareLogout.status, bareLogout.headers.location]).toEqual([303, "/"]);
  });
});

describe("posts that are not forms", () => {
  it.each([
    ["text/plain", "hello"],
    ["application/json", '{"email":"guest@example.com"}'],
  ])("POST /login as %s is a 415 with the error page, before the action", async (type, body) => {
    expectErrorPage(await send("/login", "POST", { "Content-Type": type }, body), 415);
    expect(api.calls).toEqual([]);
  });

  it("a POST with a body but no Content-Type is a 415 too", async () => {
    expectErrorPage(await send("/login", "POST", {}, `${SIGN_IN}`), 415);
  });

  it("the data request of the same post (/login.data) is refused with the same 415", async () => {
    expect((await send("/login.data", "POST", { "Content-Type": "text/plain" }, "hello")).status).toBe(415);
    expect(api.calls).toEqual([]);
  });

  it("a multipart post without a boundary, or with a body cut short, is a 400 with the error page", async () => {
    expectErrorPage(await send("/login", "POST", { "Content-Type": "multipart/form-data" }, "a"), 400);
    const cut = '--edge\r\nContent-Disposition: form-data; name="intent"\r\n\r\nlogin';
    expectErrorPage(await send("/login", "POST", { "Content-Type": "multipart/form-data; boundary=edge" }, cut), 400);
    expect(api.calls).toEqual([]);
  });
});

// Last in the file: it reads the log of every request above.
describe("the log", () => {
  it("has nothing above the error page's own line for any of these (no 5xx line, no stack trace)", async () => {
    // A request's line is written once its answer is on the socket, a moment after it arrived.
    const json = await vi.waitFor(() => {
      const written = site
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(written.filter((line) => line.msg.startsWith("request ")).length).toBe(sent);
      return written;
    });
    expect(json.filter((line) => line.level >= 50)).toEqual([]);
    const other = site
      .output()
      .split("\n")
      .filter((line) => line !== "" && !line.startsWith("{"));
    const errorPageLine = /^\[error-page\] [^\n]+ \(status (400|405|415|501), route [\w/-]+, path \/\S*\)$/;
    expect(other.filter((line) => !errorPageLine.test(line))).toEqual([]);
  });
});
