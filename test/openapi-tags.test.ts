/**
 * The API documents group operations by resource: every operation of the
 * three generated OpenAPI documents has a tag, every tag a one-line
 * description, and the desk's /docs opens on a server-side group.
 */
import { describe, expect, it } from "vitest";
import { loadOpenApi } from "../src/platform/spec/load.js";
import { API_NAMES } from "../src/platform/spec/apis.js";

type Doc = ReturnType<typeof loadOpenApi> & { tags?: { name: string; description?: string }[] };
const METHODS = ["get", "put", "post", "patch", "delete", "head", "options"];

describe.each(API_NAMES)("the %s API's OpenAPI document", (api) => {
  const doc = loadOpenApi(api) as Doc;
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, tags: ((op as { tags?: string[] }).tags ?? []) as string[] })),
  );

  it("gives every operation exactly one tag", () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter((o) => o.tags.length !== 1).map((o) => o.id)).toEqual([]);
  });

  it("describes every tag in one line, and lists exactly the tags the operations use", () => {
    const declared = doc.tags ?? [];
    expect(declared.filter((t) => !t.description || t.description.includes("\n") || t.description.length > 120).map((t) => t.name)).toEqual([]);
    expect(declared.map((t) => t.name).sort()).toEqual([...new Set(operations.flatMap((o) => o.tags))].sort());
  });
});

it("the desk's /docs opens on a server-side group, not the visitor-side Widget", () => {
  const tags = (loadOpenApi("desk") as Doc).tags ?? [];
  expect(tags[0]?.name).not.toBe("Widget");
  expect(tags.at(-1)?.name).toBe("Widget");
});
