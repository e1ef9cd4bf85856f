import { type Setting, SETTINGS } from "../platform/config.js";

type FlagSpec = { type: "string" | "boolean"; short?: string };

/** A command of `tandem`: what `--help` shows and the flags parseArgs accepts. */
export interface CommandSpec {
  /** e.g. `keys create` */
  name: string;
  usage: string;
  summary: string;
  flags: Record<string, FlagSpec & { help: string }>;
  /** The environment variables that apply (names in config.ts's SETTINGS). */
  env: string[];
  /** How many positionals after the command's words it takes. */
  args: number;
  /** The exit status of an API error (default: 2 for invalid_request, the flags' fault; else 1). */
  codedExit?: 1;
}

const db = {
  db: { type: "string", help: "SQLite file (default ./data/tandem.db; TANDEM_DB)." },
  "database-url": { type: "string", help: "A PostgreSQL database instead (postgres://…; TANDEM_DATABASE_URL)." },
} as const;
const json = { json: { type: "boolean", help: "Print JSON (errors too, on stderr: {\"error\":{\"code\",\"message\"}})." } } as const;
const mode = { mode: { type: "string", help: "test (default) or live." } } as const;

/** `serve` takes every setting as a flag (a flag wins over its environment variable). */
const serveFlags = Object.fromEntries(
  SETTINGS.filter((s) => s.flag).map((s) => [s.flag, { type: "string" as const, help: `${s.help} Default ${s.default}; ${s.env}.` }]),
);

/** Where `serve` runs the console: the sign-in link `operators create` prints names it. */
const consoleAddress = Object.fromEntries(
  SETTINGS.filter((s) => ["host", "console-port", "console-public-url"].includes(s.flag)).map((s) => [
    s.flag,
    { type: "string" as const, help: `As given to serve: ${s.help} Default ${s.default}; ${s.env}.` },
  ]),
);

