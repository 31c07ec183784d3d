import { useEffect, useEffectEvent, useRef, useState } from "react";
import { clearRecentSearches, readRecentSearches } from "~/client/recent-searches";
import { PageLink } from "~/components/page-link";
import { placeBelow } from "~/components/search/place-popover";
import { type RecentSearch, recentSearchDetails, recentSearchPath } from "~/lib/recent-searches";

/**
 * The destination of a search, and when it has the focus, the visitor's recent searches below it
 * as links (read from this browser's storage only, so nothing of it is in the page's HTML or
 * sent anywhere). The list sits in a popover, in the top layer, so the hero's clipping does not
 * cut it; it follows the field in the tab order and closes when the focus leaves both.
 */
export function DestinationField({
  id,
  defaultValue,
  today,
  placeholder,
  list,
  describedBy,
  invalid,
}: {
  id: string;
  defaultValue: string;
  today: string | undefined;
  placeholder: string;
  /** The id of a datalist of destinations. */
  list?: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  const field = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = `${id}-recent`;

  const show = () => {
    const searches = readRecentSearches();
    setRecent(searches);
    const popover = panel.current;
    if (!popover || !field.current || searches.length === 0) return;
    if (!popover.matches(":popover-open")) popover.showPopover();
    placeBelow(popover, field.current);
  };
  const hide = () => {
    if (panel.current?.matches(":popover-open")) panel.current.hidePopover();
  };
  const hideUnlessInside = (next: EventTarget | null) => {
    const inside = next instanceof Node && (field.current?.contains(next) || panel.current?.contains(next));
    if (!inside) hide();
  };

  const onPanelEvent = useEffectEvent((event: Event) => {
    if (event.type === "focusout") hideUnlessInside((event as FocusEvent).relatedTarget);
    // A click on the list keeps the focus where it is (Safari does not focus links on click).
    else if (event.type === "mousedown") event.preventDefault();
    else if ((event as KeyboardEvent).key === "Escape") {
      hide();
      field.current?.focus();
    }
  });
  useEffect(() => {
    const popover = panel.current;
    if (!popover) return;
    const types = ["focusout", "mousedown", "keydown"] as const;
    for (const type of types) popover.addEventListener(type, onPanelEvent);
    return () => {
      for (const type of types) popover.removeEventListener(type, onPanelEvent);
    };
  }, []);

  return (
    <>
      <input
        ref={field}
        id={id}
        name="destination"
        type="text"
        defaultValue={defaultValue}
        placeholder={placeholder}
        list={list}
        autoComplete="off"
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        className="field-input"
        onFocus={show}
        onBlur={(event) => hideUnlessInside(event.relatedTarget)}
        onInput={hide}
        onKeyDown={(event) => {
          if (event.key === "Escape") hide();
        }}
      />
      <div
        ref={panel}
        id={panelId}
        popover="manual"
        role="group"
        aria-labelledby={`${panelId}-title`}
        className="m-auto w-[min(24rem,calc(100vw-1rem))] rounded-3xl border border-line bg-white p-3 text-ink shadow-card"
      >
        <div className="flex items-center justify-between gap-2 px-2">
          <h2 id={`${panelId}-title`} className="text-sm font-semibold text-muted">
            Recent searches
          </h2>
          <button
            type="button"
            className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline"
            onClick={() => {
              clearRecentSearches();
              setRecent([]);
              hide();
              field.current?.focus();
            }}
          >
            Clear
          </button>
        </div>
        <ul>
          {recent.map((search) => {
            const details = recentSearchDetails(search);
            return (
              <li key={search.destination}>
                <PageLink
                  to={recentSearchPath(search, today ?? "")}
                  onClick={hide}
                  className="flex min-h-11 flex-col justify-center rounded-2xl px-2 py-1.5 hover:bg-surface"
                >
                  <span className="font-medium">{search.destination}</span>
                  {details ? <span className="text-sm text-muted">{details}</span> : null}
                </PageLink>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
