import { expect } from "vitest";
import { signIn } from "./demo-api";

/** The account menu the header shows for the demo's guest, Grace Guest. */
export const SIGNED_IN_AS_GRACE = 'aria-label="Account menu for Grace Guest"';

/** A fresh token for the demo's guest from the API at `api`: signIn("guest", { api }) of demo-api.ts. */
export const demoGuestToken = (api: string): Promise<string> => signIn("guest", { api });

/** The Set-Cookie lines of an answer, by cookie name. */
export function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((line) => [line.split("=")[0]!, line]));
}

/** The page shows a signed-out visitor: the sign-in link, no account menu. */
export function expectSignedOut(html: string) {
  expect(html).not.toContain("Account menu for");
  expect(html).toMatch(/<a [^>]*href="\/login\?redirectTo=[^"]*"[^>]*>Sign in<\/a>/);
}
