import type { ShouldRevalidateFunctionArgs } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { rememberProfile, showsSignedIn, withKnownProfile } from "~/components/known-profile";
import { today } from "~/lib/clock";
import { clientLoader, shouldRevalidate } from "~/root";
import type { RootData } from "~/session/root-data";

const base = {
  roles: null,
  site: { url: "http://localhost:3000", name: "Hideaways", description: "", separator: "|" },
  env: {},
  device: "desktop",
  isBot: false,
  consent: null,
  today: today(),
  notice: null,
} as unknown as Omit<RootData, "user" | "profileUnavailable">;
const grace = { id: 7, first_name: "Grace" } as unknown as NonNullable<RootData["user"]>;
const signedIn: RootData = { ...base, user: grace, profileUnavailable: false };
const anonymous: RootData = { ...base, user: null, profileUnavailable: false };
const outage: RootData = { ...base, user: null, profileUnavailable: true };

function args(
  from: string,
  to: string,
  extra: Partial<ShouldRevalidateFunctionArgs> = {},
): ShouldRevalidateFunctionArgs {
  const currentUrl = new URL(from, "http://localhost:3000");
  const nextUrl = new URL(to, "http://localhost:3000");
  const sameAddress = currentUrl.href === nextUrl.href;
  return {
    currentUrl,
    nextUrl,
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: sameAddress || currentUrl.search !== nextUrl.search,
    ...extra,
  };
}

describe("when the browser asks for the root's data again", () => {
  beforeEach(() => rememberProfile(anonymous));

  it("an anonymous visitor's navigation, to another page or only another query: no", () => {
    expect(shouldRevalidate(args("/", "/blog"))).toBe(false);
    expect(shouldRevalidate(args("/properties?page=1", "/properties?page=2"))).toBe(false);
  });

  it("after any form post, whatever the action answered: yes", () => {
    expect(shouldRevalidate(args("/login", "/login", { formMethod: "POST", actionStatus: 400 }))).toBe(true);
    expect(shouldRevalidate(args("/checkout", "/booking/1", { formMethod: "POST" }))).toBe(true);
  });

  it("a search form (GET) is a navigation: no", () => {
    expect(shouldRevalidate(args("/", "/properties?destination=algarve", { formMethod: "GET" }))).toBe(false);
  });

  it("revalidate(), a link to the page shown, a redirect that set a cookie (same query): yes", () => {
    expect(shouldRevalidate(args("/blog", "/blog"))).toBe(true);
    expect(shouldRevalidate(args("/blog", "/login", { defaultShouldRevalidate: true }))).toBe(true);
  });

  it("a signed-in visitor's every navigation: yes, so a session ended elsewhere shows on the next page", () => {
    rememberProfile(signedIn);
    expect(showsSignedIn()).toBe(true);
    expect(shouldRevalidate(args("/", "/contact-us"))).toBe(true);
    expect(shouldRevalidate(args("/properties?page=1", "/properties?page=2"))).toBe(true);
  });
});

describe("an outage of the profile call after start-up keeps the profile shown", () => {
  beforeEach(() => rememberProfile(anonymous));

  it("the root's data with the profile unavailable gets the profile the page shows", () => {
    rememberProfile(signedIn);
    expect(withKnownProfile(outage)).toEqual({ ...outage, user: grace, roles: null });
    // The outage's data does not replace what is remembered.
    rememberProfile(outage);
    expect(showsSignedIn()).toBe(true);
  });

  it("data that did load the profile replaces it, signed out included", () => {
    rememberProfile(signedIn);
    expect(withKnownProfile(anonymous)).toBe(anonymous);
    expect(showsSignedIn()).toBe(false);
    expect(withKnownProfile(outage)).toEqual(outage);
  });

  it("the root's clientLoader gives the page the profile shown when the server could not load it", async () => {
    rememberProfile(signedIn);
    const loaded = await clientLoader({ serverLoader: () => Promise.resolve(outage) } as never);
    expect(loaded.user).toEqual(grace);
    const signedOut = await clientLoader({ serverLoader: () => Promise.resolve(anonymous) } as never);
    expect(signedOut.user).toBeNull();
  });
});
