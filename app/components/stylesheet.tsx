import { createContext, useContext } from "react";

/** The text of a built stylesheet by its URL; set by entry.server from what the server read. */
const StylesheetTextContext = createContext<(href: string) => string | undefined>(() => undefined);

export const StylesheetTextProvider = StylesheetTextContext.Provider;

/**
 * The site's stylesheet, written into the page when the server has the built file's text (the
 * production server always does; docs/decisions/023-inline-stylesheet.md): the first paint then
 * waits for the HTML alone, not for another request on a connection that is still opening. In the
 * browser the server's copy is kept (React finds a `<style>` of the same href and adopts it); where
 * there is none (the dev server, a test without the server), it is the usual link.
 */
export function Stylesheet({ href }: { href: string }) {
  const text = useContext(StylesheetTextContext)(href);
  if (text !== undefined || writtenByServer(href)) {
    return (
      <style href={href} precedence="default">
        {text ?? ""}
      </style>
    );
  }
  return <link rel="stylesheet" href={href} precedence="default" />;
}

function writtenByServer(href: string): boolean {
  if (typeof document === "undefined") return false;
  return [...document.head.querySelectorAll<HTMLStyleElement>("style[data-href]")].some(
    (style) => style.dataset.href === href,
  );
}
