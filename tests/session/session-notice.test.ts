import { describe, expect, it, vi } from "vitest";
import { NOTICES, type NoticeKey, noticeKeySchema, noticeToast } from "~/lib/notices";
import type { RequestSession } from "~/request-context";
import {
  carrySessionNotice,
  endSessionByConflict,
  endSessionByLogout,
  flashNotice,
  followSessionEnd,
  sessionNoticeSetCookie,
} from "~/session/session-end.server";

const LOCAL = { APP_ENV: "local" } as const;
const page = () => new Response("<!DOCTYPE html>", { status: 200 });
const redirect = () => new Response(null, { status: 303, headers: { Location: "/" } });
const LEFT_FOR_NEXT = (key: string) => `session_notice=${key}; Max-Age=300; Path=/; HttpOnly; SameSite=Lax`;
const CLEARED = "session_notice=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax";

/** A request's session, with the notice cookie an earlier answer left (if any). */
function requestWith(cookie?: string, token?: string): RequestSession {
  const session: RequestSession = { token, ended: false };
  carrySessionNotice(session, new Request("http://localhost:3000/", { headers: cookie ? { Cookie: cookie } : {} }));
  return session;
}

/** What the root loader of this request shows, in order (a late 409 shows a second time). */
function rootShows(session: RequestSession): NoticeKey[] {
  const shown: NoticeKey[] = [];
  followSessionEnd(session, (notice) => shown.push(notice));
  return shown;
}

