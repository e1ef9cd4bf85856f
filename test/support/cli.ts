/** Running the real `tandem` binary from tests. */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { isPostgresUrl } from "../../src/platform/platform.js";
import { CLI_DIST } from "./cli-build.js";

/**
 * The `tandem` binary the tests run: the sources as transpiled at the start of this run
 * (cli-build.ts, vitest's globalSetup), as `bin/tandem.js` runs `dist/` in production.
 */
export const BIN = join(CLI_DIST, "cli", "main.js");

export interface Served {
  child: ChildProcess;
  /** Everything it printed until it listened (the first-run key, the address). */
  output: string;
  /** e.g. http://127.0.0.1:PORT (without /v1) */
  url: string;
  /** The Usage & Billing API's origin. */
  revenueUrl: string;
  /** The console's origin. */
  consoleUrl: string;
}

/** The flags naming `database` to a `tandem` command: `--database-url` for a PostgreSQL URL, else `--db`. */
export const dbArgs = (database: string): string[] => (isPostgresUrl(database) ? ["--database-url", database] : ["--db", database]);

/**
 * Starts `tandem serve --db <db>` (`--database-url` for a PostgreSQL URL) on free ports; resolves once it listens.
 * `fileLimit` runs it under `ulimit -n` (as a small server would be).
 */
export function serveTandem(db: string, opts: { env?: Record<string, string>; fileLimit?: number } = {}): Promise<Served> {
  return new Promise((resolve, reject) => {
    const args = [BIN, "serve", ...dbArgs(db), "--desk-port", "0", "--revenue-port", "0", "--console-port", "0"];
    const env = { ...process.env, TANDEM_LOG_LEVEL: "warn", ...opts.env };
    const child =
      opts.fileLimit === undefined
        ? spawn("node", args, { env })
        : spawn("bash", ["-c", `ulimit -n ${opts.fileLimit} && exec node "$@"`, "bash", ...args], { env });
    let output = "";
    let errors = "";
    child.stderr.on("data", (d) => (errors += d));
    child.stdout.on("data", (d) => {
      output += d;
      const m = /Support Desk API on (\S+)\/v1/.exec(output);
      // The lines come once every API listens.
      const rv = /Usage & Billing API on (\S+)\/v1/.exec(output);
      const c = /Console on (\S+)\//.exec(output);
      if (m && rv && c) resolve({ child, output, url: m[1], revenueUrl: rv[1], consoleUrl: c[1] });
    });
    child.on("exit", (code) => reject(new Error(`serve exited ${code}: ${output}${errors}`)));
  });
}

/** Sends `signal` and resolves with the exit code. */
export const stopTandem = (child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") =>
  new Promise<number | null>((resolve) => {
    child.removeAllListeners("exit");
    child.once("exit", (code) => resolve(code));
    child.kill(signal);
  });
