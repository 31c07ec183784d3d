import type { ComponentType, ReactNode } from "react";
import type { Device } from "~/lib/device";
import { BotLayout } from "./bot";
import { CheckoutLayout } from "./checkout";
import { DefaultLayout } from "./default";
import { DetailsLayout } from "./details";
import { EmptyLayout } from "./empty";
import { ErrorLayout } from "./error";
import { MobileDefaultLayout } from "./mobile-default";
import { MobileDetailsLayout } from "./mobile-details";
import { SearchTopLayout } from "./search-top";

/** The nine layouts of SPEC 2. */
export const LAYOUTS = {
  default: DefaultLayout,
  "search-top": SearchTopLayout,
  "mobile-default": MobileDefaultLayout,
  "mobile-details": MobileDetailsLayout,
  details: DetailsLayout,
  checkout: CheckoutLayout,
  empty: EmptyLayout,
  error: ErrorLayout,
  bot: BotLayout,
} satisfies Record<string, ComponentType<{ children: ReactNode }>>;

export type LayoutName = keyof typeof LAYOUTS;

/** What a page declares in its `handle`: the layout on phones and on larger screens. */
export interface LayoutChoice {
  mobile: LayoutName;
  desktop: LayoutName;
}

export interface PageHandle {
  layout?: LayoutChoice;
  /** Rendered without the site shell (header, modals, banner): the benchmark's baseline page. */
  bare?: boolean;
}

export const DEFAULT_LAYOUTS: LayoutChoice = { mobile: "mobile-default", desktop: "default" };

/** SPEC 2 assignments, named once so pages can share them. */
export const CONTENT_LAYOUTS: LayoutChoice = { mobile: "mobile-details", desktop: "search-top" };
export const HOME_LAYOUTS: LayoutChoice = { mobile: "default", desktop: "default" };
export const EMPTY_LAYOUTS: LayoutChoice = { mobile: "empty", desktop: "empty" };
export const CHECKOUT_LAYOUTS: LayoutChoice = { mobile: "checkout", desktop: "checkout" };
export const DETAILS_LAYOUTS: LayoutChoice = { mobile: "mobile-details", desktop: "details" };
export const ERROR_LAYOUTS: LayoutChoice = { mobile: "mobile-details", desktop: "error" };

export function pickLayout(choice: LayoutChoice | undefined, device: Device, isBot: boolean): LayoutName {
  if (isBot) return "bot";
  const layouts = choice ?? DEFAULT_LAYOUTS;
  return device === "mobile" ? layouts.mobile : layouts.desktop;
}
