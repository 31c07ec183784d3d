import { afterEach, describe, expect, it } from "vitest";
import { CHECKOUT_DRAFT, PROFILE_DRAFT, SIGNED_IN_MARK, resumableForm } from "~/lib/resumable-forms";
import { checkoutAction } from "~/routes/booking/checkout-action.server";
import { loader as checkoutLoader } from "~/routes/booking/checkout";
import { loader as loginLoader } from "~/routes/account/login";
import { action as profileAction, loader as profileLoader } from "~/routes/account/profile";
import { DRAFT_OWNER_COOKIE, signInToResume } from "~/session/form-resume.server";
import type { FormDraft, FormDraftStore } from "~/shared-state/form-drafts.server";
import { stayDates, yearFromNow } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { REVOKED, call, signInRedirect } from "./form-resume-helpers";
import { API, demoApiServer, thrown } from "./route-helpers";

const { requests } = demoApiServer();
const logs = captureConsole();
// Nothing else is logged: a draft kept or taken is no error.
afterEach(() => expect(logs.take()).toEqual([]));

/** A new guest of the demo API with a password, and its token. */
async function newGuest(first_name: string): Promise<{ email: string; token: string }> {
  const email = `${first_name.toLowerCase()}-${crypto.randomUUID()}@example.com`;
  const response = await fetch(`${API}/guest/quick_store`, {
    method: "POST",
    body: new URLSearchParams({ first_name, last_name: "Resume", email, password: "password123" }),
  });
  const token = ((await response.json()) as { data: { result: { access_token: string } } }).data.result.access_token;
  return { email, token };
}

const PROFILE = { first_name: "Rui", last_name: "Resumed", email: "rui@example.com", phone: "+351 21 000 0001" };

describe("/profile: a session that ends while the visitor types", () => {
  it("without a session the post is kept as a draft and the visitor signs in; back on /profile the form has it, once", async () => {
    const posted = call("/profile", { fields: PROFILE });
    const sent = await signInRedirect(() => profileAction(posted.args));
    expect(sent.status).toBe(303);
    expect(sent.draftId).toMatch(/^[\w-]{22}$/);
    expect(sent.location).toBe(`/login?redirectTo=${encodeURIComponent(`/profile?draft=${sent.draftId}`)}`);
    expect(sent.cacheControl).toBe("private, no-store");
    expect(sent.setCookie).toMatch(
      new RegExp(`^${DRAFT_OWNER_COOKIE}=[\\w-]{43}; Max-Age=900; Path=/; HttpOnly; SameSite=Lax$`),
    );
    // Nothing was sent to the API.
    expect(requests.map((url) => url.pathname)).toEqual([]);

    const { token } = await newGuest("Rui");
    const back = () => profileLoader(call(sent.back, { token, cookie: sent.cookie }).args);
    expect((await back()).draft).toEqual(PROFILE);
    expect((await back()).draft).toBeNull();
  });

  it("a token the API refuses (401) ends the session: the cookie is cleared and the draft kept the same way", async () => {
    const posted = call("/profile", { token: REVOKED, fields: PROFILE });
    const sent = await signInRedirect(() => profileAction(posted.args));
    expect(posted.session.ended).toBe(true);
    expect(logs.take()).toEqual(["error: [api] POST /guest/update_profile failed (401): Unauthenticated."]);
    expect(sent.status).toBe(303);
    expect(sent.back).toBe(`/profile?draft=${sent.draftId}`);
    const { token } = await newGuest("Rita");
    expect((await profileLoader(call(sent.back, { token, cookie: sent.cookie }).args)).draft).toEqual(PROFILE);
  });

  it("the draft waits for the sign-in: a visitor still signed out is sent to sign in with the same way back", async () => {
    const sent = await signInRedirect(() => profileAction(call("/profile", { fields: PROFILE }).args));
    expect(await thrown(() => profileLoader(call(sent.back, { cookie: sent.cookie }).args))).toMatchObject({
      status: 302,
      location: `/login?redirectTo=${encodeURIComponent(sent.back)}`,
    });
    const { token } = await newGuest("Rosa");
    expect((await profileLoader(call(sent.back, { token, cookie: sent.cookie }).args)).draft).toEqual(PROFILE);
  });

  it("another browser with the link (no draft cookie, or its own) gets an empty form, and the draft stays for its owner", async () => {
    const sent = await signInRedirect(() => profileAction(call("/profile", { fields: PROFILE }).args));
    const theirs = await signInRedirect(() =>
      profileAction(call("/profile", { fields: { ...PROFILE, first_name: "Eve" } }).args),
    );
    expect(theirs.cookie).not.toBe(sent.cookie);
    const { token: other } = await newGuest("Eve");
    expect((await profileLoader(call(sent.back, { token: other }).args)).draft).toBeNull();
    expect((await profileLoader(call(sent.back, { token: other, cookie: theirs.cookie }).args)).draft).toBeNull();
    const { token } = await newGuest("Rui");
    expect((await profileLoader(call(sent.back, { token, cookie: sent.cookie }).args)).draft).toEqual(PROFILE);
  });

  it("only the profile's fields are kept; another page does not read the profile's draft", async () => {
    const sent = await signInRedirect(() =>
      profileAction(call("/profile", { fields: { ...PROFILE, password: "hunter22", note: "x" } }).args),
    );
    const { token } = await newGuest("Nia");
    const wrongPage = `/properties/25/x/checkout?${new URLSearchParams({ ...stayDates(60, 2), draft: sent.draftId! })}`;
    const checkout = (await checkoutLoader(
      call(wrongPage, { token, cookie: sent.cookie, params: { id: "25", slug: "x" } }).args,
    )) as unknown as { data: { draft: unknown } };
    expect(checkout.data.draft).toBeNull();
    // Taken by the wrong page, it is gone rather than kept for a second try.
    expect((await profileLoader(call(sent.back, { token, cookie: sent.cookie }).args)).draft).toBeNull();
  });
});

