import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  CHANNEL_DRAFT,
  CHECK_IN_DRAFT,
  LISTING_DRAFT,
  PRICING_DRAFT,
  SIGNED_IN_MARK,
  resumableForm,
} from "~/lib/resumable-forms";
import { action as channelAction, loader as channelLoader } from "~/routes/owner/channel-manager-connection";
import { action as checkInAction, loader as checkInLoader } from "~/routes/owner/check-in-information";
import { action as listingEditAction, loader as listingEditLoader } from "~/routes/owner/owner-listing";
import { action as publishAction, loader as publishLoader } from "~/routes/owner/publish-my-property";
import { STEP_FIELDS } from "~/routes/owner/publish-my-property-action.server";
import { action as pricingAction, loader as pricingLoader } from "~/routes/owner/upload-my-pricing";
import { DRAFT_OWNER_COOKIE } from "~/session/form-resume.server";
import { formDraftStore } from "~/shared-state/form-drafts.server";
import { captureConsole } from "../support/console-capture";
import { REVOKED, call, signInRedirect } from "./form-resume-helpers";
import { API, demoApiServer, signIn, thrown } from "./route-helpers";

const { requests } = demoApiServer();
const logs = captureConsole();
// Nothing else is logged: a draft kept or taken is no error.
afterEach(() => expect(logs.take()).toEqual([]));

const MARK = { [SIGNED_IN_MARK.name]: SIGNED_IN_MARK.value };

/** The ids of the owner's properties, newest first, as the demo API lists them. */
async function propertiesOf(token: string): Promise<number[]> {
  const response = await fetch(`${API}/vendor/properties`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { entities: { id: number }[] } }).data.entities.map(({ id }) => id);
}

/** What the loader of an owner page answered: its data. */
const page = async (run: unknown) => ((await run) as { data: Record<string, unknown> }).data;

/** The draft as it was stored, read straight from the store (and so spent): form, page and values. */
async function stored(sent: { cookie?: string; draftId: string | null }) {
  const owner = sent.cookie?.slice(`${DRAFT_OWNER_COOKIE}=`.length) ?? "";
  return formDraftStore().take(owner, sent.draftId ?? "");
}

/** The vendor sign-in, coming back to `back`. */
const vendorLogin = (back: string) => `/login?type=vendor&redirectTo=${encodeURIComponent(back)}`;

let owner: string;
let first: number;
let second: number;
beforeAll(async () => {
  owner = await signIn("owner");
  [first = 0, second = 0] = await propertiesOf(owner);
  requests.length = 0;
});

describe("owner drafts: what they may keep", () => {
  it("an API key or any credential is never kept: a list that names one is refused where it is written", () => {
    for (const field of [
      "api_key",
      "apiKey",
      "access_key",
      "private_key",
      "signing_key",
      "credentials",
      "client_secret",
    ])
      expect(() => resumableForm("owner-form", ["account_id", field])).toThrow(
        `The owner-form form may not keep its ${field} field in a draft`,
      );
    // How guests get the keys is not a credential.
    expect(resumableForm("owner-form", ["key_handover"]).fields).toEqual(["key_handover"]);
  });

  it("each owner form's allow-list, which signs in again as an owner", () => {
    expect(CHECK_IN_DRAFT.fields).toEqual([
      "property",
      "check_in_from",
      "check_out_until",
      "address",
      "address_details",
      "access_instructions",
      "key_handover",
      "contact_phone",
      "wifi_name",
    ]);
    expect(CHANNEL_DRAFT.fields).toEqual(["provider", "account_id"]);
    expect(PRICING_DRAFT.fields).toEqual([
      "property",
      "intent",
      "start_date",
      "end_date",
      "nightly_price",
      "minimum_stay",
      "cleaning_fee",
      "extra_guest_fee",
      "extra_guest_from",
    ]);
    // Every field a listing step posts, with the step; pictures travel as files and are not kept.
    expect([...LISTING_DRAFT.fields].sort()).toEqual(["step", ...Object.values(STEP_FIELDS).flat()].sort());
    for (const form of [CHECK_IN_DRAFT, CHANNEL_DRAFT, PRICING_DRAFT, LISTING_DRAFT])
      expect(form.signInAs).toBe("vendor");
  });
});

