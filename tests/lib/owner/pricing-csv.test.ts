import { describe, expect, it } from "vitest";
import { readCsvRows } from "~/lib/owner/csv-rows.server";
import { parsePricingCsv } from "~/lib/owner/pricing-csv-reader.server";
import { day, yearFromNow } from "../../support/clock";

const HEADER = "start_date,end_date,nightly_price,minimum_stay";

const cellsOf = (text: string) => readCsvRows(text).rows.map((row) => row.cells);

describe("readCsvRows (csv-parse)", () => {
  it("the delimiter is a semicolon only when the first line has semicolons and no commas", () => {
    expect(cellsOf("a;b\n1;2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(cellsOf("a;b,c\n1;2,3")).toEqual([
      ["a;b", "c"],
      ["1;2", "3"],
    ]);
    expect(cellsOf("a;b\nc,d")).toEqual([["a", "b"], ["c,d"]]);
    expect(cellsOf("a;b\r\nc,d")).toEqual([["a", "b"], ["c,d"]]);
    expect(cellsOf("a\nb;c")).toEqual([["a"], ["b;c"]]);
  });

  it("rows end at LF, CRLF or a lone CR", () => {
    expect(cellsOf("a,b\r\nc,d\re,f\ng,h")).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
      ["g", "h"],
    ]);
    expect(cellsOf("a\r\n\r\nb")).toEqual([["a"], [""], ["b"]]);
    expect(cellsOf("a\n\nb")).toEqual([["a"], [""], ["b"]]);
  });

  it("a last row without a line break counts; a final line break adds no row", () => {
    expect(cellsOf("x")).toEqual([["x"]]);
    expect(cellsOf("a,b")).toEqual([["a", "b"]]);
    expect(cellsOf("a,b\n")).toEqual([["a", "b"]]);
    expect(cellsOf("a,")).toEqual([["a", ""]]);
    expect(cellsOf("")).toEqual([]);
  });

  it("a quote inside an unquoted value is kept; a quoted value may hold commas and line breaks", () => {
    expect(cellsOf('a"b,c')).toEqual([['a"b', "c"]]);
    expect(cellsOf('"a,b",c\n"x\ny",z')).toEqual([
      ["a,b", "c"],
      ["x\ny", "z"],
    ]);
  });

  it("each row and each cell knows the line it starts on, quoted line breaks counted", () => {
    const { rows } = readCsvRows('h1,h2\r\n"one\r\ntwo",x\r\n\r\na,"b\nc\nd"\ne,f');
    expect(rows.map(({ line, cellLines }) => ({ line, cellLines }))).toEqual([
      { line: 1, cellLines: [1, 1] },
      { line: 2, cellLines: [2, 3] },
      { line: 4, cellLines: [4] },
      { line: 5, cellLines: [5, 5] },
      { line: 8, cellLines: [8, 8] },
    ]);
  });

  it("a quoted value never closed is reported where its record starts, with its column", () => {
    expect(readCsvRows('h1,h2\n1,2\n3,"four\n5,6\n')).toEqual({
      rows: [
        { cells: ["h1", "h2"], line: 1, cellLines: [1, 1] },
        { cells: ["1", "2"], line: 2, cellLines: [2, 2] },
      ],
      problem: {
        line: 3,
        column: 2,
        message: 'Line 3, column 2: a quoted value is never closed (its closing " is missing).',
      },
    });
  });
});

