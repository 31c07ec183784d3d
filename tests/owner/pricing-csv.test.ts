import { describe, expect, it } from "vitest";
import { readCsvRows } from "~/lib/owner/csv-rows.server";
import { MAX_CSV_BYTES, csvTemplate, nextSummerYear } from "~/lib/owner/pricing-csv";
import { parsePricingCsv } from "~/lib/owner/pricing-csv-reader.server";
import { mergeRates } from "~/lib/owner/pricing-rates";
import { day, yearFromNow } from "../support/clock";

describe("pricing CSV parser", () => {
  it("reads a good file into rates sorted by first night, whatever the column order", () => {
    const file = `nightly_price,minimum_stay,start_date,end_date\r\n185.50,7,${day(581)},${day(642)}\r\n140,3,${day(551)},${day(580)}\r\n`;
    expect(parsePricingCsv(file)).toEqual({
      ok: true,
      rates: [
        { start_date: day(551), end_date: day(580), nightly_price: 140, minimum_stay: 3 },
        { start_date: day(581), end_date: day(642), nightly_price: 185.5, minimum_stay: 7 },
      ],
    });
  });

  it("the downloadable template is itself a valid file, with next summer's dates", () => {
    const year = yearFromNow(day(0).slice(5) < "06-01" ? 0 : 1);
    expect(parsePricingCsv(csvTemplate(day(0)))).toEqual({
      ok: true,
      rates: [
        { start_date: `${year}-06-01`, end_date: `${year}-06-30`, nightly_price: 140, minimum_stay: 3 },
        { start_date: `${year}-07-01`, end_date: `${year}-08-31`, nightly_price: 185.5, minimum_stay: 7 },
      ],
    });
  });

  it("next summer is this year's until June starts, then next year's", () => {
    const year = yearFromNow();
    expect(nextSummerYear(`${year}-01-01`)).toBe(year);
    expect(nextSummerYear(`${year}-05-31`)).toBe(year);
    expect(nextSummerYear(`${year}-06-01`)).toBe(year + 1);
    expect(nextSummerYear(`${year}-12-31`)).toBe(year + 1);
  });

  it("accepts quoted fields, a byte-order mark, semicolons and blank lines", () => {
    expect(readCsvRows('a,"b ""quoted"", c"\n1,2').rows.map((row) => row.cells)).toEqual([
      ["a", 'b "quoted", c'],
      ["1", "2"],
    ]);
    const file = `\uFEFFstart_date;end_date;nightly_price;minimum_stay\n\n${day(400)};${day(430)};"99";2\n`;
    expect(parsePricingCsv(file)).toMatchObject({ ok: true, rates: [{ nightly_price: 99, minimum_stay: 2 }] });
  });

  it("gives one clear message per bad value, with its line and column, and no rates", () => {
    const file = [
      "start_date,end_date,nightly_price,minimum_stay",
      `${day(551)},${day(580)},140,3`,
      `${yearFromNow(2)}-02-30,${yearFromNow(2)}-03-10,120,2`,
      `${day(499)},${day(490)},120,2`,
      `${day(520)},${day(529)},12O,2`,
      `${day(530)},${day(539)},100,0`,
      `${day(565)},${day(585)},150,3`,
      `${day(643)},${day(672)},150`,
    ].join("\n");
    const result = parsePricingCsv(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fileError).toBeNull();
    expect(result.rowErrors).toEqual([
      {
        line: 3,
        column: 1,
        message: "Line 3, column 1 (start_date): Enter the first night as a date like 2027-07-01.",
      },
      { line: 4, column: 2, message: "Line 4, column 2 (end_date): The last night is on or after the first night." },
      {
        line: 5,
        column: 3,
        message: "Line 5, column 3 (nightly_price): Enter the nightly price as an amount, like 120 or 95.50.",
      },
      { line: 6, column: 4, message: "Line 6, column 4 (minimum_stay): The minimum stay is at least 1 night." },
      { line: 7, column: null, message: "Line 7: these dates overlap line 2." },
      { line: 8, column: null, message: "Line 8 has 3 values; expected 4." },
    ]);
  });

  it("refuses wrong columns, naming what is missing and what is unknown", () => {
    const result = parsePricingCsv(`from,to,nightly_price,minimum_stay\n${day(400)},${day(401)},100,1\n`);
    expect(result).toEqual({
      ok: false,
      rowErrors: [],
      fileError:
        'The columns are not right (missing start_date, end_date; unknown "from", "to"). The header must be: start_date,end_date,nightly_price,minimum_stay',
    });
  });

  it("refuses an empty file and a header without rates", () => {
    expect(parsePricingCsv("")).toMatchObject({ ok: false, fileError: expect.stringContaining("The file is empty") });
    expect(parsePricingCsv("start_date,end_date,nightly_price,minimum_stay\n")).toMatchObject({
      ok: false,
      fileError: "The file has a header but no rates.",
    });
  });

  it("refuses a huge file before reading it", () => {
    const row = `${day(400)},${day(401)},100,1\n`;
    const huge = `start_date,end_date,nightly_price,minimum_stay\n${row.repeat(Math.ceil(MAX_CSV_BYTES / row.length) + 10)}`;
    const result = parsePricingCsv(huge);
    expect(result).toMatchObject({
      ok: false,
      rowErrors: [],
      fileError: expect.stringMatching(/^The file is too large \(\d+ KB\)\. Pricing files can be up to 200 KB\.$/),
    });
    expect(parsePricingCsv("x", 5_000_000)).toMatchObject({
      ok: false,
      fileError: expect.stringContaining("too large"),
    });
  });

  it("refuses more than 500 rates at once", () => {
    const rows = Array.from({ length: 501 }, (_, index) => {
      const night = day(400 + index);
      return `${night},${night},100,1`;
    });
    expect(parsePricingCsv(`start_date,end_date,nightly_price,minimum_stay\n${rows.join("\n")}`)).toMatchObject({
      ok: false,
      fileError: "The file has 501 rates; up to 500 can be uploaded at once.",
    });
  });

  it("new rates replace the old ranges they touch and keep the rest", () => {
    const old = [
      { start_date: day(400), end_date: day(430), nightly_price: 90, minimum_stay: 2 },
      { start_date: day(431), end_date: day(458), nightly_price: 95, minimum_stay: 2 },
    ];
    const added = [{ start_date: day(440), end_date: day(468), nightly_price: 120, minimum_stay: 3 }];
    expect(mergeRates(old, added).map((rate) => rate.nightly_price)).toEqual([90, 120]);
  });
});
