import { afterEach, describe, expect, it } from "vitest";
import { loader as bookingLoader } from "~/routes/booking/booking";
import { action as channelAction, loader as channelLoader } from "~/routes/owner/channel-manager-connection";
import { action as checkInAction, loader as checkInLoader } from "~/routes/owner/check-in-information";
import { action as publishAction, loader as publishLoader } from "~/routes/owner/publish-my-property";
import { action as pricingAction, loader as pricingLoader } from "~/routes/owner/upload-my-pricing";
import { loader as geocodeLoader } from "~/routes/owner/owner-geocode";
import { day, yearFromNow } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer, routeArgs as args, signIn, thrown, tokenFor } from "./route-helpers";

const { server, requests } = demoApiServer();
// The site logs each refusal of the API; a test asserts the ones it causes.
const logs = captureConsole();
afterEach(() => expect(logs.take()).toEqual([]));

/** Records JSON bodies sent upstream to `path` with `method`. */
function captured(method: string, path: string) {
  const bodies: unknown[] = [];
  server.events.on("request:start", async ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path) {
      const text = await request.clone().text();
      bodies.push(request.headers.get("Content-Type")?.includes("json") ? JSON.parse(text) : text);
    }
  });
  return bodies;
}

type Answer = { data: Record<string, unknown>; init: { status: number } | null };
const answer = (value: unknown) => value as Answer;

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

describe("guards on every owner page", () => {
  const loaders = [publishLoader, pricingLoader, checkInLoader, channelLoader];

  it("a logged-out visitor gets the gate, private, with no upstream call", async () => {
    for (const loader of loaders) {
      const result = answer(await loader(args("/publish-my-property", undefined).value));
      expect(result.data.gate).toBe("visitor");
    }
    expect(requests.filter((url) => url.pathname.startsWith("/vendor"))).toEqual([]);
  });

  it("a traveller account gets the guest gate (the vendor call answers 403)", async () => {
    const token = await signIn("guest");
    for (const loader of loaders) {
      const result = answer(await loader(args("/upload-my-pricing", token).value));
      expect(result.data.gate).toBe("guest");
    }
    // A loader's calls run together: the order of their lines is not the test's.
    expect(logs.take().sort()).toEqual(
      [
        "GET /vendor/channel-connection",
        "GET /vendor/channel-managers",
        "GET /vendor/properties",
        "GET /vendor/properties",
        "GET /vendor/property-draft",
      ].map(
        (call) =>
          `error: [api] ${call} failed (403): This is a guest account. Sign in with an owner or agent account to manage properties.`,
      ),
    );
  });

  it("an expired session ends and shows the visitor gate", async () => {
    const { session, value } = args("/check-in-information", "demo.2.expired");
    expect(answer(await checkInLoader(value)).data.gate).toBe("visitor");
    expect(session.ended).toBe(true);
    expect(logs.take()).toEqual(["error: [api] GET /vendor/properties failed (401): Unauthenticated."]);
  });

  it("actions without a session send the visitor to the vendor sign-in and back", async () => {
    expect(
      await thrown(() =>
        publishAction(args("/publish-my-property?step=basics", undefined, { intent: "save", step: "basics" }).value),
      ),
    ).toMatchObject({
      status: 302,
      location: "/login?type=vendor&redirectTo=%2Fpublish-my-property%3Fstep%3Dbasics",
    });
    expect(
      await thrown(() => channelAction(args("/channel-manager-connection", undefined, { intent: "disconnect" }).value)),
    ).toMatchObject({ status: 302 });
  });

  it("a traveller posting to an owner action is refused with 403 and the reason", async () => {
    const token = await signIn("guest");
    const result = answer(
      await channelAction(args("/channel-manager-connection", token, { intent: "disconnect" }).value),
    );
    expect(result.init?.status).toBe(403);
    expect(result.data.formError).toBe(
      "Owner pages are for owner and agent accounts. You are signed in as a traveller.",
    );
    expect(logs.take()).toEqual([
      "error: [api] DELETE /vendor/channel-connection failed (403): This is a guest account. Sign in with an owner or agent account to manage properties.",
    ]);
  });
});