/** Everything the check-in form posts, the Wi-Fi password and the key details included. */
const checkInPost = (property: number) => ({
  ...MARK,
  property: String(property),
  check_in_from: "15:00",
  check_out_until: "11:00",
  address: "3 Rua das Flores, Lisboa",
  address_details: "Second floor, green door",
  access_instructions: "Ring the bell marked Owner and take the stairs to the second floor.",
  key_handover: "lockbox",
  key_details: "Lockbox code 4711, left of the door",
  contact_phone: "+351 21 000 0099",
  wifi_name: "Flores",
  wifi_password: "sea-breeze-22",
});
/** What may be kept of it: never the Wi-Fi password or the key details (a door or lockbox code). */
const checkInKept = (property: number) => ({
  property: String(property),
  check_in_from: "15:00",
  check_out_until: "11:00",
  address: "3 Rua das Flores, Lisboa",
  address_details: "Second floor, green door",
  access_instructions: "Ring the bell marked Owner and take the stairs to the second floor.",
  key_handover: "lockbox",
  contact_phone: "+351 21 000 0099",
  wifi_name: "Flores",
});

describe("/check-in-information: a session that ends while the owner types", () => {
  it("the session cookie is gone: the draft keeps the property and the allowed fields, and comes back after the vendor sign-in on that property's form, once", async () => {
    // Posted from the page as it opened (the newest property, no ?property= in the address).
    const sent = await signInRedirect(() =>
      checkInAction(call("/check-in-information", { fields: checkInPost(second) }).args),
    );
    expect(sent.status).toBe(303);
    expect(sent.back).toBe(`/check-in-information?property=${second}&draft=${sent.draftId}`);
    expect(sent.location).toBe(vendorLogin(sent.back));
    expect(sent.cacheControl).toBe("private, no-store");
    expect(requests).toEqual([]);

    const back = () => page(checkInLoader(call(sent.back, { token: owner, cookie: sent.cookie }).args));
    const resumed = await back();
    expect(resumed.selected).toBe(second);
    expect(resumed.draft).toEqual(checkInKept(second));
    expect((await back()).draft).toBeNull();
  });

  it("what reaches the store is the allow-list only", async () => {
    const sent = await signInRedirect(() =>
      checkInAction(call(`/check-in-information?property=${first}`, { fields: checkInPost(first) }).args),
    );
    expect(await stored(sent)).toEqual({
      form: "check-in-information",
      path: "/check-in-information",
      values: checkInKept(first),
    });
  });

  it("the API refuses the token (401): the session ends and the draft is kept the same way", async () => {
    const posted = call(`/check-in-information?property=${first}`, { token: REVOKED, fields: checkInPost(first) });
    const sent = await signInRedirect(() => checkInAction(posted.args));
    expect(posted.session.ended).toBe(true);
    expect(logs.take()).toEqual([
      "error: [api] PUT /vendor/properties/{id}/check-in-information failed (401): Unauthenticated.",
    ]);
    expect(sent.back).toBe(`/check-in-information?property=${first}&draft=${sent.draftId}`);
    const resumed = await page(checkInLoader(call(sent.back, { token: owner, cookie: sent.cookie }).args));
    expect(resumed.draft).toEqual(checkInKept(first));
  });

  it("the page opened for another property than the draft's does not apply it, and the draft is spent", async () => {
    const sent = await signInRedirect(() =>
      checkInAction(call(`/check-in-information?property=${first}`, { fields: checkInPost(first) }).args),
    );
    const elsewhere = `/check-in-information?property=${second}&draft=${sent.draftId}`;
    const other = await page(checkInLoader(call(elsewhere, { token: owner, cookie: sent.cookie }).args));
    expect(other.selected).toBe(second);
    expect(other.draft).toBeNull();
    expect((await page(checkInLoader(call(sent.back, { token: owner, cookie: sent.cookie }).args))).draft).toBeNull();
  });

  it("another account whose properties do not include the draft's gets its own form without the draft", async () => {
    const sent = await signInRedirect(() =>
      checkInAction(call(`/check-in-information?property=${first}`, { fields: checkInPost(first) }).args),
    );
    const agent = await signIn("agent");
    const theirs = await page(checkInLoader(call(sent.back, { token: agent, cookie: sent.cookie }).args));
    expect(theirs.selected).not.toBe(first);
    expect(theirs.draft).toBeNull();
  });

  it("a post without a session and without the signed-in mark signs in the plain way, with nothing kept", async () => {
    const { [SIGNED_IN_MARK.name]: _mark, ...unmarked } = checkInPost(first);
    expect(
      await thrown(() => checkInAction(call(`/check-in-information?property=${first}`, { fields: unmarked }).args)),
    ).toEqual({ status: 302, data: null, location: vendorLogin(`/check-in-information?property=${first}`) });
  });
});

