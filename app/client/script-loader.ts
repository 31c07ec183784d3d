/**
 * Loads a third-party script once, in the browser only: later calls share the first promise.
 * Fails (and forgets the attempt, so it can be retried) on an error or after `timeoutMs`.
 */
const pending = new Map<string, Promise<void>>();

export function loadScript(
  src: string,
  { timeoutMs = 10_000, attributes = {} }: { timeoutMs?: number; attributes?: Record<string, string> } = {},
): Promise<void> {
  if (typeof document === "undefined") return Promise.reject(new Error("Scripts load in the browser only"));
  const existing = pending.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    const timer = setTimeout(() => fail(new Error(`Timed out loading ${src}`)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      pending.delete(src);
      script.remove();
      reject(error);
    }
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error(`Failed to load ${src}`));
    document.head.appendChild(script);
  });
  pending.set(src, promise);
  return promise;
}
