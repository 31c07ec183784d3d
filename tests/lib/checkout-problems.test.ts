import { describe, expect, it } from "vitest";
import {
  CARD_DECLINED,
  CARD_NOT_KEPT,
  CHECKOUT_TOTAL_ID,
  STAY_CHECK_IN_ID,
  checkoutProblems,
  checkoutSummaryDescription,
  takenStayMessage,
} from "~/lib/checkout-problems";
import { formatDate } from "~/lib/dates";
import { stayDates } from "../support/clock";

const STAY = stayDates(30, 4);
const money = (amount: number) => `€${amount.toFixed(2)}`;
const answer = (overrides: Partial<Parameters<typeof checkoutProblems>[0]> = {}) => ({
  values: {},
  fieldErrors: {},
  formError: null,
  ...overrides,
});

describe("the checkout's error summary", () => {
  it("a declined card: one item, naming the card number and linking to its field", () => {
    expect(checkoutProblems(answer({ fieldErrors: { card_number: CARD_DECLINED } }), STAY, money)).toEqual([
      { targetId: "checkout-card_number", label: "Card number", message: CARD_DECLINED },
    ]);
    expect(CARD_DECLINED).toBe("Your card was declined, and nothing was charged. Please try another card.");
  });

  it("taken nights link to the stay's check-in date and name the stay's dates", () => {
    expect(checkoutProblems(answer({ stayChange: { kind: "taken" } }), STAY, money)).toEqual([
      {
        targetId: STAY_CHECK_IN_ID,
        label: "Dates",
        message: `Your stay from ${formatDate(STAY.check_in)} to ${formatDate(STAY.check_out)} is no longer available: some of its nights were booked or closed by the host. Please choose other dates.`,
      },
    ]);
    expect(STAY_CHECK_IN_ID).toBe("stay-check_in");
    expect(takenStayMessage(STAY)).toBe(
      `Your stay from ${formatDate(STAY.check_in)} to ${formatDate(STAY.check_out)} is no longer available: some of its nights were booked or closed by the host.`,
    );
  });

  it("a new price links to the total and says both amounts", () => {
    expect(checkoutProblems(answer({ stayChange: { kind: "price", shown: 500, now: 650.4 } }), STAY, money)).toEqual([
      {
        targetId: CHECKOUT_TOTAL_ID,
        label: "Total",
        message:
          "The price of this stay changed from €500.00 to €650.40 after this page was opened. Check the new total, then pay to book.",
      },
    ]);
    expect(CHECKOUT_TOTAL_ID).toBe("checkout-total");
  });

  it("the stay first, then each field in the form's order, each with its label", () => {
    const items = checkoutProblems(
      answer({
        stayChange: { kind: "taken" },
        fieldErrors: { terms: "Accept.", card_cvc: "Digits.", first_name: "Name.", payment: "Choose." },
      }),
      STAY,
      money,
    );
    expect(items.map((item) => [item.targetId, item.label, item.message])).toEqual([
      [STAY_CHECK_IN_ID, "Dates", expect.any(String)],
      ["checkout-first_name", "First name", "Name."],
      ["checkout-terms", "Terms", "Accept."],
      ["checkout-payment", "Payment", "Choose."],
      ["checkout-card_cvc", "CVC", "Digits."],
    ]);
  });

  it("above the list: the form's own message, and with a new card that its number and CVC are typed again", () => {
    expect(checkoutSummaryDescription(answer({ values: { payment: "new" } }))).toBe(CARD_NOT_KEPT);
    expect(checkoutSummaryDescription(answer())).toBe(CARD_NOT_KEPT);
    expect(checkoutSummaryDescription(answer({ values: { payment: "2" }, formError: "Too many attempts." }))).toBe(
      "Too many attempts.",
    );
    expect(checkoutSummaryDescription(answer({ values: { payment: "new" }, formError: "Too many attempts." }))).toBe(
      `Too many attempts. ${CARD_NOT_KEPT}`,
    );
    expect(checkoutSummaryDescription(answer({ values: { payment: "2" } }))).toBe("");
    expect(CARD_NOT_KEPT).toBe("For your safety we never keep the card number and CVC: please type them again.");
  });
});
