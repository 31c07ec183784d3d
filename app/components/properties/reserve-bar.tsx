import { useEffect, useState } from "react";
import type { Quote } from "~/api/schemas";
import { useFormatMoney } from "~/components/prices/price-settings";
import { stayDatesText } from "~/lib/stay-dates-text";

/**
 * Phones only: a bar held at the bottom of the screen while the page is read, with the price (the
 * stay's total once dates are priced) and a button to the booking box. It is a link to the box,
 * so it works without JavaScript; with it the box is scrolled to and focused, and the bar slides
 * away while the box itself is on screen, so it never covers the box's buttons. It sits in the
 * page's flow (sticky, a fixed height from the first paint), so nothing shifts when it appears.
 */
export function ReserveBar({
  bookingBoxId,
  nightlyPrice,
  currency,
  quote,
}: {
  bookingBoxId: string;
  nightlyPrice: number;
  currency: string;
  quote: Quote | null;
}) {
  const formatMoney = useFormatMoney();
  const boxInView = useInView(bookingBoxId);
  return (
    <div
      data-reserve-bar=""
      className={`sticky bottom-0 z-20 -mx-4 mt-8 border-t border-line bg-white px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] transition-transform duration-200 sm:-mx-6 sm:px-6 lg:hidden ${boxInView ? "invisible translate-y-full" : ""}`}
    >
      <div className="flex h-12 items-center justify-between gap-3">
        <p className="min-w-0 text-sm leading-tight">
          {quote ? (
            <>
              <span className="block truncate">
                <span className="text-base font-bold">{formatMoney(quote.total, quote.currency)}</span> total
              </span>
              <span className="block truncate text-muted">
                {stayDatesText(quote.check_in, quote.check_out)} · {quote.nights}{" "}
                {quote.nights === 1 ? "night" : "nights"}
              </span>
            </>
          ) : (
            <>
              <span className="block truncate">
                <span className="text-base font-bold">{formatMoney(nightlyPrice, currency)}</span> / night
              </span>
              <span className="block truncate text-muted">Add your dates</span>
            </>
          )}
        </p>
        <a
          href={`#${bookingBoxId}`}
          onClick={(event) => {
            const box = document.getElementById(bookingBoxId);
            if (!box) return;
            event.preventDefault();
            box.scrollIntoView({ behavior: "smooth", block: "start" });
            box.focus({ preventScroll: true });
          }}
          className="btn-primary shrink-0"
        >
          {quote?.available ? "Reserve" : "Check availability"}
        </a>
      </div>
    </div>
  );
}

/** Whether the element with this id is on screen (false until measured, and without JavaScript). */
function useInView(id: string): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return inView;
}
