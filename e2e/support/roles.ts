/**
 * The demo's accounts a test can be signed in as, without the sign-in form: e2e/roles.setup.ts
 * signs each in once per run through the demo API and keeps its session (the `auth_token` cookie,
 * as the form leaves it) in a storage-state file; `test.use({ signedInAs: "owner" })` starts a
 * test's browser with it (e2e/support/test.ts). The form has its own specs, and signing in through
 * it for every test would meet its limit of five attempts a minute for an account.
 *
 * A shared session must stay valid for the whole run: a test that signs out, or changes the
 * account's password or roles, signs in on its own instead.
 */
export const ROLES = {
  /** Grace Guest, a traveller. */
  guest: { email: "guest@example.com", kind: "guest" },
  /** Olivia Owner, with homes and their reservations. */
  owner: { email: "owner@example.com", kind: "vendor" },
  /** Arturo Agent, an agent who is also an owner, managing Tessa Twofactor's homes. */
  agent: { email: "agent@example.com", kind: "vendor" },
} as const;

export type Role = keyof typeof ROLES;

export const DEMO_PASSWORD = "password123";

/**
 * Where a role's storage state is kept for the run (git-ignored): per port offset, as each run
 * has its own demo API, whose tokens another's does not know (playwright.config.ts).
 */
export const storageStateOf = (role: Role) => `playwright/.auth/${process.env.E2E_PORT_OFFSET ?? "0"}/${role}.json`;
