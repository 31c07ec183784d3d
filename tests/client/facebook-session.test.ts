import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FACEBOOK_STORAGE_KEY, type FacebookSdk, createFacebookAuth, storedFacebookSignIn } from "~/client/facebook";
import {
  facebookAuth,
  followFacebookAtStart,
  forgetFacebookAuth,
  signOutOfFacebook,
  signOutOfFacebookAtSessionEnd,
} from "~/client/facebook-session";
import { captureConsole } from "../support/console-capture";

const logs = captureConsole();
const STORED = {
  signedIn: true,
  userData: { id: "42", firstName: "Ana", lastName: "Sousa", email: "ana@x.pt" },
  token: "fb-token",
};

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

/** Facebook's SDK as the page sees it, recording every call; `status` is what getLoginStatus says. */
function fakeFacebook({ status = "connected", revoke = { success: true } }: { status?: string; revoke?: object } = {}) {
  const calls: unknown[][] = [];
  const sdk: FacebookSdk = {
    init: () => undefined,
    getLoginStatus: (callback) => {
      calls.push(["getLoginStatus"]);
      callback(
        status === "connected"
          ? { status, authResponse: { accessToken: "fresh-token", userID: "42" } }
          : { status, authResponse: null },
      );
    },
    login: (callback) => callback({ authResponse: { accessToken: "fb-token", userID: "42" } }),
    api: (path: string, ...args: unknown[]) => {
      calls.push([path, ...args.slice(0, -1)]);
      const callback = args.at(-1) as (answer: unknown) => void;
      callback(path === "/me" ? { id: "42", first_name: "Ana", last_name: "Sousa", email: "ana@x.pt" } : revoke);
    },
  };
  const load = vi.fn(async () => undefined);
  return { calls, load, deps: (storage: ReturnType<typeof memoryStorage>) => ({ load, sdk: () => sdk, storage }) };
}

const stored = () => memoryStorage({ [FACEBOOK_STORAGE_KEY]: JSON.stringify(STORED) });
// console.info is collected like console.error (captureConsole): each test takes what it expects,
// and nothing else may be logged.
const info = vi.spyOn(console, "info");
const takeInfo = () => {
  const lines = info.mock.calls.map((args) => args.join(" "));
  info.mockClear();
  return lines;
};
beforeEach(() => {
  forgetFacebookAuth();
  info.mockReset().mockImplementation(() => undefined);
});
afterEach(() => {
  expect(takeInfo()).toEqual([]);
  expect(logs.take()).toEqual([]);
});
afterAll(() => {
  info.mockRestore();
});

describe("the Facebook sign-in kept by the browser (SPEC 4)", () => {
  it("a new page's Facebook sign-in starts from the stored one; anything else stored is ignored", () => {
    const facebook = fakeFacebook();
    expect(createFacebookAuth("app-1", facebook.deps(stored())).state()).toEqual(STORED);
    for (const junk of ["{", "null", '{"signedIn":true}', JSON.stringify({ ...STORED, token: "" })])
      expect(
        createFacebookAuth("app-1", facebook.deps(memoryStorage({ [FACEBOOK_STORAGE_KEY]: junk }))).state(),
      ).toEqual({
        signedIn: false,
        userData: null,
        token: null,
      });
  });

  it("a stored sign-in is read field by field: each field missing, empty or of another type leaves none; extra fields are dropped", () => {
    const read = (value: unknown) =>
      storedFacebookSignIn(memoryStorage({ [FACEBOOK_STORAGE_KEY]: JSON.stringify(value) }));
    expect(read({ ...STORED, extra: "x", userData: { ...STORED.userData, picture: "p" } })).toEqual(STORED);
    expect(read({ ...STORED, userData: { ...STORED.userData, firstName: "", lastName: "", email: "" } })).toEqual({
      ...STORED,
      userData: { id: "42", firstName: "", lastName: "", email: "" },
    });
    const broken = [
      { ...STORED, signedIn: "true" },
      { ...STORED, signedIn: false },
      { ...STORED, token: 7 },
      { ...STORED, userData: null },
      { ...STORED, userData: [STORED.userData] },
      { ...STORED, userData: { ...STORED.userData, id: "" } },
      { ...STORED, userData: { ...STORED.userData, id: 42 } },
      { ...STORED, userData: { ...STORED.userData, firstName: undefined } },
      { ...STORED, userData: { ...STORED.userData, lastName: null } },
      { ...STORED, userData: { ...STORED.userData, email: ["ana@x.pt"] } },
      [STORED],
      "signed in",
    ];
    for (const value of broken) expect(read(value), JSON.stringify(value)).toBeNull();
    expect(storedFacebookSignIn(undefined)).toBeNull();
  });
});