const EXPIRY = `08/${String(yearFromNow(3) % 100).padStart(2, "0")}`;
const STAY = new URLSearchParams({ ...stayDates(200, 3), guests: "2" }).toString();
/** Everything the checkout form posts, the card included. */
const CHECKOUT = {
  first_name: "Cato",
  last_name: "Checkout",
  email: "cato@example.com",
  phone: "+44 20 7946 0000",
  terms: "on",
  payment: "new",
  card_number: "4242 4242 4242 4242",
  card_expiry: EXPIRY,
  card_cvc: "123",
  idempotency_key: "key-resume-aaaaaaaa-1",
};
/** What may be kept of it: never the card number or CVC, nor the form's one-time key. */
const CHECKOUT_KEPT = {
  first_name: "Cato",
  last_name: "Checkout",
  email: "cato@example.com",
  phone: "+44 20 7946 0000",
  terms: "on",
  payment: "new",
  card_expiry: EXPIRY,
};
const SECRET_COOKIE = "checkout_secret=c2VjcmV0LW9mLWEtdmlzaXRvci1mb3ItdGhlLXRlc3Q";

function checkoutPost(options: { token?: string; fields: Record<string, string>; store?: FormDraftStore }) {
  const posted = call(`/properties/25/x/checkout?${STAY}`, {
    token: options.token,
    cookie: SECRET_COOKIE,
    fields: options.fields,
  });
  return { ...posted, run: () => checkoutAction(posted.request, posted.url, posted.context, 25) };
}

