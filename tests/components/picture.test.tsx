import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ImageCdnContext, Picture } from "~/components/picture";
import type { ImageCdn } from "~/lib/picture-sources";

const PHOTO = "http://localhost:4210/images/posts/lisbon.svg";

function html(props: Partial<Parameters<typeof Picture>[0]>, cdn: ImageCdn | null = null): string {
  return renderToStaticMarkup(
    <ImageCdnContext value={cdn}>
      <Picture
        src={PHOTO}
        alt="Lisbon at dusk"
        width={480}
        height={320}
        sizes="(min-width: 640px) 50vw, 100vw"
        {...props}
      />
    </ImageCdnContext>,
  );
}

describe("Picture", () => {
  it("below the fold: lazy, decoded off the main thread, its box sized before it loads", () => {
    expect(html({})).toBe(
      '<img loading="lazy" decoding="async" sizes="(min-width: 640px) 50vw, 100vw" ' +
        `srcSet="${PHOTO}?w=320 320w, ${PHOTO}?w=480 480w, ${PHOTO}?w=640 640w, ${PHOTO}?w=800 800w, ${PHOTO}?w=1200 1200w" ` +
        `src="${PHOTO}?w=480" alt="Lisbon at dusk" width="480" height="320"/>`,
    );
  });

  it("the page's largest picture: eager and fetched first", () => {
    const tag = html({ priority: true });
    expect(tag).toContain('loading="eager" fetchPriority="high"');
    expect(tag).not.toContain("decoding");
  });

  it("above the fold but not the largest: eager at normal priority", () => {
    const tag = html({ eager: true });
    expect(tag).toContain('loading="eager" decoding="async"');
    expect(tag).not.toContain("fetchPriority");
  });

  it("with IMAGE_CDN, every address is the CDN's", () => {
    const tag = html({ width: 100, height: 100 }, { provider: "cloudflare", domain: "images.example.com" });
    expect(tag).toContain(`srcSet="https://images.example.com/cdn-cgi/image/width=320,f=auto,fit=cover/${PHOTO} 320w"`);
    expect(tag).toContain(`src="https://images.example.com/cdn-cgi/image/width=320,f=auto,fit=cover/${PHOTO}"`);
  });
});
