import { readFileSync } from "node:fs";
import { systemClock } from "../platform/clock.js";
import type { BrandPatch } from "../platform/tenancy/brand.rules.js";
import { type WorkspaceProfile, workspaceServiceOn } from "../platform/tenancy/workspace.service.js";
import { openTandem } from "../tandem.js";
import { UsageError } from "./errors.js";

type Out = (line: string) => void;

/** `tandem workspace set`'s text flags and the field each sets. */
export const WORKSPACE_FLAGS = {
  name: "name",
  "legal-name": "legalName",
  address: "address",
  "tax-id": "taxId",
  "support-email": "supportEmail",
  "accent-color": "accentColor",
  "widget-greeting": "widgetGreeting",
} as const satisfies Record<string, keyof BrandPatch>;

const LABELS: [keyof WorkspaceProfile, string][] = [
  ["name", "Name"],
  ["legalName", "Legal name"],
  ["address", "Address"],
  ["taxId", "Tax ID"],
  ["supportEmail", "Support e-mail"],
  ["accentColor", "Accent colour"],
  ["widgetGreeting", "Widget greeting"],
  ["logoUrl", "Logo"],
];

function print(p: WorkspaceProfile, json: boolean, out: Out): void {
  if (json) {
    out(JSON.stringify(p));
    return;
  }
  for (const [k, label] of LABELS) out(`${`${label}:`.padEnd(17)}${p[k] === null ? "(not set)" : String(p[k]).replace(/\n/g, ", ")}`);
}

/**
 * `tandem workspace set`: changes the fields given (an empty value clears one, not the name),
 * then `--logo FILE` (PNG, JPEG or WebP, at most 512 KiB) or `--remove-logo`; prints the identity.
 */
export async function workspaceSet(dbPath: string, o: { fields: Partial<Record<keyof typeof WORKSPACE_FLAGS, string>>; logo?: string; removeLogo: boolean; json: boolean }, out: Out): Promise<void> {
  if (o.logo !== undefined && o.removeLogo) throw new UsageError("--logo and --remove-logo cannot go together");
  const patch: BrandPatch = {};
  for (const [flag, value] of Object.entries(o.fields)) {
    if (value === undefined) continue;
    const field = WORKSPACE_FLAGS[flag as keyof typeof WORKSPACE_FLAGS];
    (patch as Record<string, string | null>)[field] = value.trim() === "" && field !== "name" ? null : value;
  }
  if (Object.keys(patch).length === 0 && o.logo === undefined && !o.removeLogo) {
    throw new UsageError("tandem workspace set needs at least one of --name, --legal-name, --address, --tax-id, --support-email, --accent-color, --widget-greeting, --logo, --remove-logo");
  }
  let logo: Buffer | undefined;
  if (o.logo !== undefined) {
    try {
      logo = readFileSync(o.logo);
    } catch (err) {
      throw new UsageError(`--logo: cannot read ${o.logo} (${(err as NodeJS.ErrnoException).code ?? "error"})`);
    }
  }
  const t = await openTandem(dbPath, systemClock);
  try {
    // One transaction: a refused logo leaves the fields as they were.
    const profile = await t.store.write(async (tx) => {
      const brand = workspaceServiceOn(tx, t);
      let p = Object.keys(patch).length > 0 ? await brand.update(t.workspace.id, patch) : undefined;
      if (logo) p = await brand.setLogo(t.workspace.id, logo);
      if (o.removeLogo) p = await brand.setLogo(t.workspace.id, null);
      return p ?? (await brand.profile(t.workspace.id));
    });
    print(profile, o.json, out);
  } finally {
    await t.close();
  }
}

/** Read-only. */
export async function workspaceShow(dbPath: string, o: { json: boolean }, out: Out): Promise<void> {
  const t = await openTandem(dbPath, systemClock, { readOnly: true });
  try {
    print(await workspaceServiceOn(t.store.read, t).profile(t.workspace.id), o.json, out);
  } finally {
    await t.close();
  }
}
