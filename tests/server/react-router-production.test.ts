import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RecordingApi, rawRequest, startRecordingApi, startSiteProcess } from "./site-process";

// React Router's package exports name only its development build (remix-run/react-router#14102);
// `npm start` and the client bundle use its production build instead (server/react-router-production.js,
// scripts/react-router-production.ts).
const REPORTER = resolve(import.meta.dirname, "fixtures/report-react-router-loads.mjs");
const CLIENT_ASSETS = resolve(import.meta.dirname, "../../build/client/assets");
/** A development warning of React Router's that its production build does not carry. */
const DEVELOPMENT_ONLY_WARNING = "No routes matched location";

const loadedFiles = (output: string) =>
  [...output.matchAll(/react-router file loaded: (\S+)/g)].map((match) => match[1]!.replace(/.*\/dist\//, "dist/"));

let api: RecordingApi;
beforeAll(async () => {
  api = await startRecordingApi();
});
afterAll(async () => {
  await api.close();
});

describe("React Router's production build", () => {
  it("is the one `npm start` loads: every react-router file comes from dist/production", async () => {
    const site = await startSiteProcess(api.url, { NODE_OPTIONS: `--import=${REPORTER}` });
    try {
      expect((await rawRequest(`${site.url}/about-us`)).status).toBe(200);
      const files = loadedFiles(site.output());
      expect(files).toContain("dist/production/index.mjs");
      expect(files.filter((file) => !file.startsWith("dist/production/"))).toEqual([]);
    } finally {
      await site.stop();
    }
  });

  it("is the one in the browser bundle", () => {
    const scripts = readdirSync(CLIENT_ASSETS).filter((name) => name.endsWith(".js"));
    const framework = scripts.filter((name) => name.startsWith("framework-"));
    expect(framework).toHaveLength(1);
    const carrying = scripts.filter((name) =>
      readFileSync(resolve(CLIENT_ASSETS, name), "utf8").includes(DEVELOPMENT_ONLY_WARNING),
    );
    expect(carrying).toEqual([]);
  });
});
