import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { isBotUserAgent } from "~/lib/bots";
import { deviceFromUserAgent } from "~/lib/device";
import {
  DEVICE_CLASS_HEADER,
  DEVICE_CLASS_RULES,
  type DeviceClass,
  classifyUserAgent,
  deviceClassOf,
  layoutDevice,
} from "~/lib/device-class";

/** Real User-Agent strings and the class each must get. */
const AGENTS: [DeviceClass, string][] = [
  [
    "phone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  ],
  [
    "phone",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  ],
  ["phone", "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0"],
  [
    "phone",
    "Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54",
  ],
  [
    "tablet",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  ],
  [
    "tablet",
    "Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1",
  ],
  ["tablet", "Mozilla/5.0 (Android 14; Tablet; rv:128.0) Gecko/128.0 Firefox/128.0"],
  [
    "tablet",
    "Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/126.4.1 like Chrome/126.0.6478.239 Safari/537.36",
  ],
  ["desktop", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36"],
  [
    "desktop",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  ],
  ["desktop", "curl/8.5.0"],
  // A crawler is a bot whatever device it claims (SPEC 2's words: bot, chrome-lighthouse, facebookexternalhit, google).
  [
    "bot",
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  ],
  ["bot", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"],
  [
    "bot",
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
  ],
  ["bot", "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"],
  ["bot", "Google-InspectionTool/1.0"],
];

describe("device classes (docs/decisions/008-cache-keys.md)", () => {
  it.each(AGENTS)("%s: %s", (expected, agent) => {
    expect(classifyUserAgent(agent)).toBe(expected);
  });

  it("no User-Agent is a desktop", () => {
    expect(classifyUserAgent(null)).toBe("desktop");
    expect(classifyUserAgent("")).toBe("desktop");
  });

  it("phones and tablets get the mobile layouts, desktops and bots the others; bots and the device helpers agree", () => {
    expect((["phone", "tablet", "desktop", "bot"] as const).map(layoutDevice)).toEqual([
      "mobile",
      "mobile",
      "desktop",
      "desktop",
    ]);
    for (const [expected, agent] of AGENTS) {
      expect(isBotUserAgent(agent), agent).toBe(expected === "bot");
      expect(deviceFromUserAgent(agent), agent).toBe(layoutDevice(expected));
    }
  });

  it("the rules are bot, then tablet, then phone, each one pattern a VCL can use as (?i)<source>", () => {
    expect(DEVICE_CLASS_RULES.map((rule) => [rule.deviceClass, rule.userAgent.source, rule.userAgent.flags])).toEqual([
      ["bot", "bot|chrome-lighthouse|facebookexternalhit|google", "i"],
      ["tablet", "iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobi)", "i"],
      ["phone", "Mobi|Android|iPhone|iPod|IEMobile|Opera Mini|BlackBerry", "i"],
    ]);
  });

  const vcl = resolve(import.meta.dirname, "../../deploy/varnish.vcl");
  it.runIf(existsSync(vcl))("deploy/varnish.vcl sets X-Device-Class with the same patterns, in the same order", () => {
    const text = readFileSync(vcl, "utf8");
    const mirrored = [
      ...text.matchAll(/User-Agent ~ "\(\?i\)([^"]+)"\) \{\s*set req\.http\.X-Device-Class = "(\w+)"/g),
    ].map((match) => [match[2], match[1]]);
    expect(mirrored).toEqual(DEVICE_CLASS_RULES.map((rule) => [rule.deviceClass, rule.userAgent.source]));
    expect(text).toContain('set req.http.X-Device-Class = "desktop"');
  });
});

describe("whose X-Device-Class is believed", () => {
  const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0";
  const request = (headers: Record<string, string>) => new Request("http://localhost:3000/", { headers });

  it("a trusted proxy's valid class wins over the User-Agent, and is what the page is keyed by", () => {
    for (const deviceClass of ["phone", "tablet", "desktop", "bot"] as const) {
      expect(
        deviceClassOf(request({ "User-Agent": DESKTOP, [DEVICE_CLASS_HEADER]: ` ${deviceClass.toUpperCase()} ` }), {
          viaTrustedProxy: true,
        }),
      ).toEqual({ deviceClass, keyedBy: "X-Device-Class" });
    }
  });

  it("from anyone else the header is ignored; an unknown class from the proxy falls back to the User-Agent", () => {
    expect(
      deviceClassOf(request({ "User-Agent": DESKTOP, "X-Device-Class": "bot" }), { viaTrustedProxy: false }),
    ).toEqual({
      deviceClass: "desktop",
      keyedBy: "User-Agent",
    });
    expect(
      deviceClassOf(request({ "User-Agent": DESKTOP, "X-Device-Class": "mobile" }), { viaTrustedProxy: true }),
    ).toEqual({
      deviceClass: "desktop",
      keyedBy: "User-Agent",
    });
    expect(deviceClassOf(request({ "User-Agent": "Googlebot/2.1" }), { viaTrustedProxy: true })).toEqual({
      deviceClass: "bot",
      keyedBy: "User-Agent",
    });
  });
});
