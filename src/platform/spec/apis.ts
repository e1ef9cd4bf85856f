import { fileURLToPath } from "node:url";

/** The APIs Tandem serves; each has `spec/<name>/main.tsp` and `generated/<name>.*`. */
export const API_NAMES = ["desk", "revenue", "console"] as const;
export type ApiName = (typeof API_NAMES)[number];

export const ROOT_DIR = fileURLToPath(new URL("../../../", import.meta.url));
export const SPEC_DIR = `${ROOT_DIR}spec/`;
export const GENERATED_DIR = `${ROOT_DIR}generated/`;

export const openapiFile = (api: ApiName, dir = GENERATED_DIR) => `${dir}${api}.openapi.yaml`;
export const typesFile = (api: ApiName, dir = GENERATED_DIR) => `${dir}${api}.d.ts`;
