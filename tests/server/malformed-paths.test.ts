import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RecordingApi, type SiteProcess, rawRequest, startRecordingApi, startSiteProcess } from "./site-process";

/**
 * Addresses nobody's link makes, sent byte for byte to `node server/start.js` (a client library
 * would read "//host" as a URL or refuse a broken escape): each gets a 4xx, never a 5xx, and a
 * redirect only to a path of this site, never to another host.
 */

let api: RecordingApi;
let site: SiteProcess;
beforeAll(async () => {
  api = await startRecordingApi();
  site = await startSiteProcess(api.url);
});
afterAll(async () => {
  await site.stop();
  await api.close();
});

const ERROR_PAGE_TEXT = "Looks like this page is on vacation.";

describe("malformed input gets a 4xx, never a 5xx", () => {
  it("a broken percent escape is a 400", async () => {
    const answer = await rawRequest(`${site.url}/%E0%A4%A`);
    expect(answer.status).toBe(400);
  });

  it.each([
    ["an escaped backslash", "/%5C"],
    ["a path that starts like another host", "//evil.example"],
    ["a path of 6000 characters", `/${"a".repeat(6000)}`],
    ["a property id that is not a number", "/properties/not-a-number"],
    ["a category id that is not a number", "/categories/abc/slug"],
  ])("%s is the site's 404 page", async (_name, path) => {
    const answer = await rawRequest(`${site.url}${path}`);
    expect([answer.status, answer.headers.location, answer.headers["cache-control"]]).toEqual([
      404,
      undefined,
      "no-store",
    ]);
    expect(answer.body).toContain(ERROR_PAGE_TEXT);
  });

  it("a path that starts like another host, with an underscore: the hyphen rule's 301 stays on this site", async () => {
    const answer = await rawRequest(`${site.url}//evil.example/a_b`);
    expect([answer.status, answer.headers.location]).toEqual([301, "/evil.example/a-b"]);
  });
});
