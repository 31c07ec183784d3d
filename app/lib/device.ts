export type Device = "mobile" | "desktop";

/** Below this width the browser is treated as a phone once it has been resized. */
export const MOBILE_MAX_WIDTH = 767;

/** SPEC 9: device info is refreshed this long after a resize. */
export const DEVICE_REFRESH_DELAY_MS = 50;

const MOBILE_PATTERN = /Mobi|Android|iPhone|iPod|IEMobile|Opera Mini|BlackBerry/i;

export function deviceFromUserAgent(userAgent: string | null | undefined): Device {
  return userAgent && MOBILE_PATTERN.test(userAgent) ? "mobile" : "desktop";
}

export function deviceFromWidth(width: number): Device {
  return width <= MOBILE_MAX_WIDTH ? "mobile" : "desktop";
}
