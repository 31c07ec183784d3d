/** The XML text of sitemaps (sitemaps.org protocol 0.9): plain strings, no I/O. */

export const XML_CONTENT_TYPE = "application/xml; charset=utf-8";

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const URLSET_OPEN = `${DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
export const URLSET_CLOSE = "</urlset>\n";

/** Escapes text for an XML element (quotes too, so a value is safe wherever it is put). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A W3C datetime (a date, or a date and time with its zone), the only form `lastmod` takes. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The value as a `lastmod`, or null when there is none or it is not a W3C datetime. */
export function lastmodOf(value: string | null | undefined): string | null {
  return value && W3C_DATETIME.test(value) ? value : null;
}

function lastmodElement(lastmod: string | null): string {
  const value = lastmodOf(lastmod);
  return value ? `<lastmod>${escapeXml(value)}</lastmod>` : "";
}

/** One `<url>` line of a urlset. */
export function urlElement(loc: string, lastmod: string | null): string {
  return `  <url><loc>${escapeXml(loc)}</loc>${lastmodElement(lastmod)}</url>\n`;
}

/** A whole `<sitemapindex>` document. */
export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod: string | null }[]): string {
  const entries = sitemaps
    .map(({ loc, lastmod }) => `  <sitemap><loc>${escapeXml(loc)}</loc>${lastmodElement(lastmod)}</sitemap>\n`)
    .join("");
  return `${DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`;
}
