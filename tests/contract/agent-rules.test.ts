import { beforeAll, describe, expect, it } from "vitest";
import { createStore } from "../../mocks/store";
import { TEST_NOW, day } from "../support/clock";
import { API, demoApiServer, signIn } from "../support/demo-api";

/**
 * An agent manages the properties of the owners they work for (docs/api.md, Owners): the demo
 * agent (agent@example.com, user 3) manages Tessa's (2fa@example.com, user 4) as its own, with
 * her name on them; an owner sees and changes only their own, and anyone else's answers 404.
 */

const store = createStore({ today: TEST_NOW });
demoApiServer({ store });

/** Past every seeded booking and inside the calendar's two-year horizon. */
const CLEAR = 420;

type Answer = { message?: string; data?: Record<string, unknown> & { entities?: Record<string, unknown>[] } };

async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

const idsOf = (ownerId: number) =>
  store.properties.filter((property) => property.ownerId === ownerId).map((property) => property.id);
/** Tessa's homes (user 4), the agent's own (user 3) and the demo owner's (user 2), as the seed gives them. */
const tessas = idsOf(4);
const agents = idsOf(3);
const owners = idsOf(2);
const newestFirst = (ids: number[]) => [...ids].sort((a, b) => b - a);

let agent = "";
let twostep = "";
let owner = "";
let tessa = "";
beforeAll(async () => {
  agent = await signIn("agent");
  twostep = await signIn("twostep");
  owner = await signIn("owner");
  tessa = await signIn("2fa");
});

describe("the seed", () => {
  it("gives the agent's owner two homes, the agent more of their own", () => {
    expect(tessas).toHaveLength(2);
    expect(agents.length).toBeGreaterThan(2);
  });
});

