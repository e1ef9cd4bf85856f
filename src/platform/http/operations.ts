import type { OpenApiDocument, OpenApiOperation } from "../spec/load.js";

/** Which kinds of key an operation accepts. */
export type Access = "secret" | "publishable" | "public-only";

const ACCESS: Record<string, Access> = { publishable: "publishable", "public-only": "public-only" };

const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

/** What the contract says about one operation, read once at start-up. */
export interface OperationInfo {
  operationId: string;
  /** Lower case, as in the document (`get`, `post`, …). */
  method: (typeof HTTP_METHODS)[number];
  /** Needs a bearer key. */
  secured: boolean;
  /** The first 2xx status the operation declares. */
  successStatus: number;
  /** Whether it takes a JSON body, and whether that body may be left out. */
  body: "none" | "required" | "optional";
  /** The header parameters the operation declares, as named in the contract (handlers get these only). */
  headers: string[];
  /** The operation's `x-tandem-*` extensions (platform rules carried by the contract). */
  rules: {
    /**
     * Which keys may call it: `secret` (the default), `publishable` (`x-tandem-access:
     * publishable`: secret and publishable keys), `public-only` (`x-tandem-access: public-only`:
     * publishable keys only, e.g. a browser widget's routes; a secret key is refused there).
     */
    access: Access;
    /** `x-tandem-rate` — the rate-limit bucket; "default" when absent. */
    rateBucket: string;
    /** `x-tandem-idempotent` — a write that takes an idempotency key. */
    idempotent: boolean;
    /** `x-tandem-billing` — a billing change, serialised per customer. */
    billing: boolean;
    /** `x-tandem-reads-unless` — body fields that make this write a write; without any (and without a key) it only reads. */
    readsUnless: readonly string[] | undefined;
  };
}

/** Every operation of the document by operationId. */
export function indexOperations(document: OpenApiDocument): Map<string, OperationInfo> {
  const ops = new Map<string, OperationInfo>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      if (!op?.operationId) continue;
      const security = op.security ?? document.security ?? [];
      const statuses = Object.keys(op.responses ?? {})
        .map(Number)
        .filter((s) => s >= 200 && s < 300)
        .sort();
      ops.set(op.operationId, {
        operationId: op.operationId,
        method,
        // `security: [{}]` (TypeSpec's NoAuth) is an operation anyone may call.
        secured: security.length > 0 && !security.some((s) => Object.keys(s).length === 0),
        successStatus: statuses[0] ?? 200,
        headers: headerNames(document, op.parameters),
        body: !op.requestBody ? "none" : op.requestBody.required === false ? "optional" : "required",
        rules: {
          access: ACCESS[String(op["x-tandem-access"])] ?? "secret",
          rateBucket: typeof op["x-tandem-rate"] === "string" ? op["x-tandem-rate"] : "default",
          idempotent: op["x-tandem-idempotent"] === true,
          billing: op["x-tandem-billing"] === true,
          readsUnless: Array.isArray(op["x-tandem-reads-unless"]) ? (op["x-tandem-reads-unless"] as string[]) : undefined,
        },
      });
    }
  }
  return ops;
}

/** Names of the header parameters among `parameters` (inline or `$ref` to `components.parameters`). */
function headerNames(document: OpenApiDocument, parameters: OpenApiOperation["parameters"]): string[] {
  const names: string[] = [];
  for (const p of parameters ?? []) {
    const param = "$ref" in p ? document.components?.parameters?.[p.$ref.replace("#/components/parameters/", "")] : p;
    if (param?.in === "header") names.push(param.name);
  }
  return names;
}
