import { z } from "zod";
import { QUOTED_TOTAL_FIELD } from "~/lib/stay-recheck";

const shownTotalSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/)
  .transform(Number);

/** The total the posted form showed, or undefined when it says none or something that is no amount. */
export function quotedTotalOf(form: FormData): number | undefined {
  const value = form.get(QUOTED_TOTAL_FIELD);
  const parsed = shownTotalSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
