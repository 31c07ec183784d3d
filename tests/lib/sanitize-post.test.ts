import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "~/lib/sanitize-post.server";

describe("post HTML from the API (DESIGN: sanitize-html, allow-list, on the server)", () => {
  it("keeps the structure of a post", () => {
    const html =
      '<h2>Day one</h2><p>We <strong>walked</strong> <em>far</em>.</p><ul><li>Water</li></ul><blockquote>Go early.</blockquote><table><thead><tr><th scope="col">Day</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it("keeps every tag of the allow-list", () => {
    const html =
      "<h2>a</h2><h3>b</h3><h4>c</h4><p>d<br />e</p><hr /><strong>f</strong><b>g</b><em>h</em><i>i</i><u>j</u><s>k</s><blockquote>l</blockquote><q>m</q><cite>n</cite>" +
      '<ul><li>o</li></ul><ol><li>p</li></ol><figure><img src="https://api.test/p.svg" alt="q" loading="lazy" /><figcaption>r</figcaption></figure><span>s</span>' +
      '<table><thead><tr><th scope="row">t</th></tr></thead><tbody><tr><td colspan="2" rowspan="3">u</td></tr></tbody></table>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it("pictures over plain http are kept; a link that only mentions http is internal", () => {
    expect(sanitizePostHtml('<img src="http://api.test/p.svg">')).toBe(
      '<img src="http://api.test/p.svg" loading="lazy" />',
    );
    expect(sanitizePostHtml('<a href="/go?to=https://elsewhere.example">x</a>')).toBe(
      '<a href="/go?to=https://elsewhere.example">x</a>',
    );
  });

  it("served by the site, the API's pictures point at its /pictures; others, and what could run, stay as before", () => {
    const body =
      '<img src="http://api.test/images/posts/a.svg" alt="A"><img src="https://cdn.example/images/b.jpg">' +
      '<img src="javascript:alert(1)"><img src="http://api.test/guest/profile">';
    expect(sanitizePostHtml(body, "http://api.test")).toBe(
      '<img src="/pictures/images/posts/a.svg" alt="A" loading="lazy" /><img src="https://cdn.example/images/b.jpg" loading="lazy" />' +
        '<img loading="lazy" /><img src="http://api.test/guest/profile" loading="lazy" />',
    );
    // The same body for a server that does not serve them is cleaned for that server, not taken from the cache.
    expect(sanitizePostHtml(body)).toContain('<img src="http://api.test/images/posts/a.svg" alt="A" loading="lazy" />');
  });

  it("drops scripts, event handlers, styles and unknown tags", () => {
    expect(
      sanitizePostHtml('<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><h1>Big</h1><div>in</div>'),
    ).toBe("<p>Hi</p>Bigin");
  });

  it("external links open in a new tab without referrer or ranking; internal links are left alone", () => {
    expect(sanitizePostHtml('<a href="https://elsewhere.example/x" title="More">out</a>')).toBe(
      '<a href="https://elsewhere.example/x" title="More" rel="noopener noreferrer nofollow" target="_blank">out</a>',
    );
    expect(sanitizePostHtml('<a href="HTTP://elsewhere.example/">out</a>')).toBe(
      '<a href="HTTP://elsewhere.example/" rel="noopener noreferrer nofollow" target="_blank">out</a>',
    );
    expect(sanitizePostHtml('<a href="/blog/post/packing">in</a>')).toBe('<a href="/blog/post/packing">in</a>');
    expect(sanitizePostHtml('<a href="mailto:hello@hideaways.example">mail</a>')).toBe(
      '<a href="mailto:hello@hideaways.example">mail</a>',
    );
    expect(sanitizePostHtml("<a>no link</a>")).toBe("<a>no link</a>");
  });

  it("refuses javascript:, data: and protocol-relative links and pictures", () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizePostHtml('<a href="//evil.example/">x</a>')).toBe("<a>x</a>");
    expect(sanitizePostHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('<img alt="x" loading="lazy" />');
    expect(sanitizePostHtml('<img src="mailto:a@b.c">')).toBe('<img loading="lazy" />');
  });

  it("pictures load lazily and keep their size and alt text", () => {
    expect(
      sanitizePostHtml('<img src="https://api.test/p.svg" alt="Bay" width="800" height="600" onerror="x()">'),
    ).toBe('<img src="https://api.test/p.svg" alt="Bay" width="800" height="600" loading="lazy" />');
  });

  it("keeps video iframes from YouTube (no-cookie) and Vimeo only", () => {
    const youtube =
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560" height="315" title="Walk" allowfullscreen></iframe>';
    expect(sanitizePostHtml(youtube)).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560" height="315" title="Walk" allowfullscreen></iframe>',
    );
    expect(sanitizePostHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toBe(
      '<iframe src="https://player.vimeo.com/video/1"></iframe>',
    );
    expect(sanitizePostHtml('<iframe src="https://evil.example/embed"></iframe>')).toBe("<iframe></iframe>");
  });
});
