/** One node's last beat, as the database's clock sees it. */
export interface NodeBeat {
  /** The node's owner id (`host:pid:uuid`, what its leases and claims are held by). */
  node: string;
  /** `all`, `api` or `worker` (what `serve --role` ran it as), or `tool` for a CLI command. */
  role: string;
  /** When it started (ms since the epoch, the database's clock). */
  started_at: number;
  /** How long ago it last beat (ms, the database's clock); 0 and below: just now. */
  age_ms: number;
}

/**
 * The nodes of a deployment on one database, each beating while it runs (the PostgreSQL engine's:
 * src/store/postgres/platform/nodes.ts). Times are the database's own, so the clocks of the machines
 * never need to agree.
 */
export interface NodesRepo {
  /**
   * Records that `node` (of `role`) is alive now and answers every node's row as it was before
   * this beat (this node's own may be missing on its first), with how long ago each last beat.
   * Rows silent for more than `forgetMs` are deleted in the same statement.
   */
  beat(node: string, role: string, forgetMs: number): Promise<NodeBeat[]>;
  /** Marks `node` stopped (a clean stop): its claims and leases may be taken at once. */
  leave(node: string): Promise<void>;
}
