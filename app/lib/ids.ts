/** A positive whole-number id from a URL segment, or null for anything else. */
export function parseId(raw: string | undefined | null): number | null {
  if (!raw || !/^[1-9]\d{0,11}$/.test(raw)) return null;
  return Number(raw);
}
