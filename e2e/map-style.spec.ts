import { type Server, createServer } from "node:http";
import { expect, test } from "./support/test";
import sharp from "sharp";
import { MAP_STYLE_PORT, MAP_STYLE_SITE_URL, MAP_STYLE_URL } from "../playwright.config";
import { waitForResultsMap } from "./support/search";

/**
 * MAP_STYLE_URL (docs/decisions/021-offline-map.md): the playwright config starts an instance of
 * the site with the setting pointing here, and this test serves the style itself, on another
 * origin as a real tile server would be, with a GeoJSON source of its own: no internet needed.
 */
const AREA_URL = new URL("/area.geojson", MAP_STYLE_URL).href;
/** What the style paints the area with: a colour neither the basemap nor the page uses. */
const AREA_RGB = [228, 87, 46] as const;
const STYLE = {
  version: 8,
  name: "End-to-end test style",
  sources: { area: { type: "geojson", data: AREA_URL } },
  layers: [
    { id: "background", type: "background", paint: { "background-color": "#0b3d91" } },
    { id: "area", type: "fill", source: "area", paint: { "fill-color": `rgb(${AREA_RGB.join(",")})` } },
  ],
};
/** A rectangle round the Iberian peninsula, so it fills the whole map of a search in Portugal. */
const AREA = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      properties: {},
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [-30, 20],
            [30, 20],
            [30, 60],
            [-30, 60],
            [-30, 20],
          ],
        ],
      },
    },
  ],
};
const FILES: Record<string, unknown> = { "/style.json": STYLE, "/area.geojson": AREA };

/** Each request the style's server answered: its path and the page origin that asked. */
const served: { path: string; origin: string | undefined }[] = [];
let server: Server;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", MAP_STYLE_URL).pathname;
    served.push({ path, origin: request.headers.origin });
    const body = FILES[path];
    response.writeHead(body ? 200 : 404, {
      "Content-Type": "application/json",
      // A style on another origin is fetched with CORS, as from any tile host.
      "Access-Control-Allow-Origin": "*",
    });
    response.end(body ? JSON.stringify(body) : "");
  });
  await new Promise<void>((resolve) => server.listen(MAP_STYLE_PORT, "127.0.0.1", resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test.use({ baseURL: MAP_STYLE_SITE_URL, viewport: { width: 1280, height: 900 }, maps: true });
test.slow("MapLibre draws in software WebGL here");

test("with MAP_STYLE_URL the search's map draws that style, which the CSP allows, instead of the shipped basemap", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "cookie_consent", value: "denied", url: MAP_STYLE_SITE_URL }]);
  // A CSP violation is reported on the console as an error, as is any other failure.
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));

  await page.goto("/properties?destination=Portugal");
  await waitForResultsMap(page);

  expect(served).toEqual([
    { path: "/style.json", origin: MAP_STYLE_SITE_URL },
    { path: "/area.geojson", origin: MAP_STYLE_SITE_URL },
  ]);
  expect(fetched.filter((url) => /countries-50m/.test(url))).toEqual([]);
  expect(errors).toEqual([]);

  // The style's area fills the map: most of it is the area's colour (pins and controls lie on top).
  const map = page.getByRole("region", { name: "Map of the results" });
  const { data, info } = await sharp(await map.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  let painted = 0;
  for (let at = 0; at < data.length; at += info.channels)
    if (data[at] === AREA_RGB[0] && data[at + 1] === AREA_RGB[1] && data[at + 2] === AREA_RGB[2]) painted += 1;
  expect(painted / (info.width * info.height)).toBeGreaterThan(0.5);
});
