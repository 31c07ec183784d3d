import { classifyUserAgent } from "./device-class";

/** SPEC 2: user agents that get no error page, no modals and no banner (the rule lives in device-class.ts). */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return classifyUserAgent(userAgent) === "bot";
}
