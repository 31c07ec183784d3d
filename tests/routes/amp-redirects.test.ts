import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createApiClient } from "~/api/client.server";
import { apiContext, type RequestSession, sessionContext } from "~/request-context";
import { loader as loginLoader } from "~/routes/account/login";
import { action as rolesAction } from "~/routes/account/roles";
import { checkoutAction } from "~/routes/booking/checkout-action.server";
import { action as contactAction } from "~/routes/info/contact-us";
import { action as publishAction } from "~/routes/owner/publish-my-property";
import { requireVendorSession } from "~/session/vendor-access.server";
import { stayDates } from "../support/clock";
import { API, demoApiServer, routeArgs as args, signIn, thrown } from "./route-helpers";

/**
 * SPEC 2: every page also exists under /amp with identical behaviour. The redirects a page's
 * loader or action answers with stay under /amp when the page is an /amp page (lib/amp-path.ts);
 * the same calls on the bare page are covered by each page's own tests.
 */

demoApiServer();

const locationOf = (answer: unknown) => (answer as Response).headers.get("Location");

describe("redirects from an /amp page stay under /amp", () => {
  it("a signed-in visitor on /amp/login without a way back goes to /amp, the home page's twin", async () => {
    const signedIn = args("/amp/login", "a-token");
    expect((await thrown(() => loginLoader(signedIn.value))).location).toBe("/amp");
  });

  it("choosing a role on /amp/roles comes back to /amp/roles?saved=1", async () => {
    const answer = await rolesAction(args("/amp/roles", "a-token", { role: "owner" }).value);
    expect(locationOf(answer)).toBe("/amp/roles?saved=1");
  });

  it("a message sent from /amp/contact-us lands on /amp/contact-us?sent=1", async () => {
    const answer = await contactAction(
      args("/amp/contact-us", undefined, {
        name: "Ana Sousa",
        email: "ana@example.com",
        subject: "booking",
        message: "We arrive late on Friday, is self check-in possible?",
        booking_reference: "HB-100001",
      }).value,
    );
    expect(locationOf(answer)).toBe("/amp/contact-us?sent=1");
  });

  it("an owner action without a session sends to /amp/login as a vendor and back to the /amp page", async () => {
    const noSession = args("/amp/upload-my-pricing?step=2", undefined);
    const { url, context } = noSession.value as { url: URL; context: RouterContextProvider };
    const sent = await thrown(() => requireVendorSession(context, url));
    expect(sent.location).toBe("/amp/login?type=vendor&redirectTo=%2Famp%2Fupload-my-pricing%3Fstep%3D2");
  });

  it("discarding a listing draft on /amp/publish-my-property starts again at /amp/publish-my-property?step=basics", async () => {
    const token = await signIn("agent");
    const answer = await publishAction(
      args("/amp/publish-my-property?step=review", token, { intent: "discard" }).value,
    );
    expect(locationOf(answer)).toBe("/amp/publish-my-property?step=basics");
  });

  it("a guest who books from an /amp checkout goes to the /amp booking page", async () => {
    const token = await signIn("guest");
    const stay = new URLSearchParams({ ...stayDates(45, 2), guests: "2" }).toString();
    const free = (await (await fetch(`${API}/properties?${stay}&per_page=1`)).json()) as {
      data: { entities: { id: number }[] };
    };
    const propertyId = free.data.entities[0]!.id;
    const session: RequestSession = { token, ended: false };
    const context = new RouterContextProvider();
    context.set(sessionContext, session);
    context.set(apiContext, createApiClient({ baseUrl: API, token, timeoutMs: 2000 }));
    const url = new URL(`http://localhost:3000/amp/properties/${propertyId}/x/checkout?${stay}`);
    const fields = {
      first_name: "Grace",
      last_name: "Guest",
      email: "guest@example.com",
      phone: "+44 20 7946 0958",
      terms: "on",
      payment: "1",
      idempotency_key: "key-amp-aaaaaaaaaaaaa-1",
    };
    const request = new Request(url, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Cookie: "checkout_secret=c2VjcmV0LW9mLWEtdmlzaXRvci1mb3ItdGhlLXRlc3Q" },
    });
    const answer = await checkoutAction(request, url, context, propertyId);
    expect(locationOf(answer)).toMatch(/^\/amp\/bookings\/\d+\?confirmed=1$/);
  });
});
