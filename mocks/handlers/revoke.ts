import { HttpResponse, http } from "msw";
import type { Store } from "../store";
import { unauthorized } from "./respond";

/**
 * Designed POST /logout (docs/api.md): revokes the bearer token. It answers 204 and forgets the
 * token, so from then on every call that needs one answers 401 to it, as for any unknown token.
 */
export function revokeHandlers(base: string, store: Store) {
  return [
    http.post(`${base}/logout`, ({ request }) => {
      const token = /^Bearer (.+)$/.exec(request.headers.get("Authorization") ?? "")?.[1];
      if (!token || !store.tokens.delete(token)) return unauthorized();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
