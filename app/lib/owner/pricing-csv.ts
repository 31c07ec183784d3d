import { MAX_RATES, type Rate, overlappingRates, rateSchema } from "~/lib/owner/pricing-rates";

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
  /** The line in the file (the header is line 1). */
  line: number;
  message: string;
}

export type CsvResult = { ok: true; rates: Rate[] } | { ok: false; fileError: string | null; rowErrors: CsvRowError[] };

/** Splits CSV text into rows of fields: commas or semicolons, quoted fields with "" escapes, CRLF or LF. */
export function splitCsv(text: string): string[][] {
  const rows: string[][] = [];
  const delimiter =
    (text.split(/\r?\n/, 1)[0] ?? "").includes(";") && !(text.split(/\r?\n/, 1)[0] ?? "").includes(",") ? ";" : ",";
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export function tooLargeMessage(byteLength: number): string {
  return `The file is too large (${Math.ceil(byteLength / 1000)} KB). Pricing files can be up to ${MAX_CSV_BYTES / 1000} KB.`;
}

const fail = (fileError: string | null, rowErrors: CsvRowError[] = []): CsvResult => ({
  ok: false,
  fileError,
  rowErrors,
});

/**
 * Reads a pricing file: a header naming the four columns (any order), then one rate per row.
 * Every bad row gets its own message; the result is only `ok` when the whole file is valid.
 */
export function parsePricingCsv(text: string, byteLength = new TextEncoder().encode(text).length): CsvResult {
  if (byteLength > MAX_CSV_BYTES) return fail(tooLargeMessage(byteLength));
  const rows = splitCsv(text.replace(/^\uFEFF/, ""))
    .map((cells, index) => ({ cells, line: index + 1 }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ""));
  const [headerRow, ...body] = rows;
  const header = headerRow?.cells;
  if (!header) return fail("The file is empty. Start with a header line: " + CSV_COLUMNS.join(","));
  const names = header.map((cell) => cell.trim().toLowerCase());
  const missing = CSV_COLUMNS.filter((column) => !names.includes(column));
  const unknown = names.filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    const parts = [
      missing.length ? `missing ${missing.join(", ")}` : null,
      unknown.length ? `unknown ${unknown.map((name) => `"${name}"`).join(", ")}` : null,
    ].filter(Boolean);
    return fail(`The columns are not right (${parts.join("; ")}). The header must be: ${CSV_COLUMNS.join(",")}`);
  }
  if (body.length === 0) return fail("The file has a header but no rates.");
  if (body.length > MAX_RATES)
    return fail(`The file has ${body.length} rates; up to ${MAX_RATES} can be uploaded at once.`);

  const rowErrors: CsvRowError[] = [];
  const rates: Rate[] = [];
  const lines: number[] = [];
  body.forEach(({ cells: row, line }) => {
    if (row.length !== names.length) {
      rowErrors.push({ line, message: `Line ${line} has ${row.length} values; expected ${names.length}.` });
      return;
    }
    const record = Object.fromEntries(names.map((name, index) => [name, row[index] ?? ""]));
    const parsed = rateSchema.safeParse(record);
    if (!parsed.success) {
      rowErrors.push({ line, message: `Line ${line}: ${parsed.error.issues.map((issue) => issue.message).join(" ")}` });
      return;
    }
    rates.push(parsed.data);
    lines.push(line);
  });
  for (const [first, second] of overlappingRates(rates)) {
    rowErrors.push({
      line: lines[second]!,
      message: `Line ${lines[second]}: these dates overlap line ${lines[first]}.`,
    });
  }
  if (rowErrors.length > 0)
    return fail(
      null,
      rowErrors.sort((a, b) => a.line - b.line),
    );
  return { ok: true, rates: [...rates].sort((a, b) => a.start_date.localeCompare(b.start_date)) };
}
