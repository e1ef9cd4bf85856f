import type { Db } from "../../../platform/db/database.js";
import type { NodeBeat, NodesRepo } from "../../../platform/nodes/nodes.repo.js";

/** All SQL of the nodes' beats (every process on one file is on one machine: its clock is the database's). */
export function nodesRepo(db: Db): NodesRepo {
  const q = {
    all: db.prepare<[number], NodeBeat>("SELECT node, role, started_at, ? - seen_at AS age_ms FROM nodes ORDER BY started_at, node"),
    beat: db.prepare(
      `INSERT INTO nodes (node, role, started_at, seen_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (node) DO UPDATE SET role = excluded.role, seen_at = excluded.seen_at`,
    ),
    forget: db.prepare("DELETE FROM nodes WHERE seen_at < ?"),
    leave: db.prepare("UPDATE nodes SET seen_at = 0 WHERE node = ?"),
  };
  return {
    async beat(node, role, forgetMs) {
      const now = Date.now();
      const rows = q.all.all(now);
      q.beat.run(node, role, now, now);
      q.forget.run(now - forgetMs);
      return rows;
    },
    async leave(node) {
      q.leave.run(node);
    },
  };
}
