/**
 * The console: the operators' web app (`console/`, built to `console/dist/`)
 * and its own API (`spec/console`), served together on their own port.
 * Built by the composition root from the platform and the built desk and
 * billing domains: it may use both; neither domain nor the platform knows it.
 */
import { brandPages } from "../platform/tenancy/brand.pages.js";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { Desk } from "../desk/desk.js";
import type { Handle, RepoFactory, Tx } from "../platform/db/handle.js";
import type { ApiDescriptor, StaticAsset } from "../platform/http/build-api.js";
import type { DomainDescriptor, Platform } from "../platform/platform.js";
import { loadOpenApi } from "../platform/spec/load.js";
import { ROOT_DIR } from "../platform/spec/apis.js";
import type { Revenue } from "../revenue/revenue.js";
import { type BillingRecords, billingRecords } from "./billing-records.js";
import { type ConsoleOperations, consoleHandlers } from "./console.handlers.js";
import { CONSOLE_ERRORS } from "./errors.js";
import { consoleMigrations } from "./migrations.js";
import type { OperatorsRepo } from "./operators.repo.js";
import { type OperatorsService, operatorsService } from "./operators.service.js";
import type { MailConfig } from "../platform/config.js";
import type { MailTransport } from "../desk/mail/mail.transport.js";
import { auditCli, auditedOperations, withAudit } from "./audit.js";
import type { AuditDetails } from "./audit.rules.js";
import { operatorMailer } from "./operators.mail.js";
import { type TeamService, teamService } from "./operators.team.js";

/** What the console hands the platform before it is built: its tables and error codes (it issues no API keys). */
export const consoleDomain: DomainDescriptor = {
  name: "console",
  migrations: consoleMigrations,
  errors: CONSOLE_ERRORS,
  keyFormats: [],
};

/** Where the built web app is (committed; `npm run build:console` rebuilds it). */
export const CONSOLE_DIST = join(ROOT_DIR, "console", "dist");

/**
 * The page's Content-Security-Policy: only this origin's script, style and API;
 * nothing inline, no frames, no plugins.
 */
export const CONSOLE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/** The built app's files: `/` (index.html, never stored by the browser) and `/assets/*` (content-hashed names, immutable). */
export function consoleAssets(dir = CONSOLE_DIST): StaticAsset[] {
  if (!existsSync(join(dir, "index.html"))) return [];
  const pageHeaders = { "content-security-policy": CONSOLE_CSP, "x-content-type-options": "nosniff", "referrer-policy": "no-referrer", "x-frame-options": "DENY" };
  const assets: StaticAsset[] = [
    { path: "/", contentType: TYPES[".html"], cacheControl: "no-store", headers: pageHeaders, crossOrigin: false, body: () => readFileSync(join(dir, "index.html")) },
  ];
  const assetsDir = join(dir, "assets");
  for (const name of existsSync(assetsDir) ? readdirSync(assetsDir) : []) {
    const type = TYPES[extname(name)];
    if (!type) continue;
    assets.push({
      path: `/assets/${name}`,
      contentType: type,
      cacheControl: "public, max-age=31536000, immutable",
      headers: { "x-content-type-options": "nosniff" },
      crossOrigin: false,
      body: () => readFileSync(join(assetsDir, name)),
    });
  }
  return assets;
}

export interface ConsoleOptions {
  /** Invoices and payment methods of a customer (default: the billing domain's). */
  billing?: BillingRecords;
  /** Requests per operator session (or address) and minute (default 600). */
  rateLimitPerMinute?: number;
  /** Sign-in attempts per client address and minute (default 10). */
  signInPerMinute?: number;
  /** Where the built app is (tests). */
  distDir?: string;
  /** E-mail for invitations and password resets (default: the desk's `TANDEM_SMTP_*`); null: links are shown instead. */
  mail?: MailConfig | null;
  /** Replaces the SMTP transport (tests). */
  mailTransport?: MailTransport;
  /** The console's public base URL for the links it mails (`TANDEM_CONSOLE_PUBLIC_URL`); else the request's `Host` over http. */
  publicUrl?: string;
}

