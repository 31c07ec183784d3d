import { describe, expect, it } from "vitest";
import { formText, formTexts } from "~/lib/form-fields";

describe("form fields", () => {
  it("a repeated field's text values, files left out", () => {
    const form = new FormData();
    form.append("amenities", "Pool");
    form.append("amenities", new File(["x"], "x.txt"));
    form.append("amenities", "Wi-Fi");
    expect(formTexts(form, "amenities")).toEqual(["Pool", "Wi-Fi"]);
    expect(formTexts(form, "other")).toEqual([]);
  });

  it("a text field's value, or empty for a missing field or a file", () => {
    const form = new FormData();
    form.append("name", "Ana");
    form.append("picture", new File(["x"], "x.txt"));
    expect([formText(form, "name"), formText(form, "picture"), formText(form, "missing")]).toEqual(["Ana", "", ""]);
  });
});
