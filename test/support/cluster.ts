/**
 * Several `tandem serve` processes on one PostgreSQL database, as a deployment of many nodes runs
 * them (issue 29): API nodes (`--role api`) and workers (`--role worker`) started, killed and
 * restarted by the tests that prove each guarantee holds across nodes.
 *
 * Roles are passed as `TANDEM_ROLE`. A worker prints `Worker on <desk> · <revenue> · <console>`
 * (it answers only /health, /ready and metrics there); every other role prints the API lines.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { BIN, dbArgs, stopTandem } from "./cli.js";

export type Role = "all" | "api" | "worker";

export interface Node {
  role: Role;
  child: ChildProcess;
  /** Everything it printed until it listened. */
  output: string;
  /** The desk's origin (a worker's health port). */
  url: string;
  revenueUrl: string;
  consoleUrl: string;
  /** Sends `signal` (SIGKILL for a crash) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts one node of `role` on `database`; resolves once it listens. */
export function startNode(database: string, role: Role, env: Record<string, string> = {}): Promise<Node> {
  return new Promise((resolve, reject) => {
    const args = [BIN, "serve", ...dbArgs(database), "--desk-port", "0", "--revenue-port", "0", "--console-port", "0"];
    const child = spawn("node", args, { env: { ...process.env, TANDEM_LOG_LEVEL: "warn", ...env, TANDEM_ROLE: role } });
    let output = "";
    let errors = "";
    child.stderr.on("data", (d) => (errors += d));
    let listening = false;
    // Once: what it prints later ("SIGTERM: stopping…") must not remove the exit listener `stop` adds.
    const done = (url: string, revenueUrl: string, consoleUrl: string) => {
      if (listening) return;
      listening = true;
      child.removeAllListeners("exit");
      resolve({ role, child, output, url, revenueUrl, consoleUrl, stop: (signal = "SIGTERM") => stopTandem(child, signal) });
    };
    child.stdout.on("data", (d) => {
      output += d;
      const w = /Worker on (\S+) · (\S+) · (\S+)/.exec(output);
      if (w) return done(w[1], w[2], w[3]);
      const desk = /Support Desk API on (\S+)\/v1/.exec(output);
      const rv = /Usage & Billing API on (\S+)\/v1/.exec(output);
      const c = /Console on (\S+)\//.exec(output);
      if (desk && rv && c) done(desk[1], rv[1], c[1]);
    });
    child.on("exit", (code) => reject(new Error(`serve (${role}) exited ${code}: ${output}${errors}`)));
  });
}

export interface Cluster {
  database: string;
  /** The API nodes (role `api`), in start order. */
  api: Node[];
  /** The workers (role `worker`). */
  workers: Node[];
  /** The first-run test secret keys, by API: `desk` (`dsk_test_…`) and `revenue` (`rv_sk_test_…`). */
  keys: { desk: string; revenue: string };
  /** Starts one more node of `role` (a restart after a kill, a second worker). */
  add(role: Role): Promise<Node>;
  /** Stops every node still running (SIGTERM). */
  stop(): Promise<void>;
}

const keyOf = (output: string, prefix: string): string => {
  const m = new RegExp(`^\\s+(${prefix}\\S+)$`, "m").exec(output);
  if (!m) throw new Error(`no first-run ${prefix} key in:\n${output}`);
  return m[1];
};

/**
 * `api` API nodes and `workers` workers on the empty database `database`. The first API node starts
 * alone (it migrates and prints the first-run keys), the others together after it.
 */
export async function startCluster(database: string, opts: { api?: number; workers?: number; env?: Record<string, string> } = {}): Promise<Cluster> {
  const env = opts.env ?? {};
  const nodes: Node[] = [];
  const add = async (role: Role) => {
    const n = await startNode(database, role, env);
    nodes.push(n);
    return n;
  };
  const stop = async () => {
    await Promise.all(nodes.filter((n) => n.child.exitCode === null && n.child.signalCode === null).map((n) => n.stop()));
  };
  try {
    const first = await add("api");
    const keys = { desk: keyOf(first.output, "dsk_test_"), revenue: keyOf(first.output, "rv_sk_test_") };
    const rest = await Promise.all([
      ...Array.from({ length: (opts.api ?? 2) - 1 }, () => add("api")),
      ...Array.from({ length: opts.workers ?? 1 }, () => add("worker")),
    ]);
    const all = [first, ...rest];
    return {
      database,
      api: all.filter((n) => n.role === "api"),
      workers: all.filter((n) => n.role === "worker"),
      keys,
      add,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
