import { type ReactNode, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { getSignedInUser } from "~/api/user.server";
import { usePageViews } from "~/client/page-view";
import { reportPageError } from "~/client/monitoring";
import { isChunkLoadError } from "~/client/reload-guard";
import { reloadThisPath, useBrowserIntegrations } from "~/client/use-browser-integrations";
import { migrateSavedSessions } from "~/client/saved-sessions";
import { LoginGate } from "~/components/auth/login-gate";
import { CookieBanner } from "~/components/cookie-banner";
import { DeviceProvider, useDevice } from "~/components/device";
import { ErrorPage } from "~/components/error-page";
import { IntentPrefetch } from "~/components/intent-prefetch";
import { LoadingOverlay } from "~/components/loading-overlay";
import { PendingSkeleton } from "~/components/pending-skeleton";
import { ConfirmationModal } from "~/components/modals/confirmation-modal";
import { DownloadAppModal } from "~/components/modals/download-app-modal";
import { ListYourPropertyModal } from "~/components/modals/list-your-property-modal";
import { LoginModal } from "~/components/modals/login-modal";
import { WishlistModal } from "~/components/modals/wishlist-modal";
import { useNonce } from "~/components/nonce";
import { SessionEvents } from "~/components/session-events";
import { Stylesheet } from "~/components/stylesheet";
import { rememberProfile, showsSignedIn, withKnownProfile } from "~/components/known-profile";
import { PictureSettingsContext } from "~/components/picture";
import { useRootData } from "~/components/session-user";
import { Toasts, ToastsWithoutScripts } from "~/components/toasts";
import { UiStateProvider } from "~/components/ui-state";
import { getEnv, getPublicEnv } from "~/env.server";
import { ERROR_LAYOUTS, LAYOUTS, type PageHandle, pickLayout } from "~/layouts/layouts";
import { rootHeaders } from "~/lib/cache-policy";
import { isAmpPath } from "~/lib/amp-path";
import { isDataRequest } from "~/lib/data-request";
import { ampUrl, canonicalUrl } from "~/lib/canonical";
import { today } from "~/lib/clock";
import { readConsent } from "~/lib/consent";
import { rootMeta } from "~/lib/meta";
import { API_PICTURES } from "~/lib/picture-sources";
import { requestPictureSettings } from "~/lib/picture-settings.server";
import { deviceClassOf, layoutDevice } from "~/lib/device-class";
import { errorMessage, errorStatus, notFoundSuggestions } from "~/lib/http-errors";
import { noticeToast, profileUnavailableToast } from "~/lib/notices";
import { createSiteConfig } from "~/lib/site-config";
import { bodyLimitMiddleware } from "~/middleware/body-limit.server";
import { cachePolicyMiddleware } from "~/middleware/cache-policy.server";
import { formBodyMiddleware } from "~/middleware/form-body.server";
import { methodRefusalMiddleware } from "~/middleware/method-refusal.server";
import { navigationRulesMiddleware } from "~/middleware/navigation-rules.server";
import { securityMiddleware } from "~/middleware/security.server";
import { sessionMiddleware } from "~/middleware/session.server";
import { apiContext, requestOriginContext, sessionContext } from "~/request-context";
import { readRole } from "~/session/role-cookie.server";
import type { RootData } from "~/session/root-data";
import { followSessionEnd } from "~/session/session-end.server";
import { roleState } from "~/session/roles";

export const middleware: Route.MiddlewareFunction[] = [
  cachePolicyMiddleware,
  securityMiddleware,
  bodyLimitMiddleware,
  methodRefusalMiddleware,
  formBodyMiddleware,
  navigationRulesMiddleware,
  sessionMiddleware,
];

/**
 * SPEC 4: with a token, the profile is fetched; success means signed in. A failure at start-up
 * (a page loaded as a document) logs out, as the SPEC says. Later, when the root's data comes
 * again in the browser (a navigation, a form post), only the API's own no (401, 409) logs out: an outage
 * keeps the session, and the browser keeps showing the profile it has (clientLoader below).
 */
async function loadUser(request: Request, context: Route.LoaderArgs["context"]) {
  const session = context.get(sessionContext);
  // An action of this request may have ended the session already (a 409, a logout).
  if (!session.token || session.ended) return { user: null, profileUnavailable: false };
  const result = await getSignedInUser(context.get(apiContext));
  if (result.success) return { user: result.data, profileUnavailable: false };
  if (isDataRequest(new URL(request.url)) && !session.ended && !SESSION_REFUSED.includes(result.status)) {
    return { user: null, profileUnavailable: true };
  }
  session.ended = true;
  return { user: null, profileUnavailable: false };
}

/** The API's answers that mean the token is no good: unauthorised, or replaced by a newer sign-in (SPEC 8). */
const SESSION_REFUSED = [401, 409];

/** Every answer's caching, by the one policy (app/lib/cache-policy.ts); pages name their class. */
export const headers = rootHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv();
  // The one thing about the browser the HTML depends on, and what a shared cache keys it by.
  const { deviceClass } = deviceClassOf(request, context.get(requestOriginContext));
  const { user, profileUnavailable } = await loadUser(request, context);
  const data: RootData = {
    roles: user ? roleState(user, readRole(request)) : null,
    site: createSiteConfig(env.SITE_URL, env.SITE_NAME),
    env: getPublicEnv(env),
    pictures: requestPictureSettings(context),
    device: layoutDevice(deviceClass),
    isBot: deviceClass === "bot",
    consent: readConsent(request.headers.get("Cookie")),
    today: today(),
    user,
    profileUnavailable,
    notice: null,
  };
  // A 409 from any call of this request, the page's own loaders included, signs this very answer out.
  followSessionEnd(context.get(sessionContext), (notice) => {
    if (notice === "conflict") {
      data.user = null;
      data.roles = null;
    }
    data.notice = noticeToast(notice, crypto.randomUUID());
  });
  if (profileUnavailable && !data.notice) data.notice = profileUnavailableToast(crypto.randomUUID());
  return data;
}

