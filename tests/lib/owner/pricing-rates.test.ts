import { describe, expect, it } from "vitest";
import type { Rate } from "~/lib/owner/pricing-rates";
import { day, yearFromNow } from "../../support/clock";

// The module is loaded inside each test, so one that cannot even load fails these tests
// (StrykerJS counts a test file that fails to import as no tests at all).
const load = () => import("~/lib/owner/pricing-rates");

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const rate = (start: number, end: number, price = 100): Rate => ({
  start_date: day(start),
  end_date: day(end),
  nightly_price: price,
  minimum_stay: 2,
});

describe("amounts", () => {
  const schemas = async () => {
    const { amountSchema } = await load();
    return { fee: amountSchema("cleaning fee"), price: amountSchema("nightly price", { min: 10, max: 5000 }) };
  };

  it("whole or with at most two decimals, trimmed, from min to max", async () => {
    const { fee, price } = await schemas();
    expect(fee.parse(" 0 ")).toBe(0);
    expect(fee.parse("95.50")).toBe(95.5);
    expect(fee.parse("100000")).toBe(100_000);
    expect(price.parse("10")).toBe(10);
    expect(price.parse("5000")).toBe(5000);
  });

  it("each refusal with its message", async () => {
    const { fee, price } = await schemas();
    expect(firstMessage(fee.safeParse("  "))).toBe("Enter the cleaning fee.");
    expect(firstMessage(fee.safeParse("9.999"))).toBe("Enter the cleaning fee as an amount, like 120 or 95.50.");
    expect(firstMessage(fee.safeParse("x95"))).toBe("Enter the cleaning fee as an amount, like 120 or 95.50.");
    expect(firstMessage(fee.safeParse("-5"))).toBe("Enter the cleaning fee as an amount, like 120 or 95.50.");
    expect(firstMessage(fee.safeParse("100000.01"))).toBe("The cleaning fee is at most 100,000.");
    expect(firstMessage(price.safeParse("9.99"))).toBe("The nightly price is at least 10.");
    expect(firstMessage(price.safeParse("5000.01"))).toBe("The nightly price is at most 5,000.");
  });
});

describe("a rate row", () => {
  const row = { start_date: ` ${day(30)} `, end_date: day(40), nightly_price: "120", minimum_stay: " 3 " };

  it("real dates, a nightly price from 10, a minimum stay of 1 to 90 whole nights", async () => {
    const { rateSchema } = await load();
    expect(rateSchema.parse(row)).toEqual({
      start_date: day(30),
      end_date: day(40),
      nightly_price: 120,
      minimum_stay: 3,
    });
    expect(rateSchema.parse({ ...row, end_date: day(30), minimum_stay: "90" })).toMatchObject({
      end_date: day(30),
      minimum_stay: 90,
    });
  });

  it("each refusal with its message", async () => {
    const { rateSchema } = await load();
    const year = yearFromNow(1);
    expect(
      fieldErrors(
        rateSchema.safeParse({
          start_date: `${year}-02-30`,
          end_date: `${year}-7-01`,
          nightly_price: "9",
          minimum_stay: "0",
        }),
      ),
    ).toEqual({
      start_date: "Enter the first night as a date like 2027-07-01.",
      end_date: "Enter the last night as a date like 2027-07-01.",
      nightly_price: "The nightly price is at least 10.",
      minimum_stay: "The minimum stay is at least 1 night.",
    });
    expect(
      fieldErrors(
        rateSchema.safeParse({ ...row, start_date: `x${day(30)}`, end_date: `${day(40)}x`, minimum_stay: "91" }),
      ),
    ).toEqual({
      start_date: "Enter the first night as a date like 2027-07-01.",
      end_date: "Enter the last night as a date like 2027-07-01.",
      minimum_stay: "The minimum stay is at most 90 nights.",
    });
    for (const minimum_stay of ["1.5", "x3", "3x", "", "-2"]) {
      expect(fieldErrors(rateSchema.safeParse({ ...row, minimum_stay })), minimum_stay).toEqual({
        minimum_stay: "Enter the minimum stay in whole nights.",
      });
    }
    expect(rateSchema.parse({ ...row, minimum_stay: "12" }).minimum_stay).toBe(12);
  });

  it("a first night that is not a date gets that one message, not also one about the order", async () => {
    const { rateSchema } = await load();
    const result = rateSchema.safeParse({ ...row, start_date: "soon" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["start_date", "Enter the first night as a date like 2027-07-01."],
    ]);
  });

  it("the last night is on or after the first", async () => {
    const { rateSchema } = await load();
    expect(fieldErrors(rateSchema.safeParse({ ...row, end_date: day(29) }))).toEqual({
      end_date: "The last night is on or after the first night.",
    });
  });
});

