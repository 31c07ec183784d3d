/** SPEC 3 social sign-in user, whichever provider it came from. */
export interface SocialUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** SPEC 3 first provider (Facebook) profile fields from /me. */
export interface FacebookProfile {
  id: string;
  first_name?: string;
  last_name?: string;
  email?: string;
}

/** SPEC 3 second provider (Google) identity-token fields. */
export interface GoogleIdentity {
  sub: string;
  given_name?: string;
  family_name?: string;
  email?: string;
}

export function socialUserFromFacebook(profile: FacebookProfile): SocialUser {
  return {
    id: profile.id,
    firstName: profile.first_name ?? "",
    lastName: profile.last_name ?? "",
    email: profile.email ?? "",
  };
}

export function socialUserFromGoogle(identity: GoogleIdentity): SocialUser {
  return {
    id: identity.sub,
    firstName: identity.given_name ?? "",
    lastName: identity.family_name ?? "",
    email: identity.email ?? "",
  };
}

/**
 * Reads the payload of a Google ID token (a JWT) without verifying it: the browser only uses it
 * to prefill; our API verifies the token itself before it trusts anything in it.
 */
export function decodeGoogleIdToken(credential: string): GoogleIdentity {
  const payload = credential.split(".")[1];
  if (!payload) throw new Error("Malformed Google ID token");
  const json = new TextDecoder().decode(
    Uint8Array.from(
      atob(
        payload
          .replace(/-/g, "+")
          .replace(/_/g, "/")
          .padEnd(Math.ceil(payload.length / 4) * 4, "="),
      ),
      (char) => char.charCodeAt(0),
    ),
  );
  const parsed = JSON.parse(json) as Partial<GoogleIdentity>;
  if (typeof parsed.sub !== "string") throw new Error("Malformed Google ID token");
  return { sub: parsed.sub, given_name: parsed.given_name, family_name: parsed.family_name, email: parsed.email };
}
