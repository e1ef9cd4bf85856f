import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { systemClock } from "../platform/clock.js";
import { resolveConfig, SETTINGS } from "../platform/config.js";
import { backupDatabase } from "../platform/db/backup.js";
import { ROOT_DIR } from "../platform/spec/apis.js";
import { migrateTandem, openTandem } from "../tandem.js";
import { COMMANDS, type CommandSpec, commandHelp, GROUPS, groupHelp, overallHelp } from "./commands.js";
import { formatFailure, toFailure, UsageError } from "./errors.js";
import { keysCreate, keysList, keysRevoke } from "./keys.js";
import { keyName } from "../platform/auth/keys.rules.js";
import { modelsDelete, modelsList, modelsSet, PRICE_FLAGS } from "./models.js";
import { operatorsCreate, operatorsDisable, operatorsList, operatorsRemove, operatorsReset } from "./operators.js";
import { isRole } from "../console/operators.rules.js";
import { plansCopyToLive } from "./plans.js";
import { fxCommand } from "./fx.js";
import { webhooksCommand } from "./webhooks.js";
import { WORKSPACE_FLAGS, workspaceSet, workspaceShow } from "./workspace.js";

const VERSION = (JSON.parse(readFileSync(`${ROOT_DIR}package.json`, "utf8")) as { version: string }).version;
const argv = process.argv.slice(2);
const jsonErrors = argv.includes("--json");
const out = (line: string) => console.log(line);

/** The command named by the first words of the command line. */
function findCommand(): { spec: CommandSpec; rest: string[] } {
  const words = argv.filter((a) => !a.startsWith("-"));
  const two = `${words[0]} ${words[1]}`;
  const spec = COMMANDS.find((c) => c.name === two) ?? COMMANDS.find((c) => c.name === words[0]);
  if (!spec) {
    const known = COMMANDS.some((c) => c.name.startsWith(`${words[0]} `));
    const commands = COMMANDS.filter((c) => c.name.startsWith(`${words[0]} `)).map((c) => c.name.split(" ")[1]);
    if (known && words[1] === undefined) throw new UsageError(`tandem ${words[0]} needs a command: ${commands.join(", ")} (tandem ${words[0]} --help)`);
    throw new UsageError(known ? `Unknown ${words[0]} command: ${words[1]}; one of ${commands.join(", ")} (tandem ${words[0]} --help)` : `Unknown command: ${words.join(" ")} (tandem --help)`);
  }
  const rest = [...argv];
  for (const w of spec.name.split(" ")) rest.splice(rest.indexOf(w), 1);
  return { spec, rest };
}

/**
 * The help text `tandem help [<group> [<command>]]` or `tandem <group> --help` asks for
 * (undefined when the command line asks for something else).
 */
function helpAsked(): string | undefined {
  const words = argv.filter((a) => !a.startsWith("-"));
  const flagged = argv.includes("--help") || argv.includes("-h");
  if (words[0] === "help") {
    if (words.length === 1) return overallHelp(VERSION);
    const spec = COMMANDS.find((c) => c.name === words.slice(1).join(" "));
    if (spec) return commandHelp(spec);
    if (words.length === 2 && GROUPS.includes(words[1])) return groupHelp(words[1]);
    throw new UsageError(`Unknown command: ${words.slice(1).join(" ")} (tandem --help)`);
  }
  if (flagged && words.length === 1 && GROUPS.includes(words[0])) return groupHelp(words[0]);
  return undefined;
}

let codedExit: 1 | undefined;
/** Set once `serve` starts: a failed start then exits at once, whatever it left running. */
let starting = false;