describe("/publish-my-property", () => {
  it("an invalid step keeps every value, names each problem, and saves nothing", async () => {
    const token = await signIn("agent");
    const saves = captured("PUT", "/vendor/property-draft");
    const typed = {
      intent: "save",
      step: "basics",
      title: "Hut",
      category_id: "",
      summary: "Small",
      description: "Short.",
    };
    const result = answer(await publishAction(args("/publish-my-property?step=basics", token, typed).value));
    expect(result.init?.status).toBe(400);
    expect(result.data.values).toEqual({ title: "Hut", category_id: "", summary: "Small", description: "Short." });
    expect(result.data.fieldErrors).toEqual({
      title: "Give your property a title of at least 8 characters.",
      category_id: "Choose the kind of property.",
      summary: "Write a summary of at least 20 characters.",
      description: "Describe your property in at least 80 characters.",
    });
    expect(saves).toEqual([]);
  });

  it("saves each step to the upstream draft, resumes at the first open step, and publishes into search", async () => {
    const owner = await signIn("owner");
    const saves = captured("PUT", "/vendor/property-draft");
    const title = "Lighthouse Keeper's Loft";
    const steps: Record<string, Record<string, string | string[]>> = {
      basics: {
        title,
        category_id: "1",
        summary: "A loft in the old lighthouse keeper's house.",
        description:
          "Whitewashed walls, a wood stove and a spiral stair up to a bedroom under the lantern; the sea on three sides and the harbour a walk away.",
      },
      location: {
        destination_slug: "algarve",
        address: "1 Lighthouse Road",
        postal_code: "8650-001",
        latitude: "37.02",
        longitude: "-8.99",
      },
      capacity: { max_guests: "2", bedrooms: "1", beds: "1", bathrooms: "1" },
      amenities: { amenities: ["Wi-Fi", "Sea view"] },
    };
    for (const [step, fields] of Object.entries(steps)) {
      const saved = (await publishAction(
        args(`/publish-my-property?step=${step}`, owner, { intent: "save", step, ...fields }).value,
      )) as Response;
      expect(saved.status).toBe(303);
    }
    expect(saves[0]).toEqual({
      step: "basics",
      values: {
        title,
        category_id: 1,
        summary: "A loft in the old lighthouse keeper's house.",
        description: steps.basics!.description,
      },
    });
    expect(saves[3]).toEqual({ step: "amenities", values: { amenities: ["Wi-Fi", "Sea view"] } });

    // A reload lands on the first step not yet saved, with the saved ones kept.
    const resumed = answer(await publishLoader(args("/publish-my-property", owner).value));
    expect(resumed.data.step).toBe("pictures");
    expect(
      answer(await publishLoader(args("/publish-my-property?step=basics", owner).value)).data.values,
    ).toMatchObject({ title, category_id: "1" });
    // A step further on than the first open one is not reachable yet.
    expect(answer(await publishLoader(args("/publish-my-property?step=prices", owner).value)).data.step).toBe(
      "pictures",
    );

    const files = new FormData();
    files.set("intent", "save");
    files.set("step", "pictures");
    for (const name of ["a.png", "b.png", "c.png"]) files.append("files", new File([PNG], name, { type: "image/png" }));
    const pictures = (await publishAction(args("/publish-my-property?step=pictures", owner, files).value)) as Response;
    expect(pictures.headers.get("Location")).toBe("/publish-my-property?step=rules");
    expect(requests.filter((url) => url.pathname === "/vendor/uploads")).toHaveLength(3);

    const laterSteps: Record<string, Record<string, string>> = {
      rules: {
        check_in_time: "15:00",
        check_out_time: "11:00",
        house_rules: "No smoking",
        cancellation_policy: "flexible",
      },
      prices: { currency: "EUR", nightly_price: "1,250.00", cleaning_fee: "60" },
    };
    for (const [step, fields] of Object.entries(laterSteps)) {
      expect(
        (
          (await publishAction(
            args(`/publish-my-property?step=${step}`, owner, { intent: "save", step, ...fields }).value,
          )) as Response
        ).status,
      ).toBe(303);
    }
    expect(saves.at(-1)).toEqual({
      step: "prices",
      values: { currency: "EUR", nightly_price: 1250, cleaning_fee: 60 },
    });

    const published = (await publishAction(
      args("/publish-my-property?step=review", owner, { intent: "publish" }).value,
    )) as Response;
    expect(published.status).toBe(303);
    const id = Number(/published=(\d+)/.exec(published.headers.get("Location") ?? "")?.[1]);
    expect(id).toBeGreaterThan(0);
    const search = (await (await fetch(`${API}/properties?destination=${encodeURIComponent(title)}`)).json()) as {
      data: { entities: { id: number; images: unknown[] }[] };
    };
    expect(search.data.entities.map((property) => property.id)).toEqual([id]);
    expect(search.data.entities[0]!.images).toHaveLength(3);
  });

  it("discarding the draft deletes it upstream and starts again at the first step", async () => {
    const token = await signIn("agent");
    await publishAction(
      args("/publish-my-property?step=basics", token, {
        intent: "save",
        step: "basics",
        title: "A draft to throw away",
        category_id: "2",
        summary: "Written only to be discarded by this test.",
        description: "x".repeat(90),
      }).value,
    );
    expect(answer(await publishLoader(args("/publish-my-property", token).value)).data.step).toBe("location");
    const discarded = (await publishAction(
      args("/publish-my-property?step=review", token, { intent: "discard" }).value,
    )) as Response;
    expect(discarded.headers.get("Location")).toBe("/publish-my-property?step=basics");
    expect(requests.some((url) => url.pathname === "/vendor/property-draft")).toBe(true);
    const fresh = answer(await publishLoader(args("/publish-my-property", token).value));
    expect(fresh.data.step).toBe("basics");
    expect(fresh.data.values).toMatchObject({ title: "" });
  });

  it("refuses a file that is not a picture, whatever its name says, and uploads nothing", async () => {
    const token = await signIn("agent");
    const files = new FormData();
    files.set("intent", "save");
    files.set("step", "pictures");
    files.append("files", new File(["<?php echo 1; ?>"], "holiday.png", { type: "image/png" }));
    const result = answer(await publishAction(args("/publish-my-property?step=pictures", token, files).value));
    expect(result.init?.status).toBe(400);
    expect(result.data.fieldErrors).toEqual({ files: "holiday.png is not a JPEG, PNG or WebP picture." });
    expect(requests.filter((url) => url.pathname === "/vendor/uploads")).toEqual([]);
  });
});

