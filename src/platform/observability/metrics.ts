import { statSync } from "node:fs";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../db/database.js";
import type { ChangeNotes } from "../db/read-memo.js";
import { type Cell, cheapHistogram } from "./cheap-histogram.js";

/**
 * Tandem's Prometheus metrics (prom-client), one registry per process. The
 * platform records HTTP, rate limits, idempotency replays, WAL syncs and
 * read-memo hits; domains add their own through `counter`/`gauge` (no domain
 * name is known here). Served by `serveMetrics` on its own port, never on the
 * API ports.
 */
export interface Metrics {
  registry: Registry;
  /** Adds the process's own metrics (CPU, memory, event-loop lag); once, by `serve` when metrics are on. */
  collectDefaults(): void;
  /** The observer of one (api, operation, status): cached, so a request costs one `observe`. */
  request(api: string, operation: string, status: number): { observe(seconds: number): void };
  rateLimited(api: string, reason: "key" | "auth_failures"): void;
  idempotencyReplay(api: string): void;
  walSync(seconds: number): void;
  counter(name: string, help: string, labelNames?: string[]): Counter;
  gauge(name: string, help: string, collect: () => number | Promise<number>): Gauge;
}

/** `sqlite`: the SQLite connection and its change notes (the WAL and read-memo metrics); none on PostgreSQL. */
export function createMetrics(sqlite?: { db: Db; changes: ChangeNotes }): Metrics {
  const registry = new Registry();
  let defaults = false;
  const requests = cheapHistogram(
    registry,
    "tandem_http_request_duration_seconds",
    "Requests by API, operation and status, with their latency (from the request's arrival to its answer's last byte).",
    ["api", "operation", "status"],
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  );
  // api → operation → status → cell: found without building a key (no allocation per request).
  const observers = new Map<string, Map<string, Map<number, Cell>>>();
  const rateLimited = new Counter({ name: "tandem_rate_limited_total", help: "Requests refused 429 by a rate limit.", labelNames: ["api", "reason"], registers: [registry] });
  const replays = new Counter({ name: "tandem_idempotency_replays_total", help: "Requests answered from a stored idempotent answer.", labelNames: ["api"], registers: [registry] });
  const syncs = new Histogram({
    name: "tandem_wal_sync_duration_seconds",
    help: "WAL fdatasync latency (answers to writes wait for it with TANDEM_DURABILITY=disk).",
    buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5],
    registers: [registry],
  });
  if (sqlite) {
    new Gauge({
      name: "tandem_wal_bytes",
      help: "Size of the database's WAL file.",
      registers: [registry],
      collect() {
        let size = 0;
        try {
          size = sqlite.db.memory ? 0 : statSync(`${sqlite.db.name}-wal`).size;
        } catch {}
        this.set(size);
      },
    });
    new Counter({
      name: "tandem_read_memo_lookups_total",
      help: "Read-memo lookups by result (hit: answered from memory).",
      labelNames: ["result"],
      registers: [registry],
      collect() {
        const s = sqlite.changes.stats;
        this.reset();
        this.inc({ result: "hit" }, s.hits);
        this.inc({ result: "miss" }, s.misses);
      },
    });
  }
  return {
    registry,
    collectDefaults() {
      if (defaults) return;
      defaults = true;
      // Process metrics, including nodejs_eventloop_lag_seconds (event-loop lag).
      collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    },
    request(api, operation, status) {
      let byOperation = observers.get(api);
      if (!byOperation) observers.set(api, (byOperation = new Map()));
      let byStatus = byOperation.get(operation);
      if (!byStatus) byOperation.set(operation, (byStatus = new Map()));
      let cell = byStatus.get(status);
      if (!cell) byStatus.set(status, (cell = requests.cell(api, operation, String(status))));
      return cell;
    },
    rateLimited: (api, reason) => rateLimited.inc({ api, reason }),
    idempotencyReplay: (api) => replays.inc({ api }),
    walSync: (seconds) => syncs.observe(seconds),
    // A metric asked for again (a domain built twice over one platform) is the one already there.
    counter: (name, help, labelNames = []) => (registry.getSingleMetric(name) as Counter | undefined) ?? new Counter({ name, help, labelNames, registers: [registry] }),
    gauge: (name, help, collect) =>
      (registry.getSingleMetric(name) as Gauge | undefined) ??
      new Gauge({
        name,
        help,
        registers: [registry],
        // prom-client awaits a collect that answers a promise (a repository's count).
        async collect() {
          this.set(await collect());
        },
      }),
  };
}