const CHANNEL_POST = {
  ...MARK,
  intent: "connect",
  provider: "smoobu",
  account_id: "acct-7781",
  api_key: "sk_live_9f8e7d6c5b",
};
const CHANNEL_KEPT = { provider: "smoobu", account_id: "acct-7781" };

describe("/channel-manager-connection: a session that ends while the owner types", () => {
  it("the session cookie is gone: the provider and account id are kept, never the API key, and come back after the vendor sign-in", async () => {
    const sent = await signInRedirect(() =>
      channelAction(call("/channel-manager-connection", { fields: CHANNEL_POST }).args),
    );
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(vendorLogin(`/channel-manager-connection?draft=${sent.draftId}`));
    expect(requests).toEqual([]);
    const back = () => page(channelLoader(call(sent.back, { token: owner, cookie: sent.cookie }).args));
    expect((await back()).draft).toEqual(CHANNEL_KEPT);
    expect((await back()).draft).toBeNull();
  });

  it("what reaches the store has no API key", async () => {
    const sent = await signInRedirect(() =>
      channelAction(call("/channel-manager-connection", { fields: CHANNEL_POST }).args),
    );
    expect(await stored(sent)).toEqual({
      form: "channel-manager-connection",
      path: "/channel-manager-connection",
      values: CHANNEL_KEPT,
    });
  });

  it("the API refuses the token at the test (401): the session ends and the draft is kept", async () => {
    const posted = call("/channel-manager-connection", { token: REVOKED, fields: { ...CHANNEL_POST, intent: "test" } });
    const sent = await signInRedirect(() => channelAction(posted.args));
    expect(posted.session.ended).toBe(true);
    expect(logs.take()).toEqual(["error: [api] POST /vendor/channel-connection/test failed (401): Unauthenticated."]);
    expect((await page(channelLoader(call(sent.back, { token: owner, cookie: sent.cookie }).args))).draft).toEqual(
      CHANNEL_KEPT,
    );
  });

  it("another owner page does not read the channel draft, and it is gone after", async () => {
    const sent = await signInRedirect(() =>
      channelAction(call("/channel-manager-connection", { fields: CHANNEL_POST }).args),
    );
    const wrongPage = `/upload-my-pricing?property=${first}&draft=${sent.draftId}`;
    expect((await page(pricingLoader(call(wrongPage, { token: owner, cookie: sent.cookie }).args))).draft).toBeNull();
    expect((await page(channelLoader(call(sent.back, { token: owner, cookie: sent.cookie }).args))).draft).toBeNull();
  });
});

const feesPost = (property: number) => ({
  ...MARK,
  intent: "fees",
  property: String(property),
  cleaning_fee: "45.50",
  extra_guest_fee: "12",
  extra_guest_from: "3",
  minimum_stay: "2",
});
const feesKept = (property: number) => {
  const { [SIGNED_IN_MARK.name]: _mark, ...kept } = feesPost(property);
  return kept;
};

