const GAP = 8;
const EDGE = 8;

/**
 * Puts an open popover (in the top layer, so no parent's overflow clips it) just below `anchor`,
 * left-aligned with it and kept inside the window, in page coordinates so it scrolls with the
 * page. Without JavaScript the browser centres it instead, which works as well.
 */
export function placeBelow(popover: HTMLElement, anchor: HTMLElement): void {
  const box = anchor.getBoundingClientRect();
  const width = popover.offsetWidth;
  const left = Math.max(EDGE, Math.min(box.left, window.innerWidth - width - EDGE));
  Object.assign(popover.style, {
    position: "absolute",
    inset: "auto",
    margin: "0",
    top: `${box.bottom + window.scrollY + GAP}px`,
    left: `${left + window.scrollX}px`,
  });
}
