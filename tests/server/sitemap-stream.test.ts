import { type Server, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoApi } from "../../mocks/server";
import { type SiteProcess, forwardTo, startSiteProcess } from "./site-process";

/**
 * A child sitemap through the production server (Express, compression, React Router): whole when
 * the upstream answers, cut off, not ended as if whole, when an upstream page fails midway.
 */

/** The demo API, except that the third page of the property list answers 503. */
async function startApiFailingPage3(): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const demo = await startDemoApi({ port: 0 });
  const forward = forwardTo(demo.url);
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", "http://api");
    if (url.pathname === "/properties" && url.searchParams.get("page") === "3") {
      outgoing.writeHead(503, { "Content-Type": "application/json" });
      outgoing.end(JSON.stringify({ message: "Down" }));
      return;
    }
    forward(incoming, outgoing);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await demo.close();
    },
  };
}

interface Received {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The whole body arrived (the last chunk of a chunked answer, not a dropped connection). */
  complete: boolean;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Received> {
  return new Promise((done, fail) => {
    httpRequest(url, { headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("close", () => done({ status: res.statusCode ?? 0, headers: res.headers, body, complete: res.complete }));
    })
      .on("error", fail)
      .end();
  });
}

describe("a child sitemap through the production server", () => {
  let api: Awaited<ReturnType<typeof startApiFailingPage3>>;
  let site: SiteProcess;
  beforeAll(async () => {
    api = await startApiFailingPage3();
    site = await startSiteProcess(api.url);
  });
  afterAll(async () => {
    await site.stop();
    await api.close();
  });

  it("arrives whole when every page of its upstream answers", async () => {
    const answer = await get(`${site.url}/sitemaps/blog-1.xml`, { "Accept-Encoding": "identity" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(answer.complete).toBe(true);
    expect(answer.body.endsWith("</urlset>\n")).toBe(true);
  });

  it("a page failing midway cuts the answer off, so no cache keeps it as a whole sitemap", async () => {
    for (const encoding of ["identity", "gzip"]) {
      const answer = await get(`${site.url}/sitemaps/properties-1.xml`, { "Accept-Encoding": encoding });
      expect(answer.status, encoding).toBe(200);
      expect(answer.complete, encoding).toBe(false);
    }
    expect(site.output()).toContain("[api] GET /properties failed (503): Down");
  });
});
