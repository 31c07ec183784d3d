import { renderToStaticMarkup } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PageLink } from "~/components/page-link";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

function SupportLink() {
  const pagePath = useAmpAwarePath();
  return <Link to={pagePath("/support?topic=payments")}>Support</Link>;
}

/** The link's href as rendered on the page at `at`. */
function hrefAt(at: string): string | undefined {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <SupportLink />
    </MemoryRouter>,
  );
  return /href="([^"]*)"/.exec(html)?.[1];
}

describe("useAmpAwarePath: a component's links follow the page it is on", () => {
  it("on a bare page the link is the bare page", () => {
    expect(hrefAt("/about-us")).toBe("/support?topic=payments");
  });

  it("on an /amp page the link is the /amp twin", () => {
    expect(hrefAt("/amp/about-us")).toBe("/amp/support?topic=payments");
    expect(hrefAt("/amp")).toBe("/amp/support?topic=payments");
  });
});

describe("PageLink: a link to a page, written with its bare path", () => {
  const pageLinkAt = (at: string) =>
    renderToStaticMarkup(
      <MemoryRouter initialEntries={[at]}>
        <PageLink to="/contact-us" className="underline">
          contact form
        </PageLink>
      </MemoryRouter>,
    );

  it("leads to the bare page from a bare page, to the /amp twin from an /amp page", () => {
    expect(pageLinkAt("/owner-support")).toBe(
      '<a class="underline" href="/contact-us" data-discover="true">contact form</a>',
    );
    expect(pageLinkAt("/amp/owner-support")).toBe(
      '<a class="underline" href="/amp/contact-us" data-discover="true">contact form</a>',
    );
  });
});
