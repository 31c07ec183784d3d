/**
 * SPEC 8 error-message extraction: from `message` (a string, a list joined by commas, or an
 * object's values joined), or else from `data`, `data.message` or `data.data` (a string or an
 * object's values joined). Returns undefined when nothing readable is there.
 */
export function extractErrorMessage(payload: unknown): string | undefined {
  if (!isRecord(payload)) return typeof payload === "string" && payload ? payload : undefined;
  const fromMessage = readMessage(payload.message);
  if (fromMessage) return fromMessage;
  const data = payload.data;
  if (typeof data === "string") return data || undefined;
  if (isRecord(data)) {
    return readText(data.message) ?? readText(data.data) ?? readText(data);
  }
  return undefined;
}

function readMessage(value: unknown): string | undefined {
  if (Array.isArray(value)) return joinValues(value);
  return readText(value);
}

function readText(value: unknown): string | undefined {
  if (typeof value === "string") return value || undefined;
  if (isRecord(value)) return joinValues(Object.values(value));
  return undefined;
}

function joinValues(values: unknown[]): string | undefined {
  const parts = values
    .flatMap((value): unknown[] => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string | number => typeof value === "string" || typeof value === "number")
    .map(String)
    .filter(Boolean);
  return parts.length ? parts.join(", ") : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
