import { Link } from "react-router";
import type { Destination } from "~/api/schemas";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";
import { Picture } from "~/components/picture";

/** A destination as a picture with its name over it, leading to its rentals page. */
export function DestinationCard({ destination, eager = false }: { destination: Destination; eager?: boolean }) {
  const pagePath = useAmpAwarePath();
  return (
    <Link
      to={pagePath(`/rentals/${destination.slug}`)}
      className="group relative block aspect-[4/5] overflow-hidden rounded-[var(--radius-card)] bg-surface shadow-sm"
    >
      <Picture
        src={destination.image_url}
        alt=""
        width={480}
        height={600}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
        eager={eager}
        className="absolute inset-0 h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
      />
      <span className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/10 to-transparent" />
      <span className="absolute inset-x-0 bottom-0 p-4 text-white">
        <span className="block text-lg font-semibold">{destination.name}</span>
        <span className="block text-sm text-white/85">
          {destination.country}
          {typeof destination.property_count === "number" ? ` · ${destination.property_count} stays` : ""}
        </span>
      </span>
    </Link>
  );
}
