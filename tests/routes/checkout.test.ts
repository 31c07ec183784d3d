import { createHmac } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "~/api/client.server";
import { expiryIsValid, passesLuhn } from "~/lib/checkout-form";
import { apiContext, type RequestSession, sessionContext } from "~/request-context";
import { checkoutAction } from "~/routes/booking/checkout-action.server";
import { TEST_NOW, stayDates, yearFromNow } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { holdUntilAllInFlight } from "../support/in-flight-together";
import { API, demoApiServer, signIn } from "./route-helpers";

const { server } = demoApiServer();
// The site logs each booking the API refuses; a test asserts the ones it causes.
const logs = captureConsole();
afterEach(() => expect(logs.take()).toEqual([]));

/** A stay `fromDays` after the frozen today, as a checkout query. */
const stayQuery = (fromDays: number, nights: number) =>
  new URLSearchParams({ ...stayDates(fromDays, nights), guests: "2" }).toString();
const STAY_DATES = stayDates(40, 3);
const STAY = stayQuery(40, 3);
/** MM/YY of a month. */
const expiryOf = (year: number, monthIndex: number) => {
  const month = new Date(Date.UTC(year, monthIndex, 1));
  return `${String(month.getUTCMonth() + 1).padStart(2, "0")}/${String(month.getUTCFullYear() % 100).padStart(2, "0")}`;
};
const VALID_EXPIRY = expiryOf(yearFromNow(3), 7);
const DETAILS = {
  first_name: "Grace",
  last_name: "Guest",
  email: "guest@example.com",
  phone: "+44 20 7946 0958",
  terms: "on",
};

/** A home free for the stay, so the test does not depend on which nights the seed booked. */
async function freeHome(stay: string): Promise<number> {
  const answer = (await (await fetch(`${API}/properties?${stay}&per_page=1`)).json()) as {
    data: { entities: { id: number }[] };
  };
  return answer.data.entities[0]!.id;
}

/** A visitor's checkout secret (the HttpOnly cookie the checkout page sets): 32 bytes, base64url. */
const SECRET = "c2VjcmV0LW9mLWEtdmlzaXRvci1mb3ItdGhlLXRlc3Q";
/** The key the API must get: HMAC-SHA256 of the form's key under the visitor's secret, base64url. */
const keyFor = (secret: string, formKey: string) => createHmac("sha256", secret).update(formKey).digest("base64url");

function book(
  fields: Record<string, string>,
  token?: string,
  stay = STAY,
  propertyId = 25,
  secret: string | null = SECRET,
) {
  const session: RequestSession = { token, ended: false };
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  context.set(apiContext, createApiClient({ baseUrl: API, token, timeoutMs: 2000 }));
  const url = new URL(`http://localhost:3000/properties/${propertyId}/x/checkout?${stay}`);
  const headers = secret ? { Cookie: `checkout_secret=${secret}` } : undefined;
  return {
    session,
    run: () =>
      checkoutAction(
        new Request(url, { method: "POST", body: new URLSearchParams(fields), headers }),
        url,
        context,
        propertyId,
      ),
  };
}

type Reply = {
  data: {
    values: Record<string, string>;
    fieldErrors: Record<string, string>;
    formError: string | null;
    booked?: Record<string, unknown>;
    stayChange?: unknown;
  };
  init: { status: number; headers?: HeadersInit };
};

/** A new card for a visitor who is not signed in. */
const NEW_CARD = {
  ...DETAILS,
  payment: "new",
  card_number: "4242424242424242",
  card_expiry: VALID_EXPIRY,
  card_cvc: "123",
};

describe("card checks", () => {
  it("Luhn and expiry", () => {
    expect(passesLuhn("4242 4242 4242 4242")).toBe(true);
    expect(passesLuhn("4242 4242 4242 4241")).toBe(false);
    // Against the one clock: a card is good to the end of its month.
    expect(expiryIsValid(expiryOf(yearFromNow(), TEST_NOW.getUTCMonth()))).toBe(true);
    expect(expiryIsValid(expiryOf(yearFromNow(), TEST_NOW.getUTCMonth() - 1))).toBe(false);
    expect(expiryIsValid(VALID_EXPIRY)).toBe(true);
    expect(expiryIsValid("13/29")).toBe(false);
  });
});

