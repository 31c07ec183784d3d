// html-validate (tests/markup/html-validate.test.ts): the recommended rules, set to accept how
// React itself writes HTML. Nothing here is turned off for the site's own markup.
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements self-closed (<meta />, <link />, <img />, <input />) and has no
    // setting to omit the slash; both forms are valid HTML, so the rule holds the one React writes.
    "void-style": ["error", { style: "selfclose" }],
    // React writes some attribute names in camelCase (charSet, dateTime, inputMode, hrefLang,
    // fetchPriority, autoComplete, noValidate, imageSizes); HTML attribute names ignore case.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React writes boolean attributes with an empty value (async="", selected=""), which HTML
    // allows; the rule holds that form.
    "attribute-boolean-style": ["error", { style: "empty" }],
    // React's own ids break the strict form: useId gives "_R_…" (not starting with a letter) and
    // streamed Suspense boundaries are marked "B:0" and "S:0". Relaxed still requires an id to be
    // non-empty and without spaces, as HTML does.
    "valid-id": ["error", { relaxed: true }],
    // Not React's: a group of checkboxes sharing one name is how HTML sends several values of one
    // field (the search's ?amenities=Pool&amenities=Wifi). The rule allows it for radios only
    // unless the name ends in "[]", which would change the search's addresses.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
  },
};
