import { useEffect, useEffectEvent, useRef, useState } from "react";
import { placeBelow } from "~/components/search/place-popover";
import { useHydrated } from "~/components/use-hydrated";
import {
  GUEST_KINDS,
  type GuestCounts,
  type GuestKind,
  guestLimits,
  guestParams,
  guestSummary,
  withGuestCount,
} from "~/lib/search-guests";

function StepButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-11 shrink-0 place-items-center rounded-full border border-line text-xl leading-none text-ink hover:border-ink disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/**
 * Who is coming: a button showing "3 guests, 1 infant" that opens a popover (the browser's own
 * popover attribute: it opens, light-dismisses and closes on Escape without any script) with a
 * number field per kind of guest. With JavaScript each field gets − and + buttons kept within the
 * limits, and hidden fields send the SPEC's `guests` with children, infants and pets; without
 * it the number fields themselves are sent (`adults` ...), which the search page rewrites.
 * With `onApply`, closing the popover with other counts than it opened with applies the search.
 */
export function GuestsField({
  id,
  initial,
  error,
  onApply,
}: {
  id: string;
  initial: GuestCounts;
  error?: string;
  onApply?: () => void;
}) {
  const enhanced = useHydrated();
  const [counts, setCounts] = useState(initial);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const openedWith = useRef(initial);
  const panelId = `${id}-panel`;
  const summary = guestSummary(counts);

  const onToggle = useEffectEvent((event: Event) => {
    if ((event as ToggleEvent).newState === "open") {
      if (panel.current && trigger.current) placeBelow(panel.current, trigger.current);
      openedWith.current = counts;
    } else if (onApply && GUEST_KINDS.some(({ kind }) => counts[kind] !== openedWith.current[kind])) onApply();
  });
  useEffect(() => {
    const popover = panel.current;
    if (!popover) return;
    popover.addEventListener("toggle", onToggle);
    return () => popover.removeEventListener("toggle", onToggle);
  }, []);

  const set = (kind: GuestKind, value: number) => setCounts((current) => withGuestCount(current, kind, value));

  return (
    <div>
      <span id={`${id}-label`} className="field-label">
        Guests
      </span>
      <button
        ref={trigger}
        type="button"
        id={id}
        popoverTarget={panelId}
        aria-labelledby={`${id}-label ${id}`}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-line bg-white px-3 text-left text-base focus:border-brand-600 ${summary === "Add guests" ? "text-muted" : "text-ink"}`}
      >
        <span className="truncate">{summary}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        role="dialog"
        aria-label="Guests"
        className="m-auto w-[min(22rem,calc(100vw-1rem))] rounded-3xl border border-line bg-white p-5 text-ink shadow-card"
      >
        <ul className="divide-y divide-line">
          {GUEST_KINDS.map(({ kind, label, hint }) => {
            const { min, max } = guestLimits(counts, kind);
            const inputId = `${id}-${kind}`;
            return (
              <li key={kind} className="flex items-center justify-between gap-3 py-3">
                <label htmlFor={inputId} className="min-w-0">
                  <span className="block font-medium">{label}</span>
                  <span className="block text-sm text-muted">{hint}</span>
                </label>
                <div className="flex items-center gap-2">
                  {enhanced ? (
                    <StepButton
                      label={`Fewer ${label.toLowerCase()}`}
                      disabled={counts[kind] <= min}
                      onClick={() => set(kind, counts[kind] - 1)}
                    >
                      −
                    </StepButton>
                  ) : null}
                  <input
                    id={inputId}
                    // Without JavaScript the counts themselves are sent; with it, the hidden fields below.
                    name={enhanced ? undefined : kind}
                    type="number"
                    inputMode="numeric"
                    min={enhanced ? min : 0}
                    max={max}
                    {...(enhanced
                      ? { value: counts[kind], onChange: (event) => set(kind, Number(event.target.value)) }
                      : { defaultValue: counts[kind] })}
                    className="w-14 rounded-lg border border-line px-1 py-2 text-center text-base tabular-nums"
                  />
                  {enhanced ? (
                    <StepButton
                      label={`More ${label.toLowerCase()}`}
                      disabled={counts[kind] >= max}
                      onClick={() => set(kind, counts[kind] + 1)}
                    >
                      +
                    </StepButton>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        <p className="sr-only" aria-live="polite">
          {enhanced ? summary : ""}
        </p>
        <div className="mt-3 flex justify-end">
          <button type="button" popoverTarget={panelId} popoverTargetAction="hide" className="btn-primary">
            Done
          </button>
        </div>
      </div>
      {enhanced
        ? guestParams(counts).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)
        : null}
    </div>
  );
}
