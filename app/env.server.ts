import { z } from "zod";
import { IMAGE_CDN_PROVIDERS, type ImageCdn, type ImageCdnProvider } from "~/lib/picture-sources";
import { monitoringService, monitoringSettings } from "~/lib/monitoring-settings.server";
import { cookieDomainMismatch, cookieDomainSetting } from "~/session/cookie-domain.server";

export const FACEBOOK_APP_ID_MISSING = "Please provide application ID for your Facebook app!";

const optionalKey = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** An http(s) URL with a default; blank counts as unset. */
const httpUrl = (fallback: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.url({ protocol: /^https?$/ }).default(fallback),
  );

/** The http(s) URL a MAP_STYLE_URL fetches from: the archive's for pmtiles://, else the style's own. */
export function mapStyleOrigin(setting: string): string {
  return setting.startsWith("pmtiles://") ? setting.slice("pmtiles://".length) : setting;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: optionalKey,
  API_BASE_URL: z.url({ protocol: /^https?$/ }),
  SITE_URL: z.url({ protocol: /^https?$/ }),
  /** The auth cookie's Domain; unset, the registrable domain of SITE_URL (cookie-domain.server.ts). */
  COOKIE_DOMAIN: cookieDomainSetting,
  SITE_NAME: z.string().trim().min(1),
  APP_ENV: z.enum(["local", "staging", "production"]),
  FACEBOOK_APP_ID: z.string({ error: FACEBOOK_APP_ID_MISSING }).trim().min(1, FACEBOOK_APP_ID_MISSING),
  GOOGLE_CLIENT_ID: optionalKey,
  /** Google's published signing keys (JWKS), fetched when a Google sign-in is first checked; the demo serves its own. */
  GOOGLE_JWKS_URL: httpUrl("https://www.googleapis.com/oauth2/v3/certs"),
  /** Facebook's Graph API, asked to inspect each access token (debug_token) and for the profile (/me). */
  FACEBOOK_GRAPH_URL: httpUrl("https://graph.facebook.com"),
  /** Server-only: the Facebook app secret (the app token of debug_token); without it Facebook sign-in is refused. */
  FACEBOOK_APP_SECRET: optionalKey,
  GOOGLE_MAPS_API_KEY: optionalKey,
  /**
   * The MapLibre map's style when no Google key is set: a style document's http(s) URL, or
   * pmtiles:// and an archive's http(s) URL; unset, the basemap the site ships (app/client/map/).
   */
  MAP_STYLE_URL: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string()
      .trim()
      .refine(
        (value) => URL.canParse(mapStyleOrigin(value)) && /^https?:$/.test(new URL(mapStyleOrigin(value)).protocol),
        {
          message: "must be an http(s) URL of a style, or pmtiles:// and the http(s) URL of an archive",
        },
      )
      .optional(),
  ),
  RECAPTCHA_SITE_KEY: optionalKey,
  /** Server-only: with it and the site key, the site checks each captcha token itself (app/session/recaptcha.server.ts). */
  RECAPTCHA_SECRET_KEY: optionalKey,
  /** Where the site checks captcha tokens: Google's siteverify unless set (the demo API has a stand-in). */
  RECAPTCHA_VERIFY_URL: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.url({ protocol: /^https?$/ }).default("https://www.google.com/recaptcha/api/siteverify"),
  ),
  GTM_ID: optionalKey,
  DATADOG_CLIENT_TOKEN: optionalKey,
  /** Where the browser sends monitoring batches instead of Datadog's intake (a proxy, or a local stub in tests). */
  DATADOG_PROXY_URL: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  /**
   * An image CDN that resizes the pictures (unpic's name for it); unset, the API resizes them
   * itself through `?w=` (docs/api.md, Pictures).
   */
  IMAGE_CDN: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.enum(IMAGE_CDN_PROVIDERS as [ImageCdnProvider, ...ImageCdnProvider[]]).optional(),
  ),
  /** The host that serves the CDN's resized pictures (cloudflare, netlify, vercel, ipx); unset, the site's own. */
  IMAGE_CDN_DOMAIN: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^[a-z0-9.-]+(?::\d{1,5})?$/i, "a host name, such as images.example.com")
      .optional(),
  ),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** How long public answers (categories, destinations, post lists) are shared; 0 turns it off. */
  UPSTREAM_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /**
   * Redis or Valkey shared by every instance (rate-limit counters, the upstream cache); unset, each
   * process keeps them in memory. Server-only: the URL may carry a password.
   */
  REDIS_URL: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  ),
  /**
   * The server's signing key (two-factor challenges), the same on every instance: required outside
   * local development (below); unset locally, each process makes its own (session-secret.server.ts).
   */
  SESSION_SECRET: optionalKey.pipe(z.string().min(32, "must be at least 32 characters").optional()),
});

const deployedEnvSchema = envSchema.refine((env) => env.APP_ENV === "local" || env.SESSION_SECRET !== undefined, {
  path: ["SESSION_SECRET"],
  message: "is required when APP_ENV is staging or production (32 characters or more, the same on every instance)",
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Validates a set of variables; the error names every variable that is missing or malformed. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = deployedEnvSchema.safeParse(source);
  if (result.success) {
    // A Domain the browser would refuse for SITE_URL's host: no sign-in would ever stick.
    const mismatch = cookieDomainMismatch(result.data);
    if (!mismatch) return result.data;
    throw new EnvError(`Invalid environment configuration:\n  COOKIE_DOMAIN: ${mismatch}`);
  }
  const facebook = result.error.issues.find((issue) => issue.path[0] === "FACEBOOK_APP_ID");
  if (facebook && result.error.issues.length === 1) throw new EnvError(FACEBOOK_APP_ID_MISSING);
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The IMAGE_CDN settings as the picture component takes them. */
export function imageCdn(env: Env): ImageCdn | null {
  if (!env.IMAGE_CDN) return null;
  const provider = env.IMAGE_CDN;
  return env.IMAGE_CDN_DOMAIN ? { provider, domain: env.IMAGE_CDN_DOMAIN } : { provider };
}

/** The subset that may reach the browser: public keys and display settings only. */
export function getPublicEnv(env: Env = getEnv()) {
  return {
    SITE_URL: env.SITE_URL,
    SITE_NAME: env.SITE_NAME,
    APP_ENV: env.APP_ENV,
    FACEBOOK_APP_ID: env.FACEBOOK_APP_ID,
    GOOGLE_CLIENT_ID: env.GOOGLE_CLIENT_ID,
    GOOGLE_MAPS_API_KEY: env.GOOGLE_MAPS_API_KEY,
    MAP_STYLE_URL: env.MAP_STYLE_URL,
    RECAPTCHA_SITE_KEY: env.RECAPTCHA_SITE_KEY,
    GTM_ID: env.GTM_ID,
    /** Browser logs' settings, checked here (null without a client token): the browser starts them as they are. */
    MONITORING: env.DATADOG_CLIENT_TOKEN
      ? monitoringSettings({
          clientToken: env.DATADOG_CLIENT_TOKEN,
          service: monitoringService(env.API_BASE_URL),
          appEnv: env.APP_ENV,
          proxy: env.DATADOG_PROXY_URL,
        })
      : null,
  };
}

export type PublicEnv = ReturnType<typeof getPublicEnv>;
