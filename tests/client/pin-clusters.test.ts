import { describe, expect, it } from "vitest";
import { pinClusters } from "~/client/map/pin-clusters";

const pin = (id: number, lat: number, lng: number) => ({ id, lat, lng, label: `€${id}`, spoken: `Stay ${id}` });
// Three stays within a kilometre in Chania, one in Heraklion 120 km east.
const pins = [pin(1, 35.51, 24.01), pin(2, 35.512, 24.015), pin(3, 35.505, 24.02), pin(4, 35.34, 25.13)];
const crete: [number, number, number, number] = [23, 34.5, 26.5, 36];

describe("price pins gather into clusters when zoomed out", () => {
  it("zoomed out over Crete: one cluster of the three close stays, the far one alone", () => {
    const placed = pinClusters(pins).at(crete, 7);
    const clusters = placed.filter((item) => item.kind === "cluster");
    const alone = placed.flatMap((item) => (item.kind === "pin" ? [item.pin.id] : []));
    expect(clusters.map((cluster) => cluster.count)).toEqual([3]);
    expect(alone).toEqual([4]);
    const [cluster] = clusters;
    if (cluster?.kind !== "cluster") throw new Error("no cluster");
    expect(cluster.expansionZoom).toBeGreaterThan(7);
    expect(pinClusters(pins).membersOf(cluster.key).sort()).toEqual([1, 2, 3]);
  });

  it("zoomed in on Chania, every stay has its own pin, and only those in view are drawn", () => {
    const placed = pinClusters(pins).at([23.9, 35.4, 24.1, 35.6], 16);
    expect(placed.map((item) => (item.kind === "pin" ? item.pin.id : "cluster")).sort()).toEqual([1, 2, 3]);
  });
});