export interface Console {
  operators: OperatorsService;
  team: TeamService;
  /** Writes the audit row of a `tandem operators` change in `tx`, the change's own unit (actor `cli`, the OS user). */
  auditCli(tx: Tx, operation: string, target: string | null, details: AuditDetails | null): Promise<void>;
  api(): ApiDescriptor<ConsoleOperations, "envelope">;
}

/** The workspace the console serves: its id and the ids of its test and live spaces. */
export interface ConsoleWorkspace {
  id: string;
  spaceIds: Record<"test" | "live", number>;
}

/** The console over the platform, the built domains and the engine's operators repository (`repos`). */
export function createConsole(
  platform: Platform,
  workspace: ConsoleWorkspace,
  domains: { desk: Desk; revenue: Revenue; repos: RepoFactory<OperatorsRepo> },
  opts: ConsoleOptions = {},
): Console {
  const workspaceId = workspace.id;
  const operators = operatorsService(platform, workspace, domains.repos);
  if (!platform.readOnly) {
    platform.jobs.register({ name: "retention.console_sessions", schedule: "0 23 * * * *", run: (now) => operators.prune(now) });
  }
  // The console serves one workspace: its two spaces are the test and live modes.
  const modeOf = (spaceId: number): "test" | "live" => (workspace.spaceIds.live === spaceId ? "live" : "test");
  const team = teamService(platform, domains.repos);
  const mailer = operatorMailer(opts.mail, opts.mailTransport);
  const workspaceName = async (h: Handle) => (await h.use(platform.repos.workspaces).byId(workspaceId))?.name ?? "Tandem";
  const teamParts = { team, mailer, repos: domains.repos, workspaceName, ...(opts.publicUrl && { publicUrl: opts.publicUrl }) };
  const handlers = consoleHandlers({ platform, workspaceId, spaceIds: workspace.spaceIds, ...domains, operators, billing: opts.billing ?? billingRecords(domains.revenue, modeOf), team: teamParts });
  return {
    operators,
    team,
    auditCli: (tx, operation, target, details) => auditCli(tx, { clock: platform.clock, repos: domains.repos }, operation, target, details),
    api: () => ({
      name: "console",
      document: loadOpenApi("console"),
      // Every change but signing in writes its audit row in its own unit (audit.ts).
      handlers: withAudit(handlers, auditedOperations(loadOpenApi("console")), { store: platform.store, clock: platform.clock, repos: domains.repos }),
      onClose: () => mailer.close(),
      wire: "envelope",
      writes: "rest",
      rateLimit: { windowMs: 60_000, max: (bucket) => (bucket === "signin" ? (opts.signInPerMinute ?? 10) : (opts.rateLimitPerMinute ?? 600)) },
      // Before the request's unit: the session is read from committed data.
      authenticate: (request) => operators.authenticate(platform.store.read, request),
      headers: { "cache-control": "no-store", "x-content-type-options": "nosniff" },
      assets: consoleAssets(opts.distDir),
      // The logo the Settings page shows (the same routes as on the desk's and the billing API's origins).
      pages: brandPages(platform.store.read.use(platform.repos.workspaces)),
      // The desk's webhook endpoints: the URL's host is resolved before the request's unit (as on the desk's API).
      preflight: {
        "webhookEndpoints.create": ({ body }) => domains.desk.webhooks.checkAddresses(body.url),
        "webhookEndpoints.update": ({ body }) => domains.desk.webhooks.checkAddresses(body.url),
        "billingWebhooks.create": ({ body }) => domains.revenue.webhooks.service.checkAddresses(body.url),
        "billingWebhooks.update": ({ body }) => domains.revenue.webhooks.service.checkAddresses(body.url),
      },
    }),
  };
}