describe("/publish-my-property, the location step: an address found and chosen, never coordinates typed", () => {
  const BASICS = {
    intent: "save",
    step: "basics",
    title: "Harbour Lane Cottage",
    category_id: "1",
    summary: "A fisherman's cottage two streets from the harbour.",
    description:
      "Thick white walls that keep the summer out, a kitchen onto a courtyard with a lemon tree, two bedrooms and the harbour two streets away.",
  };
  const TYPED = {
    intent: "save",
    step: "location",
    destination_slug: "algarve",
    address: "12 Harbour Lane",
    postal_code: "8600-315",
    latitude: "",
    longitude: "",
  };

  it("Find the address answers the matches near the destination chosen, keeps what was typed, and saves nothing", async () => {
    const agent = await signIn("agent");
    expect(((await publishAction(args("/publish-my-property", agent, BASICS).value)) as Response).status).toBe(303);
    const saves = captured("PUT", "/vendor/property-draft");
    const found = answer(
      await publishAction(args("/publish-my-property?step=location", agent, { ...TYPED, find_address: "1" }).value),
    );
    expect(found.init?.status).toBe(200);
    expect(found.data.places).toEqual([
      {
        label: "12 Harbour Lane, Algarve, Portugal",
        latitude: 37.09556,
        longitude: -8.25808,
        destination_slug: "algarve",
      },
    ]);
    expect(found.data.values).toMatchObject({ address: "12 Harbour Lane", postal_code: "8600-315" });
    expect(
      requests.some((url) => url.pathname === "/vendor/geocode" && url.searchParams.get("destination") === "algarve"),
    ).toBe(true);

    const none = answer(
      await publishAction(
        args("/publish-my-property?step=location", agent, { ...TYPED, destination_slug: "", find_address: "1" }).value,
      ),
    );
    expect(none.init?.status).toBe(422);
    expect(none.data.fieldErrors).toEqual({
      address: "No match for this address. Add the town or choose the destination, or place the pin on the map.",
    });
    expect(saves).toEqual([]);
  });

  it("the match chosen is saved as the coordinates; without one the step asks for the address or the pin", async () => {
    const agent = await signIn("agent");
    expect(((await publishAction(args("/publish-my-property", agent, BASICS).value)) as Response).status).toBe(303);
    const saves = captured("PUT", "/vendor/property-draft");
    const missing = answer(await publishAction(args("/publish-my-property?step=location", agent, TYPED).value));
    expect(missing.init?.status).toBe(400);
    expect(missing.data.fieldErrors).toEqual({
      latitude: "Find your address and choose it, or place the pin on the map.",
      longitude: "Find your address and choose it, or place the pin on the map.",
    });
    const chosen = (await publishAction(
      args("/publish-my-property?step=location", agent, { ...TYPED, place: "37.09556,-8.25808" }).value,
    )) as Response;
    expect(chosen.status).toBe(303);
    expect(saves).toEqual([
      {
        step: "location",
        values: {
          destination_slug: "algarve",
          address: "12 Harbour Lane",
          postal_code: "8600-315",
          latitude: 37.09556,
          longitude: -8.25808,
        },
      },
    ]);
  });
});

