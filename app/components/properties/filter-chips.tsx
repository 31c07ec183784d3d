import { PageLink } from "~/components/page-link";
import type { FilterChip } from "~/lib/search-chips";

/**
 * The search's active filters as chips, each a link to the same search without it, so they work
 * without JavaScript; with "Clear all" when there are several.
 */
export function FilterChips({ chips, clearPath }: { chips: FilterChip[]; clearPath: string }) {
  if (chips.length === 0) return null;
  return (
    <nav aria-label="Active filters" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max items-center gap-2 sm:w-auto sm:flex-wrap">
        {chips.map((chip) => (
          <li key={chip.key}>
            <PageLink
              to={chip.href}
              preventScrollReset
              replace
              aria-label={`Remove filter: ${chip.label}`}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-600 bg-brand-50 py-1 pr-2.5 pl-4 text-sm font-medium whitespace-nowrap text-brand-800 hover:bg-brand-100"
            >
              {chip.label}
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
              >
                <path d="M7 7l10 10M17 7L7 17" strokeLinecap="round" />
              </svg>
            </PageLink>
          </li>
        ))}
        {chips.length > 1 ? (
          <li>
            <PageLink
              to={clearPath}
              preventScrollReset
              className="inline-flex min-h-11 items-center px-2 text-sm font-medium whitespace-nowrap text-muted underline"
            >
              Clear all
            </PageLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
