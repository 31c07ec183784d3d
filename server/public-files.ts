import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The URL paths of every file and folder under `dir` (build/client: written by the build, never
 * changed while the server runs), listed once at start-up. Without the list, every page request
 * asked the disk first whether it named a public file (a stat per request).
 */
export function listPublicPaths(dir: string): ReadonlySet<string> {
  const paths = new Set<string>();
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const urlPath = `${prefix}/${entry.name}`;
      paths.add(urlPath);
      if (entry.isDirectory()) walk(path.join(folder, entry.name), urlPath);
    }
  };
  walk(dir, "");
  return paths;
}

/** A `..` segment: the static file server refuses such a path itself (403), so it gets to see it. */
const PARENT_SEGMENT = /(?:^|[\\/])\.\.(?:[\\/]|$)/;

/**
 * Whether the static file server should see a request for `requestPath` (Express's req.path,
 * still percent-encoded): when it names a listed file or folder (a folder with or without its
 * trailing slash), or when the static server would refuse it (undecodable, `..`). Everything else
 * goes straight to the pages.
 */
export function mayNamePublicPath(paths: ReadonlySet<string>, requestPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return true;
  }
  if (PARENT_SEGMENT.test(decoded)) return true;
  const withoutSlash = decoded.length > 1 && decoded.endsWith("/") ? decoded.slice(0, -1) : decoded;
  return paths.has(withoutSlash);
}
