import openapiFetch from "openapi-fetch";

/**
 * openapi-fetch's `createClient`, from either of its builds. Its CommonJS build
 * sets `exports.default`, and under Node's CommonJS interop (our `dist/index.cjs`)
 * the default import is that whole module object, so take its `default` then.
 */
export const createClient: typeof openapiFetch =
  (openapiFetch as unknown as { default?: typeof openapiFetch }).default ?? openapiFetch;
