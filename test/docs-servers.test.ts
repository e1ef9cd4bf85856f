import { describe, expect, it } from "vitest";
import { startDesk } from "./support/desk.js";
import { startRevenue } from "./support/revenue.js";

describe("/docs names the server that answers", () => {
  it("serves the address it was asked on, for both APIs and both formats", async () => {
    const h = await startDesk();
    const r = await startRevenue();
    try {
      const json = (await (await fetch(`${h.origin}/docs/json`)).json()) as { servers: { url: string }[] };
      expect(json.servers).toEqual([{ url: `${h.origin}/v1` }]);
      const yaml = await (await fetch(`${h.origin}/docs/yaml`)).text();
      expect(yaml).toContain(`url: ${h.origin}/v1`);
      const rv = (await (await fetch(`${r.origin}/docs/json`)).json()) as { servers: { url: string }[] };
      expect(rv.servers).toEqual([{ url: `${r.origin}/v1` }]);
    } finally {
      await h.close();
      await r.close();
    }
  });

  it("serves the configured public URL behind a proxy", async () => {
    const h = await startDesk({ http: { publicUrl: "https://desk.example.com" } });
    try {
      const json = (await (await fetch(`${h.origin}/docs/json`)).json()) as { servers: { url: string }[] };
      expect(json.servers).toEqual([{ url: "https://desk.example.com/v1" }]);
    } finally {
      await h.close();
    }
  });
});
