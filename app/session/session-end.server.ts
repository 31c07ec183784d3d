import { parseCookie, stringifySetCookie } from "cookie";
import type { Env } from "~/env.server";
import type { RequestSession } from "~/request-context";

/**
 * What the visitor is told when the API ended their session with a 409 (SPEC 8: "409 means the
 * session is no longer valid: the site logs the visitor out").
 */
export const SESSION_CONFLICT_NOTICE =
  "You have been signed out because your session is no longer valid (it may have been replaced by a newer sign-in). Please sign in again.";

/**
 * Carries the notice to the next answer when the one that received the 409 could not show it:
 * an action's answer (the page's data comes in the request after it), or a data request
 * without the root's data. Short-lived and host-only; it holds no session, only "conflict".
 */
export const SESSION_NOTICE_COOKIE = "session_notice";
const SESSION_NOTICE_MAX_AGE_SECONDS = 300;

interface SessionEnd {
  /** A 409 ended the session during this request. */
  conflict: boolean;
  /** The request came with the notice of an earlier answer (SESSION_NOTICE_COOKIE). */
  carried: boolean;
  /** This answer's root data says the visitor was signed out, and why. */
  shown: boolean;
  /** Root data to sign out when a 409 arrives after the root loader returned. */
  listeners: ((notice: string) => void)[];
}

const ends = new WeakMap<RequestSession, SessionEnd>();

function endOf(session: RequestSession): SessionEnd {
  let end = ends.get(session);
  if (!end) {
    end = { conflict: false, carried: false, shown: false, listeners: [] };
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
  for (const listener of listeners) listener(SESSION_CONFLICT_NOTICE);
}

/** The visitor signed out: the session ends, and a 409 met on the way needs no explaining. */
export function endSessionByLogout(session: RequestSession): void {
  session.ended = true;
  const end = endOf(session);
  end.conflict = false;
  end.listeners.length = 0;
}

/** Reads the notice an earlier answer left for this one. */
export function carrySessionNotice(session: RequestSession, request: Request): void {
  const header = request.headers.get("Cookie");
  if (header && parseCookie(header)[SESSION_NOTICE_COOKIE] === "conflict") endOf(session).carried = true;
}

/**
 * For the root loader: `signOut` runs when this answer must show the visitor signed out with a
 * notice: at once when a 409 already ended the session (or an earlier answer left the notice
 * and no one has signed in since), or later, when a 409 reaches a loader that runs beside the
 * root's. Every loader's data is rendered and serialised only once all of them have returned,
 * so a `signOut` that changes the root's data in place reaches the same HTML or data answer.
 */
export function followSessionEnd(session: RequestSession, signOut: (notice: string) => void): void {
  const end = endOf(session);
  const show = (notice: string) => {
    end.shown = true;
    signOut(notice);
  };
  if (end.conflict || (end.carried && !session.token && !session.ended)) show(SESSION_CONFLICT_NOTICE);
  else end.listeners.push(show);
}

/**
 * The Set-Cookie for the notice once `answer` is made: left for the next answer when this one
 * received a 409 without showing it, removed once shown (or when the visitor signed in again),
 * nothing otherwise. A redirect shows nothing, whatever the root loader returned: the page it
 * leads to shows the notice.
 */
export function sessionNoticeSetCookie(
  session: RequestSession,
  answer: Response,
  env: Pick<Env, "APP_ENV">,
): string | null {
  const end = endOf(session);
  const shown = end.shown && !(answer.status >= 300 && answer.status < 400);
  const attributes = { path: "/", httpOnly: true, secure: env.APP_ENV !== "local", sameSite: "lax" as const };
  if (end.conflict && !shown) {
    return stringifySetCookie(SESSION_NOTICE_COOKIE, "conflict", {
      ...attributes,
      maxAge: SESSION_NOTICE_MAX_AGE_SECONDS,
    });
  }
  // Kept only while it waits to be shown to a signed-out visitor.
  if (end.carried && (shown || session.token || session.newToken)) {
    return stringifySetCookie(SESSION_NOTICE_COOKIE, "", { ...attributes, maxAge: 0, expires: new Date(0) });
  }
  return null;
}