describe("/upload-my-pricing: a session that ends while the owner types", () => {
  it("the session cookie is gone when the fees are saved: the draft comes back after the vendor sign-in on that property's page, once", async () => {
    const sent = await signInRedirect(() =>
      pricingAction(call("/upload-my-pricing", { fields: feesPost(second) }).args),
    );
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(vendorLogin(`/upload-my-pricing?property=${second}&draft=${sent.draftId}`));
    expect(requests).toEqual([]);
    const back = () => page(pricingLoader(call(sent.back, { token: owner, cookie: sent.cookie }).args));
    expect((await back()).draft).toEqual(feesKept(second));
    expect((await back()).draft).toBeNull();
  });

  it("a pricing file is never kept, as a file or as the previewed text: the draft says which form and property", async () => {
    const file = new FormData();
    for (const [name, value] of Object.entries({ ...MARK, intent: "preview-csv", property: String(first) }))
      file.set(name, value);
    file.set(
      "csv_file",
      new File(["start_date,end_date,nightly_price,minimum_stay\n"], "prices.csv", { type: "text/csv" }),
    );
    const previewed = await signInRedirect(() => pricingAction(call("/upload-my-pricing", { fields: file }).args));
    expect(await stored(previewed)).toEqual({
      form: "upload-my-pricing",
      path: "/upload-my-pricing",
      values: { property: String(first), intent: "preview-csv" },
    });

    const saving = { ...MARK, intent: "save-csv", property: String(first), csv: "start_date,end_date\n" };
    const saved = await signInRedirect(() => pricingAction(call("/upload-my-pricing", { fields: saving }).args));
    expect(await stored(saved)).toEqual({
      form: "upload-my-pricing",
      path: "/upload-my-pricing",
      values: { property: String(first), intent: "save-csv" },
    });
  });

  it("the API refuses the token (401): the session ends and the draft is kept", async () => {
    const posted = call(`/upload-my-pricing?property=${first}`, { token: REVOKED, fields: feesPost(first) });
    const sent = await signInRedirect(() => pricingAction(posted.args));
    expect(posted.session.ended).toBe(true);
    expect(logs.take()).toEqual(["error: [api] GET /vendor/properties/{id}/pricing failed (401): Unauthenticated."]);
    expect((await page(pricingLoader(call(sent.back, { token: owner, cookie: sent.cookie }).args))).draft).toEqual(
      feesKept(first),
    );
  });

  it("the page opened for another property than the draft's does not apply it", async () => {
    const sent = await signInRedirect(() =>
      pricingAction(call(`/upload-my-pricing?property=${first}`, { fields: feesPost(first) }).args),
    );
    const elsewhere = `/upload-my-pricing?property=${second}&draft=${sent.draftId}`;
    expect((await page(pricingLoader(call(elsewhere, { token: owner, cookie: sent.cookie }).args))).draft).toBeNull();
  });

  it("removing a rate has nothing typed to keep: without a session it signs in the plain way", async () => {
    const removing = { ...MARK, intent: "remove-rate", property: String(first), start_date: "2000-01-01" };
    expect(
      await thrown(() => pricingAction(call(`/upload-my-pricing?property=${first}`, { fields: removing }).args)),
    ).toEqual({ status: 302, data: null, location: vendorLogin(`/upload-my-pricing?property=${first}`) });
  });
});

const BASICS = {
  title: "Harbour Light Cottage",
  category_id: "1",
  summary: "A fisherman's cottage a step from the harbour wall.",
  description:
    "Two rooms under a slate roof, a kitchen with a range, and a bench outside the door where the boats come in at dusk.",
};
const LOCATION = {
  destination_slug: "algarve",
  address: "7 Harbour Wall",
  postal_code: "8600-100",
  latitude: "37.10",
  longitude: "-8.67",
};
const CAPACITY = { max_guests: "2", bedrooms: "1", beds: "1", bathrooms: "1" };

