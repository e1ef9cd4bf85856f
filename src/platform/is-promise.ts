/** Whether a handler's (or unit's) result is a promise rather than a value answered at once. */
export const isPromise = <T>(x: T | Promise<T>): x is Promise<T> => typeof (x as { then?: unknown } | null)?.then === "function";
