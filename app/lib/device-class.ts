import type { RequestOrigin } from "~/request-context";

/**
 * The device class a page is rendered for: the only thing about the browser the HTML depends on
 * (docs/decisions/008-cache-keys.md). A shared cache keeps one copy of a public page per class.
 */
export type DeviceClass = "phone" | "tablet" | "desktop" | "bot";

/** The two layout sizes (SPEC 9): phones and tablets get the mobile layouts, the rest desktop. */
export type Device = "mobile" | "desktop";

export const DEVICE_CLASSES: readonly DeviceClass[] = ["phone", "tablet", "desktop", "bot"];

/** Set by a trusted proxy (the Varnish in deploy/) that classified the User-Agent with these rules. */
export const DEVICE_CLASS_HEADER = "X-Device-Class";

/**
 * The classification, in order: the first pattern that matches the User-Agent gives the class;
 * none gives "desktop". A proxy in front mirrors exactly these patterns, in this order, each
 * case-insensitive (VCL: `req.http.User-Agent ~ "(?i)<source>"`); keep them to what PCRE and
 * JavaScript read alike. The bot words are SPEC 2's; a crawler is a bot whatever device it claims.
 */
export const DEVICE_CLASS_RULES: readonly { deviceClass: Exclude<DeviceClass, "desktop">; userAgent: RegExp }[] = [
  { deviceClass: "bot", userAgent: /bot|chrome-lighthouse|facebookexternalhit|google/i },
  { deviceClass: "tablet", userAgent: /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobi)/i },
  { deviceClass: "phone", userAgent: /Mobi|Android|iPhone|iPod|IEMobile|Opera Mini|BlackBerry/i },
];

export function classifyUserAgent(userAgent: string | null | undefined): DeviceClass {
  if (!userAgent) return "desktop";
  return DEVICE_CLASS_RULES.find((rule) => rule.userAgent.test(userAgent))?.deviceClass ?? "desktop";
}

function isDeviceClass(value: string): value is DeviceClass {
  return (DEVICE_CLASSES as readonly string[]).includes(value);
}

export interface DeviceClassChoice {
  deviceClass: DeviceClass;
  /** The request header the class was read from: what a public page must name in Vary. */
  keyedBy: typeof DEVICE_CLASS_HEADER | "User-Agent";
}

/**
 * The class of this request: the trusted proxy's X-Device-Class when it sent a valid one (the
 * proxy overwrites whatever the client sent), else our own reading of the User-Agent. From
 * anyone else the header is ignored: a visitor must not pick the bot's or another device's copy.
 */
export function deviceClassOf(request: Request, origin: Pick<RequestOrigin, "viaTrustedProxy">): DeviceClassChoice {
  return deviceClassOfHeaders((name) => request.headers.get(name), origin);
}

/** deviceClassOf for a request whose headers are read by name (the HTTP server's own). */
export function deviceClassOfHeaders(
  header: (name: string) => string | null | undefined,
  origin: Pick<RequestOrigin, "viaTrustedProxy">,
): DeviceClassChoice {
  const declared = header(DEVICE_CLASS_HEADER)?.trim().toLowerCase();
  if (origin.viaTrustedProxy && declared && isDeviceClass(declared)) {
    return { deviceClass: declared, keyedBy: DEVICE_CLASS_HEADER };
  }
  return { deviceClass: classifyUserAgent(header("User-Agent")), keyedBy: "User-Agent" };
}

/**
 * The layouts of SPEC 2 come in two sizes: phones and tablets get the mobile ones (as they did
 * before tablets had a class of their own), desktops the others. Bots get the bot layout, and
 * one device for all of them, so every bot is served the same copy.
 */
export function layoutDevice(deviceClass: DeviceClass): Device {
  return deviceClass === "phone" || deviceClass === "tablet" ? "mobile" : "desktop";
}
