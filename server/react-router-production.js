// React Router 7.18's package exports name only its development build (dist/development), for Node
// and for bundlers alike (remix-run/react-router#14102, open): a production server runs the build
// with ENABLE_DEV_WARNINGS on and the development checks, about a sixth of a page's server time.
// These module hooks make every import of it in this process resolve to dist/production, the same
// files built for production, so the server, the adapters and the app share that one copy.
// Registered by server/start.js only: `npm run dev` and the tests keep the development build.
import { register } from "node:module";

const DEVELOPMENT = "/node_modules/react-router/dist/development/";
const PRODUCTION = "/node_modules/react-router/dist/production/";

/** The resolve hook: a development file of react-router becomes its production twin. */
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (!resolved.url.includes(DEVELOPMENT)) return resolved;
  return { ...resolved, url: resolved.url.replace(DEVELOPMENT, PRODUCTION) };
}

/** Installs the hooks in this process (module.register runs them off the main thread). */
export function useReactRouterProductionBuild() {
  register(import.meta.url);
}
