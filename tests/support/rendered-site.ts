import { afterEach, beforeAll, expect } from "vitest";
import type { Store } from "../../mocks/store";
import { siteHandler } from "../resilience/site-handler";
import { type ConsoleCapture, captureConsole } from "./console-capture";
import { demoApiServer } from "./demo-api";

/** The production build's request handler: `request(path, init?, { clientIp }?)` (site-handler.ts). */
export type SiteRequest = Awaited<ReturnType<typeof siteHandler>>;

/**
 * The site as a visitor meets it, for the calling test file: the production build loaded in
 * process once before its first test (siteHandler, tests/resilience/site-handler.ts), its upstream
 * the demo API (demoApiServer, demo-api.ts: `server` and `requests` are its), and the console
 * captured (captureConsole, console-capture.ts). A test that expects the site to log takes its
 * lines with `logs.take()` and asserts them; after each test no line may be left, so a line
 * nobody expected fails the test that logged it instead of passing unseen. Pass a `store` to read
 * or seed the demo's state.
 */
export function renderedSite({ store }: { store?: Store } = {}): {
  request: SiteRequest;
  server: ReturnType<typeof demoApiServer>["server"];
  requests: URL[];
  logs: ConsoleCapture;
} {
  const { server, requests } = demoApiServer({ store });
  const logs = captureConsole();
  let handle: SiteRequest | undefined;
  beforeAll(async () => {
    handle = await siteHandler();
  });
  afterEach(() => expect(logs.take()).toEqual([]));
  const request: SiteRequest = (...args) => {
    if (!handle)
      throw new Error("renderedSite: the build is loaded in beforeAll; request() from a test or a later hook");
    return handle(...args);
  };
  return { request, server, requests, logs };
}
