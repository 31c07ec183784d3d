import { type Device, classifyUserAgent, layoutDevice } from "./device-class";

export type { Device };

/** Below this width the browser is treated as a phone once it has been resized. */
export const MOBILE_MAX_WIDTH = 767;

/** SPEC 9: device info is refreshed this long after a resize. */
export const DEVICE_REFRESH_DELAY_MS = 50;

/** The layout size for a User-Agent, by the device classes of device-class.ts. */
export function deviceFromUserAgent(userAgent: string | null | undefined): Device {
  return layoutDevice(classifyUserAgent(userAgent));
}

export function deviceFromWidth(width: number): Device {
  return width <= MOBILE_MAX_WIDTH ? "mobile" : "desktop";
}
