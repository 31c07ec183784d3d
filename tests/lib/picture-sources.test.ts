import { describe, expect, it } from "vitest";
import {
  API_PICTURES,
  type ImageCdn,
  apiWidthUrl,
  cdnWidthUrl,
  imageCdnOrigin,
  pictureSettings,
  pictureSources,
  siteAddressOf,
  widthsFor,
} from "~/lib/picture-sources";

const PHOTO = "http://localhost:4210/images/properties/12-1.svg";
const API = "http://localhost:4210";

const throughCdn = (cdn: ImageCdn) => pictureSettings({ cdn, apiOrigin: API, servedBySite: true });

describe("widths offered", () => {
  it("every listed width up to the first that fills the picture on a 2x screen", () => {
    expect(widthsFor(600)).toEqual([320, 480, 640, 800, 1200]);
    expect(widthsFor(480)).toEqual([320, 480, 640, 800, 1200]);
    expect(widthsFor(160)).toEqual([320]);
    expect(widthsFor(1200)).toEqual([320, 480, 640, 800, 1200, 1600]);
  });
});

describe("the API's own resize (no CDN)", () => {
  it("adds w to the query, after any query the address has, before its fragment", () => {
    expect(apiWidthUrl(PHOTO, 480)).toBe("http://localhost:4210/images/properties/12-1.svg?w=480");
    expect(apiWidthUrl("https://api.example.com/p.jpg?v=3#top", 640)).toBe(
      "https://api.example.com/p.jpg?v=3&w=640#top",
    );
  });

  it("a card shown 600 px wide: srcset from 320w to 1200w, src at 640", () => {
    expect(pictureSources(PHOTO, 600, API_PICTURES)).toEqual({
      src: "http://localhost:4210/images/properties/12-1.svg?w=640",
      srcSet:
        "http://localhost:4210/images/properties/12-1.svg?w=320 320w, " +
        "http://localhost:4210/images/properties/12-1.svg?w=480 480w, " +
        "http://localhost:4210/images/properties/12-1.svg?w=640 640w, " +
        "http://localhost:4210/images/properties/12-1.svg?w=800 800w, " +
        "http://localhost:4210/images/properties/12-1.svg?w=1200 1200w",
    });
  });

  it("a thumbnail shown 96 px wide: one width, which is also its src", () => {
    expect(pictureSources(PHOTO, 96, API_PICTURES)).toEqual({
      src: "http://localhost:4210/images/properties/12-1.svg?w=320",
      srcSet: "http://localhost:4210/images/properties/12-1.svg?w=320 320w",
    });
  });
});

describe("an image CDN through unpic (IMAGE_CDN)", () => {
  it("Cloudflare resizes the API's picture at its own domain", () => {
    expect(cdnWidthUrl(PHOTO, 480, { provider: "cloudflare", domain: "images.example.com" })).toBe(
      "https://images.example.com/cdn-cgi/image/width=480,f=auto,fit=cover/http://localhost:4210/images/properties/12-1.svg",
    );
  });

  it("Cloudflare without a domain: on the site's own host", () => {
    expect(cdnWidthUrl(PHOTO, 320, { provider: "cloudflare" })).toBe(
      "/cdn-cgi/image/width=320,f=auto,fit=cover/http://localhost:4210/images/properties/12-1.svg",
    );
  });

  it("Netlify and Vercel take the picture's address as a parameter", () => {
    expect(cdnWidthUrl(PHOTO, 640, { provider: "netlify", domain: "shop.example.com" })).toBe(
      "https://shop.example.com/.netlify/images?w=640&fit=cover&url=http%3A%2F%2Flocalhost%3A4210%2Fimages%2Fproperties%2F12-1.svg",
    );
    expect(cdnWidthUrl(PHOTO, 640, { provider: "vercel", domain: "shop.example.com" })).toBe(
      "https://shop.example.com/_vercel/image?w=640&q=75&url=http%3A%2F%2Flocalhost%3A4210%2Fimages%2Fproperties%2F12-1.svg",
    );
  });

  it("IPX serves under /_ipx of its domain", () => {
    expect(cdnWidthUrl(PHOTO, 800, { provider: "ipx", domain: "img.example.com" })).toBe(
      "https://img.example.com/_ipx/w_800,f_auto/http://localhost:4210/images/properties/12-1.svg",
    );
  });

  it("imgix resizes a picture the API already serves from imgix", () => {
    expect(cdnWidthUrl("https://stays.imgix.net/p/12-1.jpg", 480, { provider: "imgix" })).toBe(
      "https://stays.imgix.net/p/12-1.jpg?w=480&fit=min&auto=format",
    );
  });

  it("the srcset is the CDN's, one address per width", () => {
    expect(pictureSources(PHOTO, 160, throughCdn({ provider: "ipx", domain: "img.example.com" }))).toEqual({
      src: "https://img.example.com/_ipx/w_320,f_auto/http://localhost:4210/images/properties/12-1.svg",
      srcSet: "https://img.example.com/_ipx/w_320,f_auto/http://localhost:4210/images/properties/12-1.svg 320w",
    });
  });

  it("a picture the CDN cannot map (Cloudinary, for an address not on Cloudinary) keeps its own address and no srcset", () => {
    expect(pictureSources(PHOTO, 240, throughCdn({ provider: "cloudinary" }))).toEqual({
      src: PHOTO,
      srcSet: undefined,
    });
  });

  it("the CSP and the preconnect learn the CDN's host", () => {
    expect(imageCdnOrigin({ provider: "cloudflare", domain: "images.example.com" })).toBe("https://images.example.com");
    expect(imageCdnOrigin({ provider: "wsrv" })).toBe("https://wsrv.nl");
    expect(imageCdnOrigin({ provider: "imgix" })).toBeUndefined();
    expect(imageCdnOrigin(null)).toBeUndefined();
  });
});

describe("the API's pictures through the site's own origin (server/picture-proxy.ts)", () => {
  const site = pictureSettings({ cdn: null, apiOrigin: API, servedBySite: true });

  it("only when the site's server answers them and no CDN resizes them", () => {
    expect(site).toEqual({ cdn: null, proxiedOrigin: API, origin: null });
    expect(pictureSettings({ cdn: null, apiOrigin: API, servedBySite: false })).toEqual({
      cdn: null,
      proxiedOrigin: null,
      origin: API,
    });
    expect(throughCdn({ provider: "ipx", domain: "img.example.com" })).toEqual({
      cdn: { provider: "ipx", domain: "img.example.com" },
      proxiedOrigin: null,
      origin: "https://img.example.com",
    });
  });

  it("a card's srcset and src are the site's paths, with the API's widths", () => {
    expect(pictureSources(PHOTO, 160, site)).toEqual({
      src: "/pictures/images/properties/12-1.svg?w=320",
      srcSet: "/pictures/images/properties/12-1.svg?w=320 320w",
    });
    expect(pictureSources(`${API}/uploads/abc-123`, 96, site).src).toBe("/pictures/uploads/abc-123?w=320");
  });

  it("a picture elsewhere, on another path or with a query of its own keeps its address", () => {
    for (const src of [
      "https://cdn.example.com/images/properties/12-1.jpg",
      `${API}/guest/profile`,
      `${API}.evil.example/images/x.svg`,
      `${API}:81/images/x.svg`,
      `${API}/images/x.svg?v=2`,
      `${API}/images/x.svg#top`,
    ]) {
      expect(siteAddressOf(src, API)).toBe(src);
    }
  });
});
