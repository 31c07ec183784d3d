import { useCallback } from "react";
import { useLocation } from "react-router";
import { ampAwarePath } from "~/lib/amp-path";

/**
 * For a component's links and form actions: `const pagePath = useAmpAwarePath()`, then
 * `<Link to={pagePath("/support")}>`. On an /amp page every page address gets its /amp twin
 * (lib/amp-path.ts); resource routes (/logout, /consent) are written as they are.
 */
export function useAmpAwarePath(): (to: string) => string {
  const { pathname } = useLocation();
  return useCallback((to: string) => ampAwarePath(to, pathname), [pathname]);
}
