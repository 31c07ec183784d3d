import { parseCookie, stringifySetCookie } from "cookie";
import type { Env } from "~/env.server";
import { type NoticeKey, noticeKeySchema } from "~/lib/notices";
import type { RequestSession } from "~/request-context";

export { SESSION_CONFLICT_NOTICE } from "~/lib/notices";

/**
 * Carries a notice (app/lib/notices.ts) to the next answer when the one it belongs to could not
 * show it: an action's answer (the page's data comes in the request after it), a redirect, or a
 * data request without the root's data. It is read once: the answer that shows it clears it.
 * Short-lived and host-only; it holds only the notice's key ("conflict", "profile-saved", …).
 */
export const SESSION_NOTICE_COOKIE = "session_notice";
const SESSION_NOTICE_MAX_AGE_SECONDS = 300;

interface SessionEnd {
  /** A 409 ended the session during this request. */
  conflict: boolean;
  /** What an action of this request confirms (flashNotice). */
  flash: NoticeKey | null;
  /** The notice an earlier answer left for this one (SESSION_NOTICE_COOKIE). */
  carried: NoticeKey | null;
  /** The notice this answer's root data shows. */
  shown: NoticeKey | null;
  /** Root data to sign out when a 409 arrives after the root loader returned. */
  listeners: ((notice: NoticeKey) => void)[];
}

const ends = new WeakMap<RequestSession, SessionEnd>();

function endOf(session: RequestSession): SessionEnd {
  let end = ends.get(session);
  if (!end) {
    end = { conflict: false, flash: null, carried: null, shown: null, listeners: [] };
    ends.set(session, end);
  }
  return end;
}

/** The API answered 409 (any call of this request): the session ends now, and the page says why. */
export function endSessionByConflict(session: RequestSession): void {
  session.ended = true;
  const end = endOf(session);
  if (end.conflict) return;
  end.conflict = true;
  const listeners = end.listeners.splice(0);
  for (const listener of listeners) listener("conflict");
}

/** The visitor signed out: the session ends, and a 409 met on the way needs no explaining. */
export function endSessionByLogout(session: RequestSession): void {
  session.ended = true;
  const end = endOf(session);
  end.conflict = false;
  end.listeners.length = 0;
}

/**
 * An action of this request succeeded and says so once (a toast): on the page this very answer
 * renders (a form posted without JavaScript), else on the next one (SESSION_NOTICE_COOKIE).
 */
export function flashNotice(session: RequestSession, notice: Exclude<NoticeKey, "conflict">): void {
  endOf(session).flash = notice;
}

/** Reads the notice an earlier answer left for this one; a value that names none is ignored. */
export function carrySessionNotice(session: RequestSession, request: Request): void {
  const header = request.headers.get("Cookie");
  const value = header ? parseCookie(header)[SESSION_NOTICE_COOKIE] : undefined;
  // Nearly every request carries none: no schema run (a failed parse builds an error to drop).
  if (value === undefined) return;
  const parsed = noticeKeySchema.safeParse(value);
  if (parsed.success) endOf(session).carried = parsed.data;
}

/**
 * For the root loader: `show` runs with the notice this answer shows. The session's end first:
 * at once when a 409 already ended the session (or an earlier answer left that notice and no
 * one has signed in since), or later, when a 409 reaches a loader that runs beside the root's;
 * `show("conflict")` must then sign the root data out. Otherwise what an action of this request
 * confirmed, or else the confirmation an earlier answer left. Every loader's data is rendered
 * and serialised only once all of them have returned, so a `show` that changes the root's data
 * in place reaches the same HTML or data answer.
 */
export function followSessionEnd(session: RequestSession, show: (notice: NoticeKey) => void): void {
  const end = endOf(session);
  const showing = (notice: NoticeKey) => {
    end.shown = notice;
    show(notice);
  };
  if (end.conflict || (end.carried === "conflict" && !session.token && !session.ended)) {
    showing("conflict");
    return;
  }
  end.listeners.push(showing);
  const confirmation = end.flash ?? (end.carried === "conflict" ? null : end.carried);
  if (confirmation) showing(confirmation);
}

/**
 * The Set-Cookie for the notice once `answer` is made: left for the next answer when this one
 * has a notice it did not show (a 409 wins over a confirmation), removed once the notice left
 * earlier is shown (a 409's notice also when the visitor signed in again), nothing otherwise. A
 * redirect shows nothing, whatever the root loader returned: the page it leads to shows it.
 */
export function sessionNoticeSetCookie(
  session: RequestSession,
  answer: Response,
  env: Pick<Env, "APP_ENV">,
): string | null {
  const end = endOf(session);
  const shown = answer.status >= 300 && answer.status < 400 ? null : end.shown;
  const attributes = { path: "/", httpOnly: true, secure: env.APP_ENV !== "local", sameSite: "lax" as const };
  const pending = end.conflict ? "conflict" : end.flash;
  if (pending && shown !== pending) {
    return stringifySetCookie(SESSION_NOTICE_COOKIE, pending, {
      ...attributes,
      maxAge: SESSION_NOTICE_MAX_AGE_SECONDS,
    });
  }
  // A 409's notice is kept only while it waits to be shown to a signed-out visitor.
  const signedInAgain = end.carried === "conflict" && Boolean(session.token || session.newToken);
  if (end.carried && (shown || signedInAgain)) {
    return stringifySetCookie(SESSION_NOTICE_COOKIE, "", { ...attributes, maxAge: 0, expires: new Date(0) });
  }
  return null;
}
