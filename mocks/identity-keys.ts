import { type KeyObject, createHash, createHmac, generateKeyPairSync, randomBytes, timingSafeEqual } from "node:crypto";
import { type JWTPayload, SignJWT } from "jose";

/**
 * The demo's stand-ins for Google and Facebook: the keys it signs sign-in credentials with. They
 * are made when the demo process first needs them and live only in its memory, so no secret of a
 * real deployment is involved and every start has new ones. Tests in the same process (MSW) sign
 * with the same keys, through the functions below.
 */

/** The demo's Facebook app secret: the app token of its debug_token is `{app_id}|` this. Demo only. */
export const DEMO_FACEBOOK_APP_SECRET = "demo-facebook-app-secret";

/** Google's two spellings of its issuer; the demo signs with the URL form. */
export const GOOGLE_ISSUER = "https://accounts.google.com";

interface DemoKeys {
  google: { privateKey: KeyObject; publicJwk: Record<string, unknown>; kid: string };
  facebook: Buffer;
}

let keys: DemoKeys | undefined;

function demoKeys(): DemoKeys {
  if (keys) return keys;
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const publicJwk = publicKey.export({ format: "jwk" }) as Record<string, unknown>;
  const kid = `demo-${createHash("sha256").update(String(publicJwk.n)).digest("base64url").slice(0, 16)}`;
  keys = {
    google: { privateKey, publicJwk: { ...publicJwk, kid, alg: "RS256", use: "sig" }, kid },
    facebook: randomBytes(32),
  };
  return keys;
}

/** The demo's Google key set, as Google publishes its own (GOOGLE_JWKS_URL). */
export function demoGoogleJwks(): { keys: Record<string, unknown>[] } {
  return { keys: [demoKeys().google.publicJwk] };
}

/**
 * A Google ID token signed by the demo's key: iss Google, `aud` the client id, an hour of life
 * from now; `claims` add to or replace any of it (tests make wrong ones this way).
 */
export function signDemoGoogleIdToken(claims: JWTPayload & Record<string, unknown>): Promise<string> {
  const { google } = demoKeys();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: GOOGLE_ISSUER, iat: now, exp: now + 3600, ...claims })
    .setProtectedHeader({ alg: "RS256", kid: google.kid, typ: "JWT" })
    .sign(google.privateKey);
}

/** What a demo Facebook access token stands for. */
export interface DemoFacebookGrant {
  app_id: string;
  user_id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  /** Seconds since the epoch. */
  expires_at: number;
}

/**
 * A Facebook access token of the demo: its grant, readable, and an HMAC under the demo's key, so
 * only the demo's own tokens inspect as valid.
 */
export function issueDemoFacebookToken(grant: DemoFacebookGrant): string {
  const body = Buffer.from(JSON.stringify(grant)).toString("base64url");
  const mac = createHmac("sha256", demoKeys().facebook).update(body).digest("base64url");
  return `DEMOFB.${body}.${mac}`;
}

/** The grant of a token the demo issued, or null for anything else. */
export function readDemoFacebookToken(token: string): DemoFacebookGrant | null {
  const [prefix, body, mac] = token.split(".");
  if (prefix !== "DEMOFB" || !body || !mac || token.split(".").length !== 3) return null;
  const expected = createHmac("sha256", demoKeys().facebook).update(body).digest();
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const grant = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as DemoFacebookGrant;
    return typeof grant.app_id === "string" && typeof grant.user_id === "string" ? grant : null;
  } catch {
    return null;
  }
}

/** A stable numeric id for an email, as the providers give each account one. */
export function demoSocialId(email: string): string {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest();
  return String(digest.readBigUInt64BE(0) % 10n ** 15n).padStart(15, "1");
}
