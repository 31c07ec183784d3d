import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/session/root-data";

/** Root data every page can read: site config, public env, device, the signed-in user. */
export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}
