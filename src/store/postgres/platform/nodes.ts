import type { NodeBeat, NodesRepo } from "../../../platform/nodes/nodes.repo.js";
import { type PgConn, stmt } from "../conn.js";

const NOW_MS = "(extract(epoch FROM clock_timestamp()) * 1000)::bigint";

const q = {
  // One statement: the beat, the forgetting, and every row as of before both (a CTE's writes are
  // not seen by the statement's own SELECT). Ages by the database's clock.
  beat: stmt<NodeBeat>(
    "nodes.beat",
    `WITH t AS (SELECT ${NOW_MS} AS ms),
       up AS (INSERT INTO nodes (node, role, started_at, seen_at) SELECT $1, $2, t.ms, t.ms FROM t
         ON CONFLICT (node) DO UPDATE SET role = excluded.role, seen_at = excluded.seen_at),
       gc AS (DELETE FROM nodes WHERE seen_at < (SELECT ms FROM t) - $3)
     SELECT n.node, n.role, n.started_at, t.ms - n.seen_at AS age_ms FROM nodes n, t ORDER BY n.started_at, n.node`,
  ),
  // seen_at 0: gone to every other node at its next beat.
  leave: stmt("nodes.leave", "UPDATE nodes SET seen_at = 0 WHERE node = $1"),
};

/** All SQL of the nodes' beats. */
export function nodesRepo(c: PgConn): NodesRepo {
  return {
    beat: (node, role, forgetMs) => q.beat.all(c, node, role, forgetMs),
    async leave(node) {
      await q.leave.run(c, node);
    },
  };
}