describe("the initial status check, at start", () => {
  it("a browser without a Facebook sign-in never loads the SDK", async () => {
    const facebook = fakeFacebook();
    await followFacebookAtStart("app-1", true, memoryStorage(), facebook.deps(memoryStorage()));
    expect(facebook.load).not.toHaveBeenCalled();
  });

  it("signed in to the site: the stored sign-in is checked with Facebook and kept fresh while connected", async () => {
    const storage = stored();
    const facebook = fakeFacebook({ status: "connected" });
    await followFacebookAtStart("app-1", true, storage, facebook.deps(storage));
    expect(facebook.calls.map((call) => call[0])).toEqual(["getLoginStatus", "/me"]);
    expect(JSON.parse(storage.data.get(FACEBOOK_STORAGE_KEY)!)).toEqual({ ...STORED, token: "fresh-token" });
  });

  it("signed in to the site, no longer connected to Facebook: the stored sign-in goes", async () => {
    const storage = stored();
    const facebook = fakeFacebook({ status: "unknown" });
    await followFacebookAtStart("app-1", true, storage, facebook.deps(storage));
    expect(storage.data.has(FACEBOOK_STORAGE_KEY)).toBe(false);
  });

  it("signed out of the site: the permissions are revoked and the stored sign-in goes", async () => {
    const storage = stored();
    const facebook = fakeFacebook();
    await followFacebookAtStart("app-1", false, storage, facebook.deps(storage));
    expect(facebook.calls).toEqual([["/42/permissions", "DELETE", { access_token: "fb-token" }]]);
    expect(storage.data.has(FACEBOOK_STORAGE_KEY)).toBe(false);
    expect(takeInfo()).toEqual(["[facebook] Logged out successfully!"]);
  });

  it("runs once a page load", async () => {
    const storage = stored();
    const facebook = fakeFacebook();
    await followFacebookAtStart("app-1", true, storage, facebook.deps(storage));
    await followFacebookAtStart("app-1", true, storage, facebook.deps(storage));
    expect(facebook.calls.filter((call) => call[0] === "getLoginStatus")).toHaveLength(1);
  });
});

describe("signing out of Facebook with the site", () => {
  it("the page's sign-in revokes with its token and clears what was stored", async () => {
    const storage = memoryStorage();
    const facebook = fakeFacebook();
    const auth = facebookAuth("app-1", facebook.deps(storage));
    await auth.signIn();
    expect(storage.data.has(FACEBOOK_STORAGE_KEY)).toBe(true);
    expect(await signOutOfFacebook(facebookAuth("app-1"))).toBe("Logged out successfully!");
    expect(facebook.calls.at(-1)).toEqual(["/42/permissions", "DELETE", { access_token: "fb-token" }]);
    expect(storage.data.has(FACEBOOK_STORAGE_KEY)).toBe(false);
    expect(takeInfo()).toEqual(["[facebook] Logged out successfully!"]);
  });

  it("nobody signed in with Facebook: nothing is loaded, the SPEC message is logged", async () => {
    const facebook = fakeFacebook();
    expect(await signOutOfFacebook(facebookAuth("app-1", facebook.deps(memoryStorage())))).toBe(
      "User not logged in or already logged out.",
    );
    expect(facebook.load).not.toHaveBeenCalled();
    expect(takeInfo()).toEqual(["[facebook] User not logged in or already logged out."]);
  });

  it("at the session's end, the sign-in stored then is revoked though the site has cleared it since (the module loads late)", async () => {
    const storage = stored();
    const storedAtEnd = storage.getItem(FACEBOOK_STORAGE_KEY);
    storage.removeItem(FACEBOOK_STORAGE_KEY);
    const facebook = fakeFacebook();
    expect(await signOutOfFacebookAtSessionEnd("app-1", storedAtEnd, facebook.deps(storage))).toBe(
      "Logged out successfully!",
    );
    expect(facebook.calls).toEqual([["/42/permissions", "DELETE", { access_token: "fb-token" }]]);
    expect(storage.data.has(FACEBOOK_STORAGE_KEY)).toBe(false);
    expect(takeInfo()).toEqual(["[facebook] Logged out successfully!"]);
  });

  it("at the session's end, this page's own sign-in is the one revoked", async () => {
    const storage = memoryStorage();
    const facebook = fakeFacebook();
    await facebookAuth("app-1", facebook.deps(storage)).signIn();
    storage.removeItem(FACEBOOK_STORAGE_KEY);
    expect(await signOutOfFacebookAtSessionEnd("app-1", null, facebook.deps(storage))).toBe("Logged out successfully!");
    expect(facebook.calls.at(-1)).toEqual(["/42/permissions", "DELETE", { access_token: "fb-token" }]);
    expect(takeInfo()).toEqual(["[facebook] Logged out successfully!"]);
  });

  it("at the session's end with no Facebook sign-in anywhere: nothing is loaded, the SPEC message is logged", async () => {
    const facebook = fakeFacebook();
    expect(await signOutOfFacebookAtSessionEnd("app-1", null, facebook.deps(memoryStorage()))).toBe(
      "User not logged in or already logged out.",
    );
    expect(facebook.load).not.toHaveBeenCalled();
    expect(takeInfo()).toEqual(["[facebook] User not logged in or already logged out."]);
  });

  it("a refused revoke is logged as an error with the SPEC message, never thrown", async () => {
    const storage = stored();
    const facebook = fakeFacebook({ revoke: { error: { message: "nope" } } });
    expect(await signOutOfFacebook(facebookAuth("app-1", facebook.deps(storage)))).toBe(
      "Failed to revoke permissions.",
    );
    expect(logs.take()).toEqual(["error: [facebook] Failed to revoke permissions."]);
  });
});
