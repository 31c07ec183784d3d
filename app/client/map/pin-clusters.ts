import Supercluster from "supercluster";
import type { MapPin } from "./types";

/** Pins closer than this many pixels join a cluster. */
const CLUSTER_RADIUS_PX = 56;
/** From this zoom on every pin stands alone. */
const CLUSTER_MAX_ZOOM = 13;

export type PlacedPin =
  | { kind: "pin"; pin: MapPin; lat: number; lng: number }
  | { kind: "cluster"; key: string; count: number; lat: number; lng: number; expansionZoom: number };

/**
 * The pins as the map draws them at a zoom: alone when there is room, else gathered into a
 * cluster that says how many stays it holds and the zoom at which it comes apart.
 */
export function pinClusters(pins: MapPin[]) {
  const index = new Supercluster<{ pin: MapPin }>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(
    pins.map((pin) => ({
      type: "Feature",
      properties: { pin },
      geometry: { type: "Point", coordinates: [pin.lng, pin.lat] },
    })),
  );
  return {
    /** What to draw inside [west, south, east, north] at `zoom`. */
    at(area: [number, number, number, number], zoom: number): PlacedPin[] {
      return index.getClusters(area, Math.floor(zoom)).map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        if ("cluster" in feature.properties && feature.properties.cluster) {
          const id = feature.properties.cluster_id;
          return {
            kind: "cluster",
            key: `${id}@${Math.floor(zoom)}`,
            count: feature.properties.point_count,
            lat,
            lng,
            expansionZoom: index.getClusterExpansionZoom(id),
          };
        }
        return { kind: "pin", pin: (feature.properties as { pin: MapPin }).pin, lat, lng };
      });
    },
    /** The ids of the stays inside a cluster, to light it when one of them is lit. */
    membersOf(clusterKey: string): number[] {
      const id = Number(clusterKey.split("@")[0]);
      return index.getLeaves(id, Infinity).map((leaf) => leaf.properties.pin.id);
    },
  };
}
