import {
  type ComponentProps,
  type LinkHTMLAttributes,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { PrefetchPageLinks, useLocation, useMatches } from "react-router";
import { watchLinkIntent } from "~/client/link-intent";
import { type LinkState, type PrefetchSlot, createPrefetchSlots, prefetchOutcome } from "~/client/prefetch-slots";

const NO_SLOTS: readonly PrefetchSlot[] = [];

/**
 * React Router spreads every prop other than `page` onto the links it renders ("additional
 * props to spread onto the <link> tags", its documentation says); its type names only the
 * attributes of its own link descriptors, not React's load and error handlers.
 */
const PrefetchLinks = PrefetchPageLinks as (
  props: ComponentProps<typeof PrefetchPageLinks> & Pick<LinkHTMLAttributes<HTMLLinkElement>, "onLoad" | "onError">,
) => ReactNode;

/**
 * One page's prefetch, through React Router's own `<PrefetchPageLinks>`: the page's data
 * (`<link rel="prefetch" as="fetch">`) and its new route modules (`<link rel="modulepreload">`).
 * The slot is given back once every link it rendered has loaded or failed, or at once when it
 * rendered none.
 */
function PagePrefetch({ slot, onFinish }: { slot: PrefetchSlot; onFinish: (id: number, done: boolean) => void }) {
  const ended = useRef(new WeakMap<Element, LinkState>());
  // Rendered again with the router, so that a link React Router took away (the visitor went to
  // that page, the data changed) is no longer waited for.
  useLocation();
  useMatches();

  const check = () => {
    const links = [...document.querySelectorAll<HTMLLinkElement>(`link[data-prefetch-slot="${slot.id}"]`)];
    const states = links.map(
      (link) => ended.current.get(link) ?? (link.relList.supports(link.rel) ? "pending" : "loaded"),
    );
    const outcome = prefetchOutcome(states);
    if (outcome !== "pending") onFinish(slot.id, outcome === "done");
  };
  useEffect(check);

  const end = (event: SyntheticEvent<HTMLLinkElement>) => {
    ended.current.set(event.currentTarget, event.type === "load" ? "loaded" : "failed");
    check();
  };
  return (
    <PrefetchLinks
      page={slot.page}
      data-prefetch-for={slot.page}
      data-prefetch-slot={slot.id}
      onLoad={end}
      onError={end}
    />
  );
}

/**
 * Prefetches the page of any link the visitor shows intent for (pointer over it for 100 ms,
 * focus, touch), every link of the site from this one place, at most five pages at a time
 * (SPEC 9; docs/decisions/019-link-prefetch.md). Rendered once, in the shell.
 */
export function IntentPrefetch() {
  const [slots] = useState(createPrefetchSlots);
  const active = useSyncExternalStore(slots.subscribe, slots.snapshot, () => NO_SLOTS);

  useEffect(
    () => watchLinkIntent((page) => slots.request(page, `${window.location.pathname}${window.location.search}`)),
    [slots],
  );

  return active.map((slot) => <PagePrefetch key={slot.id} slot={slot} onFinish={slots.finish} />);
}
