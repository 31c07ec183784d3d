import { describe, expect, it, vi } from "vitest";
import { FACEBOOK_MESSAGES, FACEBOOK_SDK_VERSION, type FacebookSdk, createFacebookAuth } from "~/client/facebook";
import { GOOGLE_SDK_MISSING, type GoogleIdentityServices, renderGoogleButton } from "~/client/google";
import { RECAPTCHA_MISSING_SITE_KEY, getCaptchaToken } from "~/client/recaptcha";
import { SAVED_SESSIONS_KEY, SAVED_SESSIONS_SAFE_FLAG, migrateSavedSessions } from "~/client/saved-sessions";
import { decodeGoogleIdToken, socialUserFromFacebook, socialUserFromGoogle } from "~/lib/social-profile";
import { createAbuseLimits, takeAuthAttempt, recordAuthFailure } from "~/session/rate-limit.server";
import { DEFAULT_ROLE, USER_NOT_FOUND, nextRole, roleCount, roleState, rolesFromUser } from "~/session/roles";

const user = (flags: { is_agent: boolean; is_owner: boolean; is_user: boolean }) => ({
  id: 1,
  first_name: "A",
  last_name: "B",
  email: "a@b.c",
  phone: null,
  ...flags,
});

describe("roles (SPEC 3, 4, 6)", () => {
  it("derives roles from is_agent, is_owner, is_user and counts the true flags", () => {
    const roles = rolesFromUser(user({ is_agent: true, is_owner: true, is_user: false }));
    expect(roles).toEqual({ agent: true, owner: true, user: false });
    expect(roleCount(roles)).toBe(2);
    expect(roleCount(rolesFromUser(user({ is_agent: false, is_owner: false, is_user: false })))).toBe(0);
  });

  it("setting roles without a loaded user fails with 'User not found'", () => {
    expect(() => rolesFromUser(null)).toThrow(USER_NOT_FOUND);
    expect(USER_NOT_FOUND).toBe("User not found");
  });

  it("the role is set from the given role or kept; the default is guest", () => {
    expect(DEFAULT_ROLE).toBe("guest");
    expect(nextRole(null)).toBe("guest");
    expect(nextRole("owner")).toBe("owner");
    expect(nextRole("owner", "agent")).toBe("agent");
  });

  it("a role the user lacks is not honoured", () => {
    expect(roleState(user({ is_agent: false, is_owner: false, is_user: true }), "owner").role).toBe("guest");
    expect(roleState(user({ is_agent: true, is_owner: false, is_user: false }), "owner").role).toBe("agent");
    expect(roleState(user({ is_agent: true, is_owner: true, is_user: false }), "agent")).toEqual({
      role: "agent",
      roles: { agent: true, owner: true, user: false },
      role_count: 2,
    });
  });
});

describe("saved sessions migration (SPEC 4)", () => {
  function storage(initial: Record<string, string>) {
    const data = new Map(Object.entries(initial));
    return {
      data,
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    };
  }

  it("on first load with the safe flag unset, empties the stored list and sets the flag", () => {
    const store = storage({ [SAVED_SESSIONS_KEY]: '[{"token":"old"}]' });
    expect(migrateSavedSessions(store)).toBe(true);
    expect(store.data.get(SAVED_SESSIONS_KEY)).toBe("[]");
    expect(store.data.get(SAVED_SESSIONS_SAFE_FLAG)).toBe("true");
    expect(SAVED_SESSIONS_SAFE_FLAG).toBe("saved_sessions_safe");
  });

  it("does nothing once the flag is set", () => {
    const store = storage({ [SAVED_SESSIONS_KEY]: '["kept"]', [SAVED_SESSIONS_SAFE_FLAG]: "true" });
    expect(migrateSavedSessions(store)).toBe(false);
    expect(store.data.get(SAVED_SESSIONS_KEY)).toBe('["kept"]');
  });
});

