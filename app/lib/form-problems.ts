/** One problem of a posted form: what went wrong, named by its field, linking to it. */
export interface ErrorSummaryItem {
  /** The id of the element to fix (a form field, or the part of the page that changed). */
  targetId: string;
  label: string;
  message: string;
}
