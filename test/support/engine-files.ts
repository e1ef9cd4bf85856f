/**
 * Test files the PostgreSQL run of the suite (`TANDEM_TEST_ENGINE=postgres`, npm test's second run)
 * leaves out, each with its reason. Some test what only the SQLite engine has (its WAL, group commit,
 * read memos); the others still reach SQLite directly to set up or check rows and are being made
 * engine-neutral (test/support/sql.ts runs plain SQL on either engine). Every other file runs on both.
 */
export const SQLITE_ONLY_FILES: Record<string, string> = {
  "test/availability.test.ts": "SQLite files of child servers (ports and budgets are engine-independent).",
  "test/balances.load.test.ts": "counts SQLite statements through a tracing connection.",
  "test/balances.usage-write.test.ts": "SQLite's group commit and busy timeout.",
  "test/checkpointer.test.ts": "SQLite's WAL checkpointer (PostgreSQL checkpoints itself).",
  "test/cycle-restart.test.ts": "kill -9 of a child server on a SQLite file (PostgreSQL's: test/postgres-kill.test.ts).",
  "test/durability.test.ts": "SQLite's WAL fdatasync layer (PostgreSQL's COMMIT is durable when it answers).",
  "test/durable-answers.test.ts": "answers waiting for SQLite's WAL sync (no such wait on PostgreSQL).",
  "test/group-commit.test.ts": "SQLite's group commit (PostgreSQL runs units concurrently, each its own transaction).",
  "test/hardening.test.ts": "a full disk and stalled WAL syncs simulated on SQLite.",
  "test/list-memo.test.ts": "SQLite's read memos (off on PostgreSQL).",
  "test/mail-restart.test.ts": "kill -9 of a child server on a SQLite file (PostgreSQL's: test/postgres-kill.test.ts).",
  "test/ops-cli.test.ts": "`tandem backup` and migrate on a SQLite file (PostgreSQL's CLI: test/postgres-cli.test.ts).",
  "test/query-plans.test.ts": "SQLite's EXPLAIN QUERY PLAN of the hot statements.",
  "test/read-memo.test.ts": "SQLite's read memos (off on PostgreSQL).",
  "test/search-deferred.test.ts": "SQLite's search text deferred to the group's end (PostgreSQL writes it in the unit).",
  "test/shaped.test.ts": "better-sqlite3 statement rows (shaped.ts).",
  "test/single-process-state.test.ts": "SQLite's in-process change notes and memos.",
  "test/slices.test.ts": "SQLite's group commit slices.",
  "test/store-handles.test.ts": "SQLite's handles and group commit (PostgreSQL's store: test/store/*.conformance.test.ts).",
  "test/webhooks-restart.test.ts": "kill -9 of a child server on a SQLite file (PostgreSQL's: test/postgres-kill.test.ts).",
  "test/write-units.test.ts": "ForeignAwait of SQLite's group commit (one writer; PostgreSQL units hold their own connection).",
};