describe("fees", () => {
  const fees = { cleaning_fee: "40", extra_guest_fee: "15.50", extra_guest_from: " 5 ", minimum_stay: " 2 " };

  it("two amounts, from how many guests extra guests pay (1 to 30), a default minimum stay (1 to 90)", async () => {
    const { feesSchema } = await load();
    expect(feesSchema.parse(fees)).toEqual({
      cleaning_fee: 40,
      extra_guest_fee: 15.5,
      extra_guest_from: 5,
      minimum_stay: 2,
    });
    expect(feesSchema.parse({ ...fees, extra_guest_from: "30", minimum_stay: "90" })).toMatchObject({
      extra_guest_from: 30,
      minimum_stay: 90,
    });
    expect(feesSchema.parse({ ...fees, extra_guest_from: "12", minimum_stay: "14" })).toMatchObject({
      extra_guest_from: 12,
      minimum_stay: 14,
    });
  });

  it("each refusal with its message", async () => {
    const { feesSchema } = await load();
    expect(
      fieldErrors(
        feesSchema.safeParse({ cleaning_fee: "", extra_guest_fee: "lots", extra_guest_from: "0", minimum_stay: "0" }),
      ),
    ).toEqual({
      cleaning_fee: "Enter the cleaning fee.",
      extra_guest_fee: "Enter the extra-guest fee as an amount, like 120 or 95.50.",
      extra_guest_from: "Extra guests start from at least 1 guest.",
      minimum_stay: "The minimum stay is at least 1 night.",
    });
    expect(fieldErrors(feesSchema.safeParse({ ...fees, extra_guest_from: "x5", minimum_stay: "2x" }))).toEqual({
      extra_guest_from: "Enter from how many guests the extra-guest fee applies.",
      minimum_stay: "Enter the minimum stay in whole nights.",
    });
    expect(fieldErrors(feesSchema.safeParse({ ...fees, extra_guest_from: "5x", minimum_stay: "x2" }))).toEqual({
      extra_guest_from: "Enter from how many guests the extra-guest fee applies.",
      minimum_stay: "Enter the minimum stay in whole nights.",
    });
    expect(fieldErrors(feesSchema.safeParse({ ...fees, extra_guest_from: "31", minimum_stay: "91" }))).toMatchObject({
      minimum_stay: "The minimum stay is at most 90 nights.",
    });
    expect(fieldErrors(feesSchema.safeParse({ ...fees, extra_guest_from: "31" }))).toHaveProperty("extra_guest_from");
  });
});

describe("rate ranges", () => {
  it("overlaps: ranges sharing a night, by their first night; touching ends count", async () => {
    const { overlappingRates } = await load();
    expect(overlappingRates([rate(10, 20), rate(21, 30)])).toEqual([]);
    expect(overlappingRates([rate(21, 30), rate(10, 21)])).toEqual([[1, 0]]);
    expect(overlappingRates([rate(50, 60), rate(10, 20), rate(15, 25)])).toEqual([[1, 2]]);
  });

  it("a new range replaces every old range it touches, the result sorted by first night", async () => {
    const { mergeRates } = await load();
    const existing = [rate(40, 50, 1), rate(10, 20, 2), rate(21, 30, 3)];
    expect(mergeRates(existing, [rate(20, 21, 9)])).toEqual([rate(20, 21, 9), rate(40, 50, 1)]);
    expect(mergeRates(existing, [rate(31, 39, 9)])).toEqual([
      rate(10, 20, 2),
      rate(21, 30, 3),
      rate(31, 39, 9),
      rate(40, 50, 1),
    ]);
    expect(mergeRates(existing, [rate(5, 10, 8), rate(50, 55, 9)])).toEqual([
      rate(5, 10, 8),
      rate(21, 30, 3),
      rate(50, 55, 9),
    ]);
    expect(mergeRates([], [rate(30, 31), rate(1, 2)])).toEqual([rate(1, 2), rate(30, 31)]);
  });
});
