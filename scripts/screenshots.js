// Screenshots of pages at phone and desktop widths, for looking at what we build:
//   node scripts/screenshots.js http://localhost:3000 / /about-us /blog
// PNGs go to screenshots/ (git-ignored), named <path>-<width>.png.
// LOGIN_AS=owner@example.com signs in first (as a vendor, or as LOGIN_TYPE=guest), through the demo API at API_URL.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const WIDTHS = [
  { width: 390, height: 844, mobile: true },
  { width: 1280, height: 800, mobile: false },
];
const PHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
for (const size of WIDTHS) {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    userAgent: size.mobile ? PHONE_UA : undefined,
    deviceScaleFactor: 1,
  });
  await context.addCookies([{ name: "cookie_consent", value: "denied", url: base }]);
  if (process.env.LOGIN_AS) {
    const api = process.env.API_URL ?? "http://127.0.0.1:4010";
    const response = await fetch(`${api}/${process.env.LOGIN_TYPE ?? "vendor"}/login_json`, {
      method: "POST",
      body: new URLSearchParams({ email: process.env.LOGIN_AS, password: "password123" }),
    });
    const token = (await response.json()).data?.result?.access_token;
    if (!token) throw new Error(`could not sign in as ${process.env.LOGIN_AS}`);
    await context.addCookies([{ name: "auth_token", value: token, url: base }]);
  }
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const name = path === "/" ? "home" : path.replace(/^\//, "").replace(/[^\w-]+/g, "_");
    await page.screenshot({ path: `screenshots/${name}-${size.width}.png`, fullPage: true });
    console.log(`screenshots/${name}-${size.width}.png`);
  }
  await context.close();
}
await browser.close();
