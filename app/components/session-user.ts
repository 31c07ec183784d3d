import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** Root data every page can read: site config, public env, device, the signed-in user. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}
