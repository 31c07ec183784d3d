import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
// Natural Earth's 1:50m countries as TopoJSON (world-atlas), a hashed file the site serves for a
// year: 5 times smaller than the same shapes as GeoJSON (docs/decisions/021-offline-map.md).
import countriesUrl from "world-atlas/countries-50m.json?url";
import type { Basemap } from "./map-styles";

let loading: Promise<Basemap> | null = null;

/** The offline basemap's shapes, fetched once a page. */
export function loadBasemap(): Promise<Basemap> {
  loading ??= fetch(countriesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`basemap: HTTP ${response.status}`);
      return response.json() as Promise<Topology<{ countries: GeometryCollection }>>;
    })
    .then((topology) => {
      const countries = topology.objects.countries;
      return {
        land: feature(topology, countries),
        borders: mesh(topology, countries, (a, b) => a !== b),
        coast: mesh(topology, countries, (a, b) => a === b),
      };
    });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