/**
 * When the browser asks for the root's data again. Always after a form post (sign-in, sign-out,
 * profile, role, consent; any post may meet a 409), on `revalidate()`, a link to the page already
 * shown, and after a redirect that set a cookie. For a signed-in visitor also on every navigation:
 * the profile call is what shows, on the very next page, a session the API ended elsewhere
 * (SPEC 8), even on a page that makes no call of its own. An anonymous visitor's plain
 * navigations, and query changes (a search's filters), leave the root's data as it is: for them
 * the root loader would make no call and return the same data. A navigation whose own loaders
 * end a session is loaded as a document instead (middleware/session.server.ts).
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return true;
  if (showsSignedIn()) return true;
  return defaultShouldRevalidate && currentUrl.search === nextUrl.search;
}

/** When the API could not say who the visitor is (an outage) after start-up, the profile already shown stays. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withKnownProfile(await serverLoader());
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => rootMeta(loaderData?.site, Boolean(error));

/** Canonical, language alternates and the /amp twin (SPEC 2), derived from the URL alone. */
function HeadLinks() {
  const root = useRootData();
  const location = useLocation();
  if (!root) return null;
  const canonical = canonicalUrl(root.site.url, location.pathname, location.search);
  return (
    <>
      {root.pictures.origin ? <link rel="preconnect" href={root.pictures.origin} /> : null}
      <link rel="canonical" href={canonical} />
      <link rel="alternate" hrefLang="en" href={canonical} />
      <link rel="alternate" hrefLang="x-default" href={canonical} />
      {isAmpPath(location.pathname) ? null : (
        <link rel="amphtml" href={ampUrl(root.site.url, location.pathname, location.search)} />
      )}
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/*
          The one stylesheet, in the page itself (React puts a style with a precedence before
          every link): the first paint waits for the HTML alone. Imported as a URL, so <Links />
          does not render it a second time.
        */}
        <Stylesheet href={appStylesheet} />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <HeadLinks />
        <Links />
        <ToastsWithoutScripts />
      </head>
      <body className="bg-white font-sans antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The shell of SPEC 2: overlay, the page in its layout, the modals, the banner. */
function Shell({ children, layout }: { children: ReactNode; layout?: PageHandle["layout"] }) {
  const root = useRootData();
  const device = useDevice();
  const isBot = root?.isBot ?? false;
  const Chosen = LAYOUTS[pickLayout(layout, device, isBot)];
  usePageViews();
  useBrowserIntegrations({
    gtmId: root?.env.GTM_ID,
    consent: root?.consent ?? null,
    monitoring: root?.env.MONITORING ?? null,
  });
  useEffect(() => {
    migrateSavedSessions(window.localStorage);
  }, []);
  if (isBot) return <Chosen>{children}</Chosen>;
  return (
    <>
      <LoadingOverlay />
      <PendingSkeleton />
      <Toasts />
      <Chosen>{children}</Chosen>
      <ListYourPropertyModal />
      <DownloadAppModal />
      <ConfirmationModal />
      {root?.user ? <WishlistModal /> : <LoginModal />}
      <SessionEvents />
      <IntentPrefetch />
      {root?.consent ? null : <CookieBanner />}
    </>
  );
}

function Providers({ children }: { children: ReactNode }) {
  const root = useRootData();
  return (
    <UiStateProvider initialToasts={root?.notice ? [root.notice] : []}>
      <LoginGate>
        <DeviceProvider initial={root?.device ?? "desktop"}>
          <PictureSettingsContext value={root?.pictures ?? API_PICTURES}>{children}</PictureSettingsContext>
        </DeviceProvider>
      </LoginGate>
    </UiStateProvider>
  );
}

export default function App() {
  const matches = useMatches();
  const root = useRootData();
  useEffect(() => {
    if (root) rememberProfile(root);
  }, [root]);
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  if (handle?.bare) return <Outlet />;
  return (
    <Providers>
      <Shell layout={handle?.layout}>
        <Outlet />
      </Shell>
    </Providers>
  );
}

function logPageError(error: unknown, path: string, routeId: string) {
  console.error(`[error-page] ${errorMessage(error)} (status ${errorStatus(error)}, route ${routeId}, path ${path})`);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  const location = useLocation();
  const matches = useMatches();
  const routeId = matches.at(-1)?.id ?? "root";
  const path = `${location.pathname}${location.search}`;
  if (typeof document === "undefined") logPageError(error, path, routeId);
  useEffect(() => {
    logPageError(error, path, routeId);
    reportPageError(errorMessage(error), { http_status: errorStatus(error), route: routeId, path });
    // A page whose code failed to download after a deploy gets one fresh load (SPEC 8).
    if (isChunkLoadError(error)) reloadThisPath();
  }, [error, path, routeId]);

  if (root?.isBot) return <LAYOUTS.bot>{null}</LAYOUTS.bot>;
  return (
    <Providers>
      <Shell layout={ERROR_LAYOUTS}>
        <ErrorPage places={notFoundSuggestions(error)} />
      </Shell>
    </Providers>
  );
}
