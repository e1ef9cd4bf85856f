import type { Db } from "../../../platform/db/database.js";
import type { BrandedWorkspaceRow, Mode, SpaceRow, WorkspacesRepo } from "../../../platform/tenancy/workspaces.repo.js";

// Every column but the logo's bytes (read only by the logo route and the PDF).
const COLUMNS = "w.id, w.name, w.venture_id, w.created_at, w.legal_name, w.address, w.tax_id, w.support_email, w.accent_color, w.widget_greeting, w.logo_type, w.logo_etag";

/** All SQL about workspaces and their spaces. */
export function workspacesRepo(db: Db): WorkspacesRepo {
  const q = {
    first: db.prepare<[], BrandedWorkspaceRow>(`SELECT ${COLUMNS} FROM workspaces w ORDER BY w.created_at, w.id LIMIT 1`),
    byId: db.prepare<[string], BrandedWorkspaceRow>(`SELECT ${COLUMNS} FROM workspaces w WHERE w.id = ?`),
    bySpace: db.prepare<[number], BrandedWorkspaceRow>(`SELECT ${COLUMNS} FROM workspaces w JOIN spaces s ON s.workspace_id = w.id WHERE s.id = ?`),
    insert: db.prepare("INSERT INTO workspaces (id, name, venture_id, created_at) VALUES (?, ?, ?, ?)"),
    insertSpace: db.prepare("INSERT INTO spaces (workspace_id, mode, public_key) VALUES (?, ?, ?)"),
    space: db.prepare<[string, Mode], SpaceRow>(
      "SELECT id, workspace_id, mode, public_key FROM spaces WHERE workspace_id = ? AND mode = ?",
    ),
    update: db.prepare(
      `UPDATE workspaces SET name = @name, legal_name = @legal_name, address = @address, tax_id = @tax_id,
         support_email = @support_email, accent_color = @accent_color, widget_greeting = @widget_greeting, updated_at = @now
       WHERE id = @id`,
    ),
    setLogo: db.prepare("UPDATE workspaces SET logo = @logo, logo_type = @type, logo_etag = @etag, updated_at = @now WHERE id = @id"),
    logo: db.prepare<[string], { logo: Buffer; logo_type: string; logo_etag: string }>(
      "SELECT logo, logo_type, logo_etag FROM workspaces WHERE id = ? AND logo IS NOT NULL",
    ),
  };
  return {
    first: async () => q.first.get(),
    // One process writes the file and its units run one at a time: the unit itself is the lock.
    lockFirstRun: async () => {},
    byId: async (id) => q.byId.get(id),
    bySpace: async (spaceId) => q.bySpace.get(spaceId),
    space: async (workspaceId, mode) => q.space.get(workspaceId, mode),
    async create(w, publicKeys) {
      db.transaction(() => {
        q.insert.run(w.id, w.name, w.venture_id, w.created_at);
        q.insertSpace.run(w.id, "test", publicKeys.test);
        q.insertSpace.run(w.id, "live", publicKeys.live);
      })();
    },
    async update(id, f, now) {
      q.update.run({ id, now, ...f });
    },
    async setLogo(id, logo, now) {
      q.setLogo.run({ id, now, logo: logo?.bytes ?? null, type: logo?.type ?? null, etag: logo?.etag ?? null });
    },
    logo: async (id) => q.logo.get(id),
  };
}
