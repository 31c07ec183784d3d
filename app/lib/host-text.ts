const MONTH_YEAR = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** Whole years from `since` to `today` (both YYYY-MM-DD): a year counts once its anniversary is reached. */
export function yearsBetween(since: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(since.slice(0, 4));
  return today.slice(5) >= since.slice(5) ? years : years - 1;
}

/**
 * How long a host has been hosting, as a traveller reads it: "Hosting for 7 years, since 2019",
 * or "New host, since March 2026" within the first year. Null when the API does not say.
 */
export function hostingText(joinedAt: string | null, today: string): string | null {
  if (!joinedAt || Number.isNaN(Date.parse(joinedAt))) return null;
  const years = yearsBetween(joinedAt, today);
  if (years < 1) return `New host, since ${MONTH_YEAR.format(new Date(joinedAt))}`;
  return `Hosting for ${years} ${years === 1 ? "year" : "years"}, since ${joinedAt.slice(0, 4)}`;
}

/** How the host answers: "Responds within an hour · 98% response rate", the parts the API gave. */
export function responseText(rate: number | null, time: string | null): string | null {
  const parts = [time ? `Responds ${time}` : null, rate === null ? null : `${Math.round(rate)}% response rate`];
  const known = parts.filter((part): part is string => part !== null);
  return known.length ? known.join(" · ") : null;
}

/** Up to two initials for an avatar without a picture: "Olivia" -> "O", "Mary Ann" -> "MA". */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}
