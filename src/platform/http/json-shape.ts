/**
 * Bounds on the shape of every JSON body, whatever its schema says: free-form
 * objects (properties, attributes, metadata) are otherwise unbounded, and a
 * body nested thousands of levels deep overflows the stack of whatever walks
 * it next (hashing, serialising). Text must be well-formed Unicode: a lone
 * surrogate (`"\ud800"`) would be stored as a replacement character.
 */
export const JSON_LIMITS = {
  /** Levels of objects and arrays, the body itself being level 1. */
  maxDepth: 32,
  /** Members of one object. */
  maxKeys: 1000,
} as const;

/**
 * The first problem of a parsed body, as "<field> <problem>" (the field
 * named from `body`), or undefined when it is within bounds. Iterative, so
 * any depth is safe to check.
 */
export function jsonShapeProblem(value: unknown, limits = JSON_LIMITS): string | undefined {
  const stack: { v: unknown; path: string[]; depth: number }[] = [{ v: value, path: ["body"], depth: 1 }];
  while (stack.length > 0) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === "string") {
      if (!v.isWellFormed()) return `${name(path)} contains a lone UTF-16 surrogate (not valid Unicode text)`;
      continue;
    }
    if (v === null || typeof v !== "object") continue;
    if (depth > limits.maxDepth) return `${name(path)} nests deeper than ${limits.maxDepth} levels`;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push({ v: v[i], path: [...path, String(i)], depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(v);
    if (keys.length > limits.maxKeys) return `${name(path)} has more than ${limits.maxKeys} members`;
    for (const k of keys) {
      if (!k.isWellFormed()) return `${name(path)} has a member name with a lone UTF-16 surrogate (not valid Unicode text)`;
      stack.push({ v: (v as Record<string, unknown>)[k], path: [...path, k], depth: depth + 1 });
    }
  }
  return undefined;
}

/** A field path for a message, shortened in the middle when it is long. */
function name(path: string[]): string {
  return path.length <= 8 ? path.join(".") : `${path.slice(0, 4).join(".")}.….${path.slice(-2).join(".")}`;
}
