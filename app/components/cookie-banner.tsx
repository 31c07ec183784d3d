import { useFetcher, useLocation } from "react-router";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

/**
 * Asks once; the choice is stored in a cookie by /consent, so the server stops rendering the
 * banner. A plain form post that comes back to the page without JavaScript, a fetcher with it.
 *
 * It floats over the bottom of the page, held there by an empty sticky strip at the end of the
 * document rather than by `position: fixed`: when the viewport's height changes while the page
 * loads (Lighthouse's emulated phone arrives after the first layout), a fixed box anchored to the
 * bottom counts as a layout shift, a sticky one does not; it looks and scrolls the same.
 */
export function CookieBanner() {
  const fetcher = useFetcher();
  const location = useLocation();
  const pagePath = useAmpAwarePath();
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <div className="sticky bottom-0 z-40 h-0">
      <section
        aria-label="Cookie consent"
        className="absolute inset-x-3 bottom-3 mx-auto max-w-3xl rounded-3xl border border-line bg-white p-5 shadow-2xl sm:bottom-6"
      >
        <form
          method="post"
          action="/consent"
          className="flex flex-col gap-4 sm:flex-row sm:items-center"
          onSubmit={(event) => {
            event.preventDefault();
            const submitter = event.nativeEvent.submitter;
            const choice = submitter instanceof HTMLButtonElement ? submitter.value : "denied";
            // React Router keeps a failed submission in the fetcher's state (or the error boundary): this promise does not reject.
            void fetcher.submit({ choice }, { method: "post", action: "/consent" });
          }}
        >
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <p className="flex-1 text-sm text-ink">
            We use cookies to keep you signed in and, with your permission, to measure how the site is used so we can
            improve it.{" "}
            <a href={pagePath("/privacy-policy#cookies")} className="font-medium text-brand-700 underline">
              Read our cookie policy
            </a>
            .
          </p>
          <div className="flex gap-2">
            <button type="submit" name="choice" value="denied" className="btn-secondary flex-1 sm:flex-none">
              Essential only
            </button>
            <button type="submit" name="choice" value="granted" className="btn-primary flex-1 sm:flex-none">
              Accept all
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