describe("checkout action", () => {
  it("books with a saved card: POST /guest/bookings with the stay, the visitor's Idempotency-Key, and redirects to the summary", async () => {
    const token = await signIn("guest");
    const seen: { key: string | null; body: Record<string, string> }[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (new URL(request.url).pathname === "/guest/bookings")
        seen.push({
          key: request.headers.get("Idempotency-Key"),
          body: Object.fromEntries(new URLSearchParams(await request.clone().text())),
        });
    });
    const fields = { ...DETAILS, payment: "1", idempotency_key: "key-aaaaaaaaaaaaaaaa-1" };
    const home = await freeHome(STAY);
    const first = (await book(fields, token, STAY, home).run()) as Response;
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toMatch(/^\/bookings\/\d+\?confirmed=1$/);
    expect(SECRET).toHaveLength(43);
    expect(seen[0]?.key).toBe(keyFor(SECRET, "key-aaaaaaaaaaaaaaaa-1"));
    expect(seen[0]?.body).toMatchObject({
      property_id: String(home),
      ...STAY_DATES,
      guests: "2",
      payment_method_id: "1",
      email: "guest@example.com",
    });
    // The same form sent twice books once.
    const second = (await book(fields, token, STAY, home).run()) as Response;
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(seen[1]?.key).toBe(seen[0]?.key);
  });

  it("the same form key from another visitor (another secret) is another key: no booking is handed over", async () => {
    const token = await signIn("guest");
    const seen: (string | null)[] = [];
    server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname === "/guest/bookings") seen.push(request.headers.get("Idempotency-Key"));
    });
    const stay = stayQuery(120, 2);
    const home = await freeHome(stay);
    const fields = { ...DETAILS, payment: "1", idempotency_key: "key-ffffffffffffffff-6" };
    const mine = (await book(fields, token, stay, home).run()) as Response;
    const other = "YW5vdGhlci12aXNpdG9ycy1zZWNyZXQtZm9yLXRlc3Q";
    const theirs = (await book(fields, token, stay, home, other).run()) as unknown as Reply;
    expect(mine.status).toBe(303);
    expect(seen).toEqual([keyFor(SECRET, "key-ffffffffffffffff-6"), keyFor(other, "key-ffffffffffffffff-6")]);
    // A booking of its own was tried, and the nights are taken by the first one (issue 18: said as taken dates).
    expect(theirs.init.status).toBe(409);
    expect(theirs.data.stayChange).toEqual({ kind: "taken" });
    expect(logs.take()).toEqual([
      "error: [api] POST /guest/bookings failed (422): These dates are no longer available.",
    ]);
  });

  it("without the visitor's checkout secret (or with a malformed form key) the form has expired and nothing is booked", async () => {
    const seen: string[] = [];
    server.events.on("request:start", ({ request }) => void seen.push(new URL(request.url).pathname));
    const fields = { ...DETAILS, payment: "1", idempotency_key: "key-gggggggggggggggg-7" };
    const noSecret = (await book(fields, "t", STAY, 25, null).run()) as unknown as Reply;
    const badSecret = (await book(fields, "t", STAY, 25, "short").run()) as unknown as Reply;
    const badKey = (await book({ ...fields, idempotency_key: "x" }, "t").run()) as unknown as Reply;
    for (const reply of [noSecret, badSecret, badKey]) {
      expect(reply.init.status).toBe(400);
      expect(reply.data.formError).toBe("This form has expired. Please reload the page and try again.");
    }
    expect(seen).toEqual([]);
  });

  it("a declined card re-renders with every field kept except the card number and CVC", async () => {
    const token = await signIn("guest");
    const reply = (await book(
      {
        ...DETAILS,
        payment: "new",
        card_number: "4000 0000 0000 0002",
        card_expiry: VALID_EXPIRY,
        card_cvc: "123",
        idempotency_key: "key-bbbbbbbbbbbbbbbb-2",
      },
      token,
      stayQuery(75, 2),
      await freeHome(stayQuery(75, 2)),
    ).run()) as unknown as Reply;
    expect(reply.init.status).toBe(402);
    // The field to fix is named (issue 18): the card number carries the message.
    expect(reply.data.fieldErrors.card_number).toMatch(/declined/);
    expect(reply.data.values).toMatchObject({ first_name: "Grace", card_expiry: VALID_EXPIRY, payment: "new" });
    expect(reply.data.values).not.toHaveProperty("card_number");
    expect(reply.data.values).not.toHaveProperty("card_cvc");
    expect(logs.take()).toEqual(["error: [api] POST /guest/bookings failed (402): Your card was declined."]);
  });

  it("a booking the API refuses for a field (422) says so in our words, never the API's sentence, and keeps the input", async () => {
    const stay = stayQuery(80, 2);
    const propertyId = await freeHome(stay);
    server.use(
      http.post(`${API}/bookings`, () =>
        HttpResponse.json(
          { message: "The phone field format is invalid.", errors: { phone: ["Bad format."] } },
          { status: 422 },
        ),
      ),
    );
    const reply = (await book(
      { ...NEW_CARD, idempotency_key: "key-cccccccccccccccc-3" },
      undefined,
      stay,
      propertyId,
    ).run()) as unknown as Reply;
    expect(reply.init.status).toBe(422);
    expect(reply.data.formError).toBe("Please check the phone number.");
    expect(reply.data.values).toMatchObject({ first_name: "Grace", phone: DETAILS.phone });
    expect(logs.take()).toEqual(["error: [api] POST /bookings failed (422): The phone field format is invalid."]);
  });

  it("invalid card fields are refused before any call", async () => {
    const reply = (await book(
      {
        ...DETAILS,
        terms: "",
        payment: "new",
        card_number: "1234",
        card_expiry: "1/1",
        card_cvc: "x",
        idempotency_key: "key-cccccccccccccccc-3",
      },
      "t",
    ).run()) as unknown as Reply;
    expect(reply.init.status).toBe(400);
    expect(Object.keys(reply.data.fieldErrors).sort()).toEqual(["card_cvc", "card_expiry", "card_number", "terms"]);
  });

  it("a visitor who is not signed in books by email (POST /bookings, no token): confirmed on the page, nobody signed in", async () => {
    const seen: { path: string; key: string | null; authorization: string | null }[] = [];
    server.events.on("request:start", ({ request }) => {
      const path = new URL(request.url).pathname;
      if (request.method === "POST")
        seen.push({
          path,
          key: request.headers.get("Idempotency-Key"),
          authorization: request.headers.get("Authorization"),
        });
    });
    const stay = stayQuery(56, 2);
    const { run, session } = book(
      { ...NEW_CARD, email: "new-traveller@example.com", idempotency_key: "key-dddddddddddddddd-4" },
      undefined,
      stay,
      await freeHome(stay),
    );
    const reply = (await run()) as unknown as Reply;
    expect(reply.init.status).toBe(200);
    expect(reply.data.booked).toMatchObject({
      reference: expect.stringMatching(/^HB-\d+$/),
      ...stayDates(56, 2),
      guests: 2,
      email: "new-traveller@example.com",
    });
    expect(reply.data.values).not.toHaveProperty("card_number");
    expect(session.newToken).toBeUndefined();
    expect(seen).toEqual([{ path: "/bookings", key: keyFor(SECRET, "key-dddddddddddddddd-4"), authorization: null }]);
  });

  it("the answer is the same whether or not the visitor's email has an account: a declined card, and a booking", async () => {
    // What is the booking's own (its reference, nights and price) aside, and the email typed.
    const normalised = (reply: Reply, email: string) => {
      const booked = reply.data.booked && {
        ...reply.data.booked,
        reference: "(n)",
        check_in: "(d)",
        check_out: "(d)",
        total: "(t)",
      };
      return JSON.parse(
        JSON.stringify({ ...reply, data: { ...reply.data, booked } }).replaceAll(email, "(email)"),
      ) as unknown;
    };
    const answers = async (stay: string, card: string, n: number) => {
      // A home free for the nights each visitor asks for: the declined card's stay, or both visitors' nights.
      const home = await freeHome(card.endsWith("0002") ? stay : stayQuery(200 + n * 10, 5));
      const results: unknown[] = [];
      for (const [index, email] of ["guest@example.com", `nobody-${n}@example.com`].entries()) {
        // Each its own visitor and nights, so neither answer depends on the other.
        const nights = stayQuery(200 + n * 10 + index * 3, 2);
        const { run, session } = book(
          { ...NEW_CARD, card_number: card, email, idempotency_key: `key-enumeration-${n}-${index}-aaaa` },
          undefined,
          card.endsWith("0002") ? stay : nights,
          home,
          `${"v".repeat(40)}${n}${index}x`,
        );
        results.push(normalised((await run()) as unknown as Reply, email));
        expect(session.newToken).toBeUndefined();
      }
      return results;
    };
    const declined = await answers(stayQuery(190, 2), "4000 0000 0000 0002", 1);
    expect(declined[0]).toMatchObject({
      init: { status: 402 },
      data: { fieldErrors: { card_number: expect.stringMatching(/declined/) } },
    });
    expect(declined[1]).toEqual(declined[0]);
    expect(logs.take()).toEqual([
      "error: [api] POST /bookings failed (402): Your card was declined.",
      "error: [api] POST /bookings failed (402): Your card was declined.",
    ]);
    const booked = await answers(stayQuery(230, 2), "4242424242424242", 2);
    expect(booked[0]).toMatchObject({ init: { status: 200 }, data: { booked: { email: "(email)", guests: 2 } } });
    expect(booked[1]).toEqual(booked[0]);
  });

  it("a visitor gets 10 booking attempts an hour: the 11th is a 429 with Retry-After, every field kept except the card number and CVC", async () => {
    const visitor = "bGltaXRlZC12aXNpdG9yLXNlY3JldC1mb3ItdGVzdHM";
    const stay = stayQuery(250, 2);
    const attempt = () =>
      book(
        { ...NEW_CARD, card_number: "4000 0000 0000 0002", idempotency_key: "key-limited-visitor-0001" },
        undefined,
        stay,
        25,
        visitor,
      ).run() as unknown as Promise<Reply>;
    const statuses: number[] = [];
    for (let count = 0; count < 10; count += 1) statuses.push((await attempt()).init.status);
    expect(statuses).toEqual(Array(10).fill(402));
    expect(logs.take()).toEqual(Array(10).fill("error: [api] POST /bookings failed (402): Your card was declined."));
    const refused = await attempt();
    expect(refused.init.status).toBe(429);
    expect(Number(new Headers(refused.init.headers).get("Retry-After"))).toBeGreaterThan(3500);
    expect(refused.data.formError).toBe("Too many attempts. Please wait 60 minutes and try again.");
    expect(refused.data.values).toMatchObject({
      first_name: "Grace",
      email: "guest@example.com",
      card_expiry: VALID_EXPIRY,
    });
    expect(refused.data.values).not.toHaveProperty("card_number");
    expect(refused.data.values).not.toHaveProperty("card_cvc");
  });
});

