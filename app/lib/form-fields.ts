/**
 * A text field of a submitted form: its value, or "" when the field is missing or is a file
 * (`String(file)` would give "[object File]", which no validator should ever see).
 */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Every text value of a repeated field (checkboxes), files left out. */
export function formTexts(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === "string");
}
