/** The browser's share and clipboard calls, as far as sharing a page needs them (a fake in tests). */
export interface ShareCapable {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

/**
 * Shares a page: the system share sheet where the browser has one (phones), otherwise the link
 * copied to the clipboard. Closing the share sheet is "cancelled", not a failure.
 */
export async function shareLink(browser: ShareCapable, data: { title: string; url: string }): Promise<ShareOutcome> {
  if (browser.share && (browser.canShare?.(data) ?? true)) {
    try {
      await browser.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof Error && error.name === "AbortError") return "cancelled";
      // A share sheet that fails for another reason (not allowed here): the clipboard may still work.
    }
  }
  if (!browser.clipboard) return "failed";
  try {
    await browser.clipboard.writeText(data.url);
    return "copied";
  } catch {
    return "failed";
  }
}
