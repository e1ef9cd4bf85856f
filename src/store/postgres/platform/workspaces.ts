import type { BrandedWorkspaceRow, Mode, SpaceRow, WorkspacesRepo } from "../../../platform/tenancy/workspaces.repo.js";
import { type PgConn, stmt } from "../conn.js";

// Every column but the logo's bytes (read only by the logo route and the PDF).
const COLUMNS = "w.id, w.name, w.venture_id, w.created_at, w.legal_name, w.address, w.tax_id, w.support_email, w.accent_color, w.widget_greeting, w.logo_type, w.logo_etag";

const q = {
  first: stmt<BrandedWorkspaceRow>("workspaces.first", `SELECT ${COLUMNS} FROM workspaces w ORDER BY w.created_at, w.id COLLATE "C" LIMIT 1`),
  byId: stmt<BrandedWorkspaceRow>("workspaces.byId", `SELECT ${COLUMNS} FROM workspaces w WHERE w.id = $1`),
  bySpace: stmt<BrandedWorkspaceRow>("workspaces.bySpace", `SELECT ${COLUMNS} FROM workspaces w JOIN spaces s ON s.workspace_id = w.id WHERE s.id = $1`),
  // The workspace and its two spaces in one statement.
  create: stmt(
    "workspaces.create",
    `WITH w AS (INSERT INTO workspaces (id, name, venture_id, created_at) VALUES ($1, $2, $3, $4) RETURNING id)
     INSERT INTO spaces (workspace_id, mode, public_key) SELECT w.id, m.mode, m.key FROM w, (VALUES ('test', $5), ('live', $6)) AS m (mode, key)`,
  ),
  // Held until the transaction ends; the key (any fixed 64-bit number) spells "tdfirst".
  lockFirstRun: stmt("workspaces.lockFirstRun", "SELECT pg_advisory_xact_lock(32761488316986228)"),
  space: stmt<SpaceRow>("workspaces.space", "SELECT id, workspace_id, mode, public_key FROM spaces WHERE workspace_id = $1 AND mode = $2"),
  update: stmt(
    "workspaces.update",
    `UPDATE workspaces SET name = $2, legal_name = $3, address = $4, tax_id = $5, support_email = $6, accent_color = $7,
       widget_greeting = $8, updated_at = $9 WHERE id = $1`,
  ),
  setLogo: stmt("workspaces.setLogo", "UPDATE workspaces SET logo = $2, logo_type = $3, logo_etag = $4, updated_at = $5 WHERE id = $1"),
  logo: stmt<{ logo: Buffer; logo_type: string; logo_etag: string }>(
    "workspaces.logo",
    "SELECT logo, logo_type, logo_etag FROM workspaces WHERE id = $1 AND logo IS NOT NULL",
  ),
};

/** All SQL about workspaces and their spaces. */
export function workspacesRepo(c: PgConn): WorkspacesRepo {
  return {
    first: () => q.first.one(c),
    async lockFirstRun() {
      await q.lockFirstRun.run(c);
    },
    byId: (id) => q.byId.one(c, id),
    bySpace: (spaceId) => q.bySpace.one(c, spaceId),
    space: (workspaceId, mode: Mode) => q.space.one(c, workspaceId, mode),
    async create(w, publicKeys) {
      await q.create.run(c, w.id, w.name, w.venture_id, w.created_at, publicKeys.test, publicKeys.live);
    },
    async update(id, f, now) {
      await q.update.run(c, id, f.name, f.legal_name, f.address, f.tax_id, f.support_email, f.accent_color, f.widget_greeting, now);
    },
    async setLogo(id, logo, now) {
      await q.setLogo.run(c, id, logo?.bytes ?? null, logo?.type ?? null, logo?.etag ?? null, now);
    },
    logo: (id) => q.logo.one(c, id),
  };
}
