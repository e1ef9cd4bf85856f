/**
 * Issue 30, item 10: on the Usage & Billing API every field autumn-js 1.3.13 itself sends is
 * accepted (implemented, or accepted and ignored as the contract documents), while a truly
 * unknown field still answers 400.
 *
 * The sweep derives everything from the package at test time: each SDK method's request schema
 * and path are read from its bundle (`parse(<Name>$outboundSchema, value)` … `pathToFunc("<path>")`),
 * a request with every field the schema allows (every optional one present, recursively) is
 * built from the schema's own definition and encoded by the schema itself (so the keys are the
 * wire's), and each key path is checked against the request schema of Tandem's contract
 * (generated/revenue.openapi.yaml), which is what request validation enforces. Two real
 * requests through HTTP then show validation agrees.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { type RevenueHarness, rawPost, startRevenue } from "./support/revenue.js";

const require = createRequire(import.meta.url);
const bundlePath = require.resolve("autumn-js");
const sdk = require(bundlePath) as Record<string, unknown>;

/** autumn-js's request operations: schema export name → path (`/v1/…`). */
function requestSchemas(): { name: string; path: string }[] {
  const src = readFileSync(bundlePath, "utf8");
  const re = /\.parse\((\w+)\$outboundSchema, value\)[\s\S]*?encodeJSON\("body", payload,[\s\S]*?pathToFunc\("([^"]+)"\)/g;
  return [...src.matchAll(re)].map((m) => ({ name: m[1], path: m[2] }));
}

// ───────────── a maximal request from a zod (v4 mini) schema ─────────────

interface ZodLike {
  _zod: { def: Record<string, any> };
  parse(v: unknown): unknown;
}

const shapeSize = (z: ZodLike, depth = 0): number => {
  const d = z._zod.def;
  if (depth > 4) return 0;
  if (d.type === "object") return Object.keys(d.shape).length;
  if (d.type === "pipe") return shapeSize(d.in, depth + 1);
  if (d.type === "lazy") return shapeSize(d.getter(), depth + 1);
  if (d.type === "optional" || d.type === "nullable" || d.type === "default") return shapeSize(d.innerType, depth + 1);
  return 0;
};

const PIPE_CANDIDATES: unknown[] = ["month", "day", "now", 1, "x", true, {}];
const accepts = (z: ZodLike, v: unknown): boolean => {
  try {
    z.parse(v);
    return true;
  } catch {
    return false;
  }
};

/** A value the schema accepts with every optional field present (to a depth). */
function maximal(z: ZodLike, depth = 0): unknown {
  const d = z._zod.def;
  switch (d.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(d.shape as Record<string, ZodLike>)) {
        const optional = ["optional", "default"].includes(v._zod.def.type);
        if (optional && depth > 6) continue;
        out[k] = maximal(v, depth + 1);
      }
      return out;
    }
    case "pipe": {
      if (!["unknown", "any"].includes(d.in._zod.def.type)) return maximal(d.in, depth);
      // A pipe that validates in a transform (autumn-js's open unions): the first candidate it takes.
      return PIPE_CANDIDATES.find((v) => accepts(z, v));
    }
    case "lazy":
      return maximal(d.getter(), depth);
    case "optional":
    case "nullable":
    case "default":
    case "readonly":
      return maximal(d.innerType, depth);
    case "array":
      return [maximal(d.element, depth + 1)];
    case "union": {
      // The object option with the most fields (the most keys to check), else the first.
      const options = d.options as ZodLike[];
      const ranked = [...options].sort((a, b) => shapeSize(b) - shapeSize(a));
      for (const o of ranked) {
        const v = maximal(o, depth);
        if (accepts(z, v)) return v;
      }
      return maximal(ranked[0], depth);
    }
    case "enum":
      return Object.values(d.entries as Record<string, unknown>)[0];
    case "literal":
      return (d.values as unknown[])[0];
    case "string":
      return "x";
    case "number":
    case "int":
      return 1;
    case "bigint":
      return 1n;
    case "boolean":
      return true;
    case "date":
      return new Date(0);
    case "record":
      return { key: maximal(d.valueType, depth + 1) };
    default:
      return "x";
  }
}

/**
 * The wire body of a maximal request: `maximal` encoded by the schema. The few values it cannot
 * derive (autumn-js's open unions validate inside a transform) are dropped where the schema
 * refuses them (an optional key removed, an array emptied), then encoded again.
 */
function wireOf(z: ZodLike): unknown {
  const value = maximal(z) as Record<string, unknown>;
  for (let round = 0; round < 50; round++) {
    try {
      return z.parse(value);
    } catch (e) {
      const issues = (e as { issues?: { path: (string | number)[] }[] }).issues ?? [];
      if (issues.length === 0) throw e;
      for (const issue of issues) {
        const path = [...issue.path];
        while (path.length > 0 && typeof path[path.length - 1] === "number") path.pop();
        const key = path.pop();
        let at: any = value;
        for (const k of path) at = at?.[k];
        if (at && key !== undefined) delete at[key];
      }
    }
  }
  throw new Error("no maximal request");
}

/** Every key path of a wire value (`a.b[].c`). */
function keyPaths(v: unknown, prefix = ""): string[] {
  if (Array.isArray(v)) return v.flatMap((x) => keyPaths(x, `${prefix}[]`));
  if (v === null || typeof v !== "object") return [];
  return Object.entries(v).flatMap(([k, x]) => [`${prefix}${prefix ? "." : ""}${k}`, ...keyPaths(x, `${prefix}${prefix ? "." : ""}${k}`)]);
}

// ───────────── the contract's request schemas ─────────────