export const COMMANDS: CommandSpec[] = [
  { name: "serve", usage: "tandem serve [--host H] [--desk-port N] [--revenue-port N] [--console-port N] [--db FILE | --database-url URL] [--<setting> VALUE …]", summary: "Starts both APIs and the console (applies pending migrations; refuses a database written by a newer Tandem).", flags: serveFlags, env: SETTINGS.map((s) => s.env), args: 0 },
  { name: "migrate", usage: "tandem migrate [--db FILE | --database-url URL] [--json]", summary: "Applies pending migrations (creates the database if missing).", flags: { ...db, ...json }, env: ["TANDEM_DB", "TANDEM_DATABASE_URL"], args: 0 },
  { name: "backup", usage: "tandem backup <file> [--db FILE | --database-url URL] [--json]", summary: "Writes a consistent copy of the database to <file> (a new file), also while `tandem serve` runs.", flags: { ...db, ...json }, env: ["TANDEM_DB", "TANDEM_DATABASE_URL"], args: 1 },
  {
    name: "keys create",
    usage: 'tandem keys create --api desk|revenue --mode test|live [--publishable] [--name "Name"] [--json] [--db FILE | --database-url URL]',
    summary: "Creates an API key and prints it once (last line; with --json, an object).",
    flags: {
      api: { type: "string", help: "desk or revenue." },
      mode: { type: "string", help: "test or live." },
      publishable: { type: "boolean", help: "An rv_pk_ key (revenue only)." },
      name: { type: "string", help: "What the key is for, 1–100 characters (default: <api> <mode> <kind>, e.g. desk live secret)." },
      ...json,
      ...db,
    },
    env: ["TANDEM_DB", "TANDEM_DATABASE_URL"],
    args: 0,
  },
  { name: "keys list", usage: "tandem keys list [--json] [--db FILE | --database-url URL]", summary: "Lists keys (read-only: the database must exist).", flags: { ...json, ...db }, env: ["TANDEM_DB", "TANDEM_DATABASE_URL"], args: 0 },
  { name: "keys revoke", usage: "tandem keys revoke <id> [--json] [--db FILE | --database-url URL]", summary: "Revokes a key (exit 1 when there is no active key <id>).", flags: { ...json, ...db }, env: ["TANDEM_DB", "TANDEM_DATABASE_URL"], args: 1 },
  {
    name: "webhooks add",
    usage: "tandem webhooks add --url URL [--events kind,kind|*] [--description TEXT] [--standard-webhooks] [--mode test|live] [--json] [--db FILE | --database-url URL]",
    summary: "Registers an endpoint and prints its signing secret once.",
    flags: {
      url: { type: "string", help: "The endpoint's URL (https and public with NODE_ENV=production)." },
      events: { type: "string", help: "Comma-separated event kinds, or * (default)." },
      description: { type: "string", help: "Free text." },
      "standard-webhooks": { type: "boolean", help: "Also sign with the Standard Webhooks headers." },
      ...mode,
      ...json,
      ...db,
    },
    env: ["TANDEM_DB", "TANDEM_DATABASE_URL", "NODE_ENV"],
    args: 0,
  },
  { name: "webhooks list", usage: "tandem webhooks list [--mode test|live] [--json] [--db FILE | --database-url URL]", summary: "Lists endpoints (read-only).", flags: { ...mode, ...json, ...db }, env: ["TANDEM_DB", "TANDEM_DATABASE_URL"], args: 0 },
  {
    name: "webhooks deliveries",
    usage: "tandem webhooks deliveries <endpoint-id> [--status pending|succeeded|failed] [--event-type KIND] [--since ISO] [--until ISO] [--mode test|live] [--json] [--db FILE | --database-url URL]",
    summary: "An endpoint's delivery log, newest first (read-only).",
    flags: {
      status: { type: "string", help: "pending, succeeded or failed." },
      "event-type": { type: "string", help: "An event kind, or ping." },
      since: { type: "string", help: "RFC 3339 date-time." },
      until: { type: "string", help: "RFC 3339 date-time." },
      ...mode,
      ...json,
      ...db,
    },
    env: ["TANDEM_DB", "TANDEM_DATABASE_URL"],
    args: 1,
  },
  {
    name: "webhooks recover",
    usage: "tandem webhooks recover <endpoint-id> --since ISO [--until ISO] [--mode test|live] [--json] [--db FILE | --database-url URL]",
    summary: "Makes failed deliveries of a time range pending again (a running serve sends them).",
    flags: { since: { type: "string", help: "RFC 3339 date-time (required)." }, until: { type: "string", help: "RFC 3339 date-time." }, ...mode, ...json, ...db },
    env: ["TANDEM_DB", "TANDEM_DATABASE_URL", "NODE_ENV"],
    args: 1,
  },
  { name: "webhooks resend", usage: "tandem webhooks resend <delivery-id> [--mode test|live] [--json] [--db FILE | --database-url URL]", summary: "Sends a delivery again now.", flags: { ...mode, ...json, ...db }, env: ["TANDEM_DB", "TANDEM_DATABASE_URL", "NODE_ENV"], args: 1 },
  { name: "webhooks test", usage: "tandem webhooks test <endpoint-id> [--mode test|live] [--json] [--db FILE | --database-url URL]", summary: "Sends a ping event now and prints the result.", flags: { ...mode, ...json, ...db }, env: ["TANDEM_DB", "TANDEM_DATABASE_URL", "NODE_ENV"], args: 1 },
  {
    name: "fx set",
    usage: "tandem fx set <from> <to> <rate> [--json] [--db FILE | --database-url URL]",
    summary: "Sets an exchange rate (1 <from> = <rate> <to>, e.g. usd eur 0.92): plan prices without an amount in a customer's currency convert with it.",
    flags: { ...json, ...db },
    env: ["TANDEM_DB", "TANDEM_DATABASE_URL"],
    args: 3,
  },
  { name: "fx list", usage: "tandem fx list [--json] [--db FILE | --database-url URL]", summary: "Lists the exchange rates (read-only).", flags: { ...json, ...db }, env: ["TANDEM_DB", "TANDEM_DATABASE_URL"], args: 0 },
  { name: "fx delete", usage: "tandem fx delete <from> <to> [--json] [--db FILE | --database-url URL]", summary: "Deletes an exchange rate (paid changes needing it then answer 400 missing_fx_rate).", flags: { ...json, ...db }, env: ["TANDEM_DB", "TANDEM_DATABASE_URL"], args: 2 },
  {
    name: "operators create",
    usage: "tandem operators create --email EMAIL [--name NAME] [--role owner|admin|agent|viewer] [--console-port N] [--host H] [--console-public-url URL] [--json] [--db FILE | --database-url URL]  (password on standard input)",
    summary:
      "Creates a console operator. The password (at least 10 characters) is read from standard input; without one (a terminal, or empty input) it prints a one-time sign-in link instead (valid 24 h), to the console as `serve` runs it: give the same --console-port / --host / --console-public-url (or their variables).",
    flags: {
      email: { type: "string", help: "The operator's e-mail address (the sign-in name)." },
      name: { type: "string", help: "The display name its console replies and notes carry (author_name; 1-200 characters; default: the e-mail's local part)." },
      role: { type: "string", help: "owner, admin (all but team and keys), agent (the inbox) or viewer (reads). Default: owner for the first operator, else admin." },
      ...consoleAddress,
      ...json,
      ...db,
    },
    env: ["TANDEM_DB", "TANDEM_DATABASE_URL", "TANDEM_HOST", "TANDEM_CONSOLE_PORT", "TANDEM_CONSOLE_PUBLIC_URL"],
    args: 0,
  },
  { name: "operators list", usage: "tandem operators list [--json] [--db FILE | --database-url URL]", summary: "Lists console operators (read-only).", flags: { ...json, ...db }, env: ["TANDEM_DB", "TANDEM_DATABASE_URL"], args: 0 },
  {
    name: "operators reset",
    usage: "tandem operators reset --email EMAIL [--console-port N] [--host H] [--console-public-url URL] [--json] [--db FILE | --database-url URL]",
    summary: "Prints a one-time password reset link for an operator (valid 1 hour): opening it sets a new password and signs in. The current password works until then.",
    flags: { email: { type: "string", help: "The operator's e-mail address." }, ...consoleAddress, ...json, ...db },
    env: ["TANDEM_DB", "TANDEM_DATABASE_URL", "TANDEM_HOST", "TANDEM_CONSOLE_PORT", "TANDEM_CONSOLE_PUBLIC_URL"],
    args: 0,
  },
  {
    name: "operators disable",
    usage: "tandem operators disable --email EMAIL [--json] [--db FILE | --database-url URL]",
    summary: "Disables an operator: its sessions end at once and it cannot sign in (never the last enabled owner).",
    flags: { email: { type: "string", help: "The operator's e-mail address." }, ...json, ...db },
    env: ["TANDEM_DB", "TANDEM_DATABASE_URL"],
    args: 0,
  },
  {
    name: "operators remove",
    usage: "tandem operators remove --email EMAIL [--json] [--db FILE | --database-url URL]",
    summary: "Removes an operator and its sessions; the audit log keeps its actions (never the last enabled owner).",
    flags: { email: { type: "string", help: "The operator's e-mail address." }, ...json, ...db },
    env: ["TANDEM_DB", "TANDEM_DATABASE_URL"],
    args: 0,
  },
  {
    name: "plans copy-to-live",
    usage: "tandem plans copy-to-live [--plan ID] [--json] [--db FILE | --database-url URL]",
    summary: "Copies test plans and the features they use to live.",
    flags: { plan: { type: "string", help: "Only this plan." }, ...json, ...db },
    env: ["TANDEM_DB", "TANDEM_DATABASE_URL"],
    args: 0,
    // A plan that cannot be copied (a clash in live) is the data's fault, not the command line's.
    codedExit: 1,
  },
  {
    name: "workspace set",
    usage:
      "tandem workspace set [--name TEXT] [--legal-name TEXT] [--address TEXT] [--tax-id TEXT] [--support-email EMAIL] [--accent-color #rrggbb] [--widget-greeting TEXT] [--logo FILE | --remove-logo] [--json] [--db FILE | --database-url URL]",
    summary:
      "Changes the workspace's identity (as PATCH /v1/workspace: the same bounds; an empty value clears a field, not the name) and prints it. A running serve shows it at once on hosted pages, invoices, mails and the widget.",
    flags: {
      name: { type: "string", help: "The business's name (1–100 characters)." },
      "legal-name": { type: "string", help: "The legal entity on invoices (at most 200)." },
      address: { type: "string", help: "The postal address on invoices (at most 500 characters, 6 lines; \\n or real line breaks)." },
      "tax-id": { type: "string", help: "VAT number, EIN, … (at most 50)." },
      "support-email": { type: "string", help: "Signs visitor mails; on invoices and billing pages." },
      "accent-color": { type: "string", help: "#rrggbb: hosted pages and the widget." },
      "widget-greeting": { type: "string", help: "The widget's first line (at most 280)." },
      logo: { type: "string", help: "An image file: PNG, JPEG or WebP, at most 512 KiB (SVG is refused)." },
      "remove-logo": { type: "boolean", help: "Removes the logo." },
      ...json,
      ...db,
    },
    env: ["TANDEM_DB", "TANDEM_DATABASE_URL"],
    args: 0,
  },
  { name: "workspace show", usage: "tandem workspace show [--json] [--db FILE | --database-url URL]", summary: "Prints the workspace's identity (read-only).", flags: { ...json, ...db }, env: ["TANDEM_DB", "TANDEM_DATABASE_URL"], args: 0 },
  { name: "models list", usage: "tandem models list [--provider P] [--json] [--db FILE | --database-url URL]", summary: "Lists the model rate table (usd per million tokens; read-only).", flags: { provider: { type: "string", help: "Only this provider's models, e.g. anthropic." }, ...json, ...db }, env: ["TANDEM_DB", "TANDEM_DATABASE_URL"], args: 0 },
  {
    name: "models set",
    usage: "tandem models set <provider/model> [--input N] [--output N] [--cache-read N|none] [--cache-write N|none] [--audio-input N|none] [--audio-output N|none] [--reasoning N|none] [--json] [--db FILE | --database-url URL]",
    summary: "Adds a model to the rate table (--input and --output required) or changes the prices given (usd per million tokens, at most 6 decimals; none: priced as input or output). The row becomes origin operator: later price-table updates leave it alone.",
    flags: {
      input: { type: "string", help: "Input tokens." },
      output: { type: "string", help: "Output tokens." },
      "cache-read": { type: "string", help: "Cache reads (none: as input)." },
      "cache-write": { type: "string", help: "Cache writes (none: as input)." },
      "audio-input": { type: "string", help: "Audio input (none: as input)." },
      "audio-output": { type: "string", help: "Audio output (none: as output)." },
      reasoning: { type: "string", help: "Reasoning tokens (none: as output)." },
      ...json,
      ...db,
    },
    env: ["TANDEM_DB", "TANDEM_DATABASE_URL"],
    args: 1,
  },
  { name: "models delete", usage: "tandem models delete <provider/model> [--json] [--db FILE | --database-url URL]", summary: "Removes a model from the rate table (exit 1 when it is not there).", flags: { ...json, ...db }, env: ["TANDEM_DB", "TANDEM_DATABASE_URL"], args: 1 },
];

