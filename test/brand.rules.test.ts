/** The workspace identity's pure rules: field bounds, logo sniffing, the theme, the mail's From and signature. */
import { describe, expect, it } from "vitest";
import { fromWithName, renderMail } from "../src/desk/mail/mail.rules.js";
import { themeCss } from "../src/platform/tenancy/brand.pages.js";
import { applyBrandPatch, type BrandPatch, darker, LOGO_MAX_BYTES, logoProblem, sniffLogo } from "../src/platform/tenancy/brand.rules.js";
import type { BrandFields } from "../src/platform/tenancy/workspaces.repo.js";
import { bigPng, logoPng } from "./support/png.js";

const SEED: BrandFields = { name: "Tandem", legal_name: null, address: null, tax_id: null, support_email: null, accent_color: null, widget_greeting: null };

describe("a change of the workspace's identity", () => {
  it("sets what is sent, trims it, keeps the address's lines and lower-cases the colour", () => {
    const r = applyBrandPatch(SEED, { name: "  Acme ", address: " Hauptstr. 1 \r\n 10115 Berlin ", accentColor: "#0A7D5A", taxId: "DE1" });
    expect(r).toEqual({ fields: { ...SEED, name: "Acme", address: "Hauptstr. 1\n10115 Berlin", accent_color: "#0a7d5a", tax_id: "DE1" } });
  });

  it("clears a field with null and leaves the fields not sent", () => {
    const current = { ...SEED, legal_name: "Acme GmbH", tax_id: "DE1" };
    expect(applyBrandPatch(current, { legalName: null })).toEqual({ fields: { ...current, legal_name: null } });
  });

  it.each<[string, BrandPatch, string, string]>([
    ["a cleared name", { name: null as unknown as string }, "name", "cannot be cleared"],
    ["a blank name", { name: "   " }, "name", "must not be blank"],
    ["a colour name", { accentColor: "red" }, "accentColor", "#rrggbb"],
    ["a short hex colour", { accentColor: "#fff" }, "accentColor", "#rrggbb"],
    ["a long legal name", { legalName: "x".repeat(201) }, "legalName", "at most 200 characters"],
    ["a seven-line address", { address: "1\n2\n3\n4\n5\n6\n7" }, "address", "at most 6 lines"],
    ["a name on two lines", { name: "Acme\nEvil: header" }, "name", "one line"],
    ["a support address without @", { supportEmail: "help.acme.test" }, "supportEmail", "e-mail address"],
    ["a control character", { taxId: "DE\u00071" }, "taxId", "control characters"],
    ["a long greeting", { widgetGreeting: "x".repeat(281) }, "widgetGreeting", "at most 280"],
  ])("refuses %s, naming the field", (_what, patch, field, problem) => {
    const r = applyBrandPatch(SEED, patch);
    expect("error" in r && r.error.field).toBe(field);
    expect("error" in r && r.error.problem).toContain(problem);
  });
});

describe("a logo", () => {
  it("is known by its first bytes: PNG, JPEG and WebP, nothing else", () => {
    expect(sniffLogo(logoPng())).toBe("image/png");
    expect(sniffLogo(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("image/jpeg");
    expect(sniffLogo(Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]))).toBe("image/webp");
    expect(sniffLogo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffLogo(Buffer.from("GIF89a"))).toBeNull();
    expect(sniffLogo(Buffer.from("RIFF\0\0\0\0WAVE"))).toBeNull();
    expect(sniffLogo(Buffer.alloc(0))).toBeNull();
  });

  it("is at most 512 KiB", () => {
    expect(LOGO_MAX_BYTES).toBe(524_288);
    expect(logoProblem(bigPng(LOGO_MAX_BYTES))).toBeNull();
    expect(logoProblem(bigPng(LOGO_MAX_BYTES + 1))).toBe("too_large");
    expect(logoProblem(Buffer.from("not an image"))).toBe("not_an_image");
  });
});

describe("the accent colour", () => {
  it("is served as the pages' --accent custom property, with a darker shade for hover", () => {
    expect(darker("#ffffff")).toBe("#c7c7c7");
    expect(themeCss("#0a7d5a")).toBe(":root { --accent: #0a7d5a; --accent-dark: #086246; }\n");
    expect(themeCss(null)).not.toContain("--accent");
  });
});

describe("visitor mails of a branded workspace", () => {
  it.each([
    ["support@acme.test", "Acme Robotics", '"Acme Robotics" <support@acme.test>'],
    ["Acme Support <support@acme.test>", "Acme Robotics", "Acme Support <support@acme.test>"],
    ["support@acme.test", 'Evil" <x@y>\r\nBcc: z', '"Evil <x@y>Bcc: z" <support@acme.test>'],
    ["support@acme.test", null, "support@acme.test"],
  ])("come from %j under the workspace's name %j as %j", (from, name, want) => {
    expect(fromWithName(from, name)).toBe(want);
  });

  it("are signed with the workspace's name and support address, and name it in a subject-less reply's subject", () => {
    const m = renderMail({ kind: "reply", threadId: "c1", subject: null, workspaceName: "Acme Robotics", supportEmail: "help@acme.test" }, "Hello", null, null);
    expect(m.subject).toBe("Re: your conversation with Acme Robotics");
    expect(m.text).toBe("Acme Robotics replied:\n\nHello\n\n-- \nAcme Robotics\nhelp@acme.test\n");
    expect(m.html).toContain('<a href="mailto:help@acme.test">help@acme.test</a>');
  });
});