describe("social profiles (SPEC 3)", () => {
  it("maps Facebook's id, first_name, last_name, email", () => {
    expect(socialUserFromFacebook({ id: "10", first_name: "Ana", last_name: "Sousa", email: "ana@x.pt" })).toEqual({
      id: "10",
      firstName: "Ana",
      lastName: "Sousa",
      email: "ana@x.pt",
    });
  });

  it("maps Google's sub, given_name, family_name, email, read from the ID token", () => {
    const payload = Buffer.from(
      JSON.stringify({ sub: "g-1", given_name: "Jörg", family_name: "Ö", email: "j@x.de" }),
    ).toString("base64url");
    const identity = decodeGoogleIdToken(`header.${payload}.signature`);
    expect(socialUserFromGoogle(identity)).toEqual({ id: "g-1", firstName: "Jörg", lastName: "Ö", email: "j@x.de" });
    expect(() => decodeGoogleIdToken("nonsense")).toThrow();
  });
});

function fakeFacebook(overrides: Partial<FacebookSdk> = {}) {
  const calls: unknown[][] = [];
  const init = vi.fn<FacebookSdk["init"]>();
  const sdk: FacebookSdk = {
    init,
    getLoginStatus: (callback) => callback({ status: "unknown" }),
    login: (callback) => callback({ authResponse: { accessToken: "fb-token", userID: "42" } }),
    api: (...args: unknown[]) => {
      calls.push(args);
      const callback = args.at(-1) as (value: unknown) => void;
      if (args[0] === "/me") callback({ id: "42", first_name: "Ana", last_name: "Sousa", email: "ana@x.pt" });
      else callback({ success: true });
    },
    ...overrides,
  };
  return { sdk, calls, init };
}

describe("Facebook sign-in (SPEC 4, 7, 8)", () => {
  it("inits SDK v20.0, asks only for the email scope, and reads /me with id, first_name, last_name, email", async () => {
    const { sdk, calls, init } = fakeFacebook();
    const login = vi.spyOn(sdk, "login");
    const auth = createFacebookAuth("app-1", { load: async () => undefined, sdk: () => sdk });
    const state = await auth.signIn();
    expect(init).toHaveBeenCalledWith({
      appId: "app-1",
      version: FACEBOOK_SDK_VERSION,
      cookie: true,
      xfbml: false,
    });
    expect(FACEBOOK_SDK_VERSION).toBe("v20.0");
    expect(login.mock.calls[0]?.[1]).toEqual({ scope: "email" });
    expect(calls[0]?.[0]).toBe("/me");
    expect(calls[0]?.[1]).toMatchObject({ fields: "id,first_name,last_name,email" });
    expect(state).toEqual({
      signedIn: true,
      token: "fb-token",
      userData: { id: "42", firstName: "Ana", lastName: "Sousa", email: "ana@x.pt" },
    });
  });

  it("sign out revokes with DELETE /{userId}/permissions and the access token, then clears stored data", async () => {
    const { sdk, calls } = fakeFacebook();
    const removed: string[] = [];
    const storage = { getItem: () => null, setItem: vi.fn(), removeItem: (key: string) => void removed.push(key) };
    const auth = createFacebookAuth("app-1", { load: async () => undefined, sdk: () => sdk, storage });
    await auth.signIn();
    expect(await auth.signOut()).toBe("Logged out successfully!");
    expect(calls[1]?.slice(0, 3)).toEqual(["/42/permissions", "DELETE", { access_token: "fb-token" }]);
    expect(removed).toEqual(["facebook_sign_in"]);
    expect(auth.state()).toEqual({ signedIn: false, userData: null, token: null });
  });

  it("every SPEC 8 message, word for word", async () => {
    expect(FACEBOOK_MESSAGES).toEqual({
      sdkMissing: "Facebook SDK loaded, but window.FB is undefined",
      loadFailed: "Failed to load Facebook SDK",
      loginFailed: "Login was unsuccessful!",
      revokeFailed: "Failed to revoke permissions.",
      notLoggedIn: "User not logged in or already logged out.",
      loggedOut: "Logged out successfully!",
    });
    await expect(
      createFacebookAuth("a", { load: async () => undefined, sdk: () => undefined }).signIn(),
    ).rejects.toThrow("Facebook SDK loaded, but window.FB is undefined");
    await expect(
      createFacebookAuth("a", { load: () => Promise.reject(new Error("offline")), sdk: () => undefined }).signIn(),
    ).rejects.toThrow("Failed to load Facebook SDK");
    const refused = fakeFacebook({ login: (callback) => callback({ authResponse: null }) });
    await expect(
      createFacebookAuth("a", { load: async () => undefined, sdk: () => refused.sdk }).signIn(),
    ).rejects.toThrow("Login was unsuccessful!");
    expect(await createFacebookAuth("a", { load: async () => undefined, sdk: () => refused.sdk }).signOut()).toBe(
      "User not logged in or already logged out.",
    );
    const failing = fakeFacebook({
      api: (...args: unknown[]) => {
        const callback = args.at(-1) as (value: unknown) => void;
        callback(args[0] === "/me" ? { id: "1" } : { error: { message: "nope" } });
      },
    });
    const auth = createFacebookAuth("a", { load: async () => undefined, sdk: () => failing.sdk });
    await auth.signIn();
    await expect(auth.signOut()).rejects.toThrow("Failed to revoke permissions.");
  });

  it("the status check picks up an existing connection", async () => {
    const { sdk } = fakeFacebook({
      getLoginStatus: (callback) => callback({ status: "connected", authResponse: { accessToken: "t", userID: "42" } }),
    });
    const state = await createFacebookAuth("a", { load: async () => undefined, sdk: () => sdk }).checkStatus();
    expect(state.signedIn).toBe(true);
  });
});

