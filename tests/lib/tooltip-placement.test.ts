import { describe, expect, it } from "vitest";
import { placeTooltip } from "~/lib/tooltip-placement";

// SPEC 9: a 10 px margin; top, then bottom, right, left; otherwise the least overflow.
describe("tooltip placement", () => {
  const container = { width: 400, height: 300 };

  it("each placement's exact position, centred on the anchor", () => {
    expect(placeTooltip({ x: 180, y: 150, width: 40, height: 20 }, { width: 100, height: 40 }, container)).toEqual({
      placement: "top",
      x: 150,
      y: 100,
    });
    expect(placeTooltip({ x: 180, y: 20, width: 40, height: 20 }, { width: 100, height: 40 }, container)).toEqual({
      placement: "bottom",
      x: 150,
      y: 50,
    });
    expect(placeTooltip({ x: 10, y: 130, width: 20, height: 20 }, { width: 100, height: 140 }, container)).toEqual({
      placement: "right",
      x: 40,
      y: 70,
    });
    expect(placeTooltip({ x: 370, y: 130, width: 20, height: 20 }, { width: 100, height: 140 }, container)).toEqual({
      placement: "left",
      x: 260,
      y: 70,
    });
  });

  it("10 px short of the right edge is already too far", () => {
    expect(placeTooltip({ x: 320, y: 150, width: 40, height: 20 }, { width: 100, height: 40 }, container)).toEqual({
      placement: "top",
      x: 290,
      y: 100,
    });
    expect(placeTooltip({ x: 330, y: 150, width: 40, height: 20 }, { width: 100, height: 40 }, container)).toEqual({
      placement: "left",
      x: 220,
      y: 140,
    });
  });

  it("when nothing fits, the least overflow; on a tie, the earlier preference", () => {
    const small = { width: 200, height: 100 };
    // top and bottom both overflow by 60 px, right and left by 80 px
    expect(placeTooltip({ x: 90, y: 40, width: 20, height: 20 }, { width: 150, height: 80 }, small)).toEqual({
      placement: "top",
      x: 25,
      y: -50,
    });
    // top overflows 95 px, bottom 25, right and left 115
    expect(placeTooltip({ x: 90, y: 5, width: 20, height: 20 }, { width: 150, height: 80 }, small)).toEqual({
      placement: "bottom",
      x: 25,
      y: 35,
    });
  });

  it("the margin can be changed", () => {
    expect(placeTooltip({ x: 180, y: 45, width: 40, height: 20 }, { width: 100, height: 40 }, container, 0)).toEqual({
      placement: "top",
      x: 150,
      y: 5,
    });
    expect(placeTooltip({ x: 180, y: 45, width: 40, height: 20 }, { width: 100, height: 40 }, container)).toEqual({
      placement: "bottom",
      x: 150,
      y: 75,
    });
  });
});
