import type { Page } from "@playwright/test";

/**
 * Stand-ins for Google's and Facebook's browser scripts, so the sign-in journeys run without
 * either provider: each hands the page the credential a test chose, the way the real script hands
 * over the one its sign-in screen gave. The credentials themselves come from the demo API
 * (`/demo-identity/...`), which signs them with the keys the site checks them against.
 */

const GOOGLE_SCRIPT = /^https:\/\/accounts\.google\.com\/gsi\/client/;
const FACEBOOK_SCRIPT = /^https:\/\/connect\.facebook\.net\/.*\/sdk\.js/;

/** Google Identity Services: its button, once clicked, calls back with `credential`. */
export async function stubGoogle(page: Page, credential: string): Promise<void> {
  await page.route(GOOGLE_SCRIPT, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `(() => {
        let options;
        window.google = { accounts: { id: {
          initialize(given) { options = given; },
          renderButton(element) {
            const button = document.createElement("button");
            button.type = "button";
            button.textContent = "Sign in with Google";
            button.addEventListener("click", () => options.callback({ credential: ${JSON.stringify(credential)} }));
            element.append(button);
          },
        } } };
      })();`,
    }),
  );
}

/**
 * The Facebook SDK: FB.login answers with `accessToken`, FB.api('/me') with `profile`, any other
 * FB.api call (the sign-out's DELETE /{userId}/permissions) with success, and FB.getLoginStatus
 * with `status` ("unknown" unless told "connected"). Every call is noted in the page, for
 * facebookCalls() to read: [name, ...arguments without the callback].
 */
export async function stubFacebook(
  page: Page,
  {
    accessToken,
    userId,
    profile,
    status = "unknown",
  }: { accessToken: string; userId: string; profile: Record<string, string>; status?: "unknown" | "connected" },
): Promise<void> {
  await page.route(FACEBOOK_SCRIPT, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `(() => {
        const authResponse = { accessToken: ${JSON.stringify(accessToken)}, userID: ${JSON.stringify(userId)} };
        const calls = (window.__facebookCalls = []);
        window.FB = {
          init() {},
          getLoginStatus(callback) {
            calls.push(["getLoginStatus"]);
            const status = ${JSON.stringify(status)};
            callback({ status, authResponse: status === "connected" ? authResponse : null });
          },
          login(callback) { calls.push(["login"]); callback({ authResponse }); },
          api(path, ...args) {
            calls.push([path, ...args.slice(0, -1)]);
            args[args.length - 1](path === "/me" ? ${JSON.stringify(profile)} : { success: true });
          },
        };
      })();`,
    }),
  );
}

/** The calls the stubbed Facebook SDK received on this page so far (stubFacebook). */
export function facebookCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as { __facebookCalls?: unknown[][] }).__facebookCalls ?? []);
}

/** An ID token from the demo API's Google, for `clientId` and this person. */
export async function demoGoogleToken(
  apiUrl: string,
  fields: { client_id: string; email: string; given_name?: string; family_name?: string },
): Promise<string> {
  const answer = await fetch(`${apiUrl}/demo-identity/google/token`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  if (!answer.ok) throw new Error(`The demo API's Google answered ${answer.status}`);
  return ((await answer.json()) as { id_token: string }).id_token;
}

/** An access token from the demo API's Facebook, for `app_id` and this person. */
export async function demoFacebookToken(
  apiUrl: string,
  fields: { app_id: string; email: string; first_name?: string; last_name?: string },
): Promise<{ accessToken: string; userId: string }> {
  const answer = await fetch(`${apiUrl}/demo-identity/facebook/token`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  if (!answer.ok) throw new Error(`The demo API's Facebook answered ${answer.status}`);
  const body = (await answer.json()) as { access_token: string; user_id: string };
  return { accessToken: body.access_token, userId: body.user_id };
}
