/**
 * Test-only: every answer a test harness's server sends is checked against its
 * operation's response schema in `generated/<api>.openapi.yaml` (both APIs,
 * errors included). Mismatches are recorded; test/support/contract-setup.ts
 * fails the test that received them, naming the operation, the status and
 * AJV's error. Integrators trust the contract: an answer must never break it.
 */
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";
import type { ApiName } from "../../src/platform/spec/apis.js";
import { loadOpenApi, type OpenApiDocument } from "../../src/platform/spec/load.js";

export interface ContractMismatch {
  api: ApiName;
  operation: string;
  status: number;
  problem: string;
}

const mismatches: ContractMismatch[] = [];

/** The mismatches recorded since the last call (the setup file drains them after each test). */
export function takeContractMismatches(): ContractMismatch[] {
  return mismatches.splice(0);
}

interface Checker {
  doc: OpenApiDocument;
  ajv: Ajv;
  validators: Map<string, ValidateFunction | null>;
}
const checkers = new Map<ApiName, Checker>();

function checkerFor(api: ApiName): Checker {
  let c = checkers.get(api);
  if (!c) {
    const doc = loadOpenApi(api);
    // strict: false — the document carries OpenAPI keywords (discriminator, example, x-…) AJV need not know.
    const ajv = new Ajv({ strict: false, allErrors: false, validateSchema: false, discriminator: false });
    addFormats.default(ajv);
    ajv.addSchema(nullableUnions(doc) as object, api);
    c = { doc, ajv, validators: new Map() };
    checkers.set(api, c);
  }
  return c;
}

/**
 * How `nullable: true` is read. Strictly (OpenAPI 3.0.3, and AJV) it adds null to the
 * schema's own `type` only: an `allOf`/`$ref` beside it still refuses null — the contract
 * must then be fixed in the TypeSpec. Two readings are added, both what TypeSpec means and
 * what openapi-typescript types: `nullable` without a `type` (request-only
 * `ContactAttributes` values) is "or null", as the server's request validation reads it; and
 * `nullable` beside an `enum` admits null too, because TypeSpec 1.11 cannot emit null inside a
 * 3.0 enum (`"manual" | "failing" | null` becomes `enum: [manual, failing], nullable: true`).
 */
function nullableUnions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableUnions);
  if (schema === null || typeof schema !== "object") return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, nullableUnions(v)]));
  if (out.nullable !== true) return out;
  if (Array.isArray(out.enum) && !out.enum.includes(null)) return { ...out, enum: [...out.enum, null] };
  if ("type" in out) return out;
  const { nullable: _, ...rest } = out;
  return { anyOf: [rest, { type: "null" }] };
}

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

/** The operation's response for `status` (exact, then `4XX`-style, then `default`), as a JSON pointer into the document. */
function responseRef(doc: OpenApiDocument, path: string, method: string, status: number): { ref: string; hasBody: boolean } | undefined {
  const responses = doc.paths[path]?.[method]?.responses as Record<string, { content?: Record<string, { schema?: unknown }> }> | undefined;
  if (!responses) return undefined;
  const key = [String(status), `${String(status)[0]}XX`, "default"].find((k) => k in responses);
  if (!key) return undefined;
  const hasBody = responses[key].content?.["application/json"]?.schema !== undefined;
  return { ref: `${pointer("paths", path, method, "responses", key, "content", "application/json", "schema")}`, hasBody };
}

/**
 * Installs the check on an API's fastify instance (before it is ready): an
 * `onSend` hook that validates each JSON answer of a contract operation.
 */
export function checkAnswersAgainstContract(app: FastifyInstance, api: ApiName, prefix = "/v1"): void {
  const checker = checkerFor(api);
  app.addHook("onSend", async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith(`${prefix}/`)) return payload; // /health, /docs, unknown routes
    const path = route.slice(prefix.length).replace(/:(\w+)/g, "{$1}");
    const method = request.method.toLowerCase();
    const op = checker.doc.paths[path]?.[method];
    if (!op) return payload;
    const operation = `${op.operationId ?? `${method} ${path}`} (${request.method} ${path})`;
    const status = reply.statusCode;
    const record = (problem: string) => mismatches.push({ api, operation, status, problem });
    const found = responseRef(checker.doc, path, method, status);
    if (!found) {
      if (status !== 500) record(`status ${status} is not in the operation's responses`);
      return payload;
    }
    if (!found.hasBody) {
      if (payload !== undefined && payload !== null && payload !== "") record("the contract says no body, the answer has one");
      return payload;
    }
    if (typeof payload !== "string") return payload; // streams and buffers: not JSON answers
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      record(`the answer is not JSON: ${payload.slice(0, 100)}`);
      return payload;
    }
    let validate = checker.validators.get(found.ref);
    if (validate === undefined) {
      validate = checker.ajv.getSchema(`${api}#/${found.ref}`) ?? null;
      checker.validators.set(found.ref, validate);
    }
    if (validate && !validate(body)) {
      const e = validate.errors?.[0];
      record(`${e?.instancePath || "(root)"} ${e?.message} (${e?.schemaPath}${e?.params ? ` ${JSON.stringify(e.params)}` : ""}); answer: ${payload.slice(0, 300)}`);
    }
    return payload;
  });
}
