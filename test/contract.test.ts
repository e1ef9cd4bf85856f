import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { API_NAMES, openapiFile, typesFile } from "../src/platform/spec/apis.js";
import { generate } from "../src/platform/spec/generate.js";
import { loadOpenApi } from "../src/platform/spec/load.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-generate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("generated/ matches spec/", () => {
  it("regenerating from the TypeSpec changes nothing (run `npm run generate` and commit)", async () => {
    await generate(dir);
    for (const api of API_NAMES) {
      expect(readFileSync(openapiFile(api, dir), "utf8"), `generated/${api}.openapi.yaml is stale`).toBe(
        readFileSync(openapiFile(api), "utf8"),
      );
      expect(readFileSync(typesFile(api, dir), "utf8"), `generated/${api}.d.ts is stale`).toBe(readFileSync(typesFile(api), "utf8"));
    }
  });
});

describe("the desk contract", () => {
  const doc = loadOpenApi("desk");
  const ops = Object.values(doc.paths).flatMap((item) => Object.values(item ?? {}));

  it("is OpenAPI 3.0 (3.1 output loses data in fastify's serializer)", () => {
    expect(doc.openapi).toMatch(/^3\.0\./);
  });

  it("gives every operation an explicit dotted operationId and a documented 400 and 401", () => {
    for (const op of ops) {
      expect(op?.operationId).toMatch(/^[a-zA-Z]+\.[a-zA-Z]+$/);
      expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(["400", "401", "429"]));
    }
  });

  it("covers all 16 endpoints of the seed", () => {
    const seed = [
      ["get", "/workspace"],
      ["post", "/contacts"],
      ["get", "/contacts/{id}"],
      ["get", "/conversations"],
      ["post", "/conversations"],
      ["get", "/conversations/{id}"],
      ["patch", "/conversations/{id}"],
      ["get", "/conversations/{id}/messages"],
      ["post", "/conversations/{id}/messages"],
      ["post", "/tickets"],
      ["get", "/tickets"],
      ["get", "/tickets/{id}"],
      ["patch", "/tickets/{id}"],
      ["post", "/tickets/{id}/comments"],
      ["post", "/feedback"],
      ["get", "/feedback"],
    ];
    for (const [method, path] of seed) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
