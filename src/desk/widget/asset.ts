import { readFileSync } from "node:fs";
import type { StaticAsset } from "../../platform/http/build-api.js";

/** The built widget (`npm run build:widget` writes it from widget/src; committed). */
export const WIDGET_BUNDLE = new URL("../../../widget/dist/widget.js", import.meta.url);

/** `GET /widget.js`: the embeddable script, cacheable for an hour (then revalidated by its ETag). */
export const widgetAsset: StaticAsset = {
  path: "/widget.js",
  contentType: "text/javascript; charset=utf-8",
  cacheControl: "public, max-age=3600",
  body: () => readFileSync(WIDGET_BUNDLE),
};

/** Headers the widget sends cross-origin. */
export const WIDGET_REQUEST_HEADERS = ["Authorization", "Content-Type", "X-Visitor-Token", "Idempotency-Key"] as const;
