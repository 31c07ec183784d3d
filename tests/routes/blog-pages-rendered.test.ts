import { describe, expect, it } from "vitest";
import { attribute, elements, links, main, only, region, words } from "../support/rendered-page";
import { renderedSite } from "../support/rendered-site";

/**
 * The travel blog and the destination guides as the server writes them (SPEC 7), through the
 * production build in process against the demo API: without JavaScript every step between them
 * is a plain link of this HTML. The demo's posts are seeded (mocks/seed/posts.ts): four pages of the blog.
 */

const { request } = renderedSite();

async function page(path: string): Promise<string> {
  const answer = await request(path);
  expect(answer.status).toBe(200);
  return answer.text();
}

/** The rel=prev and rel=next links of a list's pagination, by their rel. */
function paging(html: string, label: string): Record<string, string | null> {
  const nav = region(html, label);
  return Object.fromEntries(
    elements(nav, /<a [^>]*rel="/).map((link): [string, string | null] => [
      attribute(link, "rel") ?? "",
      attribute(link, "href"),
    ]),
  );
}

describe("the travel blog", () => {
  it("twelve posts a page, the next page a crawlable link", async () => {
    const html = await page("/blog");
    expect(words(only(html, /<h1[\s>]/))).toBe("Travel blog");
    expect(elements(main(html), /<article[\s>]/)).toHaveLength(12);
    expect(paging(html, "Travel blog pages")).toEqual({ next: "/blog?page=2" });
  });

  it("page 2 says where it is and links both ways", async () => {
    const html = await page("/blog?page=2");
    expect(words(main(html))).toContain("page 2 of 4");
    expect(elements(main(html), /<article[\s>]/)).toHaveLength(12);
    expect(paging(html, "Travel blog pages")).toEqual({ prev: "/blog", next: "/blog?page=3" });
    // Its first card leads to the post it names.
    const first = elements(main(html), /<article[\s>]/)[0]!;
    expect(words(only(first, /<h[23][\s>]/))).toBe("Where to eat in Tuscany");
    expect(links(first).map((link) => link.href)).toContain("/blog/post/where-to-eat-in-tuscany");
  });

  it("a post: its title, and a breadcrumb through the blog to its category", async () => {
    const html = await page("/blog/post/where-to-eat-in-tuscany");
    expect(words(only(html, /<h1[\s>]/))).toBe("Where to eat in Tuscany");
    expect(links(region(html, "Breadcrumb"))).toEqual([
      { name: "Home", href: "/" },
      { name: "Travel blog", href: "/blog" },
      { name: "Food and drink", href: "/blog/food-and-drink" },
    ]);
  });

  it("a category: its name as the title, its own link marked as the current page", async () => {
    const html = await page("/blog/food-and-drink");
    expect(words(only(html, /<h1[\s>]/))).toBe("Food and drink");
    const current = elements(main(html), /<a [^>]*aria-current="page"/);
    expect(current.map((link) => [words(link), attribute(link, "href")])).toEqual([
      ["Food and drink", "/blog/food-and-drink"],
    ]);
  });

  it("the seeded post with a script in its body: the page carries no script or handler in its main content", async () => {
    const html = await page("/blog/post/packing-list-for-a-summer-rental");
    const content = main(html);
    expect(words(content)).toContain("Bring a reusable water bottle");
    expect(content).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
  });
});

describe("the destination guides", () => {
  it("list only guides, each linking under /destinations/post/", async () => {
    const html = await page("/destinations");
    expect(words(only(html, /<h1[\s>]/))).toBe("Destination guides");
    const hrefs = elements(main(html), /<article[\s>]/).flatMap((card) => links(card).map((link) => link.href));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !href?.startsWith("/destinations/post/"))).toEqual([]);
  });

  it("a guide's head: its title, an article for social cards, and its JSON-LD: the posting and its breadcrumb", async () => {
    const html = await page("/destinations/post/lisbon-travel-guide");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(words(only(head, /<title[\s>]/))).toBe("Lisbon travel guide | Hideaways");
    expect(attribute(only(head, /<meta [^>]*property="og:type"/), "content")).toBe("article");
    const types = elements(html, /<script [^>]*type="application\/ld\+json"/).map(
      (script) => (JSON.parse(script.replace(/^<[^>]*>|<\/script>$/g, "")) as { "@type": string })["@type"],
    );
    expect(types).toEqual(["BlogPosting", "BreadcrumbList"]);
  });
});
