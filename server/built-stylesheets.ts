import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The text of every stylesheet the browser build wrote (build/client/assets/*.css), read once at
 * start, by the URL the page links it at: the page writes the site's stylesheet into its head
 * (app/components/stylesheet.tsx). A URL that is not one of them has no text.
 */
export function readBuiltStylesheets(clientDir: string): (href: string) => string | undefined {
  const assets = path.join(clientDir, "assets");
  const texts = new Map<string, string>();
  for (const name of readdirSync(assets)) {
    if (name.endsWith(".css")) texts.set(`/assets/${name}`, readFileSync(path.join(assets, name), "utf8"));
  }
  return (href) => texts.get(href);
}
