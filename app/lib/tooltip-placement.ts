/** SPEC 9: a tooltip keeps a 10 px margin and prefers top, then bottom, right, left. */
export const TOOLTIP_MARGIN = 10;
export const TOOLTIP_PREFERENCE = ["top", "bottom", "right", "left"] as const;
export type Placement = (typeof TOOLTIP_PREFERENCE)[number];

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedTooltip {
  placement: Placement;
  x: number;
  y: number;
}

function positionFor(placement: Placement, anchor: Box, size: { width: number; height: number }, margin: number) {
  const centerX = anchor.x + anchor.width / 2 - size.width / 2;
  const centerY = anchor.y + anchor.height / 2 - size.height / 2;
  switch (placement) {
    case "top":
      return { x: centerX, y: anchor.y - size.height - margin };
    case "bottom":
      return { x: centerX, y: anchor.y + anchor.height + margin };
    case "right":
      return { x: anchor.x + anchor.width + margin, y: centerY };
    case "left":
      return { x: anchor.x - size.width - margin, y: centerY };
  }
}

/**
 * The first placement, in SPEC 9 order, where the tooltip fits inside the container with the
 * margin on every side; when none fits, the one that overflows least.
 */
export function placeTooltip(
  anchor: Box,
  size: { width: number; height: number },
  container: { width: number; height: number },
  margin = TOOLTIP_MARGIN,
): PlacedTooltip {
  let best: PlacedTooltip & { overflow: number } = {
    placement: "top",
    ...positionFor("top", anchor, size, margin),
    overflow: Number.POSITIVE_INFINITY,
  };
  for (const placement of TOOLTIP_PREFERENCE) {
    const { x, y } = positionFor(placement, anchor, size, margin);
    const overflow =
      Math.max(0, margin - x) +
      Math.max(0, margin - y) +
      Math.max(0, x + size.width - (container.width - margin)) +
      Math.max(0, y + size.height - (container.height - margin));
    if (overflow === 0) return { placement, x, y };
    if (overflow < best.overflow) best = { placement, x, y, overflow };
  }
  return { placement: best.placement, x: best.x, y: best.y };
}
