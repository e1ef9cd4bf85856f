import type { Db } from "../db/database.js";

export type Mode = "test" | "live";

export interface WorkspaceRow {
  id: string;
  name: string;
  venture_id: string;
  created_at: number;
}

/** The merchant's identity (null: not set); the logo's bytes are read apart (`logo`). */
export interface BrandRow {
  legal_name: string | null;
  address: string | null;
  tax_id: string | null;
  support_email: string | null;
  accent_color: string | null;
  widget_greeting: string | null;
  logo_type: string | null;
  logo_etag: string | null;
}
export type BrandedWorkspaceRow = WorkspaceRow & BrandRow;
export type BrandFields = Omit<BrandRow, "logo_type" | "logo_etag"> & { name: string };

export interface SpaceRow {
  id: number;
  workspace_id: string;
  mode: Mode;
  public_key: string;
}

// Every column but the logo's bytes (read only by the logo route and the PDF).
const COLUMNS = "w.id, w.name, w.venture_id, w.created_at, w.legal_name, w.address, w.tax_id, w.support_email, w.accent_color, w.widget_greeting, w.logo_type, w.logo_etag";

/** All SQL about workspaces and their spaces. */
export function workspacesRepo(db: Db) {
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
    byId: async (id: string) => q.byId.get(id),
    /** The workspace a space (mode) belongs to. */
    bySpace: async (spaceId: number) => q.bySpace.get(spaceId),
    space: async (workspaceId: string, mode: Mode) => q.space.get(workspaceId, mode),
    /** Creates a workspace with its test and live spaces. */
    async create(w: WorkspaceRow, publicKeys: Record<Mode, string>) {
      db.transaction(() => {
        q.insert.run(w.id, w.name, w.venture_id, w.created_at);
        q.insertSpace.run(w.id, "test", publicKeys.test);
        q.insertSpace.run(w.id, "live", publicKeys.live);
      })();
    },
    /** Writes every identity field (the caller merged the change into the current row). */
    async update(id: string, f: BrandFields, now: number): Promise<void> {
      q.update.run({ id, now, ...f });
    },
    /** Stores (or, with null, removes) the logo. */
    async setLogo(id: string, logo: { bytes: Buffer; type: string; etag: string } | null, now: number): Promise<void> {
      q.setLogo.run({ id, now, logo: logo?.bytes ?? null, type: logo?.type ?? null, etag: logo?.etag ?? null });
    },
    /** The logo's bytes, type and ETag; undefined without one. */
    logo: async (id: string) => q.logo.get(id),
  };
}
export type WorkspacesRepo = ReturnType<typeof workspacesRepo>;
