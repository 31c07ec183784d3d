import type { ReactNode } from "react";

/**
 * The form's default button, placed before its fields: Enter in a field submits a form through
 * its first submit button in tree order (HTML's implicit submission, with or without
 * JavaScript), so a secondary button among the fields (Find the address) would otherwise answer
 * Enter instead of the form's own action. It posts what the visible primary button posts (give
 * it the same name and value if that one has any), out of sight but rendered (a display:none
 * default button is not pressed by every browser), out of the tab order and hidden from
 * assistive technology, which reach the visible button.
 */
export function DefaultSubmit({
  children,
  disabled,
  name,
  value,
}: {
  children: ReactNode;
  disabled?: boolean;
  name?: string;
  value?: string;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      tabIndex={-1}
      aria-hidden="true"
      className="sr-only"
      disabled={disabled}
    >
      {children}
    </button>
  );
}
