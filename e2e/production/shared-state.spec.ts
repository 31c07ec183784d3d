import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { ABUSE_LIMITS } from "../../app/session/rate-limit.server";
import { expect, test } from "./fixtures";

/**
 * One sign-in attempt with a wrong password, straight to `origin` (an instance, or the site).
 * `via` is the client address a proxy in front reports (the instances trust loopback, so a
 * direct request may say it came from elsewhere, as nginx and Varnish do).
 */
async function attempt(request: APIRequestContext, origin: string, email: string, via?: string): Promise<number> {
  const response = await request.post(`${origin}/login`, {
    form: { intent: "login", type: "guest", email, password: "not-the-password" },
    headers: { Origin: origin, ...(via ? { "X-Forwarded-For": via } : {}) },
    maxRedirects: 0,
  });
  return response.status();
}

test("sign-in attempts on either instance count together in Redis: the limit reached holds on both and through the site, for that address only", async ({
  request,
  stack,
  baseURL,
}) => {
  const [first, second] = stack.instances;
  // An account of its own: the limit per account from one address (loopback, the test's) is
  // what this test fills, one attempt on each instance in turn, straight to their ports.
  const email = `limited-${randomUUID()}@example.com`;
  const allowed = ABUSE_LIMITS.signInPerAccountAndIp.points;
  const statuses: number[] = [];
  for (let index = 0; index < allowed; index++) {
    statuses.push(await attempt(request, stack.instances[index % 2]!.url, email));
  }
  expect(statuses, "every attempt within the limit is answered").not.toContain(429);

  expect(await attempt(request, first.url, email), `${first.name} directly`).toBe(429);
  expect(await attempt(request, second.url, email), `${second.name} directly`).toBe(429);
  expect(await attempt(request, baseURL!, email), "through nginx and Varnish").toBe(429);

  // The owner, from another address, is not locked out by those attempts, on either instance.
  expect(await attempt(request, first.url, email, "203.0.113.41"), `${first.name} from another address`).toBe(401);
  expect(await attempt(request, second.url, email, "203.0.113.41"), `${second.name} from another address`).toBe(401);
});