const stepPost = (step: string, fields: Record<string, string>) => ({ ...MARK, intent: "save", step, ...fields });

describe("/publish-my-property: a session that ends in the middle of a step", () => {
  it("the session cookie is gone: the step's text fields come back on that step after the vendor sign-in, once", async () => {
    const sent = await signInRedirect(() =>
      publishAction(call("/publish-my-property", { fields: stepPost("basics", BASICS) }).args),
    );
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(vendorLogin(`/publish-my-property?step=basics&draft=${sent.draftId}`));
    expect(requests).toEqual([]);
    const back = () => page(publishLoader(call(sent.back, { token: owner, cookie: sent.cookie }).args));
    const resumed = await back();
    expect(resumed).toMatchObject({ step: "basics", resumed: true, values: BASICS });
    const again = await back();
    expect(again.resumed).toBe(false);
    expect(again.values).not.toEqual(BASICS);
  });

  it("the API refuses the token (401) when a later step is saved: the draft brings the owner back to that step", async () => {
    const agent = await signIn("agent");
    const saved = (await publishAction(
      call("/publish-my-property", { token: agent, fields: stepPost("basics", BASICS) }).args,
    )) as Response;
    expect(saved.status).toBe(303);
    const posted = call("/publish-my-property?step=location", {
      token: REVOKED,
      fields: stepPost("location", LOCATION),
    });
    const sent = await signInRedirect(() => publishAction(posted.args));
    expect(posted.session.ended).toBe(true);
    expect(logs.take()).toEqual(["error: [api] PUT /vendor/property-draft failed (401): Unauthenticated."]);
    expect(sent.back).toBe(`/publish-my-property?step=location&draft=${sent.draftId}`);
    const resumed = await page(publishLoader(call(sent.back, { token: agent, cookie: sent.cookie }).args));
    expect(resumed).toMatchObject({ step: "location", resumed: true, values: LOCATION });
  });

  it("the ticked amenities are kept, and come back as the list they were", async () => {
    const agent = await signIn("agent");
    for (const [step, fields] of [
      ["basics", BASICS],
      ["location", LOCATION],
      ["capacity", CAPACITY],
    ] as const) {
      const saved = (await publishAction(
        call("/publish-my-property", { token: agent, fields: stepPost(step, fields) }).args,
      )) as Response;
      expect(saved.status).toBe(303);
    }
    const ticked = new FormData();
    for (const [name, value] of Object.entries(stepPost("amenities", {}))) ticked.set(name, value);
    ticked.append("amenities", "Wi-Fi");
    ticked.append("amenities", "Sea view");
    const sent = await signInRedirect(() => publishAction(call("/publish-my-property", { fields: ticked }).args));
    const resumed = await page(publishLoader(call(sent.back, { token: agent, cookie: sent.cookie }).args));
    expect(resumed).toMatchObject({ step: "amenities", resumed: true, values: { amenities: ["Wi-Fi", "Sea view"] } });
  });

  it("pictures are never kept: the pictures step's draft is the step alone", async () => {
    const upload = new FormData();
    for (const [name, value] of Object.entries(stepPost("pictures", {}))) upload.set(name, value);
    upload.append("picture", "pic-1 /uploads/pic-1");
    upload.append("files", new File([new Uint8Array([137, 80, 78, 71])], "front.png", { type: "image/png" }));
    const sent = await signInRedirect(() => publishAction(call("/publish-my-property", { fields: upload }).args));
    expect(sent.back).toBe(`/publish-my-property?step=pictures&draft=${sent.draftId}`);
    expect(await stored(sent)).toEqual({
      form: "publish-my-property",
      path: "/publish-my-property",
      values: { step: "pictures" },
    });
  });

  it("a draft of a step the owner cannot open yet is not applied to the step shown instead, and is spent", async () => {
    const prices = { currency: "EUR", nightly_price: "140", cleaning_fee: "40" };
    const sent = await signInRedirect(() =>
      publishAction(call("/publish-my-property", { fields: stepPost("prices", prices) }).args),
    );
    // The owner's listing has no saved step yet (the demo's half-written one is discarded first):
    // the page shows the basics, without the prices typed.
    await fetch(`${API}/vendor/property-draft`, { method: "DELETE", headers: { Authorization: `Bearer ${owner}` } });
    const shown = await page(publishLoader(call(sent.back, { token: owner, cookie: sent.cookie }).args));
    expect(shown).toMatchObject({ step: "basics", resumed: false });
    expect(shown.values).not.toMatchObject(prices);
    // Spent: the draft is not kept for a second try.
    expect(await stored(sent)).toBeNull();
  });
});

