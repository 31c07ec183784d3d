import { Form, Link } from "react-router";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";
import { propertyChoice } from "~/lib/owner/property-choice";

interface PickerProperty {
  id: number;
  title: string;
  destination: { name: string };
  owner_name: string | null;
}

/** Chooses which of the vendor's properties the page edits; a plain GET form. */
export function PropertyPicker({ properties, selected }: { properties: PickerProperty[]; selected: number | null }) {
  const pagePath = useAmpAwarePath();
  if (properties.length === 0) {
    return (
      <div className="rounded-2xl bg-surface px-5 py-4">
        <p className="font-semibold">You have no properties yet.</p>
        <p className="mt-1 text-sm text-muted">Publish your first property, then come back here.</p>
        <Link to={pagePath("/publish-my-property")} className="btn-primary mt-3 inline-flex">
          Publish a property
        </Link>
      </div>
    );
  }
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1">
        <label htmlFor="owner-property" className="field-label">
          Property
        </label>
        <select id="owner-property" name="property" defaultValue={selected ?? undefined} className="field-input">
          {properties.map((property) => (
            <option key={property.id} value={property.id}>
              {propertyChoice(property.title, property.destination.name, property.owner_name)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        Open
      </button>
    </Form>
  );
}
