import { createHmac } from "node:crypto";
import { type JWTVerifyGetKey, createRemoteJWKSet, errors, jwtVerify } from "jose";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { FACEBOOK_SDK_VERSION } from "~/client/facebook";
import { type Env, getEnv } from "~/env.server";
import { requestOriginContext } from "~/request-context";

/**
 * Checks a social sign-in credential with its provider before anything in it is believed: a Google
 * ID token against Google's published keys (signature, audience, issuer, expiry), a Facebook access
 * token with Facebook's token inspection (debug_token) and then the profile Facebook gives for it
 * (/me). What the browser says about the person is never used.
 */

export type SocialProvider = "facebook" | "google";

/** The person as the provider vouches for them. */
export interface VerifiedIdentity {
  provider: SocialProvider;
  socialId: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type VerificationFailure =
  /** The credential is forged, expired, for another app, or the provider does not know it. */
  | "refused"
  /** The provider vouches for the person but gives no (verified) email address. */
  | "no-email"
  /** The provider could not be asked (network, timeout, its own fault). */
  | "unavailable"
  /** This site has no client id (Google) or app secret (Facebook) to check with. */
  | "not-configured";

export type Verification =
  | { ok: true; identity: VerifiedIdentity }
  /** `detail` says why, for the log; it never holds the credential. */
  | { ok: false; failure: VerificationFailure; detail: string };

export interface SocialVerifierOptions {
  googleClientId?: string;
  googleJwksUrl: string;
  facebookAppId: string;
  facebookAppSecret?: string;
  facebookGraphUrl: string;
  /** The deadline of each call to a provider. */
  timeoutMs: number;
}

/** Google's issuer, in both spellings it uses. */
export const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];
/** Google signs ID tokens with RS256 only; no other algorithm (none, HS256 with the public key) is accepted. */
const GOOGLE_ALGORITHMS = ["RS256"];
/** Clock difference allowed between Google and us on exp, iat and nbf. */
const CLOCK_TOLERANCE_SECONDS = 30;
/** How long fetched keys are kept, and the least time between two fetches for an unknown key id. */
const JWKS_CACHE_MS = 10 * 60_000;
const JWKS_COOLDOWN_MS = 30_000;

const googleClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

const debugTokenSchema = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.union([z.string(), z.number()]).optional(),
    user_id: z.union([z.string(), z.number()]).optional(),
    /** Seconds since the epoch; 0 for a token that does not expire. */
    expires_at: z.number().optional(),
    error: z.object({ message: z.string().optional() }).optional(),
  }),
});

