import type { PropertySummary } from "~/api/schemas";
import { PropertyCard } from "~/components/properties/property-card";

export function PropertyGrid({
  properties,
  headingLevel = 2,
}: {
  properties: PropertySummary[];
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
      {properties.map((property, index) => (
        <li key={property.id}>
          <PropertyCard property={property} eager={index < 3} priority={index === 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
