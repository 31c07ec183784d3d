// What `npm run bench` and `npm run soak` share: the processes they start (the demo API and the
// production server, stopped when the script ends), waiting until they answer, and demo data.
import { spawn } from "node:child_process";

const children = [];
process.on("exit", stopAll);
process.on("SIGINT", () => process.exit(130));

/** Starts `node <args>` with these variables added; its stderr is shown only when `showErrors`. */
export function startNode(args, env, { showErrors = true } = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", showErrors ? "inherit" : "ignore"],
  });
  children.push(child);
  return child;
}

export function stopAll() {
  for (const child of children) child.kill("SIGTERM");
}

/** Resolves once `url` answers below 500 (connection errors are retried), or fails after the timeout. */
export async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet: try again after the pause below.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A property and a blog post that exist in the demo API at `api`. */
export async function demoPages(api) {
  const first = async (path) => (await (await fetch(`${api}${path}`)).json()).data.entities[0];
  const [property, post] = await Promise.all([
    first("/properties?per_page=1"),
    first("/site-posts?published=1&destination=0&per_page=1&page=1"),
  ]);
  return { propertyPath: `/properties/${property.id}/${property.slug}`, postPath: `/blog/post/${post.slug}` };
}
