import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/demo-api";
import { renderedSite } from "../support/rendered-site";
import { setCookies } from "../support/session-pages";

/**
 * SPEC 4 and 6: an account with several roles chooses on /roles which one it acts as. The demo
 * agent (agent@example.com) is an agent and an owner; a vendor sign-in leaves it acting as the
 * owner (active_role=owner), and the header's account menu says which role it acts as. Through
 * the production build in process (the form posted without JavaScript), against the demo API.
 */

const { request, logs } = renderedSite();
let agent = "";

beforeAll(async () => {
  agent = await signIn("agent");
});

/** The role radios of the page: value, and whether it is checked. */
const radiosIn = (html: string) =>
  [...html.matchAll(/<input type="radio"[^>]*>/g)].map(([input]) => ({
    role: /value="([^"]*)"/.exec(input)![1],
    checked: / checked=""/.test(input),
  }));

/** What the account menu says the visitor is acting as. */
const actingAs = (html: string) => [...html.matchAll(/Acting as <!-- -->(\w+)/g)].map((match) => match[1]);

async function rolesPage(cookie: string) {
  const response = await request("/roles", { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

describe("/roles for an agent who is also an owner", () => {
  it("after a vendor sign-in: 2 roles, Owner chosen, and the menu says 'Acting as Owner'", async () => {
    const html = await rolesPage(`auth_token=${agent}; active_role=owner`);
    expect(html).toContain("Your account has <!-- -->2<!-- --> role<!-- -->s<!-- -->.");
    expect(radiosIn(html)).toEqual([
      { role: "guest", checked: false },
      { role: "owner", checked: true },
      { role: "agent", checked: false },
    ]);
    expect(actingAs(html)).toEqual(["Owner"]);
    expect(html).toMatch(/<a [^>]*href="\/roles"[^>]*>Switch role<\/a>/);
  });

  it("choosing Agent: 303 to /roles?saved=1 with active_role=agent, then Agent is chosen and the menu says so", async () => {
    const posted = await request("/roles", {
      method: "POST",
      headers: { Cookie: `auth_token=${agent}; active_role=owner` },
      body: new URLSearchParams({ role: "agent" }),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toBe("/roles?saved=1");
    expect(setCookies(posted).active_role).toBe("active_role=agent; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax");

    const html = await rolesPage(`auth_token=${agent}; active_role=agent`);
    expect(radiosIn(html)).toEqual([
      { role: "guest", checked: false },
      { role: "owner", checked: false },
      { role: "agent", checked: true },
    ]);
    expect(actingAs(html)).toEqual(["Agent"]);
    expect(logs.take()).toEqual([]);
  });
});
