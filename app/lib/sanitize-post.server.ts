import { LRUCache } from "lru-cache";
import sanitizeHtml from "sanitize-html";

import { ALLOWED_IFRAME_HOSTS } from "~/lib/iframe-hosts";
import { siteAddressOf } from "~/lib/picture-sources";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "blockquote",
    "q",
    "cite",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "iframe",
    "span",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
    iframe: ["src", "width", "height", "title", "allowfullscreen"],
    th: ["scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...ALLOWED_IFRAME_HOSTS],
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

/** At most this many characters of post bodies, raw and clean, are kept (about 50 long posts). */
export const SANITIZED_CACHE_MAX_CHARS = 4_000_000;

/**
 * Clean bodies by their raw HTML: a post is cleaned once per version of its body, not on every
 * view (sanitize-html parses the whole body). Keyed by the HTML itself, so a body the API changes
 * is a new key and cleaned again; the clean result depends on nothing else.
 */
const sanitized = new LRUCache<string, string>({
  maxSize: SANITIZED_CACHE_MAX_CHARS,
  sizeCalculation: (clean, raw) => Math.max(1, clean.length + raw.length),
});

/**
 * Post bodies come from the API as HTML: keep the structure, drop anything that could run. With
 * `proxiedOrigin` (the site serves the API's pictures: app/lib/picture-sources.ts), the body's
 * pictures on the API point at the site's own /pictures too.
 */
export function sanitizePostHtml(html: string, proxiedOrigin: string | null = null): string {
  const key = proxiedOrigin ? `${proxiedOrigin}\n${html}` : html;
  const known = sanitized.get(key);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, proxiedOrigin ? pointingAtSite(proxiedOrigin) : OPTIONS);
  sanitized.set(key, clean);
  return clean;
}

function pointingAtSite(proxiedOrigin: string): sanitizeHtml.IOptions {
  return {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          ...(attribs.src ? { src: siteAddressOf(attribs.src, proxiedOrigin) } : {}),
          loading: "lazy",
        },
      }),
    },
  };
}
