import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Picture, PictureSettingsContext } from "~/components/picture";
import { API_PICTURES, type PictureSettings, pictureSettings } from "~/lib/picture-sources";

const API = "http://localhost:4210";
const PHOTO = `${API}/images/posts/lisbon.svg`;

function html(props: Partial<Parameters<typeof Picture>[0]>, settings: PictureSettings = API_PICTURES): string {
  return renderToStaticMarkup(
    <PictureSettingsContext value={settings}>
      <Picture
        src={PHOTO}
        alt="Lisbon at dusk"
        width={480}
        height={320}
        sizes="(min-width: 640px) 50vw, 100vw"
        {...props}
      />
    </PictureSettingsContext>,
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
    const cdn = { provider: "cloudflare", domain: "images.example.com" } as const;
    const tag = html({ width: 100, height: 100 }, pictureSettings({ cdn, apiOrigin: API, servedBySite: true }));
    expect(tag).toContain(`srcSet="https://images.example.com/cdn-cgi/image/width=320,f=auto,fit=cover/${PHOTO} 320w"`);
    expect(tag).toContain(`src="https://images.example.com/cdn-cgi/image/width=320,f=auto,fit=cover/${PHOTO}"`);
  });

  it("served by the site: every address is the site's own path", () => {
    const tag = html({ priority: true }, pictureSettings({ cdn: null, apiOrigin: API, servedBySite: true }));
    expect(tag).toContain('srcSet="/pictures/images/posts/lisbon.svg?w=320 320w, ');
    expect(tag).toContain('src="/pictures/images/posts/lisbon.svg?w=480"');
  });
});
