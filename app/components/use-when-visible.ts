import { type RefObject, useEffect, useState } from "react";

/**
 * Turns true once the element is on screen and the browser is idle, and stays true: for heavy
 * parts (a map) that load after the first paint, and never while hidden (display: none).
 */
export function useWhenVisible(element: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (visible || !target) return;
    let idle: number | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      idle =
        typeof requestIdleCallback === "function"
          ? requestIdleCallback(() => setVisible(true), { timeout: 2000 })
          : window.setTimeout(() => setVisible(true), 200);
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [element, visible]);
  return visible;
}