describe("checkout loader", () => {
  it("for a signed-in guest asks for the property, the quote and GET /guest/lineup_payment_methods at once", async () => {
    const { loader } = await import("~/routes/booking/checkout");
    const token = await signIn("guest");
    const home = await freeHome(STAY);
    const seen: string[] = [];
    const record = ({ request }: { request: Request }) =>
      void seen.push(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on("request:start", record);
    // Each call is held unanswered until the other two have been sent too.
    const gate = holdUntilAllInFlight(server, API, [
      `GET /properties/${home}`,
      `GET /properties/${home}/quote`,
      "GET /guest/lineup_payment_methods",
    ]);
    const url = new URL(`http://localhost:3000/properties/${home}/x/checkout?${STAY}`);
    const context = new RouterContextProvider();
    context.set(sessionContext, { token, ended: false });
    context.set(apiContext, createApiClient({ baseUrl: API, token, timeoutMs: 2000 }));
    const result = (await loader({
      request: new Request(url),
      url,
      params: { id: String(home), slug: "x" },
      context,
    } as never)) as unknown as {
      data: { paymentMethods: { last4: string }[]; quote: { nights: number }; formKey: string };
      init?: { headers: Record<string, string> };
    };
    server.events.removeListener("request:start", record);
    gate.expectAllInFlightTogether();
    expect(seen.sort()).toEqual(
      [`GET /properties/${home}`, `GET /properties/${home}/quote`, "GET /guest/lineup_payment_methods"].sort(),
    );
    expect(result.data.paymentMethods.map((method) => method.last4)).toEqual(["4242", "4444"]);
    expect(result.data.quote.nights).toBe(3);
    // The form's half of the idempotency key, and the visitor's half in a new HttpOnly cookie.
    expect(result.data.formKey).toMatch(/^[\w-]{16,64}$/);
    expect(result.init?.headers["Set-Cookie"]).toMatch(
      /^checkout_secret=[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });

  it("a visitor who has a checkout secret keeps it; every render has a new form key", async () => {
    const { loader } = await import("~/routes/booking/checkout");
    const home = await freeHome(STAY);
    const url = new URL(`http://localhost:3000/properties/${home}/x/checkout?${STAY}`);
    const render = async () => {
      const context = new RouterContextProvider();
      context.set(sessionContext, { ended: false });
      context.set(apiContext, createApiClient({ baseUrl: API, timeoutMs: 2000 }));
      const request = new Request(url, { headers: { Cookie: `checkout_secret=${SECRET}` } });
      return (await loader({ request, url, params: { id: String(home), slug: "x" }, context } as never)) as unknown as {
        data: { formKey: string };
        init: { headers?: unknown } | null;
      };
    };
    const [first, second] = [await render(), await render()];
    expect(first.init?.headers).toBeUndefined();
    expect(second.data.formKey).not.toBe(first.data.formKey);
  });
});
