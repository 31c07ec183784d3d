import { readCsvRows } from "~/lib/owner/csv-rows.server";
import { CSV_COLUMNS, type CsvResult, type CsvRowError, MAX_CSV_BYTES, tooLargeMessage } from "~/lib/owner/pricing-csv";
import { MAX_RATES, type Rate, overlappingRates, rateSchema } from "~/lib/owner/pricing-rates";

const fail = (fileError: string | null, rowErrors: CsvRowError[] = []): CsvResult => ({
  ok: false,
  fileError,
  rowErrors,
});

/**
 * Reads a pricing file (lib/owner/csv-rows.server.ts): a header naming the four columns (any order), then
 * one rate per record. Every bad value gets its own message with the line and column it is on in
 * the file; the result is only `ok` when the whole file is valid.
 */
export function parsePricingCsv(text: string, byteLength = new TextEncoder().encode(text).length): CsvResult {
  if (byteLength > MAX_CSV_BYTES) return fail(tooLargeMessage(byteLength));
  const { rows: read, problem } = readCsvRows(text);
  if (problem) return fail(null, [problem]);
  const rows = read.filter((row) => row.cells.some((cell) => cell.trim() !== ""));
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
  for (const { cells, line, cellLines } of body) {
    if (cells.length !== names.length) {
      rowErrors.push({
        line,
        column: null,
        message: `Line ${line} has ${cells.length} values; expected ${names.length}.`,
      });
      continue;
    }
    const parsed = rateSchema.safeParse(Object.fromEntries(names.map((name, index) => [name, cells[index] ?? ""])));
    if (parsed.success) {
      rates.push(parsed.data);
      lines.push(line);
      continue;
    }
    // Each message points at its own value: its column, and the line that value is on.
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      const index = names.indexOf(name);
      const at = { line: cellLines[index] ?? line, column: index + 1 };
      rowErrors.push({ ...at, message: `Line ${at.line}, column ${at.column} (${name}): ${issue.message}` });
    }
  }
  for (const [first, second] of overlappingRates(rates)) {
    rowErrors.push({
      line: lines[second]!,
      column: null,
      message: `Line ${lines[second]}: these dates overlap line ${lines[first]}.`,
    });
  }
  if (rowErrors.length > 0)
    return fail(
      null,
      rowErrors.sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0)),
    );
  return { ok: true, rates: [...rates].sort((a, b) => a.start_date.localeCompare(b.start_date)) };
}
