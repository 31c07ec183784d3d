import { z } from "zod";

export interface ShapeGaps {
  /** Keys the schema reads that the answer does not send: the site would silently use a default. */
  missing: string[];
  /** Keys the answer sends that the schema does not read: a renamed or undocumented field. */
  unread: string[];
  /** Lists that were empty, so the shape of their items was not compared. */
  empty: string[];
}

/**
 * Compares an answer with a schema key by key. Parsing alone cannot see a renamed field when the
 * schema tolerates its absence (defaults, optional and nullish fields); this can. Paths are
 * dotted, with `[]` for every item of a list.
 */
export function shapeGaps(schema: z.ZodType, answer: unknown): ShapeGaps {
  const gaps: ShapeGaps = { missing: [], unread: [], empty: [] };
  const note = (list: string[], path: string) => {
    if (!list.includes(path)) list.push(path);
  };

  const walk = (node: z.ZodType, value: unknown, path: string): void => {
    if (value === undefined || value === null) return;
    if (
      node instanceof z.ZodOptional ||
      node instanceof z.ZodNullable ||
      node instanceof z.ZodDefault ||
      node instanceof z.ZodPrefault ||
      node instanceof z.ZodCatch
    ) {
      return walk(node.unwrap() as z.ZodType, value, path);
    }
    if (node instanceof z.ZodPipe) return walk(node.in as z.ZodType, value, path);
    if (node instanceof z.ZodUnion) {
      const option = (node.options as readonly z.ZodType[]).find((candidate) => candidate.safeParse(value).success);
      return option ? walk(option, value, path) : undefined;
    }
    if (node instanceof z.ZodArray && Array.isArray(value)) {
      if (value.length === 0) note(gaps.empty, path);
      for (const item of value) walk(node.element as z.ZodType, item, `${path}[]`);
      return;
    }
    if (node instanceof z.ZodRecord && typeof value === "object") {
      for (const item of Object.values(value)) walk(node.valueType as z.ZodType, item, `${path}.*`);
      return;
    }
    if (node instanceof z.ZodObject && typeof value === "object" && !Array.isArray(value)) {
      const shape = node.shape as Record<string, z.ZodType>;
      const record = value as Record<string, unknown>;
      const at = (key: string) => (path ? `${path}.${key}` : key);
      for (const [key, field] of Object.entries(shape)) {
        if (record[key] === undefined) note(gaps.missing, at(key));
        else walk(field, record[key], at(key));
      }
      for (const key of Object.keys(record)) if (!(key in shape)) note(gaps.unread, at(key));
    }
  };

  walk(schema, answer, "");
  return gaps;
}
