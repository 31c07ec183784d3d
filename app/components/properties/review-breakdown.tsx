import { Link } from "react-router";
import type { Review, ReviewCategory } from "~/api/schemas";
import { SpokenRating } from "~/components/properties/spoken-rating";
import { formatDate } from "~/lib/dates";
import { newestFirst, reviewAnchor } from "~/lib/property-reviews";

function Stars({ rating }: { rating: number }) {
  return (
    <p className="text-sm">
      <span aria-hidden="true" className="text-brand-700">
        {"★".repeat(rating)}
        <span className="text-line">{"★".repeat(5 - rating)}</span>
      </span>
      <span className="sr-only">Rated {rating} out of 5</span>
    </p>
  );
}

/** The overall score and, when the API gives them, a bar per category (cleanliness, location…). */
export function ReviewSummary({
  rating,
  reviewCount,
  categories,
}: {
  rating: number;
  reviewCount: number;
  categories: ReviewCategory[];
}) {
  return (
    <div className="grid gap-6">
      <p className="flex items-baseline gap-2">
        <span aria-hidden="true" className="text-4xl font-bold">
          ★ {rating.toFixed(1)}
        </span>
        <span aria-hidden="true" className="text-muted">
          {reviewCount} {reviewCount === 1 ? "review" : "reviews"}
        </span>
        <SpokenRating rating={rating} reviewCount={reviewCount} />
      </p>
      {categories.length ? (
        <dl className="grid gap-x-10 gap-y-3 text-sm sm:grid-cols-2">
          {categories.map((category) => (
            <div key={category.name} className="grid grid-cols-[7.5rem_1fr_2.25rem] items-center gap-3">
              <dt>{category.name}</dt>
              <dd aria-hidden="true" className="flex">
                <meter
                  min={0}
                  max={5}
                  value={category.rating}
                  className="h-1.5 w-full appearance-none overflow-hidden rounded-full bg-line [&::-moz-meter-bar]:[background:var(--color-ink)] [&::-webkit-meter-bar]:h-1.5 [&::-webkit-meter-bar]:border-0 [&::-webkit-meter-bar]:[background:var(--color-line)] [&::-webkit-meter-optimum-value]:[background:var(--color-ink)]"
                />
              </dd>
              <dd className="text-right font-semibold tabular-nums">
                {category.rating.toFixed(1)}
                <span className="sr-only"> out of 5</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/**
 * The reviews shown so far, newest first, and a link for the next page: a plain link (the
 * page's query with one more page of reviews) that lands on the first review it adds, with or
 * without JavaScript; with it the page stays where it is while the reviews grow.
 */
export function ReviewList({ reviews, moreHref }: { reviews: Review[]; moreHref: string | null }) {
  return (
    <>
      <ol className="mt-8 grid gap-x-10 gap-y-8 sm:grid-cols-2">
        {newestFirst(reviews).map((review, index) => (
          <li key={`${index}-${review.author}-${review.date}`} id={reviewAnchor(index + 1)} className="scroll-mt-20">
            <p className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-surface font-semibold text-muted"
              >
                {review.author.charAt(0)}
              </span>
              <span>
                <span className="block font-semibold">{review.author}</span>
                <time dateTime={review.date} className="block text-sm text-muted">
                  {formatDate(review.date)}
                </time>
              </span>
            </p>
            <div className="mt-2">
              <Stars rating={Math.round(review.rating)} />
            </div>
            <p className="mt-1 text-sm leading-relaxed">{review.text}</p>
          </li>
        ))}
      </ol>
      {moreHref ? (
        <Link to={moreHref} preventScrollReset replace className="btn-secondary mt-8 inline-flex">
          Show more reviews
        </Link>
      ) : null}
    </>
  );
}
