/**
 * SPEC 2: a path containing an underscore is replaced by the same path with hyphens.
 * Returns the new path, or null when nothing changes. Leading slashes are collapsed so the
 * result can never become a protocol-relative URL.
 */
export function hyphenatedPath(pathname: string): string | null {
  if (!pathname.includes("_")) return null;
  return `/${pathname.replaceAll("_", "-").replace(/^\/+/, "")}`;
}
