/** The widget's script: built from widget/src (committed, kept current), small, text-only DOM, served by the desk. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWidget, OUTFILE } from "../widget/build.js";
import { type DeskHarness, startDesk } from "./support/desk.js";

describe("widget/dist/widget.js", () => {
  it("is the build of widget/src (run `npm run build:widget` and commit)", async () => {
    expect(readFileSync(OUTFILE, "utf8"), "widget/dist/widget.js is stale").toBe(await buildWidget());
  });

  it("is small: at most 50 KB gzipped", () => {
    expect(gzipSync(readFileSync(OUTFILE)).length).toBeLessThanOrEqual(50 * 1024);
  });

  it("never writes markup: no innerHTML, outerHTML, insertAdjacentHTML or document.write in widget/src", () => {
    const dir = join(import.meta.dirname, "..", "widget", "src");
    for (const f of readdirSync(dir)) {
      expect(readFileSync(join(dir, f), "utf8"), f).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    }
  });
});

describe("GET /widget.js", () => {
  let h: DeskHarness;
  beforeAll(async () => {
    h = await startDesk();
  });
  afterAll(() => h.close());

  it("serves the script without a key, cacheable, revalidated by its ETag", async () => {
    const res = await fetch(`${h.origin}/widget.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await res.text()).toBe(readFileSync(OUTFILE, "utf8"));
    const etag = res.headers.get("etag")!;
    const again = await fetch(`${h.origin}/widget.js`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect((await fetch(`${h.origin}/v1/widget.js`)).status).toBe(404);
  });
});
