import { describe, expect, it } from "vitest";
import { decodeGoogleIdToken, socialUserFromFacebook, socialUserFromGoogle } from "~/lib/social-profile";

const token = (payload: unknown) => `header.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.signature`;

describe("social profiles (SPEC 3)", () => {
  it("missing names and email read as empty", () => {
    expect(socialUserFromFacebook({ id: "10" })).toEqual({ id: "10", firstName: "", lastName: "", email: "" });
    expect(socialUserFromGoogle({ sub: "g-1" })).toEqual({ id: "g-1", firstName: "", lastName: "", email: "" });
  });

  it("reads base64url payloads of any length, with - and _ and no padding", () => {
    const identity = { sub: "g-1", given_name: "Jörg>>>", family_name: "??~~~", email: "j@x.de" };
    const credential = token(identity);
    const payload = credential.split(".")[1]!;
    expect(payload).toMatch(/-/);
    expect(payload).toMatch(/_/);
    expect(payload.length % 4).not.toBe(0);
    expect(decodeGoogleIdToken(credential)).toEqual(identity);
    for (const sub of ["a", "ab", "abc", "abcd"]) expect(decodeGoogleIdToken(token({ sub })).sub).toBe(sub);
  });

  it("keeps only the SPEC 3 fields", () => {
    expect(decodeGoogleIdToken(token({ sub: "s", email: "e@x.com", picture: "p", iss: "google" }))).toEqual({
      sub: "s",
      given_name: undefined,
      family_name: undefined,
      email: "e@x.com",
    });
  });

  it("a token without a payload or without a subject is malformed", () => {
    expect(() => decodeGoogleIdToken("header..signature")).toThrow(/^Malformed Google ID token$/);
    expect(() => decodeGoogleIdToken("nothing")).toThrow(/^Malformed Google ID token$/);
    expect(() => decodeGoogleIdToken(token({ sub: 42 }))).toThrow(/^Malformed Google ID token$/);
    expect(() => decodeGoogleIdToken(token({ email: "e@x.com" }))).toThrow(/^Malformed Google ID token$/);
  });
});
