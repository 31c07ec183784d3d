import { readFileSync } from "node:fs";
import { type APIRequestContext, expect } from "@playwright/test";
import { API_URL } from "../../playwright.config";
import { type Role, storageStateOf } from "./roles";

/**
 * The demo API as one of the run's signed-in roles (e2e/support/roles.ts), for a test to read or
 * set up what its browser then shows: the same session as `test.use({ signedInAs: role })`, read
 * from the role's storage state (its `auth_token` cookie holds the API token), so no sign-in of
 * its own and none of the sign-in form's attempts. The whole run shares that session: never sign
 * it out or revoke it (a test about that signs in on its own).
 */
export function apiTokenOf(role: Role): string {
  const state = JSON.parse(readFileSync(storageStateOf(role), "utf8")) as {
    cookies: { name: string; value: string }[];
  };
  const token = state.cookies.find((cookie) => cookie.name === "auth_token")?.value;
  if (!token) throw new Error(`${storageStateOf(role)} has no auth_token: the "roles" project makes it first`);
  return token;
}

/** The header that sends the role's API token. */
export const authOf = (role: Role) => ({ Authorization: `Bearer ${apiTokenOf(role)}` });

/** GET `path` of the demo API, as `role` or signed out: its answer's `data`, once it has answered 200. */
export async function apiData<T>(request: APIRequestContext, path: string, role?: Role): Promise<T> {
  const answer = await request.get(`${API_URL}${path}`, { headers: role ? authOf(role) : {} });
  expect(answer.status(), `GET ${path}`).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}
