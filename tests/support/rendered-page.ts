/**
 * Reading a page as the server rendered it (renderedSite, rendered-site.ts): its elements by
 * what a visitor or a screen reader knows them by (a region's label, a link's words), without a
 * DOM. Enough for the site's own markup, which React writes: quoted attributes, closed elements.
 */

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#x27": "'",
  "#39": "'",
  nbsp: "\u00a0",
};

/** Text with its character references written out (the few React and the site write). */
export function decoded(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);
}

/** The words of some markup as a visitor reads them: tags and React's text separators gone, spaces collapsed. */
export function words(html: string): string {
  return decoded(html.replaceAll("<!-- -->", "").replace(/<[^>]+>/g, " "))
    .replace(/[ \t\n\r]+/g, " ")
    .trim();
}

/** An attribute of an element (its outer HTML, or its opening tag), decoded; null when absent. */
export function attribute(element: string, name: string): string | null {
  const open = /^<[^>]*>/.exec(element)?.[0] ?? element;
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(open)?.[1];
  return value === undefined ? null : decoded(value);
}

/** The outer HTML of the element whose opening tag starts at `start`, its nested namesakes included. */
function elementAt(html: string, start: number): string {
  const tag = /^<([a-zA-Z][\w-]*)/.exec(html.slice(start))![1]!;
  const boundary = new RegExp(`<(/?)${tag}(?=[\\s>/])`, "g");
  boundary.lastIndex = start;
  let depth = 0;
  for (let match = boundary.exec(html); match; match = boundary.exec(html)) {
    if (match[1] === "/") depth -= 1;
    else if (!/^<[^>]*\/>/.test(html.slice(match.index))) depth += 1;
    if (depth === 0) return html.slice(start, html.indexOf(">", match.index) + 1);
  }
  throw new Error(`<${tag}> at ${start} is not closed`);
}

/** Every element whose opening tag matches `open` (a pattern from "<" on), outermost first, in document order. */
export function elements(html: string, open: RegExp): string[] {
  const found: string[] = [];
  const starts = new RegExp(open.source, open.flags.includes("g") ? open.flags : `${open.flags}g`);
  let end = 0;
  for (let match = starts.exec(html); match; match = starts.exec(html)) {
    if (match.index < end) continue;
    const element = elementAt(html, match.index);
    found.push(element);
    end = match.index + element.length;
  }
  return found;
}

/** The one element whose opening tag matches `open`; throws when there is none or more than one. */
export function only(html: string, open: RegExp): string {
  const found = elements(html, open);
  if (found.length !== 1) throw new Error(`${found.length} elements match ${open}`);
  return found[0]!;
}

/** The landmark or region labelled `label` (aria-label), as a screen reader lists it. */
export function region(html: string, label: string): string {
  return only(html, new RegExp(`<[a-z]+ [^>]*aria-label="${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`));
}

/** The page's main landmark. */
export function main(html: string): string {
  return only(html, /<main[\s>]/);
}

/** Each link in some markup: its words and where it leads. */
export function links(html: string): { name: string; href: string | null }[] {
  return elements(html, /<a[\s>]/).map((link) => ({ name: words(link), href: attribute(link, "href") }));
}