const envHelp = (names: string[]) =>
  names
    .map((n) => SETTINGS.find((s) => s.env === n))
    .filter((s): s is Setting => s !== undefined)
    .map((s) => `  ${s.env.padEnd(42)} ${s.help} (default ${s.default})`);

/** `tandem <command> --help`. */
export function commandHelp(c: CommandSpec): string {
  const flags = Object.entries(c.flags).map(([name, f]) => `  --${name}${f.type === "string" ? " VALUE" : ""}`.padEnd(44) + ` ${f.help}`);
  return [`Usage: ${c.usage}`, "", c.summary, "", "Flags:", ...flags, "  --help, -h".padEnd(44) + " This help.", "", "Environment:", ...envHelp(c.env)].join("\n");
}

/** The groups of two-word commands (`keys`, `webhooks`, …), in the order COMMANDS lists them. */
export const GROUPS: readonly string[] = [...new Set(COMMANDS.filter((c) => c.name.includes(" ")).map((c) => c.name.split(" ")[0]))];

/** `tandem <group> --help` (and `tandem help <group>`): the group's commands, one line each. */
export function groupHelp(group: string): string {
  const commands = COMMANDS.filter((c) => c.name.startsWith(`${group} `));
  return [
    `tandem ${group} <command>`,
    "",
    "Commands:",
    ...commands.flatMap((c) => [`  ${c.usage}`, `      ${c.summary}`]),
    "",
    `\`tandem ${group} <command> --help\` lists a command's flags and environment variables.`,
  ].join("\n");
}

/** `tandem --help`. */
export function overallHelp(version: string): string {
  return [
    `tandem ${version} — self-hosted Support Desk API and Usage & Billing API`,
    "",
    "Usage:",
    ...COMMANDS.map((c) => `  ${c.usage}`),
    "  tandem --version",
    "",
    "  tandem help [<group> [<command>]]",
    "",
    "`tandem <command> --help` lists a command's flags and environment variables; `tandem <group> --help` a group's commands",
    `(groups: ${GROUPS.join(", ")}).`,
    "Exit status: 0 done; 1 failed (not found, no database, schema mismatch, …); 2 bad command line or setting.",
  ].join("\n");
}
