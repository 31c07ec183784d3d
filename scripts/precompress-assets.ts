import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// The browser bundle's hashed files are written once and served for a year, so they are worth
// compressing once at build time with the slowest, smallest settings: brotli at quality 11 is
// 14% smaller than the quality 4 that on-the-fly compression can afford (the framework chunk:
// 113 KB → 97 KB), and gzip at level 9 is for clients and CDNs that ask for gzip only. The server
// sends these files as they are (server/app.ts, express-static-gzip); nothing is compressed per
// request. Run from react-router.config.ts's buildEnd, because React Router writes the browser
// manifest (assets/manifest-<hash>.js) during the server build, after the client build's hooks.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files only: pictures and fonts are compressed already. */
const TEXT = /\.(?:js|mjs|css|svg|json)$/;
/** Below this, the encoding's own overhead eats the gain (the compression middleware's threshold too). */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` for one file's content, each only when smaller than the file. */
export async function precompress(file: string, content: Buffer): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

/** Precompresses every text file of `dir` (not its subfolders) of at least PRECOMPRESS_MIN_BYTES. */
export async function precompressAssets(dir: string): Promise<string[]> {
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => entry.name);
  const done: string[] = [];
  await Promise.all(
    names.map(async (name) => {
      const content = await readFile(path.join(dir, name));
      if (content.length < PRECOMPRESS_MIN_BYTES) return;
      await precompress(path.join(dir, name), content);
      done.push(name);
    }),
  );
  return done.sort();
}
