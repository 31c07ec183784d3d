// What `npm run bench` and `npm run soak` share: the processes they start (the demo API, the
// production server and what else they run, stopped when the script ends), waiting until they
// answer, and demo data.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

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

/** Fails when something already listens on `port` (a script's own servers must be the ones answering). */
export function assertPortFree(port, host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error) =>
      reject(error.code === "EADDRINUSE" ? new Error(`Port ${port} is taken by another process.`) : error),
    );
    probe.listen(port, host, () => probe.close(() => resolve(undefined)));
  });
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

/** YYYY-MM-DD `offset` days after the real today (UTC), the demo API's today when run without DEMO_API_TODAY. */
function dayFromToday(offset) {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The checkout page an anonymous visitor reaches from a property page: a home of the demo API at
 * `api` that is free for a stay `fromDays` after today, with that stay in the query.
 */
export async function demoCheckoutPath(api, { fromDays = 60, nights = 3, guests = 2 } = {}) {
  const stay = new URLSearchParams({
    check_in: dayFromToday(fromDays),
    check_out: dayFromToday(fromDays + nights),
    guests: String(guests),
  });
  const free = (await (await fetch(`${api}/properties?${stay}&per_page=10&page=1`)).json()).data.entities;
  for (const property of free) {
    const quote = await fetch(`${api}/properties/${property.id}/quote?${stay}`);
    if (quote.ok && (await quote.json()).data.available === true) {
      return `/properties/${property.id}/${property.slug}/checkout?${stay}`;
    }
  }
  throw new Error(`No home of the demo API is free and quoted for ${stay}.`);
}
