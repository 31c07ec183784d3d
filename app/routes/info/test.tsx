import { useMatches } from "react-router";
import type { Route } from "./+types/test";
import { useDevice } from "~/components/device";
import { useRootData } from "~/components/session-user";
import { EMPTY_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import { routeName } from "~/lib/route-name";
import { routeHeaders } from "~/lib/cache-policy";
import { PageLink } from "~/components/page-link";

export const handle: PageHandle = { layout: EMPTY_LAYOUTS };

export const headers = routeHeaders("public-page", "page");

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Test page", description: "A diagnostic page for the site.", noindex: true });

/** SPEC 2 test page: what the server and the browser think of this visit, no secrets. */
export default function TestPage() {
  const root = useRootData();
  const device = useDevice();
  const route = routeName(useMatches().at(-1)?.id ?? "test");
  const env = root?.env;
  const rows: [string, string][] = [
    ["Route", route],
    ["Device (server guess)", root?.device ?? "unknown"],
    ["Device (now)", device],
    ["Treated as a bot", root?.isBot ? "yes" : "no"],
    ["Site name", root?.site.name ?? ""],
    ["Environment", env?.APP_ENV ?? ""],
    ["Maps configured", env?.GOOGLE_MAPS_API_KEY ? "yes" : "no"],
    ["Tag manager configured", env?.GTM_ID ? "yes" : "no"],
    ["Monitoring configured", env?.MONITORING ? "yes" : "no"],
    ["Captcha configured", env?.RECAPTCHA_SITE_KEY ? "yes" : "no"],
    ["Google sign-in configured", env?.GOOGLE_CLIENT_ID ? "yes" : "no"],
    ["Signed in", root?.user ? "yes" : "no"],
  ];
  return (
    <section className="mx-auto max-w-xl px-6 py-12">
      <h1 className="text-2xl font-bold">Test page</h1>
      <p className="mt-2 text-sm text-muted">
        What the site knows about this visit. Keys are never shown, only whether they are set.
      </p>
      <dl className="mt-6 divide-y divide-line rounded-2xl border border-line">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-3 text-sm">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium" data-testid={`test-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <PageLink to="/" className="btn-secondary mt-6">
        Back to the home page
      </PageLink>
    </section>
  );
}
