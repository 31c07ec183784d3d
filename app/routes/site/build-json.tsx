import { cacheHeaders } from "~/lib/cache-policy";

/** The running build's id, polled by the browser's new-build check (SPEC 9). */
export function loader() {
  return Response.json({ build: __BUILD_ID__ }, { headers: cacheHeaders("never-store") });
}
