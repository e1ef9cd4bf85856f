import { Ajv, type ErrorObject, type Options, type ValidateFunction } from "ajv";
import * as ajvFormats from "ajv-formats";
import type { FastifySchemaCompiler } from "fastify";

const NUMBER_FORMATS: Record<string, (n: number) => boolean> = {
  int32: (n) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31,
  int64: (n) => Number.isSafeInteger(n),
  float: Number.isFinite,
  double: Number.isFinite,
};

function makeAjv(options: Options): Ajv {
  // verbose: a failed keyword carries its schema, so `validationErrorCode` can read the contract's `x-tandem-error`.
  const ajv = new Ajv({ useDefaults: true, allErrors: false, strict: true, verbose: true, ...options });
  // ajv-formats is CommonJS; its plugin is the `default` of its module.exports.
  ajvFormats.default.default(ajv);
  for (const [name, validate] of Object.entries(NUMBER_FORMATS)) ajv.addFormat(name, { type: "number", validate });
  // OpenAPI annotations that are not JSON Schema validation keywords.
  ajv.addVocabulary(["example", "xml", "externalDocs", "discriminator", "x-tandem-error"]);
  return ajv;
}

/**
 * Request validation straight from the OpenAPI schemas. JSON bodies are never
 * coerced (`7` stays a number and fails a string field); query strings and
 * path parameters are text on the wire, so they are coerced to the declared type.
 */
export function validatorCompiler(): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart }) => compiled(httpPart === "body" ? "body" : "text", schema) as never;
}

/**
 * Compiled validators by part and schema text, shared by every app the process builds: a
 * validator is a pure function of its schema and options, and compiling a contract's schemas
 * took ~0.5 s per app (the tests build hundreds of apps; `serve` builds three).
 */
const validators = { body: new Map<string, ValidateFunction>(), text: new Map<string, ValidateFunction>() };
let ajvs: { body: Ajv; text: Ajv } | undefined;

function compiled(part: "body" | "text", schema: unknown): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators[part].get(key);
  if (!validate) {
    ajvs ??= { body: makeAjv({ coerceTypes: false, removeAdditional: false }), text: makeAjv({ coerceTypes: "array", removeAdditional: false }) };
    validate = ajvs[part].compile(nullableUnions(schema) as object);
    validators[part].set(key, validate);
  }
  return validate;
}

const PART_NAMES: Record<string, string> = { body: "body", querystring: "query", params: "path", headers: "header" };

/** Keywords of a number's range (and its finite-number format). */
const RANGE_KEYWORDS = new Set(["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "format"]);

/**
 * The error code of a failed validation: a range keyword of a schema that
 * names one with `x-tandem-error` (e.g. the revenue contract's amounts:
 * `invalid_amount`) answers that code; everything else `invalid_request`.
 * Both are 400s.
 */
export function validationErrorCode(errors: ErrorObject[]): string {
  const e = errors[0];
  const named = (e?.parentSchema as Record<string, unknown> | undefined)?.["x-tandem-error"];
  return typeof named === "string" && RANGE_KEYWORDS.has(e.keyword) ? named : "invalid_request";
}

/** One readable sentence naming the field, e.g. `body.contact.email must match format "email"`. */
export function describeValidationError(context: string | undefined, errors: ErrorObject[]): string {
  const e = anyOfError(errors) ?? errors[0];
  const base = PART_NAMES[context ?? "body"] ?? context ?? "body";
  const path = e.instancePath
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  const field = [base, ...path].join(".");
  if (e.keyword === "required") return `${[base, ...path, String(e.params.missingProperty)].join(".")} is required`;
  if (e.keyword === "not" && e.schemaPath.endsWith("/additionalProperties/not")) return `${field} is not a known field`;
  if (e.keyword === "additionalProperties") return `${[base, ...path, String(e.params.additionalProperty)].join(".")} is not a known field`;
  if (e.keyword === "enum") return `${field} must be one of: ${(e.params.allowedValues as unknown[]).join(", ")}`;
  if (e.keyword === "type" && e.params.type === "object" && path.length === 0) return `${base} must be a JSON object`;
  return `${field} ${e.message ?? "is not valid"}`;
}

/**
 * A value that fits no branch of an `anyOf` (e.g. text, number or boolean):
 * ajv reports each branch's failure first, so the first error would name only
 * the first branch's type ("must be string"). When every branch failed on its
 * type, one error naming all the types allowed; otherwise the branch's own
 * complaint (e.g. too long) is the better message.
 */
function anyOfError(errors: ErrorObject[]): ErrorObject | undefined {
  const any = errors.findLast((x) => x.keyword === "anyOf");
  if (!any) return undefined;
  const branches = errors.filter((x) => x.instancePath === any.instancePath && x.keyword !== "anyOf" && x.keyword !== "allOf");
  if (!branches.every((x) => x.keyword === "type")) return undefined;
  const types = [...new Set(branches.flatMap((x) => String(x.params.type).split(",")))];
  const list = types.length > 1 ? `${types.slice(0, -1).join(", ")} or ${types[types.length - 1]}` : types[0];
  return { ...any, message: `must be ${list}` };
}

/**
 * OpenAPI 3.0 writes a nullable union as `{ anyOf: [...], nullable: true }`
 * without a `type`, which ajv refuses; for validation it becomes
 * `{ anyOf: [<the schema>, { type: "null" }] }`.
 */
function nullableUnions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableUnions);
  if (schema === null || typeof schema !== "object") return schema;
  const out = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, nullableUnions(v)]));
  if (out.nullable !== true || "type" in out) return out;
  const { nullable: _, description, ...rest } = out;
  return { ...(description === undefined ? {} : { description }), anyOf: [rest, { type: "null" }] };
}
