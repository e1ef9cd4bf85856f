/**
 * No input may produce a 5xx: random JSON bodies and query strings against
 * every operation of the contract answer 2xx or a 4xx `{ message, code }`.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadOpenApi } from "../src/platform/spec/load.js";
import { type DeskHarness, raw, startDesk } from "./support/desk.js";

let h: DeskHarness;
let ids: Record<string, string>;
beforeAll(async () => {
  h = await startDesk();
  const conv = await raw(h, "POST", "/conversations", { body: JSON.stringify({ contact: { external_id: "f" }, body: "x" }) });
  const ticket = await raw(h, "POST", "/tickets", { body: JSON.stringify({ contact: { external_id: "f" }, type: "bug", title: "x" }) });
  const fb = await raw(h, "POST", "/feedback", { body: JSON.stringify({ contact: { external_id: "f" }, kind: "idea", title: "x" }) });
  ids = { "/conversations": conv.body.data._id, "/tickets": ticket.body.data._id, "/feedback": fb.body.data._id, "/contacts": "f" };
});
afterAll(() => h.close());

const doc = loadOpenApi("desk");
const routes = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item ?? {}).map((method) => ({ method, path })));

/** A concrete path: real ids for {id}, sometimes a random string instead. */
const concretePath = (path: string, junk: string | null) =>
  path.replace(/\{(\w+)\}/g, (_m, name) => {
    if (junk !== null) return encodeURIComponent(junk);
    if (name === "external_id") return "f";
    return ids[`/${path.split("/")[1]}`];
  });

const jsonish = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom("contact", "body", "status", "type", "kind", "title", "tags", "rating", "clientId", "external_id", "snoozedUntil", "assigneeId", "assigneeName", "visibility", "context", "priority", "reply", "attributes"), fc.jsonValue()),
);

it.each(routes)("$method $path never answers 5xx", async ({ method, path }) => {
  await fc.assert(
    fc.asyncProperty(
      jsonish,
      fc.option(fc.string({ maxLength: 30 }), { nil: null }),
      fc.dictionary(fc.constantFrom("status", "limit", "before", "q", "sort", "kind", "type", "priority", "contact_id"), fc.string({ maxLength: 20 })),
      fc.constantFrom("application/json", "text/plain", "none"),
      async (body, junkId, query, mediaType) => {
        const qs = new URLSearchParams(query).toString();
        const hasBody = (method === "post" || method === "patch") && mediaType !== "none";
        const res = await raw(h, method.toUpperCase(), `${concretePath(path, junkId)}${qs ? `?${qs}` : ""}`, {
          body: hasBody ? JSON.stringify(body) : undefined,
          headers: hasBody ? { "content-type": mediaType } : {},
        });
        expect(res.status, JSON.stringify({ body, junkId, query, mediaType, answer: res.body })).toBeLessThan(500);
        if (res.status >= 400) expect(res.body).toEqual({ message: expect.any(String), code: expect.any(String) });
      },
    ),
    { numRuns: 60 },
  );
});
