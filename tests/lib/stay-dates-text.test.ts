import { describe, expect, it } from "vitest";
import { stayDatesText } from "~/lib/stay-dates-text";

describe("a stay's dates in the phone's reserve bar", () => {
  it("one month: the days and the month once", () => {
    expect(stayDatesText("2027-05-03", "2027-05-08")).toBe("3–8 May");
  });

  it("two months, or two years: both days with their months", () => {
    expect(stayDatesText("2027-04-30", "2027-05-02")).toBe("30 Apr – 2 May");
    expect(stayDatesText("2027-12-30", "2028-01-02")).toBe("30 Dec – 2 Jan");
  });

  it("the same month of another year is not the same month", () => {
    expect(stayDatesText("2027-05-30", "2028-05-02")).toBe("30 May – 2 May");
  });
});