/** All of standard input as text. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function main(): Promise<number> {
  if (argv.length === 0 || (argv.length === 1 && (argv[0] === "--help" || argv[0] === "-h"))) {
    out(overallHelp(VERSION));
    return 0;
  }
  if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-v")) {
    out(VERSION);
    return 0;
  }
  const help = helpAsked();
  if (help !== undefined) {
    out(help);
    return 0;
  }
  const { spec, rest } = findCommand();
  codedExit = spec.codedExit;
  const options = Object.fromEntries(Object.entries(spec.flags).map(([k, f]) => [k, { type: f.type, ...(f.short && { short: f.short }) }]));
  const { values: v, positionals } = parseArgs({ args: rest, options: { ...options, help: { type: "boolean", short: "h" } }, allowPositionals: true, strict: true });
  const values = v as Record<string, string | boolean | undefined>;
  if (values.help) {
    out(commandHelp(spec));
    return 0;
  }
  if (positionals.length > spec.args) throw new UsageError(`Unexpected argument: ${positionals[spec.args]} (tandem ${spec.name} --help)`);
  const str = (k: string) => values[k] as string | undefined;
  const flag = (k: string) => values[k] === true;
  const json = flag("json");
  const arg = positionals[0];
  const need = (what: string) => {
    if (!arg) throw new UsageError(`tandem ${spec.name} needs ${what} (tandem ${spec.name} --help)`);
    return arg;
  };
  // `serve` takes every setting as a flag; the other commands --db, and `operators create` the console's address.
  // (`operators create --role` is the operator's role, not the node's `serve --role`.)
  const ownFlags: readonly string[] = spec.name === "operators create" ? ["role"] : [];
  const flags = Object.fromEntries(
    Object.entries(values).filter(([k, v]) => typeof v === "string" && !ownFlags.includes(k) && SETTINGS.some((s) => s.flag === k)),
  ) as Record<string, string>;
  const config = resolveConfig(flags);

  switch (spec.name) {
    case "serve": {
      // Loaded only here: the other commands start faster without the servers and the logger.
      const { serve } = await import("./serve.js");
      starting = true;
      const started = serve(config);
      // SIGTERM/SIGINT: a graceful stop (serve.ts); a second signal exits at once. Listened for
      // from the start, so that a signal right after the ports open still stops gracefully
      // (a failed start is reported below, and exits).
      const stop = (signal: string) => {
        console.log(`${signal}: stopping (answering requests in flight)…`);
        process.once(signal, () => process.exit(1));
        started.then(
          (running) =>
            running.close().then(
              () => process.exit(0),
              (err: unknown) => {
                console.error(formatFailure(toFailure(err), false));
                process.exit(1);
              },
            ),
          () => undefined,
        );
      };
      process.once("SIGINT", () => stop("SIGINT"));
      process.once("SIGTERM", () => stop("SIGTERM"));
      await started;
      starting = false;
      return -1; // keeps running
    }
    case "migrate": {
      const applied = await migrateTandem(config.database, systemClock);
      if (json) out(JSON.stringify({ applied }));
      else out(applied.length === 0 ? `${config.databaseName}: up to date.` : applied.map((m) => `applied ${m}`).join("\n"));
      return 0;
    }
    case "backup": {
      const dest = need("a destination file");
      // Never overwritten: a name already taken is the command line's fault.
      if (config.databaseUrl !== undefined) {
        throw new UsageError(
          "tandem backup copies a SQLite file; on PostgreSQL back up with pg_dump (e.g. pg_dump -Fc \"$TANDEM_DATABASE_URL\" > tandem.dump) or the server's point-in-time recovery (README: PostgreSQL)",
        );
      }
      if (existsSync(dest)) throw new UsageError(`${dest} exists; give a new file name (tandem backup --help)`);
      const t = await openTandem(config.database, systemClock, { readOnly: true });
      try {
        const r = await backupDatabase(t.db!, dest);
        if (json) out(JSON.stringify({ file: dest, pages: r.pages }));
        else out(`Backed up ${config.dbPath} to ${dest} (${r.pages} pages, checked).`);
      } finally {
        await t.close();
      }
      return 0;
    }
    case "keys create": {
      const api = str("api");
      const mode = str("mode");
      if (api !== "desk" && api !== "revenue") throw new UsageError("--api must be desk or revenue");
      if (mode !== "test" && mode !== "live") throw new UsageError("--mode must be test or live");
      if (api === "desk" && flag("publishable")) throw new UsageError("--publishable is for --api revenue (the desk widget uses the workspace's pk_ key)");
      const name = str("name");
      const named = keyName(name, { api, mode, kind: flag("publishable") ? "publishable" : "secret" });
      if (typeof named !== "string") throw new UsageError(`--${named.problem}`);
      await keysCreate(config.database, { api, mode, publishable: flag("publishable"), ...(name !== undefined && { name: named }), json }, out);
      return 0;
    }
    case "keys list":
      await keysList(config.database, { json }, out);
      return 0;
    case "keys revoke":
      await keysRevoke(config.database, need("a key id"), { json }, out);
      return 0;
    case "fx set":
    case "fx list":
    case "fx delete":
      await fxCommand(config.database, spec.name.split(" ")[1] as "set" | "list" | "delete", positionals, { json }, out);
      return 0;
    case "models list":
      await modelsList(config.database, { provider: str("provider"), json }, out);
      return 0;
    case "models set":
      await modelsSet(config.database, need("a model id (provider/model)"), Object.fromEntries(Object.keys(PRICE_FLAGS).map((k) => [k, str(k)])), { json }, out);
      return 0;
    case "models delete":
      await modelsDelete(config.database, need("a model id (provider/model)"), { json }, out);
      return 0;
    case "operators create": {
      const email = str("email");
      if (!email) throw new UsageError("tandem operators create needs --email EMAIL");
      // Only a file or a pipe is read: a terminal gets a sign-in link (a password typed there would echo).
      const password = process.stdin.isTTY ? "" : (await readStdin()).replace(/\r?\n$/, "");
      const base = config.publicUrls.console ?? `http://${config.host === "0.0.0.0" ? "127.0.0.1" : config.host}:${config.consolePort}`;
      // The link names the console as `serve` runs it (--console-public-url, else --host and --console-port).
      const role = str("role");
      if (role !== undefined && !isRole(role)) throw new UsageError("--role must be owner, admin, agent or viewer");
      await operatorsCreate(config.database, { email, password: password === "" ? undefined : password, consoleUrl: base, json, role, name: str("name") }, out);
      return 0;
    }
    case "operators reset": {
      const email = str("email");
      if (!email) throw new UsageError("tandem operators reset needs --email EMAIL");
      const base = config.publicUrls.console ?? `http://${config.host === "0.0.0.0" ? "127.0.0.1" : config.host}:${config.consolePort}`;
      await operatorsReset(config.database, { email, consoleUrl: base, json }, out);
      return 0;
    }
    case "operators disable":
    case "operators remove": {
      const email = str("email");
      if (!email) throw new UsageError(`tandem ${spec.name} needs --email EMAIL`);
      await (spec.name === "operators disable" ? operatorsDisable : operatorsRemove)(config.database, { email, json }, out);
      return 0;
    }
    case "operators list":
      await operatorsList(config.database, { json }, out);
      return 0;
    case "workspace set":
      await workspaceSet(
        config.database,
        {
          // `--address 'Line 1\nLine 2'`: a typed \n is a line break.
          fields: Object.fromEntries(Object.keys(WORKSPACE_FLAGS).map((k) => [k, k === "address" ? str(k)?.replace(/\\n/g, "\n") : str(k)])),
          logo: str("logo"),
          removeLogo: flag("remove-logo"),
          json,
        },
        out,
      );
      return 0;
    case "workspace show":
      await workspaceShow(config.database, { json }, out);
      return 0;
    case "plans copy-to-live":
      await plansCopyToLive(config.database, { plan: str("plan"), json }, out);
      return 0;
    default: {
      const mode = str("mode") ?? "test";
      if (mode !== "test" && mode !== "live") throw new UsageError("--mode must be test or live");
      const sub = spec.name.split(" ")[1];
      if (spec.args > 0) need(sub === "resend" ? "a delivery id" : "an endpoint id");
      await webhooksCommand(
        config,
        sub,
        arg,
        {
          mode,
          json,
          url: str("url"),
          events: str("events"),
          description: str("description"),
          standardWebhooks: flag("standard-webhooks"),
          status: str("status"),
          eventType: str("event-type"),
          since: str("since"),
          until: str("until"),
        },
        out,
      );
      return 0;
    }
  }
}

try {
  const code = await main();
  if (code >= 0) process.exitCode = code;
} catch (err) {
  const f = toFailure(err, codedExit);
  console.error(formatFailure(f, jsonErrors));
  if (f.code === "internal_error" && process.env.TANDEM_LOG_LEVEL === "debug") console.error(err);
  process.exitCode = f.exit;
  if (starting) process.exit(f.exit);
}
