/** SPEC 2: user agents that get no error page, no modals and no banner. */
const BOT_PATTERN = /bot|chrome-lighthouse|facebookexternalhit|google/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && BOT_PATTERN.test(userAgent));
}
