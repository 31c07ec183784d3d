import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "~/api/client.server";
import { sendContactMessage } from "~/api/contact.server";

const API = "https://api.test";
const bodies: string[] = [];
const server = setupServer(
  http.post(`${API}/contact-messages`, async ({ request }) => {
    bodies.push(await request.text());
    return HttpResponse.json({ data: { id: 41 } }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

describe("POST /contact-messages (docs/api.md, Contact)", () => {
  it("sends the form fields as a form body, an absent booking reference as empty", async () => {
    const api = createApiClient({ baseUrl: API, timeoutMs: 2000 });
    const form = {
      name: "Ana Sousa",
      email: "ana@example.com",
      subject: "booking" as const,
      message: "Where are the keys kept?",
    };
    expect(await sendContactMessage(api, form)).toEqual({ success: true, data: { data: { id: 41 } } });
    expect(await sendContactMessage(api, { ...form, booking_reference: "HB-100001" })).toEqual({
      success: true,
      data: { data: { id: 41 } },
    });
    expect(bodies).toEqual([
      "name=Ana+Sousa&email=ana%40example.com&subject=booking&message=Where+are+the+keys+kept%3F&booking_reference=",
      "name=Ana+Sousa&email=ana%40example.com&subject=booking&message=Where+are+the+keys+kept%3F&booking_reference=HB-100001",
    ]);
  });
});