describe("/owner/geocode: the address field's suggestions", () => {
  it("answers a signed-in owner's suggestions as private JSON, nothing to a visitor without a session", async () => {
    const agent = await signIn("agent");
    const suggested = await geocodeLoader(args("/owner/geocode?q=12+Harbour+Lane%2C+Algarve", agent).value);
    expect(suggested.status).toBe(200);
    expect(suggested.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await suggested.json()).toEqual({
      suggestions: [
        {
          label: "12 Harbour Lane, Algarve, Portugal",
          latitude: 37.09556,
          longitude: -8.25808,
          destination_slug: "algarve",
        },
      ],
    });
    const short = await geocodeLoader(args("/owner/geocode?q=12", agent).value);
    expect(await short.json()).toEqual({ suggestions: [] });
    expect(requests.filter((url) => url.pathname === "/vendor/geocode")).toHaveLength(1);

    const visitor = await geocodeLoader(args("/owner/geocode?q=12+Harbour+Lane%2C+Algarve", undefined).value);
    expect(visitor.status).toBe(401);
    expect(requests.filter((url) => url.pathname === "/vendor/geocode")).toHaveLength(1);
  });
});

describe("/upload-my-pricing", () => {
  const property = 1;
  async function ownerOfProperty() {
    const response = await fetch(`${API}/properties/${property}`);
    const owner = ((await response.json()) as { data: unknown }).data;
    expect(owner).toBeTruthy();
    // Seeded properties belong to the owner (2) or the agent (3).
    for (const email of ["owner@example.com", "agent@example.com"]) {
      const token = await tokenFor(email, { as: "vendor" });
      const mine = await fetch(`${API}/vendor/properties/${property}/pricing`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (mine.ok) return token;
    }
    throw new Error("no seeded vendor owns property 1");
  }

  it("a bad rate keeps what was typed and sends nothing; a good one is merged and sent", async () => {
    const token = await ownerOfProperty();
    const puts = captured("PUT", `/vendor/properties/${property}/pricing`);
    // Rates beyond the seeded bookings (all within the next year), so the quote below sees the rate's rule.
    const [from, to] = [day(420), day(429)];
    const noSuchDay = `${yearFromNow(1)}-02-30`;
    const typed = {
      intent: "add-rate",
      property: String(property),
      start_date: noSuchDay,
      end_date: to,
      nightly_price: "12O",
      minimum_stay: "0",
    };
    const bad = answer(await pricingAction(args("/upload-my-pricing", token, typed).value));
    expect(bad.init?.status).toBe(400);
    expect(bad.data.values).toEqual({ start_date: noSuchDay, end_date: to, nightly_price: "12O", minimum_stay: "0" });
    expect(Object.keys(bad.data.fieldErrors as object).sort()).toEqual(["minimum_stay", "nightly_price", "start_date"]);
    expect(puts).toEqual([]);

    const good = answer(
      await pricingAction(
        args("/upload-my-pricing", token, { ...typed, start_date: from, nightly_price: "1,180.00", minimum_stay: "4" })
          .value,
      ),
    );
    expect(good.data.saved).toBe(`Rate from ${from} to ${to} saved.`);
    expect(puts).toHaveLength(1);
    expect((puts[0] as { rates: unknown[] }).rates).toContainEqual({
      start_date: from,
      end_date: to,
      nightly_price: 1180,
      minimum_stay: 4,
    });
    const quote = (await (
      await fetch(`${API}/properties/${property}/quote?check_in=${day(421)}&check_out=${day(422)}&guests=1`)
    ).json()) as { errors?: Record<string, string[]> };
    expect(quote.errors?.check_out?.[0]).toBe("Stays starting on this day are at least 4 nights.");
  });

  it("fees: bad values are kept with a message each and nothing is sent; good ones go up with the rates untouched", async () => {
    const token = await ownerOfProperty();
    const puts = captured("PUT", `/vendor/properties/${property}/pricing`);
    const typed = {
      intent: "fees",
      property: String(property),
      cleaning_fee: "-5",
      extra_guest_fee: "ten",
      extra_guest_from: "0",
      minimum_stay: "",
    };
    const bad = answer(await pricingAction(args("/upload-my-pricing", token, typed).value));
    expect(bad.init?.status).toBe(400);
    expect(bad.data.values).toEqual({
      cleaning_fee: "-5",
      extra_guest_fee: "ten",
      extra_guest_from: "0",
      minimum_stay: "",
    });
    expect(Object.keys(bad.data.fieldErrors as object).sort()).toEqual([
      "cleaning_fee",
      "extra_guest_fee",
      "extra_guest_from",
      "minimum_stay",
    ]);
    expect(puts).toEqual([]);

    const before = (await (
      await fetch(`${API}/vendor/properties/${property}/pricing`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { rates: unknown[] } };
    const good = answer(
      await pricingAction(
        args("/upload-my-pricing", token, {
          ...typed,
          cleaning_fee: "75.50",
          extra_guest_fee: "20",
          extra_guest_from: "4",
          minimum_stay: "3",
        }).value,
      ),
    );
    expect(good.data.saved).toBe("Fees and minimum stay saved.");
    expect(puts[0]).toEqual({
      cleaning_fee: 75.5,
      extra_guest_fee: 20,
      extra_guest_from: 4,
      minimum_stay: 3,
      rates: before.data.rates,
    });

    // Guests 4 and 5 of a five-guest stay pay the extra-guest fee each night, and the total includes it.
    const quote = (guests: number) =>
      fetch(`${API}/properties/${property}/quote?check_in=${day(400)}&check_out=${day(403)}&guests=${guests}`).then(
        (response) =>
          response.json() as Promise<{ data: { extra_guest_fee: number; cleaning_fee: number; total: number } }>,
      );
    const [three, five] = await Promise.all([quote(3), quote(5)]);
    expect(three.data.extra_guest_fee).toBe(0);
    expect(five.data.extra_guest_fee).toBe(2 * 20 * 3);
    expect(five.data.cleaning_fee).toBe(75.5);
    expect(five.data.total).toBeGreaterThan(three.data.total + 120);
  });

  it("removing a rate sends the rates without it; a rate already gone is a 404 and sends nothing", async () => {
    const token = await ownerOfProperty();
    const start = day(500);
    await pricingAction(
      args("/upload-my-pricing", token, {
        intent: "add-rate",
        property: String(property),
        start_date: start,
        end_date: day(529),
        nightly_price: "99",
        minimum_stay: "2",
      }).value,
    );
    const puts = captured("PUT", `/vendor/properties/${property}/pricing`);
    const removed = answer(
      await pricingAction(
        args("/upload-my-pricing", token, { intent: "remove-rate", property: String(property), start_date: start })
          .value,
      ),
    );
    expect(removed.data.saved).toBe(`Rate from ${start} removed.`);
    expect((puts[0] as { rates: { start_date: string }[] }).rates.map((rate) => rate.start_date)).not.toContain(start);
    const again = answer(
      await pricingAction(
        args("/upload-my-pricing", token, { intent: "remove-rate", property: String(property), start_date: start })
          .value,
      ),
    );
    expect(again.init?.status).toBe(404);
    expect(puts).toHaveLength(1);
  });

  it("a CSV with bad rows is refused row by row; a valid one is previewed, then saved on confirmation", async () => {
    const token = await ownerOfProperty();
    const puts = captured("PUT", `/vendor/properties/${property}/pricing`);
    const upload = (text: string) => {
      const form = new FormData();
      form.set("intent", "preview-csv");
      form.set("property", String(property));
      form.set("csv_file", new File([text], "prices.csv", { type: "text/csv" }));
      return form;
    };
    const bad = answer(
      await pricingAction(
        args(
          "/upload-my-pricing",
          token,
          upload(`start_date,end_date,nightly_price,minimum_stay\n${day(600)},${day(629)},abc,3\n`),
        ).value,
      ),
    );
    expect(bad.init?.status).toBe(400);
    expect(bad.data.rowErrors).toEqual([
      {
        line: 2,
        column: 3,
        message: "Line 2, column 3 (nightly_price): Enter the nightly price as an amount, like 120 or 95.50.",
      },
    ]);

    const huge = answer(await pricingAction(args("/upload-my-pricing", token, upload("x".repeat(250_000))).value));
    expect(huge.init?.status).toBe(413);
    expect(huge.data.fileError).toBe("The file is too large (250 KB). Pricing files can be up to 200 KB.");

    const csv = `start_date,end_date,nightly_price,minimum_stay\n${day(640)},${day(669)},140,2\n`;
    const preview = answer(await pricingAction(args("/upload-my-pricing", token, upload(csv)).value));
    expect(preview.data.preview).toEqual({
      rates: [{ start_date: day(640), end_date: day(669), nightly_price: 140, minimum_stay: 2 }],
      csv,
      fileName: "prices.csv",
    });
    expect(puts).toEqual([]);

    const saved = answer(
      await pricingAction(
        args("/upload-my-pricing", token, { intent: "save-csv", property: String(property), csv }).value,
      ),
    );
    expect(saved.data.saved).toBe("1 rates from your file saved.");
    expect((puts[0] as { rates: unknown[] }).rates).toContainEqual({
      start_date: day(640),
      end_date: day(669),
      nightly_price: 140,
      minimum_stay: 2,
    });
  });
});

describe("/check-in-information and the guest's booking summary", () => {
  it("keeps the input on errors, saves through PUT, and the guest sees it on the booking", async () => {
    const vendorToken = await signIn("owner");
    const mine = (await (
      await fetch(`${API}/vendor/properties`, { headers: { Authorization: `Bearer ${vendorToken}` } })
    ).json()) as { data: { entities: { id: number }[] } };
    const propertyId = mine.data.entities.at(-1)!.id;
    const typed = {
      property: String(propertyId),
      check_in_from: "16:00",
      check_out_until: "10:00",
      address: "Rua das Flores 8, Lisbon",
      address_details: "Second floor, blue door",
      access_instructions: "short",
      key_handover: "lockbox",
      key_details: "Code 1234",
      contact_phone: "phone",
      wifi_name: "Flores",
      wifi_password: "azulejo",
    };
    const bad = answer(await checkInAction(args("/check-in-information", vendorToken, typed).value));
    expect(bad.init?.status).toBe(400);
    expect(bad.data.values).toEqual(Object.fromEntries(Object.entries(typed).filter(([name]) => name !== "property")));
    expect(Object.keys(bad.data.fieldErrors as object).sort()).toEqual(["access_instructions", "contact_phone"]);

    const puts = captured("PUT", `/vendor/properties/${propertyId}/check-in-information`);
    const good = {
      ...typed,
      access_instructions: "Ring the bell marked 2; the key is in the lockbox to the right.",
      contact_phone: "+351 21 000 0000",
    };
    expect(answer(await checkInAction(args("/check-in-information", vendorToken, good).value)).data.saved).toBe(true);
    expect(puts[0]).toMatchObject({
      address: "Rua das Flores 8, Lisbon",
      key_handover: "lockbox",
      wifi_password: "azulejo",
    });

    const guestToken = await signIn("guest");
    // Beyond the seeded bookings, which all fall within the next year.
    const booked = await fetch(`${API}/guest/bookings`, {
      method: "POST",
      headers: { Authorization: `Bearer ${guestToken}`, "Idempotency-Key": crypto.randomUUID() },
      body: new URLSearchParams({
        property_id: String(propertyId),
        check_in: day(500),
        check_out: day(507),
        guests: "1",
        first_name: "Grace",
        last_name: "Guest",
        email: "guest@example.com",
        payment_method_id: "1",
      }),
    });
    const bookedBody = (await booked.json()) as { data: { id: number } };
    expect(booked.status, JSON.stringify(bookedBody)).toBe(201);
    const booking = bookedBody.data;
    const summary = await bookingLoader(
      args(`/bookings/${booking.id}`, guestToken, undefined, { id: String(booking.id) }).value,
    );
    expect((summary.booking as { check_in_information: Record<string, string> }).check_in_information).toMatchObject({
      wifi_name: "Flores",
      access_instructions: good.access_instructions,
    });
  });
});

describe("/channel-manager-connection", () => {
  it("tests credentials (a refusal keeps the input but never echoes the key), connects and disconnects", async () => {
    const token = await signIn("agent");
    const loaded = answer(await channelLoader(args("/channel-manager-connection", token).value));
    expect((loaded.data.managers as unknown[]).length).toBeGreaterThan(3);
    expect(loaded.data.connection).toMatchObject({ status: "disconnected" });

    const invalid = answer(
      await channelAction(
        args("/channel-manager-connection", token, { intent: "test", provider: "", account_id: "a", api_key: "" })
          .value,
      ),
    );
    expect(invalid.init?.status).toBe(400);
    expect(Object.keys(invalid.data.fieldErrors as object).sort()).toEqual(["account_id", "api_key", "provider"]);

    const tests = captured("POST", "/vendor/channel-connection/test");
    const refused = answer(
      await channelAction(
        args("/channel-manager-connection", token, {
          intent: "test",
          provider: "smoobu",
          account_id: "acct-1",
          api_key: "invalid-secret-key",
        }).value,
      ),
    );
    expect(refused.init?.status).toBe(422);
    // Said in the status box in our words; the API's ("Smoobu refused these credentials. …") are only logged (SPEC 8).
    expect(refused.data.outcome).toEqual({ kind: "refused", intent: "test" });
    expect(refused.data.formError).toBeNull();
    expect(refused.data.values).toEqual({ provider: "smoobu", account_id: "acct-1" });
    expect(JSON.stringify(refused.data)).not.toContain("invalid-secret-key");
    expect(tests[0]).toEqual({ provider: "smoobu", account_id: "acct-1", api_key: "invalid-secret-key" });
    expect(logs.take()).toEqual([
      "error: [api] POST /vendor/channel-connection/test failed (422): Smoobu refused these credentials. Check the account id and API key in your Smoobu settings.",
    ]);

    const passed = answer(
      await channelAction(
        args("/channel-manager-connection", token, {
          intent: "test",
          provider: "smoobu",
          account_id: "acct-1",
          api_key: "good-secret-key",
        }).value,
      ),
    );
    expect(passed.data.outcome).toEqual({ kind: "test-passed", provider: "smoobu", accountId: "acct-1" });
    // A test connects nothing.
    expect(answer(await channelLoader(args("/channel-manager-connection", token).value)).data.connection).toMatchObject(
      { status: "disconnected" },
    );

    const connected = answer(
      await channelAction(
        args("/channel-manager-connection", token, {
          intent: "connect",
          provider: "smoobu",
          account_id: "acct-1",
          api_key: "good-secret-key",
        }).value,
      ),
    );
    expect(connected.data.outcome).toEqual({ kind: "connected" });
    expect(answer(await channelLoader(args("/channel-manager-connection", token).value)).data.connection).toMatchObject(
      { status: "connected", provider: "smoobu", account_id: "acct-1" },
    );

    const disconnected = answer(
      await channelAction(args("/channel-manager-connection", token, { intent: "disconnect" }).value),
    );
    expect(disconnected.data.outcome).toEqual({ kind: "disconnected" });
    expect(requests.some((url) => url.pathname === "/vendor/channel-connection")).toBe(true);
    expect(answer(await channelLoader(args("/channel-manager-connection", token).value)).data.connection).toMatchObject(
      { status: "disconnected" },
    );
  });
});
