/**
 * The workspace's logo and accent colour as files, beside an API (the desk's
 * and the billing API's origins: hosted pages, PDFs and the widget load them
 * from there). A Tandem serves one workspace, its first: these answer its brand.
 */
import type { PageAnswer, PageRequest, PageRoute } from "../http/pages.js";
import { darker } from "./brand.rules.js";
import { LOGO_PATH, THEME_PATH } from "./workspace.service.js";
import type { WorkspacesRepo } from "./workspaces.repo.js";

/** A URL that names the current version (`?v=<etag>`) never changes; one without (or an old one) is revalidated each time. */
const cacheFor = (req: PageRequest, etag: string) => (req.query.v === etag ? "public, max-age=31536000, immutable" : "public, no-cache");

/** 304 when the browser has this version. */
function fresh(req: PageRequest, etag: string): boolean {
  const sent = req.header("if-none-match");
  return sent !== undefined && sent.split(",").some((t) => t.trim().replace(/^W\//, "") === `"${etag}"`);
}

/** The theme's stylesheet: the accent colour, or nothing (the pages' own colours). */
export function themeCss(accent: string | null): string {
  return accent ? `:root { --accent: ${accent}; --accent-dark: ${darker(accent)}; }\n` : "/* no accent colour set */\n";
}

export function brandPages(workspaces: WorkspacesRepo): PageRoute[] {
  const notFound = (): PageAnswer => ({ status: 404, json: { message: "This workspace has no logo.", code: "not_found" } });
  return [
    {
      method: "GET",
      path: LOGO_PATH,
      handle: async (req) => {
        const w = await workspaces.first();
        const logo = w ? await workspaces.logo(w.id) : undefined;
        if (!logo) return notFound();
        const headers = { etag: `"${logo.logo_etag}"`, "cache-control": cacheFor(req, logo.logo_etag), "cross-origin-resource-policy": "cross-origin" };
        if (fresh(req, logo.logo_etag)) return { status: 304, body: Buffer.alloc(0), contentType: logo.logo_type, headers };
        return { status: 200, body: logo.logo, contentType: logo.logo_type, headers };
      },
    },
    {
      method: "GET",
      path: THEME_PATH,
      handle: async (req) => {
        const accent = (await workspaces.first())?.accent_color ?? null;
        const etag = (accent ?? "none").replace("#", "");
        const headers = { etag: `"${etag}"`, "cache-control": cacheFor(req, etag) };
        if (fresh(req, etag)) return { status: 304, body: Buffer.alloc(0), contentType: "text/css; charset=utf-8", headers };
        return { status: 200, body: Buffer.from(themeCss(accent)), contentType: "text/css; charset=utf-8", headers };
      },
    },
  ];
}