describe("an agent manages their owners' properties", () => {
  it("GET /vendor/listings: their own and Tessa's, newest first, hers with her name", async () => {
    const first = await call("GET", "/vendor/listings?per_page=100", agent);
    const second = await call("GET", "/vendor/listings?per_page=100&page=2", agent);
    const listed = [...first.body.data!.entities!, ...second.body.data!.entities!];
    expect(listed.map((listing) => listing.id)).toEqual(newestFirst([...agents, ...tessas]));
    const named = listed.filter((listing) => listing.owner_name !== null);
    expect(named.map((listing) => [listing.id, listing.owner_name])).toEqual(
      newestFirst(tessas).map((id) => [id, "Tessa Twofactor"]),
    );
  });

  it("GET /vendor/properties (the pages' property choices) names the owner the same way", async () => {
    const answer = await call("GET", "/vendor/properties", agent);
    const named = answer.body.data!.entities!.filter((property) => property.owner_name === "Tessa Twofactor");
    expect(named.map((property) => property.id)).toEqual(newestFirst(tessas));
    expect(answer.body.data!.entities!).toHaveLength(agents.length + tessas.length);
  });

  it("an agent with no properties of their own (twostep@) sees only the owner's", async () => {
    const answer = await call("GET", "/vendor/listings", twostep);
    expect(answer.body.data!.entities!.map((listing) => [listing.id, listing.owner_name])).toEqual(
      newestFirst(tessas).map((id) => [id, "Tessa Twofactor"]),
    );
  });

  it("edits, pauses and blocks nights of Tessa's home", async () => {
    const id = tessas[0]!;
    const property = store.properties.find((candidate) => candidate.id === id)!;
    const listing = await call("GET", `/vendor/properties/${id}/listing`, agent);
    expect(listing.status).toBe(200);
    expect(listing.body.data).toMatchObject({ id, owner_name: "Tessa Twofactor" });
    const basics = (listing.body.data!.steps as Record<string, Record<string, unknown>>).basics!;

    const edited = await call("PUT", `/vendor/properties/${id}/listing`, agent, {
      step: "basics",
      values: { ...basics, title: "Tessa's Lighthouse Loft" },
    });
    expect(edited.status).toBe(200);
    expect(property.title).toBe("Tessa's Lighthouse Loft");

    expect((await call("PUT", `/vendor/properties/${id}/status`, agent, { status: "paused" })).status).toBe(200);
    expect(property.paused).toBe(true);
    expect((await call("PUT", `/vendor/properties/${id}/status`, agent, { status: "published" })).status).toBe(200);
    expect(property.paused).toBe(false);

    const blocked = await call("POST", `/vendor/properties/${id}/calendar/blocks`, agent, {
      from: day(CLEAR),
      to: day(CLEAR + 3),
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toMatchObject({ property_id: id, owner_name: "Tessa Twofactor" });
    expect(property.blockedNights).toEqual(new Set([day(CLEAR), day(CLEAR + 1), day(CLEAR + 2)]));

    expect((await call("GET", `/vendor/properties/${id}/pricing`, agent)).body.data).toMatchObject({ property_id: id });
  });

  it("GET /vendor/reservations: Tessa's stays carry her name, the agent's own none; filtering by her home works", async () => {
    const all = (await call("GET", "/vendor/reservations", agent)).body.data!.entities!;
    const names = (propertyIds: number[]) =>
      all
        .map((entry) => entry.property as { id: number; owner_name: string | null })
        .filter((property) => propertyIds.includes(property.id))
        .map((property) => property.owner_name);
    expect(names(tessas)).toEqual(["Tessa Twofactor", "Tessa Twofactor"]);
    expect(new Set(names(agents))).toEqual(new Set([null]));
    const one = await call("GET", `/vendor/reservations?property_id=${tessas[0]}`, agent);
    expect(one.status).toBe(200);
    expect(one.body.data!.entities!.map((entry) => (entry.property as { id: number }).id)).toEqual([tessas[0]]);
  });
});

describe("an owner manages only their own", () => {
  it("Tessa sees her two homes without an owner name, and none of the agent's", async () => {
    const answer = await call("GET", "/vendor/listings", tessa);
    expect(answer.body.data!.entities!.map((listing) => [listing.id, listing.owner_name])).toEqual(
      newestFirst(tessas).map((id) => [id, null]),
    );
    expect((await call("GET", `/vendor/properties/${agents[0]}/listing`, tessa)).status).toBe(404);
  });

  it("the demo owner's list is theirs alone, and another's home answers 404 to every call, changing nothing", async () => {
    const listed = await call("GET", "/vendor/listings", owner);
    expect(listed.body.data!.pagination).toMatchObject({ total: owners.length });
    for (const id of [tessas[1]!, agents[0]!]) {
      const property = store.properties.find((candidate) => candidate.id === id)!;
      const stateOf = () => ({
        title: property.title,
        paused: property.paused,
        blocked: [...(property.blockedNights ?? [])],
      });
      const before = stateOf();
      const refused = [
        await call("GET", `/vendor/properties/${id}/listing`, owner),
        await call("PUT", `/vendor/properties/${id}/status`, owner, { status: "paused" }),
        await call("POST", `/vendor/properties/${id}/calendar/blocks`, owner, { from: day(CLEAR), to: day(CLEAR + 1) }),
        await call("GET", `/vendor/properties/${id}/calendar`, owner),
        await call("GET", `/vendor/properties/${id}/pricing`, owner),
        await call("GET", `/vendor/reservations?property_id=${id}`, owner),
      ];
      expect(refused.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404]);
      expect(stateOf()).toEqual(before);
    }
  });

  it("an agent does not manage the demo owner's homes, whose owner they do not work for", async () => {
    expect((await call("GET", `/vendor/properties/${owners[0]}/listing`, agent)).status).toBe(404);
    expect((await call("PUT", `/vendor/properties/${owners[0]}/status`, twostep, { status: "paused" })).status).toBe(
      404,
    );
  });
});
