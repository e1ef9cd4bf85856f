/**
 * The house's boundaries, checked on the source: the platform knows no
 * domain, and no domain knows fastify or HTTP headers (request rules come
 * from the contract and run in the platform).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..", "src");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(ts|mjs)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every module specifier a file imports (static and dynamic). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]);
}

describe("layering", () => {
  it("the platform imports nothing from a domain (desk, revenue), the console or the CLI", () => {
    const offending = sources(join(SRC, "platform")).flatMap((f) =>
      importsOf(f)
        .filter((s) => /(^|\/)(desk|revenue|console|cli)\//.test(s) || /\/tandem\.js$/.test(s))
        .map((s) => `${relative(SRC, f)} → ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it("no domain imports fastify or reads request headers", () => {
    const offending = ["desk", "revenue"].flatMap((d) =>
      sources(join(SRC, d)).flatMap((f) => {
        const text = readFileSync(f, "utf8");
        const bad = importsOf(f).filter((s) => s === "fastify" || s.startsWith("fastify-") || s.startsWith("@fastify/"));
        if (/request\.headers|\.headers\[/.test(text)) bad.push("reads request headers");
        return bad.map((s) => `${relative(SRC, f)}: ${s}`);
      }),
    );
    expect(offending).toEqual([]);
  });

  it("no domain imports the console (the console uses the domains, never the other way)", () => {
    const offending = ["desk", "revenue"].flatMap((d) =>
      sources(join(SRC, d)).flatMap((f) =>
        importsOf(f)
          .filter((s) => /(^|\/)console\//.test(s))
          .map((s) => `${relative(SRC, f)} → ${s}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it("the console imports no fastify and reads no request headers (the platform hands it a CredentialRequest)", () => {
    const offending = sources(join(SRC, "console")).flatMap((f) => {
      const text = readFileSync(f, "utf8");
      const bad = importsOf(f).filter((s) => s === "fastify" || s.startsWith("fastify-") || s.startsWith("@fastify/"));
      if (/request\.headers|\.headers\[/.test(text)) bad.push("reads request headers");
      return bad.map((s) => `${relative(SRC, f)}: ${s}`);
    });
    expect(offending).toEqual([]);
  });

  it("domains do not import each other", () => {
    const offending = [
      ["desk", "revenue"],
      ["revenue", "desk"],
    ].flatMap(([from, to]) =>
      sources(join(SRC, from)).flatMap((f) =>
        importsOf(f)
          .filter((s) => new RegExp(`(^|/)${to}/`).test(s))
          .map((s) => `${relative(SRC, f)} → ${s}`),
      ),
    );
    expect(offending).toEqual([]);
  });
});
