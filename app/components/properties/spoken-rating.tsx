/**
 * A stay's rating in the words a screen reader gets, next to its shown form (hidden from screen
 * readers): aria-label on a <p> or <span> is not read out, so the words are text of their own.
 */
export function SpokenRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <span className="sr-only">
      Rated {rating.toFixed(1)} out of 5 from {reviewCount} {reviewCount === 1 ? "review" : "reviews"}
    </span>
  );
}
