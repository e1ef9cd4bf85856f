/**
 * The merchant's identity, the pure part: the bounds of each field (the same as
 * the contract's, for callers that do not come through HTTP, such as the CLI),
 * how a change merges into the stored fields, and what a logo may be.
 */
import type { BrandFields } from "./workspaces.repo.js";

/** The longest value of each field, in characters (the TypeSpec says the same). */
export const BRAND_BOUNDS = {
  name: 100,
  legalName: 200,
  address: 500,
  taxId: 50,
  supportEmail: 254,
  widgetGreeting: 280,
} as const;

/** A logo is at most 512 KiB. */
export const LOGO_MAX_BYTES = 512 * 1024;

/** `#rrggbb`. */
export const ACCENT_COLOR = /^#[0-9a-fA-F]{6}$/;
const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/** A change of the identity, as `PATCH /v1/workspace` takes it: absent leaves a field, null clears it (not `name`). */
export interface BrandPatch {
  name?: string;
  legalName?: string | null;
  address?: string | null;
  taxId?: string | null;
  supportEmail?: string | null;
  accentColor?: string | null;
  widgetGreeting?: string | null;
}

export type BrandProblem = { field: keyof BrandPatch; problem: string };

const COLUMN: Record<Exclude<keyof BrandPatch, "name">, keyof Omit<BrandFields, "name">> = {
  legalName: "legal_name",
  address: "address",
  taxId: "tax_id",
  supportEmail: "support_email",
  accentColor: "accent_color",
  widgetGreeting: "widget_greeting",
};

/**
 * `current` with `patch` applied, or the first problem: values are trimmed; a
 * blank value is refused (send null to clear); `address` keeps its line breaks
 * (at most 6 lines), every other field is one line; `accentColor` is stored
 * lower-case.
 */
export function applyBrandPatch(current: BrandFields, patch: BrandPatch): { fields: BrandFields } | { error: BrandProblem } {
  const next: BrandFields = { ...current };
  for (const key of Object.keys(patch) as (keyof BrandPatch)[]) {
    const raw = patch[key];
    if (raw === undefined) continue;
    if (raw === null) {
      if (key === "name") return { error: { field: key, problem: "cannot be cleared (a workspace always has a name)" } };
      next[COLUMN[key]] = null;
      continue;
    }
    if (typeof raw !== "string") return { error: { field: key, problem: "must be a string or null" } };
    const multiline = key === "address";
    const value = multiline ? raw.split(/\r?\n/).map((l) => l.trim()).join("\n").trim() : raw.trim();
    if (value === "") return { error: { field: key, problem: "must not be blank (send null to clear it)" } };
    const max = key === "accentColor" ? undefined : BRAND_BOUNDS[key];
    if (max !== undefined && Array.from(value).length > max) return { error: { field: key, problem: `must be at most ${max} characters` } };
    if (!multiline && /[\r\n]/.test(value)) return { error: { field: key, problem: "must be one line" } };
    if (multiline && value.split("\n").length > 6) return { error: { field: key, problem: "must be at most 6 lines" } };
    if (/[\u0000-\u0009\u000b-\u001f\u007f]/.test(value)) return { error: { field: key, problem: "must not contain control characters" } };
    if (key === "accentColor" && !ACCENT_COLOR.test(value)) return { error: { field: key, problem: "must be a colour as #rrggbb (e.g. #0a7d5a)" } };
    if (key === "supportEmail" && !EMAIL.test(value)) return { error: { field: key, problem: "must be an e-mail address" } };
    if (key === "name") next.name = value;
    else next[COLUMN[key]] = key === "accentColor" ? value.toLowerCase() : value;
  }
  return { fields: next };
}

/** The image types a logo may be, by their first bytes (SVG is refused: it can carry scripts). */
export type LogoType = "image/png" | "image/jpeg" | "image/webp";

/** The type of an image by its magic bytes; null for anything else (SVG, GIF, text, …). */
export function sniffLogo(bytes: Uint8Array): LogoType | null {
  const starts = (sig: number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/** Why a logo is refused, or null: over LOGO_MAX_BYTES (`too_large`), or not PNG / JPEG / WebP (`not_an_image`). */
export function logoProblem(bytes: Uint8Array): "too_large" | "not_an_image" | null {
  if (bytes.length > LOGO_MAX_BYTES) return "too_large";
  return sniffLogo(bytes) === null ? "not_an_image" : null;
}

/** The accent a shade darker (hover states): each channel × 0.78. */
export function darker(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number) => Math.round(((n >> shift) & 0xff) * 0.78).toString(16).padStart(2, "0");
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}
