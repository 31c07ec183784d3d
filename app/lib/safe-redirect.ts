/**
 * Returns `target` when it is a same-origin path ("/…"), otherwise `fallback`. Rejects
 * protocol-relative ("//host"), backslash tricks ("/\\host"), schemes and control characters.
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (hasControlOrBackslash(target)) return fallback;
  const base = "http://same-origin.invalid";
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A control character (U+0000–U+001F, U+007F) or a backslash anywhere in `text`. */
function hasControlOrBackslash(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code <= 0x1f || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}
