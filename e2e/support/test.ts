import { type BrowserContext, type BrowserContextOptions, type Page, test as base, expect } from "@playwright/test";
import { hydrated } from "./hydration";
import { type Role, storageStateOf } from "./roles";

export interface SiteOptions {
  /**
   * The demo account the browser starts signed in as (e2e/support/roles.ts), or none. Made once
   * per run by e2e/roles.setup.ts: a test that signs out or changes the account signs in itself.
   */
  signedInAs: Role | null;
  /**
   * Whether the browser can draw maps (WebGL). Off, the maps say they could not load and the
   * list stands alone, as on a browser without WebGL: MapLibre drawn in software holds a page's
   * main thread and a core for seconds, so only the specs about maps turn them on.
   */
  maps: boolean;
}

/** A browser without WebGL: every canvas refuses a WebGL context, so MapLibre reports that it cannot draw. */
function withoutWebGL() {
  const prototype = HTMLCanvasElement.prototype as unknown as {
    getContext: (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) => RenderingContext | null;
  };
  const getContext = prototype.getContext;
  prototype.getContext = function (kind, ...rest) {
    return /webgl/i.test(kind) ? null : getContext.call(this, kind, ...rest);
  };
}

/**
 * With JavaScript on, `page.goto` to one of the site's pages returns once the app has hydrated,
 * not only at the load event. The page's scripts start after its first paint (docs/decisions/024),
 * and that paint can come after `load`: a test acting at once would otherwise meet the page as it
 * works without JavaScript, some runs and not others. `waitUntil: "commit"` keeps Playwright's own
 * meaning (the test wants the page before it loads), and a page of another origin, what is not
 * HTML and an error page (a bot's has no app shell to hydrate) are returned as they come.
 */
function gotoWaitsForHydration(page: Page, baseURL: string | undefined) {
  const goto = page.goto.bind(page);
  page.goto = async (...[url, options]: Parameters<Page["goto"]>) => {
    const response = await goto(url, options);
    const sitePage =
      response !== null &&
      response.ok() &&
      baseURL !== undefined &&
      new URL(response.url()).origin === new URL(baseURL).origin &&
      (response.headers()["content-type"] ?? "").startsWith("text/html");
    if (sitePage && options?.waitUntil !== "commit") await hydrated(page);
    return response;
  };
}

async function prepare(context: BrowserContext, maps: boolean) {
  if (!maps) await context.addInitScript(withoutWebGL);
}

export interface SiteFixtures {
  /**
   * Another browser in the same test (a guest beside the owner, JavaScript off beside on), set up
   * as the test's own: signed out and without maps unless `signedInAs` and `maps` say otherwise,
   * the test's other options unless given, and `goto` waiting for hydration. Closed after the test.
   */
  openPage: (
    options?: BrowserContextOptions & { signedInAs?: Role; maps?: boolean },
  ) => Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Playwright's `test` with the site's options: `signedInAs`, `maps`, pages whose `goto` waits for
 * hydration with JavaScript on, and `openPage` for a second browser that behaves the same.
 */
export const test = base.extend<SiteOptions & SiteFixtures>({
  signedInAs: [null, { option: true }],
  maps: [false, { option: true }],
  storageState: async ({ signedInAs, storageState }, use) => {
    await use(signedInAs ? storageStateOf(signedInAs) : storageState);
  },
  context: async ({ context, maps }, use) => {
    await prepare(context, maps);
    await use(context);
  },
  page: async ({ page, javaScriptEnabled, baseURL }, use) => {
    if (javaScriptEnabled !== false) gotoWaitsForHydration(page, baseURL);
    await use(page);
  },
  openPage: async ({ browser, baseURL, javaScriptEnabled }, use) => {
    const opened: BrowserContext[] = [];
    await use(async ({ signedInAs, maps = false, ...options } = {}) => {
      // Options not given are the test's (Playwright fills them in), but for the session.
      const context = await browser.newContext({
        ...options,
        storageState: signedInAs ? storageStateOf(signedInAs) : undefined,
      });
      opened.push(context);
      await prepare(context, maps);
      const page = await context.newPage();
      if ((options.javaScriptEnabled ?? javaScriptEnabled) !== false)
        gotoWaitsForHydration(page, options.baseURL ?? baseURL);
      return { context, page };
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

export { expect };
