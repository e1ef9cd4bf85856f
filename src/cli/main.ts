import { parseArgs } from "node:util";
import { resolveConfig } from "../platform/config.js";
import { CodedError } from "../platform/errors.js";
import { keysCreate, keysList, keysRevoke } from "./keys.js";
import { plansCopyToLive } from "./plans.js";
import { serve } from "./serve.js";
import { webhooksCommand } from "./webhooks.js";

const USAGE = `tandem — self-hosted Support Desk API and Usage & Billing API

Usage:
  tandem serve [--host H] [--desk-port N] [--revenue-port N] [--db FILE]
  tandem keys create --api desk|revenue --mode test|live [--publishable] [--json] [--db FILE]
  tandem keys list [--json] [--db FILE]
  tandem keys revoke <id> [--db FILE]
  tandem webhooks add --url URL [--events kind,kind|*] [--description TEXT] [--standard-webhooks] [--mode test|live] [--json]
  tandem webhooks list [--mode test|live] [--json]
  tandem webhooks deliveries <endpoint-id> [--status pending|succeeded|failed] [--event-type KIND] [--since ISO] [--until ISO] [--mode test|live] [--json]
  tandem webhooks recover <endpoint-id> --since ISO [--until ISO] [--mode test|live] [--json]
  tandem webhooks resend <delivery-id> [--mode test|live] [--json]
  tandem webhooks test <endpoint-id> [--mode test|live] [--json]
  tandem plans copy-to-live [--plan ID] [--json] [--db FILE]

Environment: TANDEM_DB, TANDEM_HOST, TANDEM_DESK_PORT, TANDEM_REVENUE_PORT, TANDEM_LOG_LEVEL,
  TANDEM_WEBHOOK_DISABLE_AFTER_DAYS, NODE_ENV`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    host: { type: "string" },
    "desk-port": { type: "string" },
    "revenue-port": { type: "string" },
    db: { type: "string" },
    api: { type: "string" },
    mode: { type: "string" },
    publishable: { type: "boolean", default: false },
    url: { type: "string" },
    events: { type: "string" },
    description: { type: "string" },
    status: { type: "string" },
    "event-type": { type: "string" },
    "standard-webhooks": { type: "boolean", default: false },
    since: { type: "string" },
    until: { type: "string" },
    plan: { type: "string" },
    json: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

const [command, sub, arg] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(0);
}
const config = resolveConfig({ db: values.db, host: values.host, deskPort: values["desk-port"], revenuePort: values["revenue-port"] });
const out = (line: string) => console.log(line);

if (command === "serve") {
  const running = await serve(config);
  // SIGTERM/SIGINT: a graceful stop (serve.ts); a second signal exits at once.
  const stop = (signal: string) => {
    console.log(`${signal}: stopping (answering requests in flight)…`);
    process.once(signal, () => process.exit(1));
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error("shutdown failed:", err);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
} else if (command === "keys" && sub === "create") {
  const api = values.api;
  const mode = values.mode;
  if (api !== "desk" && api !== "revenue") fail("--api must be desk or revenue");
  if (mode !== "test" && mode !== "live") fail("--mode must be test or live");
  if (api === "desk" && values.publishable) fail("--publishable is for --api revenue (the desk widget uses the workspace's pk_ key)");
  keysCreate(config.dbPath, { api, mode, publishable: values.publishable, json: values.json }, out);
} else if (command === "keys" && sub === "list") {
  keysList(config.dbPath, { json: values.json }, out);
} else if (command === "keys" && sub === "revoke") {
  if (!arg) fail("keys revoke needs a key id");
  if (!keysRevoke(config.dbPath, arg, out)) process.exit(1);
} else if (command === "webhooks") {
  const mode = values.mode ?? "test";
  if (mode !== "test" && mode !== "live") fail("--mode must be test or live");
  try {
    await webhooksCommand(
      config,
      sub,
      arg,
      {
        mode,
        json: values.json,
        url: values.url,
        events: values.events,
        description: values.description,
        standardWebhooks: values["standard-webhooks"],
        status: values.status,
        eventType: values["event-type"],
        since: values.since,
        until: values.until,
      },
      out,
    );
  } catch (err) {
    if (err instanceof CodedError) fail(`${err.code}: ${err.message}`);
    throw err;
  }
} else if (command === "plans" && sub === "copy-to-live") {
  try {
    plansCopyToLive(config.dbPath, { plan: values.plan, json: values.json }, out);
  } catch (err) {
    if (!(err instanceof CodedError)) throw err;
    console.error(`${err.code}: ${err.message}`);
    process.exit(1);
  }
} else {
  fail(`Unknown command: ${positionals.join(" ")}`);
}
