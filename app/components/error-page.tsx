import { Link } from "react-router";
import { BackChevron } from "~/components/back-chevron";

/**
 * SPEC 2 error page content: the suitcase, 'Oops!' and the way home. SPEC 2 names that way
 * home '/' itself, so it is the bare home page from an /amp address too (lib/amp-path.ts).
 */
export function ErrorPage() {
  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center px-4 py-10 text-center"
      aria-labelledby="error-heading"
    >
      <div className="self-start">
        <BackChevron />
      </div>
      <img src="/images/suitcase.svg" alt="" width="240" height="220" className="mt-2 h-auto w-48 sm:w-60" />
      <h1 id="error-heading" className="mt-6 text-4xl font-bold tracking-tight">
        Oops!
      </h1>
      <p className="mt-3 text-lg text-ink">Looks like this page is on vacation.</p>
      <p className="mt-2 text-muted">
        <Link to="/" className="font-semibold text-brand-700 underline underline-offset-2">
          No stress, click here to get back to where you need to be!
        </Link>
      </p>
    </section>
  );
}
