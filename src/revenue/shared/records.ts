/**
 * Objects keyed by ids callers choose (feature ids, group values): made
 * without a prototype, so an id like `__proto__` or `toString` is an own key
 * like any other — never the prototype's setter or an inherited method.
 * fast-json-stringify and JSON.stringify serialise them as plain objects.
 */
export const idRecord = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** `obj[key]` only when it is the object's own property (JSON.parse'd properties, catalogs keyed by id). */
export const ownValue = <T>(obj: Record<string, T> | null | undefined, key: string): T | undefined =>
  obj != null && Object.hasOwn(obj, key) ? obj[key] : undefined;
