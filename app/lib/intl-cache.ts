/**
 * Intl formatters are slow to make (a fraction of a millisecond each) and cheap to use, so they
 * are made once per key and kept. Keys carry a locale, which comes from the visitor's
 * Accept-Language header, so the cache is bounded: past `MAX_INTL_OBJECTS` the oldest is dropped.
 */
export const MAX_INTL_OBJECTS = 200;

const cache = new Map<string, unknown>();

export function cachedIntl<T>(key: string, create: () => T): T {
  if (cache.has(key)) return cache.get(key) as T;
  const made = create();
  if (cache.size >= MAX_INTL_OBJECTS) cache.delete(cache.keys().next().value as string);
  cache.set(key, made);
  return made;
}
