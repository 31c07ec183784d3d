import { beforeAll, describe, expect, it } from "vitest";
import { siteHandler } from "../resilience/site-handler";
import { expectSignedOut, setCookies } from "../support/session-pages";
import { API, demoApiServer, signIn } from "../support/demo-api";

/**
 * Toasts that confirm what a form did (issue 18; SPEC 3, 4, 9), through the production build in
 * process against the demo API. Without JavaScript a form post answers with the page itself, and
 * the toast is in it; with JavaScript the action's data answer leaves the notice in the
 * short-lived session_notice cookie and the root data that follows shows it once and clears it.
 */

demoApiServer();
let request: Awaited<ReturnType<typeof siteHandler>>;

beforeAll(async () => {
  request = await siteHandler();
});

/** The words of each toast in the page's Notifications list, as a visitor reads them. */
function toastsIn(html: string): string[] {
  const list = /<ol [^>]*aria-label="Notifications"[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<li [^>]*><p [^>]*>(.*?)<\/p>/gs)].map((match) => match[1]!.replaceAll("<!-- -->", ""));
}

const post = (path: string, cookie: string, fields: Record<string, string>) =>
  request(path, { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams(fields) });
const get = (path: string, cookie: string) => request(path, { headers: { Cookie: cookie } });

async function guestWishlist(token: string): Promise<{ id: number; name: string }> {
  const answer = await fetch(`${API}/guest/wishlists`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { data: { entities: { id: number; name: string }[] } };
  return body.data.entities[0]!;
}

async function aPropertyId(): Promise<number> {
  const answer = await fetch(`${API}/properties?per_page=1&page=3`);
  return ((await answer.json()) as { data: { entities: { id: number }[] } }).data.entities[0]!.id;
}

const PROFILE = { first_name: "Grace", last_name: "Guest", email: "guest@example.com", phone: "+44 20 7946 0958" };

describe("a form post without JavaScript: the page it answers with holds the toast", () => {
  it("profile saved", async () => {
    const token = await signIn("guest");
    const response = await post("/profile", `auth_token=${token}`, PROFILE);
    expect(response.status).toBe(200);
    expect(toastsIn(await response.text())).toEqual(["Your profile is saved."]);
    // Shown here: nothing is left for the next page.
    expect(setCookies(response).session_notice).toBeUndefined();
  });

  it("wishlist created", async () => {
    const token = await signIn("guest");
    const response = await post("/wishlists", `auth_token=${token}`, { intent: "create", name: "Autumn walks" });
    expect(toastsIn(await response.text())).toEqual(["Your new wishlist is ready."]);
  });

  it("wishlist created with the place to save in it", async () => {
    const token = await signIn("guest");
    const response = await post("/wishlists", `auth_token=${token}`, {
      intent: "create",
      name: "Lake houses",
      property_id: String(await aPropertyId()),
    });
    expect(toastsIn(await response.text())).toEqual(["Your new wishlist is ready, with this place in it."]);
  });

  it("wishlist renamed", async () => {
    const token = await signIn("guest");
    const wishlist = await guestWishlist(token);
    const response = await post(`/wishlists/${wishlist.id}`, `auth_token=${token}`, { name: wishlist.name });
    expect(toastsIn(await response.text())).toEqual(["Your wishlist is renamed."]);
  });

  it("added to a wishlist: the post goes back to the wishlist, and that page shows the toast, once", async () => {
    const token = await signIn("guest");
    const wishlist = await guestWishlist(token);
    const posted = await post("/wishlists", `auth_token=${token}`, {
      property_id: String(await aPropertyId()),
      wishlist_id: String(wishlist.id),
      redirectTo: `/wishlists/${wishlist.id}`,
    });
    expect(posted.status).toBe(303);
    expect(setCookies(posted).session_notice).toMatch(
      /^session_notice=wishlist-saved; Max-Age=300; Path=\/; HttpOnly;/,
    );
    const landed = await get(`/wishlists/${wishlist.id}`, `auth_token=${token}; session_notice=wishlist-saved`);
    expect(toastsIn(await landed.text())).toEqual(["The place is saved to your wishlist."]);
    expect(setCookies(landed).session_notice).toMatch(/^session_notice=; Max-Age=0;/);
    const again = await get(`/wishlists/${wishlist.id}`, `auth_token=${token}`);
    expect(toastsIn(await again.text())).toEqual([]);
  });

  it("signed out: the page the logout leads to says so", async () => {
    const token = await signIn("guest");
    const posted = await post("/logout", `auth_token=${token}`, {});
    expect(posted.status).toBe(303);
    expect(setCookies(posted).session_notice).toMatch(/^session_notice=signed-out; Max-Age=300;/);
    const landed = await get("/", "session_notice=signed-out");
    const html = await landed.text();
    expectSignedOut(html);
    expect(toastsIn(html)).toEqual(["You are signed out. See you soon!"]);
    expect(setCookies(landed).session_notice).toMatch(/^session_notice=; Max-Age=0;/);
  });
});

describe("with JavaScript: the action's data answer leaves the notice, the root data after it shows it once", () => {
  it("profile saved", async () => {
    const token = await signIn("guest");
    const posted = await post("/profile.data", `auth_token=${token}`, PROFILE);
    expect(posted.status).toBe(200);
    expect(setCookies(posted).session_notice).toMatch(/^session_notice=profile-saved; Max-Age=300; Path=\/; HttpOnly;/);
    const revalidation = await get("/profile.data", `auth_token=${token}; session_notice=profile-saved`);
    expect(await revalidation.text()).toContain("Your profile is saved.");
    expect(setCookies(revalidation).session_notice).toMatch(/^session_notice=; Max-Age=0;/);
    expect(await (await get("/profile.data", `auth_token=${token}`)).text()).not.toContain("Your profile is saved.");
  });

  it("a fetcher's load (no root data in it) leaves the notice for the revalidation", async () => {
    const token = await signIn("guest");
    const load = await get("/wishlists.data?_routes=wishlists", `auth_token=${token}; session_notice=wishlist-created`);
    expect(await load.text()).not.toContain("Your new wishlist is ready.");
    expect(setCookies(load).session_notice).toBeUndefined();
  });
});
