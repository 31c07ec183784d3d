import { describe, expect, it, vi } from "vitest";
import { shareLink } from "~/lib/share-link";

const page = { title: "Driftwood Beach house", url: "https://example.test/properties/16/driftwood" };

function failure(name: string) {
  const error = new Error(name);
  error.name = name;
  return error;
}

describe("sharing a property", () => {
  it("uses the system share sheet when the browser has one, and copies nothing", async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink({ share, clipboard: { writeText } }, page)).toBe("shared");
    expect(share).toHaveBeenCalledWith(page);
    expect(writeText).not.toHaveBeenCalled();
  });

  it("closing the share sheet is a cancel: nothing copied, no failure", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const share = () => Promise.reject(failure("AbortError"));
    expect(await shareLink({ share, clipboard: { writeText } }, page)).toBe("cancelled");
    expect(writeText).not.toHaveBeenCalled();
  });

  it("without a share sheet, or one that cannot share this, the link is copied", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink({ clipboard: { writeText } }, page)).toBe("copied");
    expect(writeText).toHaveBeenLastCalledWith(page.url);
    const share = vi.fn(() => Promise.resolve());
    expect(await shareLink({ share, canShare: () => false, clipboard: { writeText } }, page)).toBe("copied");
    expect(share).not.toHaveBeenCalled();
  });

  it("a share sheet that is refused (not allowed here) falls back to copying", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const share = () => Promise.reject(failure("NotAllowedError"));
    expect(await shareLink({ share, clipboard: { writeText } }, page)).toBe("copied");
  });

  it("fails when there is no clipboard or it refuses", async () => {
    expect(await shareLink({}, page)).toBe("failed");
    expect(await shareLink({ clipboard: { writeText: () => Promise.reject(failure("NotAllowedError")) } }, page)).toBe(
      "failed",
    );
  });
});
