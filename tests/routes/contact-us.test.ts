import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { action } from "~/routes/info/contact-us";
import { captureConsole } from "../support/console-capture";
import { API, contextWithApi } from "./route-helpers";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
const logs = captureConsole();
afterEach(() => {
  server.resetHandlers();
  expect(logs.take()).toEqual([]);
});
afterAll(() => server.close());

const VALID = {
  name: "Ana Sousa",
  email: "ana@example.com",
  subject: "booking",
  message: "We arrive late on Friday, is self check-in possible?",
  booking_reference: "HB-100001",
};

function post(fields: Record<string, string>) {
  const url = new URL("http://localhost:3000/contact-us");
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  return action({ request, url, params: {}, context: contextWithApi() } as never);
}

type Result = {
  data: { values: Record<string, string>; errors: Record<string, string>; formError: string | null };
  init: { status?: number };
};

describe("contact form action", () => {
  it("sends a valid message upstream as a form body and redirects 303 to the thank-you state", async () => {
    let body: URLSearchParams | null = null;
    let contentType = "";
    server.use(
      http.post(`${API}/contact-messages`, async ({ request }) => {
        contentType = request.headers.get("Content-Type") ?? "";
        body = new URLSearchParams(await request.text());
        return HttpResponse.json({ data: { id: 41 } }, { status: 201 });
      }),
    );
    const response = (await post(VALID)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact-us?sent=1");
    expect(contentType).toContain("application/x-www-form-urlencoded");
    expect(Object.fromEntries(body!)).toEqual(VALID);
  });

  it("rejects invalid input with 400, every value kept, an error per field, and no upstream call", async () => {
    const typed = { name: "A", email: "not-an-email", subject: "weather", message: "short", booking_reference: "??" };
    const result = (await post(typed)) as unknown as Result;
    expect(result.init.status).toBe(400);
    expect(result.data.values).toEqual(typed);
    expect(Object.keys(result.data.errors).sort()).toEqual([
      "booking_reference",
      "email",
      "message",
      "name",
      "subject",
    ]);
    expect(result.data.errors.email).toMatch(/valid email/);
  });

  it("a 422 is told in our words (the API's message is only logged, SPEC 8), keeping the input", async () => {
    server.use(
      http.post(`${API}/contact-messages`, () =>
        HttpResponse.json({ message: "Messages from this address are limited to 5 a day." }, { status: 422 }),
      ),
    );
    const result = (await post(VALID)) as unknown as Result;
    expect(result.init.status).toBe(422);
    expect(result.data.formError).toBe("Something went wrong with this request. Please reload the page and try again.");
    expect(result.data.values).toEqual(VALID);
    expect(logs.take()).toEqual([
      "error: [api] POST /contact-messages failed (422): Messages from this address are limited to 5 a day.",
    ]);
  });

  it("an upstream failure is a readable 502 with the input kept", async () => {
    server.use(http.post(`${API}/contact-messages`, () => HttpResponse.json({ message: "db down" }, { status: 500 })));
    const result = (await post(VALID)) as unknown as Result;
    expect(result.init.status).toBe(502);
    expect(result.data.formError).toMatch(/could not send your message/);
    expect(result.data.values.message).toBe(VALID.message);
    expect(logs.take()).toEqual(["error: [api] POST /contact-messages failed (500): db down"]);
  });
});
