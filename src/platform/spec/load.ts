import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { type ApiName, openapiFile } from "./apis.js";

/** The parts of an OpenAPI 3.0 document Tandem reads itself (glue reads the rest). */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  security?: Record<string, string[]>[];
  paths: Record<string, Partial<Record<string, OpenApiOperation>>>;
  components?: { schemas?: Record<string, unknown>; parameters?: Record<string, OpenApiParameter> };
}

export interface OpenApiOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  requestBody?: { required?: boolean };
  parameters?: (OpenApiParameter | { $ref: string })[];
  [extension: `x-${string}`]: unknown;
}

/**
 * Reads `generated/<api>.openapi.yaml`, the contract the server runs on: a copy of its own.
 * The parse is kept per file text (parsing a contract took ~0.4 s, a copy ~20 ms; the tests
 * build hundreds of apps in a process), and a changed file is parsed again.
 */
export function loadOpenApi(api: ApiName): OpenApiDocument {
  const text = readFileSync(openapiFile(api), "utf8");
  let hit = parsed.get(api);
  if (hit?.text !== text) parsed.set(api, (hit = { text, doc: parse(text) as OpenApiDocument }));
  return structuredClone(hit.doc);
}
const parsed = new Map<ApiName, { text: string; doc: OpenApiDocument }>();

export interface OpenApiParameter {
  name: string;
  in: "query" | "header" | "path" | "cookie";
}