type Schema = Record<string, any>;
const openapi = parseYaml(readFileSync(new URL("../generated/revenue.openapi.yaml", import.meta.url), "utf8")) as Schema;
const deref = (s: Schema): Schema => (s?.$ref ? deref(openapi.components.schemas[(s.$ref as string).split("/").pop()!]) : s);

/** The fields of `value` (a wire object) that `schema` refuses as unknown, as key paths. */
function refusedKeys(schema: Schema, value: unknown, path = ""): string[] {
  const s = deref(schema);
  if (s === undefined || value === null || typeof value !== "object") return [];
  const options: Schema[] = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  if (options.length > 0) {
    // Accepted when one option admits every key.
    const per = options.map((o) => refusedKeys(o, value, path));
    return per.some((r) => r.length === 0) ? [] : per.sort((a, b) => a.length - b.length)[0];
  }
  if (Array.isArray(value)) return value.flatMap((x, i) => (s.items ? refusedKeys(s.items, x, `${path}[${i}]`) : []));
  const props: Record<string, Schema> = {};
  for (const part of [s, ...(s.allOf ?? []).map(deref)]) Object.assign(props, part.properties ?? {});
  const extra = s.additionalProperties;
  // `additionalProperties: false` or `{ not: {} }` (TypeSpec's `...Record<never>`): closed; a schema: each extra key's value.
  const closed = extra === false || (typeof extra === "object" && extra !== null && "not" in extra);
  const out: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    const at = path ? `${path}.${k}` : k;
    if (props[k]) out.push(...refusedKeys(props[k], v, at));
    else if (closed) out.push(at);
    else if (typeof extra === "object" && extra !== null) out.push(...refusedKeys(extra as Schema, v, at));
  }
  return out;
}

const requestSchemaOf = (path: string): Schema | undefined => openapi.paths[path]?.post?.requestBody?.content?.["application/json"]?.schema;

/**
 * autumn-js families Tandem does not serve: hosted-only (keys, licenses, logs, RevenueCat,
 * sandboxes; documented in the contract). A method of any other family that Tandem lacks fails the sweep.
 */
const NOT_SERVED = /^\/v1\/(keys|licenses|logs|platform|sandboxes)\./;

/**
 * Fields autumn-js may send that Tandem refuses on purpose, each with a 400 naming it (documented in
 * spec/revenue/invoices.tsp): ignoring them would issue a different invoice than the caller asked for.
 * Tandem computes no tax (`tax_rate_id`), keeps no invoice templates, takes discounts only through
 * rewards, prices plans of a one-off invoice as the catalog says (no `customize`, no license or usage
 * quantities), and a reissue keeps the original's customer and e-mail.
 */
const REFUSED_ON_PURPOSE = [
  "/v1/invoices.create plans[0].customize",
  "/v1/invoices.create plans[0].feature_quantities[0].usage",
  "/v1/invoices.create plans[0].license_quantities",
  "/v1/invoices.create plans[0].discounts",
  "/v1/invoices.create discounts",
  "/v1/invoices.create invoice_template_id",
  "/v1/invoices.create tax_rate_id",
  "/v1/invoices.reissue invoice_template_id",
  "/v1/invoices.reissue update_customer_email",
  "/v1/invoices.reissue invoice",
  "/v1/invoices.reissue customer",
];

describe("autumn-js request fields against Tandem's contract (item 10)", () => {
  const ops = requestSchemas();

  it("finds autumn-js's request schemas in the package", () => {
    expect(ops.length).toBeGreaterThan(60);
    expect(ops.map((o) => o.path)).toEqual(expect.arrayContaining(["/v1/balances.track", "/v1/billing.multi_attach", "/v1/billing.import"]));
  });

  it("refuses no field autumn-js may send, on every operation Tandem serves, but the invoice fields it refuses on purpose", () => {
    const refused: string[] = [];
    const unserved: string[] = [];
    for (const op of ops) {
      const schema = requestSchemaOf(op.path.replace(/^\/v1/, ""));
      if (!schema) {
        if (!NOT_SERVED.test(op.path)) unserved.push(op.path);
        continue;
      }
      const zod = sdk[`${op.name}$outboundSchema`] as ZodLike;
      const wire = wireOf(zod);
      expect(keyPaths(wire).length, op.path).toBeGreaterThan(0);
      for (const k of refusedKeys(schema, wire)) refused.push(`${op.path} ${k}`);
    }
    expect(unserved).toEqual([]);
    expect(refused.sort()).toEqual([...REFUSED_ON_PURPOSE].sort());
  });
});

describe("unknown fields over HTTP", () => {
  let h: RevenueHarness;
  beforeAll(async () => {
    h = await startRevenue();
  });
  afterAll(() => h.close());

  it("accepts track's skip_event and customer_data (Autumn's clients send them) but refuses a field nobody sends", async () => {
    const body = { customer_id: "nobody_here", feature_id: "nothing", value: 1, skip_event: true, customer_data: { name: "N" } };
    const sent = await rawPost(h, "/balances.track", body);
    // Not a validation error: the request reaches the operation (which finds no customer or feature).
    expect(sent.status, JSON.stringify(sent.body)).not.toBe(400);
    const unknown = await rawPost(h, "/balances.track", { ...body, not_a_field: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("invalid_request");
    expect(unknown.body.message).toContain("not_a_field");
  });

  it("refuses an unknown field on billing.multi_attach", async () => {
    const r = await rawPost(h, "/billing.multi_attach", { customer_id: "c", plans: [{ plan_id: "p" }], surprise: true });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain("surprise");
  });
});
