/// <reference types="node" />
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

/** Workspaces and their spaces (the SQLite engine's: src/store/sqlite/platform/workspaces.ts). */
export interface WorkspacesRepo {
  /** The oldest workspace (created_at, then id), with its identity; undefined in a new database. */
  first(): Promise<BrandedWorkspaceRow | undefined>;
  byId(id: string): Promise<BrandedWorkspaceRow | undefined>;
  /** The workspace a space (mode) belongs to. */
  bySpace(spaceId: number): Promise<BrandedWorkspaceRow | undefined>;
  /** The workspace's space of `mode`; undefined for an unknown workspace. */
  space(workspaceId: string, mode: Mode): Promise<SpaceRow | undefined>;
  /**
   * Serialises the first run across processes until the caller's unit ends: a unit that takes it,
   * then reads `first()` and the keys, sees what an earlier first run committed (two nodes started
   * at once on an empty database make one workspace and one set of first-run keys). PostgreSQL: a
   * transaction-scoped advisory lock; SQLite: nothing to do (one process writes the file, a unit at a time).
   */
  lockFirstRun(): Promise<void>;
  /** Creates a workspace with its test and live spaces, all or nothing (a duplicate id or public key is an error). */
  create(w: WorkspaceRow, publicKeys: Record<Mode, string>): Promise<void>;
  /** Writes every identity field (the caller merged the change into the current row); an unknown id changes nothing. */
  update(id: string, f: BrandFields, now: number): Promise<void>;
  /** Stores (or, with null, removes) the logo with its type and ETag. */
  setLogo(id: string, logo: { bytes: Buffer; type: string; etag: string } | null, now: number): Promise<void>;
  /** The logo's bytes, type and ETag; undefined without one. */
  logo(id: string): Promise<{ logo: Buffer; logo_type: string; logo_etag: string } | undefined>;
}