describe("/owner/listings/:id: a session that ends while the owner edits a step", () => {
  const edit = (id: number, query = "") => `/owner/listings/${id}${query}`;
  const editCall = (id: number, path: string, options: Parameters<typeof call>[1]) =>
    call(path, { ...options, params: { id: String(id) } });
  const TITLE = { ...BASICS, title: "Harbour Light Cottage, Renewed" };

  it("the session cookie is gone at Save changes: the step's fields come back on that property's step after the vendor sign-in, once", async () => {
    const sent = await signInRedirect(() =>
      listingEditAction(
        editCall(first, edit(first, "?step=basics&saved=1"), { fields: stepPost("basics", TITLE) }).args,
      ),
    );
    expect(sent.status).toBe(303);
    // Not "Saved" once back: the address of the page after an earlier save loses its saved=1.
    expect(sent.back).toBe(edit(first, `?step=basics&draft=${sent.draftId}`));
    expect(sent.location).toBe(vendorLogin(sent.back));
    expect(sent.cacheControl).toBe("private, no-store");
    expect(requests).toEqual([]);

    const back = () => page(listingEditLoader(editCall(first, sent.back, { token: owner, cookie: sent.cookie }).args));
    const resumed = await back();
    expect(resumed).toMatchObject({ id: first, step: "basics", resumed: true, values: TITLE });
    const again = await back();
    expect(again.resumed).toBe(false);
    expect(again.values).not.toEqual(TITLE);
  });

  it("the API refuses the token (401) when the location is saved: the draft brings the owner back to that step", async () => {
    const posted = editCall(first, edit(first), { token: REVOKED, fields: stepPost("location", LOCATION) });
    const sent = await signInRedirect(() => listingEditAction(posted.args));
    expect(posted.session.ended).toBe(true);
    expect(logs.take()).toEqual(["error: [api] PUT /vendor/properties/{id}/listing failed (401): Unauthenticated."]);
    expect(sent.back).toBe(edit(first, `?step=location&draft=${sent.draftId}`));
    const resumed = await page(
      listingEditLoader(editCall(first, sent.back, { token: owner, cookie: sent.cookie }).args),
    );
    expect(resumed).toMatchObject({ step: "location", resumed: true, values: LOCATION });
  });

  it("another property's page, or the publish wizard, does not apply the draft, and it is spent", async () => {
    const sent = await signInRedirect(() =>
      listingEditAction(editCall(first, edit(first), { fields: stepPost("basics", TITLE) }).args),
    );
    const query = `?step=basics&draft=${sent.draftId}`;
    const other = await page(
      listingEditLoader(editCall(second, edit(second, query), { token: owner, cookie: sent.cookie }).args),
    );
    expect(other).toMatchObject({ id: second, resumed: false });
    expect(other.values).not.toEqual(TITLE);
    const wizard = await page(
      publishLoader(call(`/publish-my-property${query}`, { token: owner, cookie: sent.cookie }).args),
    );
    expect(wizard.resumed).toBe(false);
    expect(await stored(sent)).toBeNull();
  });

  it("pausing has nothing typed to keep: without a session it signs in the plain way", async () => {
    expect(
      await thrown(() =>
        listingEditAction(editCall(first, edit(first), { fields: { ...MARK, intent: "pause" } }).args),
      ),
    ).toEqual({ status: 302, data: null, location: vendorLogin(edit(first)) });
  });
});
