import type { Db } from "../db/database.js";

export type Mode = "test" | "live";

export interface WorkspaceRow {
  id: string;
  name: string;
  venture_id: string;
  created_at: number;
}

export interface SpaceRow {
  id: number;
  workspace_id: string;
  mode: Mode;
  public_key: string;
}

/** All SQL about workspaces and their spaces. */
export function workspacesRepo(db: Db) {
  const q = {
    first: db.prepare<[], WorkspaceRow>("SELECT * FROM workspaces ORDER BY created_at, id LIMIT 1"),
    byId: db.prepare<[string], WorkspaceRow>("SELECT * FROM workspaces WHERE id = ?"),
    insert: db.prepare("INSERT INTO workspaces (id, name, venture_id, created_at) VALUES (?, ?, ?, ?)"),
    insertSpace: db.prepare("INSERT INTO spaces (workspace_id, mode, public_key) VALUES (?, ?, ?)"),
    space: db.prepare<[string, Mode], SpaceRow>(
      "SELECT id, workspace_id, mode, public_key FROM spaces WHERE workspace_id = ? AND mode = ?",
    ),
  };
  return {
    first: () => q.first.get(),
    byId: (id: string) => q.byId.get(id),
    space: (workspaceId: string, mode: Mode) => q.space.get(workspaceId, mode),
    /** Creates a workspace with its test and live spaces. */
    create(w: WorkspaceRow, publicKeys: Record<Mode, string>) {
      db.transaction(() => {
        q.insert.run(w.id, w.name, w.venture_id, w.created_at);
        q.insertSpace.run(w.id, "test", publicKeys.test);
        q.insertSpace.run(w.id, "live", publicKeys.live);
      })();
    },
  };
}
export type WorkspacesRepo = ReturnType<typeof workspacesRepo>;
