/**
 * The workspace's identity, shared by both APIs, the console and the CLI: read
 * it as the contract's camelCase profile, change it, set its logo. Every
 * surface that shows the merchant (hosted billing pages, invoices and their
 * PDF, visitor mails, the widget) reads it from here.
 */
import { createHash } from "node:crypto";
import type { Clock } from "../clock.js";
import type { Handle } from "../db/handle.js";
import { AppError, invalid } from "../errors.js";
import { applyBrandPatch, type BrandPatch, logoProblem, sniffLogo } from "./brand.rules.js";
import type { PlatformRepos } from "../repos.js";
import type { BrandedWorkspaceRow, WorkspacesRepo } from "./workspaces.repo.js";

/** Where the logo is served, on the desk's and the billing API's origins (and the console's). */
export const LOGO_PATH = "/brand/logo";
/** The accent colour as CSS custom properties (`--accent`, `--accent-dark`), for pages whose CSP allows only 'self' styles. */
export const THEME_PATH = "/brand/theme.css";

/** The identity as the contract names it (null: not set). */
export interface WorkspaceProfile {
  name: string;
  legalName: string | null;
  address: string | null;
  taxId: string | null;
  supportEmail: string | null;
  accentColor: string | null;
  widgetGreeting: string | null;
  /** `/brand/logo?v=<etag>` (a path on the API's own origin; the version changes with the logo), or null. */
  logoUrl: string | null;
}

export const logoUrlOf = (w: Pick<BrandedWorkspaceRow, "logo_etag">): string | null => (w.logo_etag ? `${LOGO_PATH}?v=${w.logo_etag}` : null);

export function profileOf(w: BrandedWorkspaceRow): WorkspaceProfile {
  return {
    name: w.name,
    legalName: w.legal_name,
    address: w.address,
    taxId: w.tax_id,
    supportEmail: w.support_email,
    accentColor: w.accent_color,
    widgetGreeting: w.widget_greeting,
    logoUrl: logoUrlOf(w),
  };
}

export function workspaceService(repo: WorkspacesRepo, clock: Clock) {
  const row = async (id: string): Promise<BrandedWorkspaceRow> => {
    const w = await repo.byId(id);
    if (!w) throw new Error(`no workspace ${id}`);
    return w;
  };
  return {
    profile: async (id: string): Promise<WorkspaceProfile> => profileOf(await row(id)),

    /** `setLogo` from the APIs' base64 (`imageBase64`, a `data:` prefix allowed; not base64: 400 `invalid_request`). */
    async setLogoBase64(id: string, imageBase64: string): Promise<WorkspaceProfile> {
      const base64 = imageBase64.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) invalid("body.imageBase64", "must be base64");
      return await this.setLogo(id, Buffer.from(base64, "base64"));
    },

    /** Applies a change (400 `invalid_request` naming the field) and answers the new profile. */
    async update(id: string, patch: BrandPatch): Promise<WorkspaceProfile> {
      const w = await row(id);
      const r = applyBrandPatch(w, patch);
      if ("error" in r) invalid(r.error.field, r.error.problem);
      await repo.update(id, r.fields, clock.now());
      return profileOf(await row(id));
    },

    /**
     * Stores the logo (null removes it): at most 512 KiB (else 413 `logo_too_large`), a PNG,
     * JPEG or WebP image by its first bytes (else 400 `invalid_logo`; SVG is refused).
     */
    async setLogo(id: string, bytes: Buffer | null): Promise<WorkspaceProfile> {
      await row(id);
      if (bytes === null) await repo.setLogo(id, null, clock.now());
      else {
        const problem = logoProblem(bytes);
        if (problem === "too_large") throw new AppError("logo_too_large", `The logo has ${bytes.length} bytes; at most 524288 (512 KiB).`);
        if (problem === "not_an_image") throw new AppError("invalid_logo");
        const etag = createHash("sha256").update(bytes).digest("base64url").slice(0, 16);
        await repo.setLogo(id, { bytes, type: sniffLogo(bytes)!, etag }, clock.now());
      }
      return profileOf(await row(id));
    },
  };
}
export type WorkspaceService = ReturnType<typeof workspaceService>;

/** The workspace service on handle `h` (its changes go through `h`: pass a unit's transaction to change). */
export const workspaceServiceOn = (h: Handle, platform: { repos: Pick<PlatformRepos, "workspaces">; clock: Clock }): WorkspaceService =>
  workspaceService(h.use(platform.repos.workspaces), platform.clock);

