import type { Rate } from "~/lib/owner/pricing-rates";

// The pricing file's rules and template, for the page and the server alike; reading a file is the
// server's (lib/owner/pricing-csv-reader.server.ts, on csv-parse, which is no browser code).

/** Larger files are refused before they are read: a year of daily rows fits in well under this. */
export const MAX_CSV_BYTES = 200_000;
export const CSV_COLUMNS = ["start_date", "end_date", "nightly_price", "minimum_stay"] as const;

/** The first summer that has not started on `today` (YYYY-MM-DD): the template's and the hint's year. */
export function nextSummerYear(today: string): number {
  const year = Number(today.slice(0, 4));
  return today.slice(5) < "06-01" ? year : year + 1;
}

/** A downloadable example file: next summer's June, then July and August. */
export function csvTemplate(today: string): string {
  const year = nextSummerYear(today);
  return `${CSV_COLUMNS.join(",")}\n${year}-06-01,${year}-06-30,140,3\n${year}-07-01,${year}-08-31,185.50,7\n`;
}

export interface CsvRowError {
  /** The line in the file where the problem is (the header is line 1, a quoted line break counts). */
  line: number;
  /** The column (1 for the first value of a line) when the problem is one value, else null. */
  column: number | null;
  message: string;
}

export type CsvResult = { ok: true; rates: Rate[] } | { ok: false; fileError: string | null; rowErrors: CsvRowError[] };

export function tooLargeMessage(byteLength: number): string {
  return `The file is too large (${Math.ceil(byteLength / 1000)} KB). Pricing files can be up to ${MAX_CSV_BYTES / 1000} KB.`;
}