describe("a notice read once (issue 18): the short-lived session_notice cookie, generalised from the 409's", () => {
  it("a request without the cookie (nearly every one) is not read with the notice schema at all", () => {
    const parse = vi.spyOn(noticeKeySchema, "safeParse");
    expect(rootShows(requestWith())).toEqual([]);
    expect(rootShows(requestWith("theme=dark; consent=granted"))).toEqual([]);
    expect(parse).not.toHaveBeenCalled();
    expect(rootShows(requestWith("session_notice=signed-out"))).toEqual(["signed-out"]);
    expect(parse).toHaveBeenCalledOnce();
    parse.mockRestore();
  });

  it("a confirmation in a form post without JavaScript: this very page shows it, and no cookie is left", () => {
    const session = requestWith();
    flashNotice(session, "profile-saved");
    expect(rootShows(session)).toEqual(["profile-saved"]);
    expect(sessionNoticeSetCookie(session, page(), LOCAL)).toBeNull();
  });

  it("a confirmation in an action's data answer (no root data in it): left for the next answer", () => {
    const session = requestWith();
    flashNotice(session, "wishlist-created");
    expect(sessionNoticeSetCookie(session, page(), LOCAL)).toBe(LEFT_FOR_NEXT("wishlist-created"));
  });

  it("a confirmation before a redirect is left for the page it leads to, even if root data ran", () => {
    const session = requestWith();
    flashNotice(session, "signed-out");
    expect(rootShows(session)).toEqual(["signed-out"]);
    expect(sessionNoticeSetCookie(session, redirect(), LOCAL)).toBe(LEFT_FOR_NEXT("signed-out"));
  });

  it("the next answer shows what was left, signed in or not, and clears it: read once", () => {
    const signedIn = requestWith("session_notice=booking-made", "demo.1.token");
    expect(rootShows(signedIn)).toEqual(["booking-made"]);
    expect(sessionNoticeSetCookie(signedIn, page(), LOCAL)).toBe(CLEARED);
    const signedOut = requestWith("session_notice=signed-out");
    expect(rootShows(signedOut)).toEqual(["signed-out"]);
    expect(sessionNoticeSetCookie(signedOut, page(), LOCAL)).toBe(CLEARED);
  });

  it("an answer without root data (a fetcher's load) or a redirect keeps what was left for a page", () => {
    const unseen = requestWith("session_notice=wishlist-saved");
    expect(sessionNoticeSetCookie(unseen, page(), LOCAL)).toBeNull();
    const redirected = requestWith("session_notice=wishlist-saved");
    rootShows(redirected);
    expect(sessionNoticeSetCookie(redirected, redirect(), LOCAL)).toBeNull();
  });

  it("a new confirmation wins over one left earlier", () => {
    const session = requestWith("session_notice=wishlist-created");
    flashNotice(session, "wishlist-renamed");
    expect(rootShows(session)).toEqual(["wishlist-renamed"]);
    expect(sessionNoticeSetCookie(session, page(), LOCAL)).toBe(CLEARED);
  });

  it("a 409 wins over a confirmation: before the root loader, or after it (the root data is signed out in place)", () => {
    const before = requestWith();
    flashNotice(before, "profile-saved");
    endSessionByConflict(before);
    expect(rootShows(before)).toEqual(["conflict"]);
    const after = requestWith();
    flashNotice(after, "profile-saved");
    const shown = rootShows(after);
    endSessionByConflict(after);
    expect(shown).toEqual(["profile-saved", "conflict"]);
    expect(sessionNoticeSetCookie(after, page(), LOCAL)).toBeNull();
    const unshown = requestWith();
    flashNotice(unshown, "profile-saved");
    endSessionByConflict(unshown);
    expect(sessionNoticeSetCookie(unshown, page(), LOCAL)).toBe(LEFT_FOR_NEXT("conflict"));
  });

  it("a logout's own 409 needs no explaining: the sign-out confirmation is what the next page shows", () => {
    const session = requestWith(undefined, "demo.1.token");
    endSessionByConflict(session);
    endSessionByLogout(session);
    flashNotice(session, "signed-out");
    expect(sessionNoticeSetCookie(session, redirect(), LOCAL)).toBe(LEFT_FOR_NEXT("signed-out"));
  });

  it("a cookie that names no notice is ignored: nothing shown, nothing cleared", () => {
    const session = requestWith("session_notice=<b>Your account is locked</b>");
    expect(rootShows(session)).toEqual([]);
    expect(sessionNoticeSetCookie(session, page(), LOCAL)).toBeNull();
  });

  it("outside local development the cookie is Secure", () => {
    const session = requestWith();
    flashNotice(session, "profile-saved");
    expect(sessionNoticeSetCookie(session, redirect(), { APP_ENV: "production" })).toBe(
      "session_notice=profile-saved; Max-Age=300; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
  });
});

describe("the notices' words and toasts", () => {
  it("each confirmation says what happened, in our words", () => {
    expect(Object.fromEntries(Object.entries(NOTICES).map(([key, notice]) => [key, notice.message]))).toEqual({
      conflict:
        "You have been signed out because your session is no longer valid (it may have been replaced by a newer sign-in). Please sign in again.",
      "signed-out": "You are signed out. See you soon!",
      "profile-saved": "Your profile is saved.",
      "wishlist-created": "Your new wishlist is ready.",
      "wishlist-created-with-place": "Your new wishlist is ready, with this place in it.",
      "wishlist-saved": "The place is saved to your wishlist.",
      "wishlist-renamed": "Your wishlist is renamed.",
      "booking-cancelled": "Your booking is cancelled.",
      "password-set": "Your password is set. Sign in with your email and your new password.",
      "booking-made": "Your stay is booked. The confirmation is on its way to your inbox.",
    });
  });

  it("a toast of its own for each showing; the 409's stays 10 s, the others the SPEC 9 default", () => {
    expect(noticeToast("conflict", "a")).toEqual({
      id: "notice-conflict-a",
      message: NOTICES.conflict.message,
      tone: "error",
      timeout: 10_000,
    });
    expect(noticeToast("profile-saved", "b")).toEqual({
      id: "notice-profile-saved-b",
      message: "Your profile is saved.",
      tone: "success",
    });
    expect(noticeToast("profile-saved", "c").id).not.toBe(noticeToast("profile-saved", "b").id);
  });
});
