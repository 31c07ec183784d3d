import { describe, expect, it } from "vitest";
import { parsePricingCsv, splitCsv } from "~/lib/owner/pricing-csv";
import { day, yearFromNow } from "../../support/clock";

const HEADER = "start_date,end_date,nightly_price,minimum_stay";

describe("splitCsv", () => {
  it("the delimiter is a semicolon only when the first line has semicolons and no commas", () => {
    expect(splitCsv("a;b\n1;2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(splitCsv("a;b,c\n1;2,3")).toEqual([
      ["a;b", "c"],
      ["1;2", "3"],
    ]);
    expect(splitCsv("a;b\nc,d")).toEqual([["a", "b"], ["c,d"]]);
    expect(splitCsv("a;b\r\nc,d")).toEqual([["a", "b"], ["c,d"]]);
    expect(splitCsv("a\nb;c")).toEqual([["a"], ["b;c"]]);
  });

  it("rows end at LF, CRLF or a lone CR", () => {
    expect(splitCsv("a,b\r\nc,d\re,f\ng,h")).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
      ["g", "h"],
    ]);
    expect(splitCsv("a\r\n\r\nb")).toEqual([["a"], [""], ["b"]]);
    expect(splitCsv("a\n\nb")).toEqual([["a"], [""], ["b"]]);
  });

  it("a last row without a line break counts; a final line break adds no row", () => {
    expect(splitCsv("x")).toEqual([["x"]]);
    expect(splitCsv("a,b")).toEqual([["a", "b"]]);
    expect(splitCsv("a,b\n")).toEqual([["a", "b"]]);
    expect(splitCsv("a,")).toEqual([["a", ""]]);
    expect(splitCsv("")).toEqual([]);
  });

  it("a quote only opens a quoted field at its start", () => {
    expect(splitCsv('a"b,c')).toEqual([['a"b', "c"]]);
    expect(splitCsv('"a,b",c\n"x\ny",z')).toEqual([
      ["a,b", "c"],
      ["x\ny", "z"],
    ]);
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
      rowErrors: [{ line: 2, message: "Line 2: Enter the minimum stay in whole nights." }],
    });
  });

  it("only a leading byte-order mark is dropped", () => {
    expect(parsePricingCsv(`\uFEFF${HEADER}\n${row(400, 410)}`)).toMatchObject({ ok: true });
    expect(parsePricingCsv(`${HEADER}\n${row(400, 410, "1\uFEFF00")}`)).toEqual({
      ok: false,
      fileError: null,
      rowErrors: [{ line: 2, message: "Line 2: Enter the nightly price as an amount, like 120 or 95.50." }],
    });
  });

  it("every message of a row, in one sentence list", () => {
    const year = yearFromNow(1);
    expect(parsePricingCsv(`${HEADER}\n${year}-02-30,${year}-03-10,100,0`)).toEqual({
      ok: false,
      fileError: null,
      rowErrors: [
        {
          line: 2,
          message: "Line 2: Enter the first night as a date like 2027-07-01. The minimum stay is at least 1 night.",
        },
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
