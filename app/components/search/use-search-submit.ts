import { useSubmit } from "react-router";

/** The form's fields that have a value: a search's URL says what was chosen, not every blank. */
function filledParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && value !== "") params.append(name, value);
  return params;
}

/** The query a search form would ask for now (its filled fields), as useSearchSubmit sends it. */
export function searchQuery(form: HTMLFormElement): string {
  return filledParams(form).toString();
}

/**
 * Submits a search form with JavaScript as the browser would without it (a GET to its action),
 * less the blank fields. Gives the query it asked for.
 */
export function useSearchSubmit() {
  const submit = useSubmit();
  return (form: HTMLFormElement, options: { replace?: boolean; preventScrollReset?: boolean } = {}): string => {
    const params = filledParams(form);
    void submit(params, { method: "get", action: form.getAttribute("action") ?? undefined, ...options });
    return params.toString();
  };
}
