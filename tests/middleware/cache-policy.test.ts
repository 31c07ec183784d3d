import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cachePolicyMiddleware } from "~/middleware/cache-policy.server";
import { requestOriginContext } from "~/request-context";

const PAGE = "public, max-age=0, s-maxage=600, stale-while-revalidate=86400";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0";

function args(path: string, init: RequestInit = {}, viaTrustedProxy = false) {
  const request = new Request(`http://localhost:3000${path}`, init);
  const context = new RouterContextProvider();
  if (viaTrustedProxy) context.set(requestOriginContext, { clientIp: "203.0.113.9", requestId: "r", viaTrustedProxy });
  return { request, url: new URL(request.url), context, params: {} } as never as Parameters<
    typeof cachePolicyMiddleware
  >[0];
}

const html = (init: ResponseInit = {}) =>
  new Response("<!DOCTYPE html>", {
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers },
  });

async function settled(call: ReturnType<typeof args>, answer: () => Response) {
  const response = (await cachePolicyMiddleware(call, async () => answer())) as Response;
  return [response.headers.get("Cache-Control"), response.headers.get("Vary")];
}

describe("cache policy middleware: what a shared cache may keep", () => {
  it("an anonymous GET of a public page keeps its class and names its cache key: device class by User-Agent, and Cookie", async () => {
    expect(await settled(args("/about-us"), () => html({ headers: { "Cache-Control": PAGE } }))).toEqual([
      PAGE,
      "User-Agent, Cookie",
    ]);
  });

  it("the page's data for a client-side navigation varies like its HTML", async () => {
    const data = () => new Response("[]", { headers: { "Content-Type": "text/x-script", "Cache-Control": PAGE } });
    expect(await settled(args("/about-us.data"), data)).toEqual([PAGE, "User-Agent, Cookie"]);
  });

  it("a public file (robots.txt, sitemap.xml) does not depend on the device: Vary names Cookie only", async () => {
    const robots = () =>
      new Response("User-agent: *", {
        headers: { "Content-Type": "text/plain", "Cache-Control": "public, max-age=3600" },
      });
    expect(await settled(args("/robots.txt"), robots)).toEqual(["public, max-age=3600", "Cookie"]);
  });

  it("keeps Vary names the route set, once each", async () => {
    const answer = () => html({ headers: { "Cache-Control": PAGE, Vary: "Accept-Encoding, cookie" } });
    expect(await settled(args("/blog"), answer)).toEqual([PAGE, "Accept-Encoding, cookie, User-Agent"]);
  });

  it("with the auth cookie, every answer is personal, whatever the route said", async () => {
    const signedIn = { headers: { Cookie: "cookie_consent=granted; auth_token=abc" } };
    expect(await settled(args("/about-us", signedIn), () => html({ headers: { "Cache-Control": PAGE } }))).toEqual([
      "private, no-store",
      null,
    ]);
    expect(await settled(args("/build.json", signedIn), () => Response.json({}))).toEqual(["private, no-store", null]);
  });

  it("an answer that sets a cookie is personal", async () => {
    const answer = () => html({ headers: { "Cache-Control": PAGE, "Set-Cookie": "checkout_secret=x; Path=/" } });
    expect(await settled(args("/properties/1/x/checkout"), answer)).toEqual(["private, no-store", null]);
  });

  it("the answer to a form post is personal unless it is already never stored", async () => {
    const post = { method: "POST", body: new URLSearchParams({ a: "b" }) };
    expect(await settled(args("/contact-us", post), () => html({ headers: { "Cache-Control": PAGE } }))).toEqual([
      "private, no-store",
      null,
    ]);
    expect(await settled(args("/contact-us", post), () => html())).toEqual(["private, no-store", null]);
    expect(
      await settled(
        args("/consent", post),
        () => new Response("Cross-site", { headers: { "Cache-Control": "no-store" } }),
      ),
    ).toEqual(["no-store", null]);
  });

  it("nothing classed (a redirect, the router's own refusal) and public answers that are not a 200 are never stored", async () => {
    expect(
      await settled(args("/properties/1"), () => new Response(null, { status: 301, headers: { Location: "/" } })),
    ).toEqual(["no-store", null]);
    expect(await settled(args("/blog"), () => html({ status: 503, headers: { "Cache-Control": PAGE } }))).toEqual([
      "no-store",
      null,
    ]);
    expect(await settled(args("/nowhere"), () => html({ status: 404, headers: { "Cache-Control": PAGE } }))).toEqual([
      "no-store",
      null,
    ]);
    // A class the route chose for its redirect stays (the sign-in redirect of a personal page).
    const personal = () =>
      new Response(null, { status: 302, headers: { Location: "/login", "Cache-Control": "private, no-store" } });
    expect(await settled(args("/wishlists"), personal)).toEqual(["private, no-store", null]);
  });

  it("HEAD is read like GET", async () => {
    expect(
      await settled(args("/about-us", { method: "HEAD" }), () => html({ headers: { "Cache-Control": PAGE } })),
    ).toEqual([PAGE, "User-Agent, Cookie"]);
  });
});

describe("cache policy middleware: the device class header", () => {
  const page = () => html({ headers: { "Cache-Control": PAGE } });

  it("from a trusted proxy with a valid class, public pages vary by X-Device-Class instead of User-Agent", async () => {
    const call = args("/about-us", { headers: { "User-Agent": DESKTOP, "X-Device-Class": "phone" } }, true);
    expect(await settled(call, page)).toEqual([PAGE, "X-Device-Class, Cookie"]);
  });

  it("from anyone else, or with a class we do not know, the User-Agent stays the key", async () => {
    expect(await settled(args("/about-us", { headers: { "X-Device-Class": "phone" } }), page)).toEqual([
      PAGE,
      "User-Agent, Cookie",
    ]);
    expect(await settled(args("/about-us", { headers: { "X-Device-Class": "fridge" } }, true), page)).toEqual([
      PAGE,
      "User-Agent, Cookie",
    ]);
    expect(await settled(args("/about-us", {}, true), page)).toEqual([PAGE, "User-Agent, Cookie"]);
  });
});
