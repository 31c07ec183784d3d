import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildId } from "../../scripts/build-id.js";

const made: string[] = [];
function sourceTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "build-id-"));
  made.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), content);
  }
  return root;
}
afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

const SOURCES = {
  "app/root.tsx": "export default function Root() {}",
  "app/routes/home.tsx": "export default function Home() {}",
  "public/favicon.svg": "<svg/>",
  "package-lock.json": '{"lockfileVersion":3}',
  "vite.config.ts": "export default {}",
};

describe("the build id comes from the build's content", () => {
  it("two checkouts of the same sources, in different places and at different times, agree", () => {
    const first = sourceTree(SOURCES);
    const second = mkdtempSync(join(tmpdir(), "build-id-copy-"));
    made.push(second);
    cpSync(first, second, { recursive: true });
    utimesSync(join(second, "app/root.tsx"), 0, 0);
    expect(buildId(second)).toBe(buildId(first));
    expect(buildId(first)).toMatch(/^[0-9a-f]{16}$/);
  });

  it("changes when a source, a public file or the lock changes", () => {
    const base = buildId(sourceTree(SOURCES));
    expect(
      buildId(sourceTree({ ...SOURCES, "app/routes/home.tsx": "export default function Home() { return 1 }" })),
    ).not.toBe(base);
    expect(buildId(sourceTree({ ...SOURCES, "public/favicon.svg": "<svg></svg>" }))).not.toBe(base);
    expect(buildId(sourceTree({ ...SOURCES, "package-lock.json": '{"lockfileVersion":4}' }))).not.toBe(base);
  });

  it("changes when the browser bundle is cut differently (scripts/client-chunks.ts, which vite.config.ts imports)", () => {
    const withChunks = { ...SOURCES, "scripts/client-chunks.ts": "export const cut = 1;" };
    expect(buildId(sourceTree({ ...withChunks, "scripts/client-chunks.ts": "export const cut = 2;" }))).not.toBe(
      buildId(sourceTree(withChunks)),
    );
  });

  it("a file moved to another name is another build, and files outside the inputs do not count", () => {
    const base = buildId(sourceTree(SOURCES));
    const { "app/routes/home.tsx": home, ...rest } = SOURCES;
    expect(buildId(sourceTree({ ...rest, "app/routes/index.tsx": home }))).not.toBe(base);
    expect(buildId(sourceTree({ ...SOURCES, "notes.txt": "not part of the build", "e2e/a.spec.ts": "" }))).toBe(base);
  });
});
