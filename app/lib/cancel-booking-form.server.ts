import { z } from "zod";

/** The cancel form's one field: the refund the guest was shown, which the API must still give. */
export const cancelBookingFormSchema = z.object({
  refund: z.coerce.number({ error: "Reload the page to see the refund." }).nonnegative().finite(),
});
