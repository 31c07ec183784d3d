import { z } from "zod";
import { type ApiClient, callApi } from "~/api/client.server";

/**
 * Designed POST /logout: the API revokes the bearer token (204, no body), so a copy of it
 * (another tab, a stolen cookie) stops working at once. Never throws: a failure comes back as
 * `{ success: false }`, and callApi has logged it.
 */
export function revokeToken(api: ApiClient) {
  return callApi("POST /logout", z.null(), async () => {
    await api.http.post("logout");
    return null;
  });
}
