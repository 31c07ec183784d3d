import { CHECKOUT_FIELDS, CHECKOUT_FIELD_LABELS, type CheckoutField, checkoutFieldId } from "~/lib/checkout-form";
import { formatDate } from "~/lib/dates";
import { visitorMessage } from "~/lib/error-message";
import type { StayChange } from "~/lib/stay-recheck";
import type { ErrorSummaryItem } from "~/lib/form-problems";

/** Ids of the checkout's stay parts the summary links to: the stay's check-in date and the total. */
export const STAY_CHECK_IN_ID = "stay-check_in";
export const CHECKOUT_TOTAL_ID = "checkout-total";

/** Our words for a declined card (app/lib/error-message.ts), beside the field to fix. */
export const CARD_DECLINED = visitorMessage({ kind: "card-declined" });
export const CARD_NOT_KEPT = "For your safety we never keep the card number and CVC: please type them again.";

interface CheckoutAnswer {
  values: Partial<Record<CheckoutField, string>>;
  fieldErrors: Partial<Record<CheckoutField, string>>;
  formError: string | null;
  stayChange?: StayChange;
}

/** A stay whose nights were booked by someone else, said the same way on arrival and after a post. */
export function takenStayMessage(stay: { check_in: string; check_out: string }): string {
  return `Your stay from ${formatDate(stay.check_in)} to ${formatDate(stay.check_out)} is no longer available: some of its nights were booked or closed by the host.`;
}

/** The summary's words above its list: the form's own message, and that a new card is typed again. */
export function checkoutSummaryDescription(answer: CheckoutAnswer): string {
  const newCard = (answer.values.payment ?? "new") === "new";
  return [answer.formError, newCard ? CARD_NOT_KEPT : null].filter(Boolean).join(" ");
}

/**
 * What the checkout's error summary lists after a post, in the page's order: the stay first
 * (dates taken since the page was opened, or a new price), then each field to fix.
 */
export function checkoutProblems(
  answer: CheckoutAnswer,
  stay: { check_in: string; check_out: string },
  money: (amount: number) => string,
): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  const change = answer.stayChange;
  if (change?.kind === "taken")
    items.push({
      targetId: STAY_CHECK_IN_ID,
      label: "Dates",
      message: `${takenStayMessage(stay)} Please choose other dates.`,
    });
  if (change?.kind === "price")
    items.push({
      targetId: CHECKOUT_TOTAL_ID,
      label: "Total",
      message: `The price of this stay changed from ${money(change.shown)} to ${money(change.now)} after this page was opened. Check the new total, then pay to book.`,
    });
  for (const field of CHECKOUT_FIELDS) {
    const message = answer.fieldErrors[field];
    if (message) items.push({ targetId: checkoutFieldId(field), label: CHECKOUT_FIELD_LABELS[field], message });
  }
  return items;
}
