import { test as setup } from "@playwright/test";
import { API_URL, SITE_URL } from "../playwright.config";
import { DEMO_PASSWORD, ROLES, type Role, storageStateOf } from "./support/roles";

/**
 * Each role of e2e/support/roles.ts signed in once for the run: its API token as the `auth_token`
 * cookie the sign-in form would leave, kept as that role's storage state.
 */
for (const role of Object.keys(ROLES) as Role[]) {
  setup(`signed in as the demo ${role}`, async ({ browser, request }) => {
    const { email, kind } = ROLES[role];
    const answer = await request.post(`${API_URL}/${kind}/login_json`, { form: { email, password: DEMO_PASSWORD } });
    if (!answer.ok()) throw new Error(`the demo API refused ${email}: ${answer.status()} ${await answer.text()}`);
    const { access_token: token } = ((await answer.json()) as { data: { result: { access_token?: string } } }).data
      .result;
    if (!token) throw new Error(`the demo API gave ${email} no token`);
    const context = await browser.newContext();
    await context.addCookies([
      { name: "auth_token", value: token, url: SITE_URL, httpOnly: true, sameSite: "Lax", secure: false },
    ]);
    await context.storageState({ path: storageStateOf(role) });
    await context.close();
  });
}