describe("checkout: a session that ends while the visitor types", () => {
  it("the booking call answers 401: nothing is booked, the visitor signs in and is back on checkout with the draft, never the card number or CVC", async () => {
    const posted = checkoutPost({ token: REVOKED, fields: CHECKOUT });
    const sent = await signInRedirect(posted.run);
    expect(posted.session.ended).toBe(true);
    expect(logs.take()).toEqual(["error: [api] POST /guest/bookings failed (401): Unauthenticated."]);
    expect(sent.status).toBe(303);
    expect(sent.back).toBe(`/properties/25/x/checkout?${STAY}&draft=${sent.draftId}`);
    expect(requests.filter((url) => url.pathname.endsWith("bookings")).map((url) => url.pathname)).toEqual([
      "/guest/bookings",
    ]);

    const { token } = await newGuest("Cato");
    const back = call(sent.back, { token, cookie: sent.cookie, params: { id: "25", slug: "x" } });
    const page = (await checkoutLoader(back.args)) as unknown as { data: { draft: unknown } };
    expect(page.data.draft).toEqual(CHECKOUT_KEPT);
  });

  it("a form rendered for a signed-in visitor that comes back without any session goes to sign in before anything is booked", async () => {
    const posted = checkoutPost({ fields: { ...CHECKOUT, [SIGNED_IN_MARK.name]: SIGNED_IN_MARK.value } });
    const sent = await signInRedirect(posted.run);
    expect(sent.status).toBe(303);
    expect(sent.back).toBe(`/properties/25/x/checkout?${STAY}&draft=${sent.draftId}`);
    expect(requests).toEqual([]);
    const { token } = await newGuest("Cleo");
    const back = call(sent.back, { token, cookie: sent.cookie, params: { id: "25", slug: "x" } });
    expect(((await checkoutLoader(back.args)) as unknown as { data: { draft: unknown } }).data.draft).toEqual(
      CHECKOUT_KEPT,
    );
  });

  it("what reaches the store is the allow-list only: the card number, CVC and the form's key are never kept", async () => {
    const kept: FormDraft[] = [];
    const store: FormDraftStore = {
      put: async (_owner, draft) => {
        kept.push(draft);
        return "AAAAAAAAAAAAAAAAAAAAAA";
      },
      take: async () => null,
    };
    const posted = call(`/properties/25/x/checkout?${STAY}&draft=old`, { token: REVOKED, fields: CHECKOUT });
    const form = await posted.request.formData();
    const answer = await signInToResume(posted, CHECKOUT_DRAFT, form, store);
    expect(kept).toEqual([{ form: "checkout", path: "/properties/25/x/checkout", values: CHECKOUT_KEPT }]);
    // An earlier draft's id in the page's address is replaced, not repeated.
    expect(answer.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent(`/properties/25/x/checkout?${STAY}&draft=AAAAAAAAAAAAAAAAAAAAAA`)}`,
    );
  });
});

describe("the sign-in page on the way back to a draft", () => {
  it("says the session ended and what was typed is kept, only when the way back carries a draft", () => {
    const resuming = (query: string) => loginLoader(call(`/login${query}`).args).resuming;
    expect(resuming(`?redirectTo=${encodeURIComponent("/profile?draft=AAAAAAAAAAAAAAAAAAAAAA")}`)).toBe(true);
    expect(resuming(`?type=vendor&redirectTo=${encodeURIComponent("/a?b=1&draft=x")}`)).toBe(true);
    expect(resuming(`?redirectTo=${encodeURIComponent("/profile")}`)).toBe(false);
    expect(resuming("")).toBe(false);
    // Off-site is still refused first: the way back is then home, with no draft.
    expect(resuming(`?redirectTo=${encodeURIComponent("//evil.example/?draft=x")}`)).toBe(false);
  });
});

describe("the drafts' own limits", () => {
  it("30 drafts per 15 minutes from one address: past that the visitor still signs in and comes back, without a draft", async () => {
    const client = "203.0.113.77";
    for (let draft = 0; draft < 30; draft += 1) {
      const sent = await signInRedirect(() => profileAction(call("/profile", { fields: PROFILE, client }).args));
      expect(sent.draftId).toMatch(/^[\w-]{22}$/);
    }
    const refused = await signInRedirect(() => profileAction(call("/profile", { fields: PROFILE, client }).args));
    expect(refused).toMatchObject({ status: 303, location: "/login?redirectTo=%2Fprofile", setCookie: null });
    const elsewhere = await signInRedirect(() =>
      profileAction(call("/profile", { fields: PROFILE, client: "203.0.113.78" }).args),
    );
    expect(elsewhere.draftId).toMatch(/^[\w-]{22}$/);
  });

  it("no form may keep a secret: a list that names a password, card number, CVC or code is refused where it is written", () => {
    for (const field of [
      "password",
      "wifi_password",
      "card_number",
      "cardNumber",
      "card_cvc",
      "cvv",
      "pin",
      "passcode",
    ])
      expect(() => resumableForm("owner-form", ["address", field])).toThrow(
        `The owner-form form may not keep its ${field} field in a draft`,
      );
    expect(CHECKOUT_DRAFT.fields).toEqual([
      "first_name",
      "last_name",
      "email",
      "phone",
      "terms",
      "payment",
      "card_expiry",
    ]);
    expect(PROFILE_DRAFT.fields).toEqual(["first_name", "last_name", "email", "phone"]);
  });
});
