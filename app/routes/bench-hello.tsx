import { data } from "react-router";
import type { Route } from "./+types/bench-hello";
import type { PageHandle } from "~/layouts/layouts";
import { routeHeaders } from "~/lib/cache-policy";

export const handle: PageHandle = { bare: true };

export const headers = routeHeaders("public-page", "page");

/**
 * What a bare React Router app serves: one small server-rendered page, no upstream call. `npm run
 * bench` measures our pages against it on the same server; elsewhere it does not exist.
 */
export function loader() {
  if (process.env.BENCH_ROUTES !== "1") throw data("Page not found", { status: 404 });
  return { greeting: "Hello" };
}

export const meta: Route.MetaFunction = () => [{ title: "Hello" }, { name: "robots", content: "noindex" }];

export default function BenchHello({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{loaderData.greeting}</h1>
    </main>
  );
}