describe("Google sign-in and reCAPTCHA", () => {
  it("'Google SDK not loaded' when the script did not define google", async () => {
    await expect(
      renderGoogleButton({} as HTMLElement, "cid", () => undefined, {
        load: async () => undefined,
        sdk: () => undefined,
      }),
    ).rejects.toThrow(GOOGLE_SDK_MISSING);
    expect(GOOGLE_SDK_MISSING).toBe("Google SDK not loaded");
  });

  it("hands each ID token to the callback as a social user", async () => {
    let callback: ((response: { credential: string }) => void) | undefined;
    const google: GoogleIdentityServices = {
      accounts: { id: { initialize: (options) => void (callback = options.callback), renderButton: vi.fn() } },
    };
    const signedIn = vi.fn();
    await renderGoogleButton({} as HTMLElement, "cid", signedIn, { load: async () => undefined, sdk: () => google });
    const payload = Buffer.from(
      JSON.stringify({ sub: "s", given_name: "G", family_name: "F", email: "g@f.com" }),
    ).toString("base64url");
    callback?.({ credential: `h.${payload}.s` });
    expect(signedIn).toHaveBeenCalledWith(
      { id: "s", firstName: "G", lastName: "F", email: "g@f.com" },
      `h.${payload}.s`,
    );
  });

  it("asking for a captcha token without a site key fails with 'reCAPTCHA siteKey is not configured.'", async () => {
    await expect(getCaptchaToken(undefined, "sign_in")).rejects.toThrow("reCAPTCHA siteKey is not configured.");
    expect(RECAPTCHA_MISSING_SITE_KEY).toBe("reCAPTCHA siteKey is not configured.");
  });
});

describe("sign-in rate limits", () => {
  it("about 5 attempts a minute per account from one address, then a wait; counted again after the minute", async () => {
    const limits = createAbuseLimits();
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await takeAuthAttempt("A@x.com", "ip", limits)).toBe(0);
    vi.setSystemTime(Date.now() + 1000);
    expect(await takeAuthAttempt("a@x.com", "ip", limits)).toBe(59);
    expect(await takeAuthAttempt("a@x.com", "another ip", limits)).toBe(0);
    vi.setSystemTime(Date.now() + 59_001);
    expect(await takeAuthAttempt("a@x.com", "ip", limits)).toBe(0);
  });

  it("30 a minute per client address across accounts", async () => {
    const limits = createAbuseLimits();
    for (let attempt = 0; attempt < 30; attempt += 1)
      expect(await takeAuthAttempt(`u${attempt}@x.com`, "office", limits)).toBe(0);
    expect(await takeAuthAttempt("another@x.com", "office", limits)).toBeGreaterThan(0);
    expect(await takeAuthAttempt("another@x.com", "home", limits)).toBe(0);
  });

  it("100 failures an hour slow the account to one attempt a minute from each address", async () => {
    const limits = createAbuseLimits();
    for (let failure = 0; failure < 100; failure += 1) {
      await recordAuthFailure("b@x.com", limits);
      vi.setSystemTime(Date.now() + 1000);
    }
    expect(await takeAuthAttempt("b@x.com", "ip", limits)).toBe(0);
    expect(await takeAuthAttempt("b@x.com", "ip", limits)).toBe(60);
  });
});
