/** Running the real `tandem` binary from tests. */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";

export const BIN = join(import.meta.dirname, "..", "..", "bin", "tandem.js");

export interface Served {
  child: ChildProcess;
  /** Everything it printed until it listened (the first-run key, the address). */
  output: string;
  /** e.g. http://127.0.0.1:PORT (without /v1) */
  url: string;
}

/** Starts `tandem serve --db <db>` on a free port; resolves once it listens. */
export function serveTandem(db: string): Promise<Served> {
  return new Promise((resolve, reject) => {
    const child = spawn("node", [BIN, "serve", "--db", db, "--desk-port", "0", "--revenue-port", "0"], {
      env: { ...process.env, TANDEM_LOG_LEVEL: "warn" },
    });
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
      const m = /Support Desk API on (\S+)\/v1/.exec(output);
      // The Usage & Billing line comes last: once it is there, both APIs listen.
      if (m && /Usage & Billing API on /.test(output)) resolve({ child, output, url: m[1] });
    });
    child.on("exit", (code) => reject(new Error(`serve exited ${code}: ${output}`)));
  });
}

/** Sends `signal` and resolves with the exit code. */
export const stopTandem = (child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") =>
  new Promise<number | null>((resolve) => {
    child.removeAllListeners("exit");
    child.once("exit", (code) => resolve(code));
    child.kill(signal);
  });
