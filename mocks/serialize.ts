import { IMAGE_BASE_TOKEN } from "./seed/posts";
import { categoryAverages, newestReviewsFirst } from "./seed/reviews";
import {
  type BookingRecord,
  type PostRecord,
  type PropertyRecord,
  type Store,
  type WishlistRecord,
  listedProperties,
  listedProperty,
} from "./store";

/** How many of the newest reviews GET /properties/{id} carries; GET /properties/{id}/reviews pages them all. */
const NEWEST_REVIEWS_IN_DETAILS = 3;

/** Turns store records into the answer shapes of docs/api.md; image URLs are absolute on `origin`. */
export function createSerializers(store: Store, origin: string) {
  const image = (kind: string, name: string) => `${origin}/images/${kind}/${name}.svg`;

  const destinationRef = (slug: string) => {
    const destination = store.destinations.find((candidate) => candidate.slug === slug);
    return { slug, name: destination?.name ?? slug, country: destination?.country ?? "" };
  };

  const categoryRef = (id: number) => {
    const category = store.categories.find((candidate) => candidate.id === id);
    return category ? { id: category.id, slug: category.slug, name: category.name } : null;
  };

  const propertySummary = (property: PropertyRecord) => ({
    id: property.id,
    slug: property.slug,
    title: property.title,
    summary: property.summary,
    destination: destinationRef(property.destinationSlug),
    category: categoryRef(property.categoryId),
    latitude: property.latitude,
    longitude: property.longitude,
    nightly_price: property.nightlyPrice,
    currency: property.currency,
    max_guests: property.maxGuests,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    rating: property.rating,
    review_count: property.reviews.length,
    amenities: property.amenities,
    images: property.pictures
      ? property.pictures.map((picture, index) => ({
          url: `${origin}${picture.url}`,
          alt: `${property.title}, photo ${index + 1}`,
        }))
      : Array.from({ length: property.imageCount }, (_, index) => ({
          url: image("properties", `${property.id}-${index + 1}`),
          alt: `${property.title}, photo ${index + 1}`,
        })),
  });

  /** The host of a property: first name only; since when and how they answer when the account says. */
  const host = (property: PropertyRecord) => {
    const owner = store.users.find((user) => user.id === property.ownerId);
    if (!owner) return null;
    return {
      first_name: owner.first_name,
      avatar_url: null,
      joined_at: owner.hosting?.since ?? null,
      response_rate: owner.hosting?.responseRate ?? null,
      response_time: owner.hosting?.responseTime ?? null,
    };
  };

  const review = ({ author, rating, text, date }: PropertyRecord["reviews"][number]) => ({
    author,
    rating,
    text,
    date,
  });

  return {
    image,
    propertySummary,
    review,
    newestReviews: (property: PropertyRecord) => newestReviewsFirst(property.reviews),
    property: (property: PropertyRecord) => ({
      ...propertySummary(property),
      description: property.description,
      house_rules: property.houseRules,
      check_in_time: property.checkInTime,
      check_out_time: property.checkOutTime,
      cancellation_policy: property.cancellationPolicy,
      reviews: newestReviewsFirst(property.reviews).slice(0, NEWEST_REVIEWS_IN_DETAILS).map(review),
      review_categories: categoryAverages(property.reviews),
      host: host(property),
    }),
    post: (post: PostRecord) => {
      const category = store.postCategories.find((candidate) => candidate.id === post.categoryId);
      return {
        id: post.id,
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: post.body.replaceAll(IMAGE_BASE_TOKEN, origin),
        image_url: image("posts", post.slug),
        author: { name: post.author },
        published_at: post.publishedAt,
        destination: post.destination ? 1 : 0,
        category: category ? { id: category.id, slug: category.slug, name: category.name } : null,
      };
    },
    destination: (slug: string) => {
      const destination = store.destinations.find((candidate) => candidate.slug === slug);
      if (!destination) return null;
      return {
        slug: destination.slug,
        name: destination.name,
        country: destination.country,
        image_url: image("destinations", destination.slug),
        intro: destination.intro,
        highlights: destination.highlights,
        property_count: listedProperties(store).filter((property) => property.destinationSlug === slug).length,
        latitude: destination.latitude,
        longitude: destination.longitude,
      };
    },
    category: (id: number) => {
      const category = store.categories.find((candidate) => candidate.id === id);
      if (!category) return null;
      return {
        id: category.id,
        slug: category.slug,
        name: category.name,
        description: category.description,
        image_url: image("categories", category.slug),
        property_count: listedProperties(store).filter((property) => property.categoryId === id).length,
      };
    },
    wishlist: (wishlist: WishlistRecord) => ({
      id: wishlist.id,
      name: wishlist.name,
      properties: wishlist.propertyIds
        .map((id) => listedProperty(store, id))
        .filter((property): property is PropertyRecord => Boolean(property))
        .map(propertySummary),
    }),
    booking: (booking: BookingRecord) => ({
      id: booking.id,
      reference: booking.reference,
      status: booking.status,
      property_id: booking.propertyId,
      check_in: booking.checkIn,
      check_out: booking.checkOut,
      guests: booking.guests,
      total: booking.total,
      currency: booking.currency,
      guest: booking.guest,
      created_at: booking.createdAt,
      price: booking.price,
      cancellation: booking.cancellation && {
        cancelled_on: booking.cancellation.cancelledOn,
        refund: booking.cancellation.refund,
        refund_percent: booking.cancellation.refundPercent,
      },
      check_in_information:
        store.properties.find((property) => property.id === booking.propertyId)?.checkInInformation ?? null,
    }),
  };
}

export type Serializers = ReturnType<typeof createSerializers>;
