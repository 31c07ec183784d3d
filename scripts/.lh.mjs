import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
for (let i = 0; i < 3; i++) {
  const { lhr } = await lighthouse(process.argv[2], { port: chrome.port, output: "json", logLevel: "error" });
  const phases = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items;
  console.log("perf", lhr.categories.performance.score, "LCP", Math.round(lhr.audits["largest-contentful-paint"].numericValue), JSON.stringify(phases?.map((p) => [p.phase, Math.round(p.timing)])));
}
await chrome.kill();
