import { describe, expect, it } from "vitest";
import { API, demoApiServer, signIn } from "../support/demo-api";

/**
 * The demo API's session that a newer sign-in replaces (docs/api.md, "A session replaced"):
 * solo@example.com keeps one session at a time, and a replaced token answers 409, the API's way
 * of saying the session is no longer valid (SPEC 8).
 */

demoApiServer();

async function profileWith(token: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${API}/vendor/agents/show_lean`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

describe("a session replaced by a newer sign-in (demo API only)", () => {
  it("solo@example.com: the earlier token answers 409 once the account signs in again; the newer one works", async () => {
    const earlier = await signIn("solo");
    expect((await profileWith(earlier)).status).toBe(200);
    const newer = await signIn("solo");
    expect(await profileWith(earlier)).toEqual({
      status: 409,
      body: { message: "This session was replaced by a newer sign-in." },
    });
    expect(await profileWith(newer)).toMatchObject({ status: 200, body: { data: { email: "solo@example.com" } } });
  });

  it("the other accounts keep every session", async () => {
    const first = await signIn("guest");
    await signIn("guest");
    expect((await profileWith(first)).status).toBe(200);
  });
});
