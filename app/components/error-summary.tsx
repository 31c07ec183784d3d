import { type MouseEvent, useEffect, useRef } from "react";
import type { ErrorSummaryItem } from "~/lib/form-problems";

/**
 * What went wrong with a posted form, at its top: focused as it appears (so a phone scrolls to it
 * and a screen reader reads it), each problem named by its field and linking to it. Without
 * JavaScript the page that answers the post focuses it itself (autofocus); with it, every new
 * answer (`answer`, a new object each time) moves the focus here again.
 */
export function ErrorSummary({
  id,
  title,
  description,
  items,
  answer,
}: {
  id: string;
  title: string;
  description?: string;
  items: readonly ErrorSummaryItem[];
  answer: unknown;
}) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    summary.current?.focus();
  }, [answer]);
  return (
    <div
      ref={summary}
      id={id}
      role="alert"
      tabIndex={-1}
      // Focused on arrival without JavaScript too: it is the page's answer to the post.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border-2 border-danger bg-red-50 px-4 py-4 outline-offset-4 focus-visible:outline-2 focus-visible:outline-danger"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-danger">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm">{description}</p> : null}
      {items.length ? (
        <ul className="mt-3 grid gap-2 text-sm">
          {items.map((item) => (
            <li key={item.targetId}>
              <a
                href={`#${item.targetId}`}
                onClick={(event) => focusField(event, item.targetId)}
                className="inline-flex min-h-11 items-center font-medium text-danger underline underline-offset-2"
              >
                <span>
                  <span className="font-semibold">{item.label}:</span> {item.message}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A summary link moves the focus into its field (a plain in-page link would only scroll there),
 * with the field's label in view; a field in a closed disclosure opens it first.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const target = document.getElementById(targetId);
  if (!target) return;
  event.preventDefault();
  const disclosure = target.closest("details");
  if (disclosure) disclosure.open = true;
  const label = document.querySelector(`label[for="${CSS.escape(targetId)}"]`) ?? target;
  label.scrollIntoView({ block: "center" });
  target.focus({ preventScroll: true });
}
