import { HttpResponse, http } from "msw";
import { createHmac } from "node:crypto";
import {
  DEMO_FACEBOOK_APP_SECRET,
  type DemoFacebookGrant,
  demoGoogleJwks,
  demoSocialId,
  issueDemoFacebookToken,
  readDemoFacebookToken,
  signDemoGoogleIdToken,
} from "../identity-keys";
import { readForm } from "./respond";

/** Where the demo plays Google and Facebook, under its own base URL (docs/api.md). */
export const IDENTITY_PREFIX = "/demo-identity";

/** How long a demo Facebook access token lives, as a short-lived one from the SDK does. */
const FACEBOOK_TOKEN_SECONDS = 2 * 3600;

/** A Graph API error, as Facebook answers one. */
function graphError(status: number, code: number, message: string) {
  return HttpResponse.json({ error: { message, type: "OAuthException", code } }, { status });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A grant that is the demo's own and not expired, else null. */
function liveGrant(token: string | null): DemoFacebookGrant | null {
  const grant = token ? readDemoFacebookToken(token) : null;
  return grant && grant.expires_at > nowSeconds() ? grant : null;
}

/**
 * The demo API's identity providers: Google's key set and Facebook's token inspection and profile
 * calls, the way the site asks the real ones (GOOGLE_JWKS_URL, FACEBOOK_GRAPH_URL), plus the two
 * calls that stand for the providers' sign-in screens and hand out credentials the demo signed.
 */
export function identityProviderHandlers(base: string) {
  const root = `${base}${IDENTITY_PREFIX}`;
  return [
    http.get(`${root}/google/certs`, () =>
      HttpResponse.json(demoGoogleJwks(), { headers: { "Cache-Control": "public, max-age=3600" } }),
    ),

    // Stands for Google's sign-in prompt: an ID token for this client and person.
    http.post(`${root}/google/token`, async ({ request }) => {
      const form = await readForm(request);
      const clientId = form.get("client_id")?.trim();
      const email = form.get("email")?.trim() ?? "";
      if (!clientId) return HttpResponse.json({ message: "client_id is required." }, { status: 422 });
      const idToken = await signDemoGoogleIdToken({
        aud: clientId,
        sub: form.get("sub")?.trim() || demoSocialId(email || clientId),
        ...(email ? { email, email_verified: form.get("email_verified") !== "false" } : {}),
        given_name: form.get("given_name")?.trim() || undefined,
        family_name: form.get("family_name")?.trim() || undefined,
      });
      return HttpResponse.json({ id_token: idToken });
    }),

    // Stands for Facebook's login dialog: the SDK's authResponse for this app and person.
    http.post(`${root}/facebook/token`, async ({ request }) => {
      const form = await readForm(request);
      const appId = form.get("app_id")?.trim();
      const email = form.get("email")?.trim() || undefined;
      if (!appId) return HttpResponse.json({ message: "app_id is required." }, { status: 422 });
      const userId = form.get("user_id")?.trim() || demoSocialId(email ?? appId);
      const accessToken = issueDemoFacebookToken({
        app_id: appId,
        user_id: userId,
        email,
        first_name: form.get("first_name")?.trim() || undefined,
        last_name: form.get("last_name")?.trim() || undefined,
        expires_at: nowSeconds() + FACEBOOK_TOKEN_SECONDS,
      });
      return HttpResponse.json({ access_token: accessToken, user_id: userId, expires_in: FACEBOOK_TOKEN_SECONDS });
    }),

    // Graph API GET /{version}/debug_token?input_token=…&access_token={app_id}|{app_secret}
    http.get(`${root}/facebook/:version/debug_token`, ({ request }) => {
      const url = new URL(request.url);
      const [appId, secret] = (url.searchParams.get("access_token") ?? "").split("|");
      if (!appId || secret !== DEMO_FACEBOOK_APP_SECRET)
        return graphError(400, 190, "Invalid OAuth access token signature.");
      const inputToken = url.searchParams.get("input_token");
      if (!inputToken) return graphError(400, 100, "The parameter input_token is required");
      const grant = readDemoFacebookToken(inputToken);
      if (!grant)
        return HttpResponse.json({
          data: { error: { code: 190, message: "Invalid OAuth access token." }, is_valid: false, scopes: [] },
        });
      return HttpResponse.json({
        data: {
          app_id: grant.app_id,
          type: "USER",
          application: "Demo",
          data_access_expires_at: grant.expires_at + 90 * 86400,
          expires_at: grant.expires_at,
          is_valid: grant.expires_at > nowSeconds(),
          issued_at: grant.expires_at - FACEBOOK_TOKEN_SECONDS,
          scopes: grant.email ? ["email", "public_profile"] : ["public_profile"],
          user_id: grant.user_id,
        },
      });
    }),

    // Graph API GET /{version}/me?fields=…&access_token=…&appsecret_proof=… (the app requires the proof).
    http.get(`${root}/facebook/:version/me`, ({ request }) => {
      const url = new URL(request.url);
      const token = url.searchParams.get("access_token");
      const grant = liveGrant(token);
      if (!grant || !token) return graphError(400, 190, "Invalid OAuth access token.");
      const proof = createHmac("sha256", DEMO_FACEBOOK_APP_SECRET).update(token).digest("hex");
      if (url.searchParams.get("appsecret_proof") !== proof)
        return graphError(400, 100, "API calls from the server require an appsecret_proof argument");
      const profile: Record<string, string | undefined> = {
        id: grant.user_id,
        email: grant.email,
        first_name: grant.first_name,
        last_name: grant.last_name,
        name: [grant.first_name, grant.last_name].filter(Boolean).join(" ") || undefined,
      };
      const fields = (url.searchParams.get("fields") ?? "id,name").split(",").map((field) => field.trim());
      return HttpResponse.json(
        Object.fromEntries(
          fields.filter((field) => profile[field] !== undefined).map((field) => [field, profile[field]]),
        ),
      );
    }),
  ];
}