describe("parsePricingCsv", () => {
  const row = (from: number, to: number, price = "100", stay = "2") => `${day(from)},${day(to)},${price},${stay}`;

  it("the header's names may be in any case, with spaces around them", () => {
    expect(parsePricingCsv(` Start_Date , END_DATE,Nightly_Price,minimum_stay\n${row(400, 410)}`)).toEqual({
      ok: true,
      rates: [{ start_date: day(400), end_date: day(410), nightly_price: 100, minimum_stay: 2 }],
    });
  });

  it("blank lines, even of spaces and commas, are skipped; a line with one blank cell is not", () => {
    expect(parsePricingCsv(`${HEADER}\n  \n , , , \n${row(400, 410)}\n`)).toMatchObject({
      ok: true,
      rates: [{ start_date: day(400) }],
    });
    expect(parsePricingCsv(`${HEADER}\n${day(400)},${day(410)},100,`)).toEqual({
      ok: false,
      fileError: null,
      rowErrors: [
        { line: 2, column: 4, message: "Line 2, column 4 (minimum_stay): Enter the minimum stay in whole nights." },
      ],
    });
  });

  it("only a leading byte-order mark is dropped", () => {
    expect(parsePricingCsv(`\uFEFF${HEADER}\n${row(400, 410)}`)).toMatchObject({ ok: true });
    expect(parsePricingCsv(`${HEADER}\n${row(400, 410, "1\uFEFF00")}`)).toEqual({
      ok: false,
      fileError: null,
      rowErrors: [
        {
          line: 2,
          column: 3,
          message: "Line 2, column 3 (nightly_price): Enter the nightly price as an amount, like 120 or 95.50.",
        },
      ],
    });
  });

  it("every bad value of a row gets its own message, with its column", () => {
    const year = yearFromNow(1);
    expect(parsePricingCsv(`${HEADER}\n${year}-02-30,${year}-03-10,100,0`)).toEqual({
      ok: false,
      fileError: null,
      rowErrors: [
        {
          line: 2,
          column: 1,
          message: "Line 2, column 1 (start_date): Enter the first night as a date like 2027-07-01.",
        },
        { line: 2, column: 4, message: "Line 2, column 4 (minimum_stay): The minimum stay is at least 1 night." },
      ],
    });
  });

  it("the columns are the file's own, in the header's order", () => {
    expect(parsePricingCsv(`minimum_stay,nightly_price,end_date,start_date\n2,abc,${day(410)},${day(400)}`)).toEqual({
      ok: false,
      fileError: null,
      rowErrors: [
        {
          line: 2,
          column: 2,
          message: "Line 2, column 2 (nightly_price): Enter the nightly price as an amount, like 120 or 95.50.",
        },
      ],
    });
  });

  it("after a quoted value with a line break, every line number is the file's (issue 18)", () => {
    const file = [
      HEADER,
      `${day(400)},${day(410)},"100`,
      `",2`,
      `${day(420)},${day(430)},12O,2`,
      `${day(440)},"${day(450)}`,
      `",abc,2`,
      `${day(460)},${day(470)},100`,
      `${day(405)},${day(412)},100,2`,
    ].join("\n");
    expect(parsePricingCsv(file)).toEqual({
      ok: false,
      fileError: null,
      rowErrors: [
        {
          line: 4,
          column: 3,
          message: "Line 4, column 3 (nightly_price): Enter the nightly price as an amount, like 120 or 95.50.",
        },
        {
          line: 6,
          column: 3,
          message: "Line 6, column 3 (nightly_price): Enter the nightly price as an amount, like 120 or 95.50.",
        },
        { line: 7, column: null, message: "Line 7 has 3 values; expected 4." },
        { line: 8, column: null, message: "Line 8: these dates overlap line 2." },
      ],
    });
  });

  it("a quoted value never closed is the one problem reported, at its line and column", () => {
    expect(parsePricingCsv(`${HEADER}\n${day(400)},${day(410)},100,2\n${day(420)},${day(430)},"100,2\n`)).toEqual({
      ok: false,
      fileError: null,
      rowErrors: [
        { line: 3, column: 3, message: 'Line 3, column 3: a quoted value is never closed (its closing " is missing).' },
      ],
    });
  });

  it("the file's own errors, word for word", () => {
    expect(parsePricingCsv(" \n")).toEqual({
      ok: false,
      rowErrors: [],
      fileError: "The file is empty. Start with a header line: start_date,end_date,nightly_price,minimum_stay",
    });
    expect(parsePricingCsv(`start_date,end_date,nightly_price\n${day(400)},${day(410)},100`)).toEqual({
      ok: false,
      rowErrors: [],
      fileError:
        "The columns are not right (missing minimum_stay). The header must be: start_date,end_date,nightly_price,minimum_stay",
    });
    expect(parsePricingCsv(`${HEADER},notes\n${row(400, 410)},x`)).toEqual({
      ok: false,
      rowErrors: [],
      fileError:
        'The columns are not right (unknown "notes"). The header must be: start_date,end_date,nightly_price,minimum_stay',
    });
  });

  it("exactly 200 KB and exactly 500 rates are accepted", () => {
    expect(parsePricingCsv(`${HEADER}\n${row(400, 410)}`, 200_000)).toMatchObject({ ok: true });
    const rows = Array.from({ length: 500 }, (_, index) => row(400 + index, 400 + index));
    const result = parsePricingCsv(`${HEADER}\n${rows.join("\n")}`);
    expect(result.ok && result.rates.length).toBe(500);
  });
});
