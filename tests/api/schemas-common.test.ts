import { describe, expect, it } from "vitest";
import { z } from "zod";
// Only the common module: a broken helper here must fail this file's tests, not its import.
import { day } from "../support/clock";
import {
  categoryRefSchema,
  dataAnswerSchema,
  flagSchema,
  imageSchema,
  isoDateSchema,
  listAnswerSchema,
  paginationSchema,
} from "~/api/schemas/common";

describe("answer envelopes (docs/api.md)", () => {
  it("a data answer is the payload under data", () => {
    const schema = dataAnswerSchema(z.object({ n: z.number() }));
    expect(schema.parse({ data: { n: 1 }, extra: true })).toEqual({ data: { n: 1 } });
    expect(schema.safeParse({ n: 1 }).success).toBe(false);
  });

  it("a list answer is data.entities plus data.pagination", () => {
    const schema = listAnswerSchema(z.object({ id: z.number() }));
    const pagination = { current_page: 1, per_page: 12, total: 0, last_page: 1 };
    expect(schema.parse({ data: { entities: [{ id: 3 }], pagination } })).toEqual({
      data: { entities: [{ id: 3 }], pagination },
    });
    expect(schema.safeParse({ data: { entities: [{ id: 3 }] } }).success).toBe(false);
  });

  it("pagination: pages and page sizes from 1, totals from 0", () => {
    expect(paginationSchema.safeParse({ current_page: 1, per_page: 1, total: 0, last_page: 1 }).success).toBe(true);
    expect(paginationSchema.safeParse({ current_page: 0, per_page: 1, total: 0, last_page: 1 }).success).toBe(false);
    expect(paginationSchema.safeParse({ current_page: 1, per_page: 0, total: 0, last_page: 1 }).success).toBe(false);
    expect(paginationSchema.safeParse({ current_page: 1, per_page: 1, total: -1, last_page: 1 }).success).toBe(false);
    expect(paginationSchema.safeParse({ current_page: 1, per_page: 1, total: 0, last_page: 0 }).success).toBe(false);
  });

  it("flags (SPEC 3) arrive as 0/1 or booleans and read as booleans", () => {
    expect([0, 1, false, true].map((value) => flagSchema.parse(value))).toEqual([false, true, false, true]);
    expect(flagSchema.safeParse(2).success).toBe(false);
    expect(flagSchema.safeParse("1").success).toBe(false);
  });

  it("dates are YYYY-MM-DD and nothing around them", () => {
    const date = day(30);
    expect(isoDateSchema.safeParse(date).success).toBe(true);
    for (const value of [date.slice(0, 8) + "1", `x${date}`, `${date}T00:00`, date.replaceAll("-", "")])
      expect(isoDateSchema.safeParse(value).success, value).toBe(false);
  });

  it("a picture without alt text gets an empty alt", () => {
    expect(imageSchema.parse({ url: "/p.svg" })).toEqual({ url: "/p.svg", alt: "" });
    expect(imageSchema.parse({ url: "/p.svg", alt: "Terrace" })).toEqual({ url: "/p.svg", alt: "Terrace" });
    expect(categoryRefSchema.parse({ id: 2, slug: "villas", name: "Villas" })).toEqual({
      id: 2,
      slug: "villas",
      name: "Villas",
    });
  });
});