const facebookProfileSchema = z.object({
  id: z.union([z.string(), z.number()]),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The key set could not be fetched: the provider is unavailable, the token is not at fault. */
class KeySetUnavailable extends Error {
  override name = "KeySetUnavailable";
}

/** A provider call that did not give an answer we can judge the token by. */
class ProviderUnavailable extends Error {
  override name = "ProviderUnavailable";
}

/** A provider call that answered with a refusal (Graph API 4xx). */
class ProviderRefused extends Error {
  override name = "ProviderRefused";
}

const refused = (detail: string): Verification => ({ ok: false, failure: "refused", detail });
const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export function createSocialVerifier(options: SocialVerifierOptions) {
  let googleKeys: JWTVerifyGetKey | undefined;

  /** Google's keys, fetched on first use (never at start), cached, with a deadline on each fetch. */
  function keys(): JWTVerifyGetKey {
    if (googleKeys) return googleKeys;
    const remote = createRemoteJWKSet(new URL(options.googleJwksUrl), {
      timeoutDuration: options.timeoutMs,
      cacheMaxAge: JWKS_CACHE_MS,
      cooldownDuration: JWKS_COOLDOWN_MS,
    });
    googleKeys = async (header, token) => {
      try {
        return await remote(header, token);
      } catch (error) {
        // A key set that cannot be fetched or read says nothing about the token.
        const unreadable =
          !(error instanceof errors.JOSEError) ||
          error instanceof errors.JWKSTimeout ||
          error instanceof errors.JWKSInvalid ||
          error.code === errors.JOSEError.code;
        throw unreadable ? new KeySetUnavailable(errorText(error), { cause: error }) : error;
      }
    };
    return googleKeys;
  }

  async function verifyGoogle(credential: string): Promise<Verification> {
    if (!options.googleClientId) return { ok: false, failure: "not-configured", detail: "GOOGLE_CLIENT_ID is not set" };
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(credential, keys(), {
        algorithms: GOOGLE_ALGORITHMS,
        audience: options.googleClientId,
        issuer: GOOGLE_ISSUERS,
        requiredClaims: ["sub", "exp", "iat"],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      if (error instanceof KeySetUnavailable)
        return { ok: false, failure: "unavailable", detail: `Google's keys: ${error.message}` };
      return refused(errorText(error));
    }
    const claims = googleClaimsSchema.safeParse(payload);
    if (!claims.success) return refused("the token's claims are not Google's");
    const { sub, email, email_verified: emailVerified } = claims.data;
    if (!email || !EMAIL.test(email)) return { ok: false, failure: "no-email", detail: "no email in the token" };
    if (emailVerified !== true && emailVerified !== "true")
      return { ok: false, failure: "no-email", detail: "Google has not verified the email" };
    return {
      ok: true,
      identity: {
        provider: "google",
        socialId: sub,
        email,
        firstName: claims.data.given_name ?? "",
        lastName: claims.data.family_name ?? "",
      },
    };
  }

  /** GET on the Graph API: its JSON, or ProviderRefused (4xx) / ProviderUnavailable (anything else). */
  async function graph(path: string, query: Record<string, string>): Promise<unknown> {
    const url = new URL(`${options.facebookGraphUrl.replace(/\/+$/, "")}/${FACEBOOK_SDK_VERSION}/${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Accept: "application/json" },
        redirect: "error",
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailable(`${path}: ${errorText(error)}`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status >= 400 && response.status < 500) {
      const message = z.object({ error: z.object({ message: z.string() }) }).safeParse(body);
      throw new ProviderRefused(
        `${path} answered ${response.status}${message.success ? `: ${message.data.error.message}` : ""}`,
      );
    }
    if (!response.ok || body === undefined)
      throw new ProviderUnavailable(`${path} answered ${response.status}${body === undefined ? " without JSON" : ""}`);
    return body;
  }

  async function verifyFacebook(accessToken: string): Promise<Verification> {
    if (!options.facebookAppSecret)
      return { ok: false, failure: "not-configured", detail: "FACEBOOK_APP_SECRET is not set" };
    try {
      const inspected = debugTokenSchema.safeParse(
        await graph("debug_token", {
          input_token: accessToken,
          access_token: `${options.facebookAppId}|${options.facebookAppSecret}`,
        }),
      );
      if (!inspected.success) return refused("debug_token answered outside Facebook's shape");
      const token = inspected.data.data;
      if (!token.is_valid) return refused(`not valid${token.error?.message ? `: ${token.error.message}` : ""}`);
      if (String(token.app_id ?? "") !== options.facebookAppId)
        return refused(`issued to another app (${String(token.app_id ?? "none")})`);
      const userId = String(token.user_id ?? "");
      if (!userId) return refused("no user in the token");
      if (token.expires_at && token.expires_at * 1000 <= Date.now()) return refused("expired");

      const profile = facebookProfileSchema.safeParse(
        await graph("me", {
          fields: "id,email,first_name,last_name",
          access_token: accessToken,
          // Proves the call comes from this app's server (Facebook's "Require App Secret").
          appsecret_proof: createHmac("sha256", options.facebookAppSecret).update(accessToken).digest("hex"),
        }),
      );
      if (!profile.success) return refused("/me answered outside Facebook's shape");
      if (String(profile.data.id) !== userId) return refused("the profile is not the token's user");
      const email = profile.data.email;
      if (!email || !EMAIL.test(email)) return { ok: false, failure: "no-email", detail: "Facebook shared no email" };
      return {
        ok: true,
        identity: {
          provider: "facebook",
          socialId: userId,
          email,
          firstName: profile.data.first_name ?? "",
          lastName: profile.data.last_name ?? "",
        },
      };
    } catch (error) {
      if (error instanceof ProviderRefused) return refused(error.message);
      return { ok: false, failure: "unavailable", detail: `Facebook: ${errorText(error)}` };
    }
  }

  return {
    verify(provider: SocialProvider, credential: string): Promise<Verification> {
      return provider === "google" ? verifyGoogle(credential) : verifyFacebook(credential);
    },
  };
}

export type SocialVerifier = ReturnType<typeof createSocialVerifier>;

let processVerifier: SocialVerifier | undefined;

/** The process's verifier, from the environment; Google's keys stay cached between requests. */
export function socialVerifier(env: Env = getEnv()): SocialVerifier {
  processVerifier ??= createSocialVerifier({
    googleClientId: env.GOOGLE_CLIENT_ID,
    googleJwksUrl: env.GOOGLE_JWKS_URL,
    facebookAppId: env.FACEBOOK_APP_ID,
    facebookAppSecret: env.FACEBOOK_APP_SECRET,
    facebookGraphUrl: env.FACEBOOK_GRAPH_URL,
    timeoutMs: Math.min(env.UPSTREAM_TIMEOUT_MS, 5000),
  });
  return processVerifier;
}

/** SPEC 8's social sign-in failure, word for word; the refusals below start with it. */
export const SOCIAL_SIGN_IN_REFUSED = "Login was unsuccessful!";

const PROVIDER_NAMES: Record<SocialProvider, string> = { facebook: "Facebook", google: "Google" };

/** What the sign-in page says, and answers, for each way a credential can fail. */
export function refusalOf(
  provider: SocialProvider,
  failure: VerificationFailure,
): { status: number; formError: string } {
  const name = PROVIDER_NAMES[provider];
  switch (failure) {
    case "refused":
      return {
        status: 401,
        formError: `${SOCIAL_SIGN_IN_REFUSED} We could not verify your ${name} sign-in. Please try again.`,
      };
    case "no-email":
      return {
        status: 400,
        formError: "Your social account did not share what we need to sign you in (an email address).",
      };
    default:
      return {
        status: 503,
        formError: `Signing in with ${name} is not possible right now. Please try again later, or sign in with your email.`,
      };
  }
}

/**
 * The route's side of it: the verified person, or the status and message to answer with. Every
 * failure is logged with the request id and the reason, never with the credential.
 */
export async function verifySocialCredential(
  context: Readonly<RouterContextProvider>,
  provider: SocialProvider,
  credential: string,
  verifier: SocialVerifier = socialVerifier(),
): Promise<{ ok: true; identity: VerifiedIdentity } | { ok: false; status: number; formError: string }> {
  const verification = await verifier.verify(provider, credential);
  if (verification.ok) return verification;
  const { requestId } = context.get(requestOriginContext);
  const line = `[social-sign-in] ${provider} credential ${verification.failure} (request ${requestId || "-"}): ${verification.detail}`;
  if (verification.failure === "unavailable" || verification.failure === "not-configured") console.error(line);
  else console.warn(line);
  return { ok: false, ...refusalOf(provider, verification.failure) };
}
