import { createRandom } from "../random";

/** The scores a guest gives besides the overall one, in the order the page lists them. */
export const REVIEW_CATEGORIES = [
  ["cleanliness", "Cleanliness"],
  ["accuracy", "Accuracy"],
  ["communication", "Communication"],
  ["location", "Location"],
  ["check_in", "Check-in"],
  ["value", "Value"],
] as const;

export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number][0];

export interface ReviewRecord {
  author: string;
  rating: number;
  text: string;
  date: string;
  scores: Record<ReviewCategory, number>;
}

const OLDER_TEXTS = [
  "We stayed a week and did not want to leave. Everything was as described.",
  "Comfortable beds, a well-stocked kitchen and a host who answered within minutes.",
  "Lovely place, a little noisy at the weekend, but we would book it again.",
  "The photos do not do it justice. Calm, bright and spotless.",
  "Easy to find, easy to get in, and a short walk to everything we wanted to see.",
  "A great base for a family holiday. The children loved the garden.",
];
const OLDER_AUTHORS = ["Maja", "Daniel", "Inès", "Oliver", "Giulia", "Henrik", "Nora", "Samuel", "Leah", "Mateo"];

/** Per-category scores near the overall one, 1 to 5. */
function scoresNear(rating: number, random: ReturnType<typeof createRandom>): ReviewRecord["scores"] {
  const entries = REVIEW_CATEGORIES.map(([key]) => {
    const score = Math.min(5, Math.max(1, rating + (random.chance(0.3) ? random.pick([-1, 1]) : 0)));
    return [key, score] as const;
  });
  return Object.fromEntries(entries) as ReviewRecord["scores"];
}

/**
 * The demo's review history of a property: its seeded recent reviews with category scores, and
 * for a reviewed home up to 14 earlier ones (2024 and 2025). Drawn from a PRNG of its own per
 * property, so the rest of the seeded data stays as it was.
 */
export function reviewHistory(
  propertyId: number,
  recent: readonly { author: string; rating: number; text: string; date: string }[],
): ReviewRecord[] {
  const random = createRandom(0x5eed + propertyId * 7919);
  const withScores = recent.map((review) => ({ ...review, scores: scoresNear(review.rating, random) }));
  if (recent.length === 0) return withScores;
  const older = Array.from({ length: random.int(2, 14) }, () => {
    const rating = random.chance(0.15) ? random.int(3, 4) : random.int(4, 5);
    const date = `${random.pick(["2024", "2025"])}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`;
    return {
      author: random.pick(OLDER_AUTHORS),
      rating,
      text: random.pick(OLDER_TEXTS),
      date,
      scores: scoresNear(rating, random),
    };
  });
  return [...withScores, ...older];
}

/** Newest first; the same day keeps the order it was written in. */
export function newestReviewsFirst(reviews: readonly ReviewRecord[]): ReviewRecord[] {
  return [...reviews].sort((a, b) => b.date.localeCompare(a.date));
}

/** Each category's average over the reviews, one decimal, in REVIEW_CATEGORIES order. */
export function categoryAverages(reviews: readonly ReviewRecord[]) {
  if (reviews.length === 0) return [];
  return REVIEW_CATEGORIES.map(([key, name]) => ({
    name,
    rating: Math.round((reviews.reduce((sum, review) => sum + review.scores[key], 0) / reviews.length) * 10) / 10,
  }));
}
