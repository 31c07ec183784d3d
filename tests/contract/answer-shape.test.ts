import { describe, expect, it } from "vitest";
import { z } from "zod";
import { shapeGaps } from "./answer-shape";

const item = z.object({ id: z.number(), note: z.string().default(""), tags: z.array(z.string()).default([]) });
const schema = z.object({ data: z.object({ entities: z.array(item), extra: z.number().optional() }) });

describe("shapeGaps", () => {
  it("finds nothing when the answer has exactly the schema's keys", () => {
    expect(shapeGaps(schema, { data: { entities: [{ id: 1, note: "a", tags: ["x"] }], extra: 2 } })).toEqual({
      missing: [],
      unread: [],
      empty: [],
    });
  });

  it("sees a renamed field the schema would have defaulted, once per path", () => {
    const answer = {
      data: {
        entities: [
          { id: 1, notes: "a", tags: ["x"] },
          { id: 2, notes: "b", tags: ["y"] },
        ],
        extra: 2,
      },
    };
    expect(schema.safeParse(answer).success).toBe(true);
    expect(shapeGaps(schema, answer)).toEqual({
      missing: ["data.entities[].note"],
      unread: ["data.entities[].notes"],
      empty: [],
    });
  });

  it("reports optional keys that are absent and lists that are empty", () => {
    expect(shapeGaps(schema, { data: { entities: [{ id: 1, note: "", tags: [] }] } })).toEqual({
      missing: ["data.extra"],
      unread: [],
      empty: ["data.entities[].tags"],
    });
  });

  it("follows nullable, transformed and union schemas into the option that parses", () => {
    const wrapped = z.union([
      z.object({ data: z.object({ id: z.number() }) }).transform((answer) => answer.data),
      z.object({ id: z.number() }),
    ]);
    const nullable = z.object({
      user: z
        .object({ name: z.string() })
        .nullish()
        .transform((value) => value ?? null),
    });
    expect(shapeGaps(wrapped, { data: { id: 1, slug: "x" } })).toEqual({
      missing: [],
      unread: ["data.slug"],
      empty: [],
    });
    expect(shapeGaps(wrapped, { id: 1 })).toEqual({ missing: [], unread: [], empty: [] });
    expect(shapeGaps(nullable, { user: null })).toEqual({ missing: [], unread: [], empty: [] });
    expect(shapeGaps(nullable, { user: { nam: "x" } })).toEqual({
      missing: ["user.name"],
      unread: ["user.nam"],
      empty: [],
    });
  });
});
