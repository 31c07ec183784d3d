import { ALLOWED_IFRAME_HOSTS } from "~/lib/iframe-hosts";

/** Where the Facebook SDK, Google sign-in and reCAPTCHA talk to and frame from (loaded only when used). */
const SOCIAL_CONNECT = [
  "https://graph.facebook.com",
  "https://www.facebook.com",
  "https://accounts.google.com",
  "https://www.google.com",
];
/** Google Maps, when a key is configured: tiles, icons and the API itself. */
const MAPS_HOSTS = ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com"];
/** The tag manager and what it reports to, when GTM_ID is set and the visitor consented. */
const TAG_MANAGER_HOSTS = [
  "https://www.googletagmanager.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];
/** Monitoring logs go to the EU intake unless a proxy is configured (then its origin is added). */
const MONITORING_HOSTS = ["https://browser-intake-datadoghq.eu"];
const SOCIAL_FRAMES = [
  "https://www.facebook.com",
  "https://staticxx.facebook.com",
  "https://accounts.google.com",
  "https://www.google.com",
  "https://recaptcha.google.com",
];

export interface SecurityHeaderOptions {
  nonce: string;
  /** Origins pictures may come from besides our own (the API's image host). */
  imageOrigins: string[];
  /** Extra origins the browser may send data to (the monitoring proxy, when one is set). */
  connectOrigins?: string[];
  /** Where the map's style or archive lives (MAP_STYLE_URL), fetched and drawn from; none by default. */
  mapOrigins?: string[];
  /** HSTS only makes sense where the site is served over HTTPS. */
  hsts: boolean;
}

/** A nonce-based CSP: only scripts carrying this response's nonce (and what they load) run. */
export function contentSecurityPolicy({
  nonce,
  imageOrigins,
  connectOrigins = [],
  mapOrigins = [],
}: SecurityHeaderOptions): string {
  const images = ["'self'", "data:", "blob:", ...imageOrigins, ...MAPS_HOSTS, ...mapOrigins].join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self' https://fonts.gstatic.com",
    `connect-src 'self' ${[...SOCIAL_CONNECT, ...MAPS_HOSTS, ...TAG_MANAGER_HOSTS, ...MONITORING_HOSTS, ...connectOrigins, ...mapOrigins].join(" ")}`,
    // The map's worker (MapLibre) is a hashed file of our own: 'strict-dynamic' would not cover it.
    "worker-src 'self'",
    `frame-src 'self' ${[...ALLOWED_IFRAME_HOSTS.map((host) => `https://${host}`), ...SOCIAL_FRAMES].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), payment=(self)",
  };
  if (options.hsts) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

const NONCE_BYTES = 16;
/** Random bytes are drawn from the system 4 KB at a time (256 nonces), not 16 bytes per response. */
export const NONCE_POOL_BYTES = 4096;
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;

/** 16 random bytes in base64, each pool byte used once. */
export function createNonce(): string {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    noncePool = Buffer.allocUnsafe(NONCE_POOL_BYTES);
    crypto.getRandomValues(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}
