import { useFetcher, useLocation } from "react-router";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

/**
 * Asks once; the choice is stored in a cookie by /consent, so the server stops rendering the
 * banner. A plain form post that comes back to the page without JavaScript, a fetcher with it.
 *
 * One row, its buttons beside its words, floating over the bottom of the page and above the
 * phones' tab bar (`--bottom-bar`, app.css). It is held there by a sticky strip at the end of the
 * document rather than by `position: fixed`: when the viewport's height changes while the page
 * loads (Lighthouse's emulated phone arrives after the first layout), a fixed box anchored to the
 * bottom counts as a layout shift, a sticky one does not. The strip is as tall as the banner, so
 * the end of the page scrolls clear of it and its last links are never under it.
 */
export function CookieBanner() {
  const fetcher = useFetcher();
  const location = useLocation();
  const pagePath = useAmpAwarePath();
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <div className="sticky bottom-0 z-40 h-[calc(4.75rem+var(--bottom-bar,0px))] sm:h-[calc(6rem+var(--bottom-bar,0px))]">
      <section
        aria-label="Cookie consent"
        className="absolute inset-x-2 bottom-[calc(0.75rem+var(--bottom-bar,0px))] mx-auto max-w-3xl rounded-2xl border border-line bg-white py-2 pr-2 pl-3 shadow-2xl sm:bottom-[calc(1.5rem+var(--bottom-bar,0px))]"
      >
        <form
          method="post"
          action="/consent"
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const submitter = event.nativeEvent.submitter;
            const choice = submitter instanceof HTMLButtonElement ? submitter.value : "denied";
            // React Router keeps a failed submission in the fetcher's state (or the error boundary): this promise does not reject.
            void fetcher.submit({ choice }, { method: "post", action: "/consent" });
          }}
        >
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <p className="min-w-0 flex-1 text-xs leading-snug text-ink sm:text-sm">
            We use{" "}
            <a href={pagePath("/privacy-policy#cookies")} className="font-medium text-brand-700 underline">
              cookies
            </a>
            <span className="hidden sm:inline">
              {" "}
              to keep you signed in and, with your permission, to measure visits
            </span>
            .
          </p>
          <button
            type="submit"
            name="choice"
            value="denied"
            className="btn-secondary shrink-0 px-3 text-xs sm:px-5 sm:text-sm"
          >
            Essential only
          </button>
          <button
            type="submit"
            name="choice"
            value="granted"
            className="btn-primary shrink-0 px-3 text-xs sm:px-5 sm:text-sm"
          >
            Accept all
          </button>
        </form>
      </section>
    </div>
  );
}
