import { http } from "msw";
import type { SetupServer } from "msw/node";

/** How long the first held call waits for the others before the gate gives up. */
const DEFAULT_WITHIN_MS = 1000;

export interface InFlightGate {
  /**
   * Throws, naming the calls that were missing, unless every call had arrived while the first
   * one was still held (that is, the loader had sent them all before any of them was answered).
   */
  expectAllInFlightTogether(): void;
}

/**
 * Proves that a loader sends `calls` ("GET /properties/9", ...) side by side: every one of them is
 * held, unanswered, until all have arrived; then each goes on to the handlers behind (the demo
 * API). A loader that waits for one answer before sending the next call never gets the first
 * answer while the gate is closed, so the gate gives up `withinMs` after the first arrival, lets
 * everything through at once (nothing hangs) and `expectAllInFlightTogether()` fails with the
 * names of the calls that had not been sent. No sleeping: the timer only bounds a failing case.
 */
export function holdUntilAllInFlight(
  server: SetupServer,
  api: string,
  calls: readonly string[],
  { withinMs = DEFAULT_WITHIN_MS } = {},
): InFlightGate {
  const arrived = new Set<string>();
  /** The calls still unsent when the gate gave up; null while it has not. */
  let missingWhenGaveUp: string[] | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });

  const handlers = calls.map((call) => {
    const [method, path] = call.split(" ") as [string, string];
    if (!method || !path?.startsWith("/")) throw new Error(`holdUntilAllInFlight: "${call}" is not like "GET /path"`);
    return http.all(`${api}${path}`, async ({ request }) => {
      if (request.method !== method) return undefined;
      arrived.add(call);
      if (arrived.size === calls.length) {
        clearTimeout(timer);
        open();
      } else {
        timer ??= setTimeout(() => {
          missingWhenGaveUp = calls.filter((each) => !arrived.has(each));
          open();
        }, withinMs);
      }
      await opened;
      // Nothing returned: the request falls through to the next matching handler (the demo API).
      return undefined;
    });
  });
  server.use(...handlers);

  return {
    expectAllInFlightTogether() {
      const missing = missingWhenGaveUp ?? calls.filter((call) => !arrived.has(call));
      if (missing.length === 0) return;
      const held = calls.filter((call) => !missing.includes(call));
      if (held.length === 0) throw new Error(`Not in flight together: none of ${calls.join(", ")} was sent.`);
      throw new Error(
        `Not in flight together: ${missing.join(", ")} had not been sent ${withinMs} ms after the first call arrived ` +
          `(held unanswered meanwhile: ${held.join(", ") || "none"}). The loader waits for an answer before asking for the rest.`,
      );
    },
  };
}
