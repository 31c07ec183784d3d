import { devices } from "@playwright/test";

/** A 360 px phone (Pixel 5's browser, so the server sends the phone layout). */
export const PHONE = {
  userAgent: devices["Pixel 5"].userAgent,
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export const DESKTOP = { viewport: { width: 1280, height: 900 } };
