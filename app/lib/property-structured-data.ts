import type { Property } from "~/api/schemas";

/** JSON-LD for a property page: a VacationRental with its place, capacity, rating and photos. */
export function propertyStructuredData(property: Omit<Property, "reviews">, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "VacationRental",
    name: property.title,
    description: property.summary,
    url,
    image: property.images.map((image) => image.url),
    identifier: String(property.id),
    latitude: property.latitude,
    longitude: property.longitude,
    address: {
      "@type": "PostalAddress",
      addressLocality: property.destination.name,
      addressCountry: property.destination.country,
    },
    containsPlace: {
      "@type": "Accommodation",
      numberOfBedrooms: property.bedrooms,
      numberOfBathroomsTotal: property.bathrooms,
      occupancy: { "@type": "QuantitativeValue", value: property.max_guests },
      amenityFeature: property.amenities.map((name) => ({
        "@type": "LocationFeatureSpecification",
        name,
        value: true,
      })),
    },
    ...(property.rating !== null && property.review_count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: property.rating,
            reviewCount: property.review_count,
            bestRating: 5,
          },
        }
      : {}),
  };
}
