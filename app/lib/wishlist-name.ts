import { z } from "zod";

export const wishlistNameSchema = z
  .string()
  .trim()
  .min(1, "Give the wishlist a name.")
  .max(60, "Keep the name under 60 characters.");
