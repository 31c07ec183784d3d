import { parse } from "csv-parse/sync";
import { z } from "zod";

/** One record of a CSV file, with where it is in the file (lines and columns count from 1). */
export interface CsvRow {
  cells: string[];
  /** The line the record starts on. */
  line: number;
  /** The line each cell starts on: a quoted value with line breaks pushes the next cells down. */
  cellLines: number[];
}

/** Where the file stops being CSV: a quoted value that is never closed. */
export interface CsvReadProblem {
  line: number;
  column: number;
  message: string;
}

// csv-parse's records with `info: true`: only what the line numbers need is read.
const parsedRecords = z.array(z.object({ record: z.array(z.string()), info: z.object({ lines: z.number().int() }) }));

/** Semicolons when the first line has some and no commas (a spreadsheet in a comma-decimal locale). */
function delimiterOf(text: string): "," | ";" {
  const firstLine = text.split("\n", 1)[0] ?? "";
  return firstLine.includes(";") && !firstLine.includes(",") ? ";" : ",";
}

const lineBreaksIn = (value: string) => value.split("\n").length - 1;

/**
 * Reads CSV text with csv-parse: commas or semicolons, quoted fields with "" escapes and line
 * breaks, CRLF, LF or a lone CR, a leading byte-order mark; a quote inside an unquoted value is
 * kept as it is, and a record may have any number of cells (the caller says how many it wants).
 * Each record comes with the line it starts on and the line of each cell, counted in the file
 * (csv-parse counts the lines a record ends on), so messages point where the owner will look.
 */
export function readCsvRows(text: string): { rows: CsvRow[]; problem: CsvReadProblem | null } {
  const lines = text.replace(/\r\n?/g, "\n");
  const unclosed: { column: number | null } = { column: null };
  const records = parsedRecords.parse(
    parse(lines, {
      bom: true,
      delimiter: delimiterOf(lines),
      record_delimiter: "\n",
      relax_quotes: true,
      relax_column_count: true,
      info: true,
      // The one error left with these options: a quote still open at the end of the file.
      skip_records_with_error: true,
      on_skip: (error) => {
        unclosed.column = typeof error?.column === "number" ? error.column + 1 : 1;
        return undefined;
      },
    }),
  );
  const rows = records.map(({ record, info }) => {
    const line = info.lines - lineBreaksIn(record.join(""));
    const cellLines = record.map((_, index) => line + lineBreaksIn(record.slice(0, index).join("")));
    return { cells: record, line, cellLines };
  });
  const { column } = unclosed;
  if (column === null) return { rows, problem: null };
  // It starts right after the last record read.
  const line = (records.at(-1)?.info.lines ?? 0) + 1;
  return {
    rows,
    problem: {
      line,
      column,
      message: `Line ${line}, column ${column}: a quoted value is never closed (its closing " is missing).`,
    },
  };
}
