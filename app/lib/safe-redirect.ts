/** Longest target accepted, as sent (before normalising). */
const MAX_TARGET_LENGTH = 2048;

/** Percent-decoding rounds before a target counts as hostile: a real path is encoded once, maybe twice. */
const MAX_DECODE_ROUNDS = 8;

/** Any base works: only whether the result stays on it matters. */
const SAME_ORIGIN = "https://same-origin.invalid";

/**
 * Returns `target` as a normalised same-origin path ("/…" with its query and fragment), otherwise
 * `fallback`. The path is normalised before it is judged, the way a browser, a proxy or a
 * server that decodes once more would read it: ASCII tabs and newlines dropped, percent-encoding
 * decoded until nothing changes (so double encoding counts), backslashes read as slashes, dot
 * segments removed. What remains must start with exactly one slash ("//host" and "/\host" lead
 * off-site) and hold no control character. The answer is that normalised path, encoded again,
 * so what is checked is what the browser follows.
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_TARGET_LENGTH) return fallback;
  // Browsers drop ASCII tab, LF and CR anywhere in a URL before parsing it.
  const text = withoutTabsAndNewlines(target);
  const split = /^([^?#]*)([^#]*)(.*)$/s.exec(text);
  if (!split) return fallback;
  const [, rawPath = "", query = "", fragment = ""] = split;
  if (hasControlCharacter(query) || hasControlCharacter(fragment)) return fallback;

  const decoded = decodeFully(rawPath);
  if (decoded === null || hasControlCharacter(decoded)) return fallback;
  const slashed = decoded.replaceAll("\\", "/");
  if (!slashed.startsWith("/")) return fallback;
  const path = removeDotSegments(slashed);
  if (path.startsWith("//")) return fallback;

  let url: URL;
  try {
    // encodeURI throws on a lone surrogate.
    url = new URL(`${encodePath(path)}${query}${fragment}`, SAME_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_ORIGIN || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

function withoutTabsAndNewlines(text: string): string {
  return text.replace(/[\t\n\r]/g, "");
}

/** A control character (U+0000–U+001F, U+007F–U+009F) anywhere in `text`. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

const utf8 = new TextDecoder("utf-8");

/**
 * One round of percent-decoding: each run of %XX escapes becomes the UTF-8 text it encodes
 * (bytes that are not UTF-8 become U+FFFD); a "%" not followed by two hex digits stays.
 */
function decodeOnce(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    const bytes = new Uint8Array(run.length / 3);
    for (let index = 0; index < bytes.length; index++)
      bytes[index] = parseInt(run.slice(index * 3 + 1, index * 3 + 3), 16);
    return utf8.decode(bytes);
  });
}

/** Decodes until nothing changes (tabs and newlines decoded on the way are dropped); null when it never settles. */
function decodeFully(text: string): string | null {
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const next = withoutTabsAndNewlines(decodeOnce(current));
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** RFC 3986 5.2.4 on a path that starts with "/": "." segments go, ".." removes the one before (never the root). */
function removeDotSegments(path: string): string {
  const segments = path.split("/");
  const output: string[] = [];
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]!;
    const last = index === segments.length - 1;
    if (segment === ".") {
      if (last) output.push("");
    } else if (segment === "..") {
      if (output.length > 1) output.pop();
      if (last) output.push("");
    } else {
      output.push(segment);
    }
  }
  return output.join("/");
}

/** Encodes a decoded path for a URL: "%", "?", "#" and anything outside a path's characters. */
function encodePath(path: string): string {
  return encodeURI(path).replaceAll("?", "%3F").replaceAll("#", "%23");
}
