import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createStore } from "../../mocks/store";
import { TEST_NOW } from "../support/clock";
import { API, demoApiServer } from "../support/demo-api";

/** docs/api.md, Pictures: `?w=` answers the picture that many pixels wide, so a srcset has real widths. */

demoApiServer({ store: createStore({ today: TEST_NOW }) });

const PICTURE = `${API}/images/properties/12-1.svg`;

async function widthOf(response: Response): Promise<number | undefined> {
  return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
}

describe("demo pictures at a width", () => {
  it("without w: the SVG itself", async () => {
    const response = await fetch(PICTURE);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(await response.text()).toMatch(/^<svg /);
  });

  it("w=320 and w=800: WebP files of those widths, the smaller one lighter, cached for a year", async () => {
    const small = await fetch(`${PICTURE}?w=320`);
    const large = await fetch(`${PICTURE}?w=800`);
    expect(small.headers.get("Content-Type")).toBe("image/webp");
    expect(small.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const [smallBytes, largeBytes] = [
      Number((await small.clone().arrayBuffer()).byteLength),
      Number((await large.clone().arrayBuffer()).byteLength),
    ];
    expect(await widthOf(small)).toBe(320);
    expect(await widthOf(large)).toBe(800);
    expect(smallBytes).toBeLessThan(largeBytes / 2);
  });

  it("w=1600 of a 1200-pixel picture: not enlarged", async () => {
    expect(await widthOf(await fetch(`${PICTURE}?w=1600`))).toBe(1200);
  });

  it("a width not in the list: 400 naming the list", async () => {
    const response = await fetch(`${PICTURE}?w=333`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("w must be one of 320, 480, 640, 800, 1200, 1600.");
  });
});
