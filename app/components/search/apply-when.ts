/**
 * When a change in the search page's form applies the search, with JavaScript: "now" for a
 * choice made (a checkbox, a select, a stay picked in the calendar, the guests' popover closed
 * with other counts), "typed" for a value being typed (once the typing pauses).
 */
export type ApplyWhen = "now" | "typed";
