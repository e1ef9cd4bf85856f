/**
 * The console API's handlers: thin, over the platform's keys, the desk's
 * services and handlers, and billing's services and handlers (each called
 * with the space of the request's `mode`), and the operators service.
 */
import type { components, operations } from "../../generated/console.js";
import type { Desk } from "../desk/desk.js";
import type { AuthContext } from "../platform/auth/authenticate.js";
import type { KeyRow } from "../platform/auth/keys.repo.js";
import { createApiKeyIn } from "../platform/auth/keys.service.js";
import { type HandlerMap, withHeaders, withStatus } from "../platform/http/handlers.js";
import { type AfterCommit, afterCommit, mapAfterCommit } from "../platform/db/after-commit.js";
import type { Handle } from "../platform/db/handle.js";
import { invalid } from "../platform/errors.js";
import type { Platform } from "../platform/platform.js";
import { workspaceServiceOn } from "../platform/tenancy/workspace.service.js";
import type { Mode } from "../platform/tenancy/workspaces.repo.js";
import type { Revenue } from "../revenue/revenue.js";
import { recoverWindow } from "../platform/webhooks/recover.rules.js";
import type { BillingRecords } from "./billing-records.js";
import { billingHandlers } from "./billing.handlers.js";
import { rewardsHandlers } from "./rewards.handlers.js";
import { ConsoleError } from "./errors.js";
import { inboxHandlers } from "./inbox.handlers.js";
import { homeHandlers } from "./home.handlers.js";
import type { SessionRow } from "./operators.repo.js";
import { clearedSessionCookie, SESSION_TTL_MS, sessionCookie } from "./operators.rules.js";
import type { OperatorsService, StartedSession } from "./operators.service.js";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./operators.rules.js";
import { type TeamParts, teamHandlers } from "./team.handlers.js";

export type ConsoleOperations = operations;
export type ConsoleHandlers = HandlerMap<ConsoleOperations>;
type Schemas = components["schemas"];

export interface ConsoleParts {
  platform: Platform;
  workspaceId: string;
  /** The ids of the workspace's test and live spaces. */
  spaceIds: Record<Mode, number>;
  desk: Desk;
  revenue: Revenue;
  operators: OperatorsService;
  billing: BillingRecords;
  /** The Team and Audit log pages' parts (team.handlers.ts). */
  team: TeamParts;
}

const iso = (ms: number) => new Date(ms).toISOString();

function keyView(k: KeyRow): Schemas["ApiKey"] {
  return {
    id: k.id,
    api: k.api as "desk" | "revenue",
    mode: k.mode,
    kind: k.kind,
    display: k.display,
    name: k.name,
    state: k.revoked_at === null ? "active" : "revoked",
    createdAt: iso(k.created_at),
    revokedAt: k.revoked_at === null ? null : iso(k.revoked_at),
    lastUsedAt: k.last_used_at === null ? null : iso(k.last_used_at),
  };
}

const sessionView = (s: SessionRow): Schemas["Session"] => ({
  operator: { id: s.operator_id, email: s.email, name: s.name, role: s.role },
  csrfToken: s.csrf_token,
  expiresAt: iso(s.expires_at),
});

/** Drops the console's own `mode` from a query before it goes to a domain's handler. */
function withoutMode<Q extends { mode: Mode }>(query: Q): Omit<Q, "mode"> {
  const { mode: _mode, ...rest } = query;
  return rest;
}

export function consoleHandlers(p: ConsoleParts): ConsoleHandlers {
  const { platform, workspaceId, desk, revenue, operators, billing } = p;
  /** The caller as a domain sees it: a secret key of the workspace's space of `mode`. */
  const as = (auth: AuthContext, mode: Mode): AuthContext => {
    return { keyId: auth.keyId, spaceId: p.spaceIds[mode], workspaceId, mode, kind: "secret" };
  };
  const signedIn = ({ token, session }: StartedSession) =>
    withHeaders(sessionView(session), { "set-cookie": sessionCookie(token, Math.floor(SESSION_TTL_MS / 1000)) });
  const { store, clock } = platform;
  /** The platform's keys and the workspace's identity on handle `h`. */
  const keys = (h: Handle) => h.use(platform.repos.keys);
  const brand = (h: Handle) => workspaceServiceOn(h, platform);
  const dh = desk.handlers;
  const rh = revenue.handlers;
  const none = {} as never;

  return {
    ...billingHandlers(p),
    ...rewardsHandlers(p),
    // ── session ──
    // The password check (scrypt) is not a statement: it runs after the request's (empty) write
    // unit, and the session is stored in a unit of its own (from the read handle: the request's
    // transaction has ended by then); the answer still waits for the disk.
    "session.create": ({ body }) => afterCommit(async () => signedIn(await operators.signIn(store.read, body.email, body.password))),
    "session.link": ({ h, body }) => {
      const { password } = body;
      if (password === undefined) return operators.signInWithLink(h, body.token).then(signedIn);
      if ([...password].length < MIN_PASSWORD_LENGTH) throw new ConsoleError("invalid_request", `body.password must have at least ${MIN_PASSWORD_LENGTH} characters`);
      // The new password's hash (scrypt) is not a statement: after the request's unit, then the link is spent in a unit of its own.
      return afterCommit(async () => signedIn(await operators.signInWithLink(store.read, body.token, await hashPassword(password))));
    },
    "session.get": async ({ h, auth }) => sessionView(await operators.session(h, auth)),
    "session.delete": async ({ h, auth }) => {
      await operators.signOut(h, auth);
      return withHeaders({ signedOut: true as const }, { "set-cookie": clearedSessionCookie() });
    },

    // ── API keys ──
    "keys.list": async ({ h }) => ({
      items: (await keys(h).list())
        .filter((k) => k.workspace_id === workspaceId)
        .reverse()
        .map(keyView),
    }),
    "keys.create": async ({ h, body }) => {
      const kind = body.kind ?? "secret";
      if (body.api === "desk" && kind === "publishable") {
        throw new ConsoleError("invalid_request", "body.kind: the Support Desk API has no publishable keys (its public keys are the workspace's pk_ keys)");
      }
      const created = await createApiKeyIn(h, platform, workspaceId, { api: body.api, mode: body.mode, kind, ...(body.name !== undefined && { name: body.name }) });
      const row = (await keys(h).list()).find((k) => k.id === created.id)!;
      return withStatus(201, { ...keyView(row), key: created.key });
    },
    "keys.revoke": ({ h, params }) =>
      store.writeIn(h, async (tx) => {
        const row = (await keys(tx).list()).find((k) => k.id === params.id && k.workspace_id === workspaceId);
        if (!row || row.revoked_at !== null || !(await keys(tx).revoke(params.id, clock.now()))) throw new ConsoleError("key_not_found");
        return keyView((await keys(tx).list()).find((k) => k.id === params.id)!);
      }),

    // ── the workspace's identity (Settings) ──
    "settings.get": ({ h }) => brand(h).profile(workspaceId),
    "settings.update": ({ h, body }) => store.writeIn(h, (tx) => brand(tx).update(workspaceId, body)),
    "settings.setLogo": ({ h, body }) => store.writeIn(h, (tx) => brand(tx).setLogoBase64(workspaceId, body.imageBase64)),
    "settings.deleteLogo": ({ h }) => store.writeIn(h, (tx) => brand(tx).setLogo(workspaceId, null)),

    // ── desk webhooks (the desk's service) ──
    "webhookEndpoints.list": ({ h, auth, query }) => desk.webhooks.list(h, as(auth, query.mode).spaceId, withoutMode(query)),
    "webhookEndpoints.create": async ({ h, auth, query, body }) => withStatus(201, await desk.webhooks.create(h, as(auth, query.mode).spaceId, body)),
    "webhookEndpoints.update": ({ h, auth, query, params, body }) => desk.webhooks.update(h, as(auth, query.mode).spaceId, params.id, body),
    "webhookEndpoints.rotateSecret": ({ h, auth, query, params }) => desk.webhooks.rotateSecret(h, as(auth, query.mode).spaceId, params.id, {}),
    "webhookEndpoints.test": ({ h, auth, query, params }) => desk.webhooks.test(h, as(auth, query.mode).spaceId, params.id),
    "webhookEndpoints.deliveries": ({ h, auth, query, params }) => desk.webhooks.deliveries(h, as(auth, query.mode).spaceId, params.id, withoutMode(query)),
    "webhookDeliveries.get": ({ h, auth, query, params }) => desk.webhooks.delivery(h, as(auth, query.mode).spaceId, params.id),
    "webhookDeliveries.resend": ({ h, auth, query, params }) => desk.webhooks.resend(h, as(auth, query.mode).spaceId, params.id),
    "webhookEndpoints.recover": ({ h, auth, query, params, body }) => desk.webhooks.recoverBetween(h, as(auth, query.mode).spaceId, params.id, (now) => recoverWindow(body, now)),

    // ── billing catalog (billing's handlers and service) ──
    "catalog.get": async ({ h, auth, query }) => {
      const a = as(auth, query.mode);
      const features = await rh["features.list"]({ h, auth: a, body: none, params: none, query: none, headers: none });
      // Plans with their items' proration (billing keeps it but does not answer it): the editor sends items back whole.
      const plans = await revenue.services.plans.catalog(h, { spaceId: a.spaceId, mode: query.mode });
      return { features: (features as { list: Schemas["Tandem.Revenue.Feature"][] }).list, plans } as never;
    },
    "catalog.copyToLive": ({ h, auth, body }) => {
      const test = as(auth, "test");
      const live = as(auth, "live");
      return revenue.services.plans.copyToLive(h, { spaceId: test.spaceId, mode: "test" }, { spaceId: live.spaceId, mode: "live" }, body.planId);
    },

    // ── customers ──
    "customers.list": async ({ h, auth, query }) => {
      if (query.version !== undefined && query.plan === undefined) invalid("version", "needs plan (a version of which plan?)");
      const body = {
        limit: query.limit ?? 50,
        ...(query.q !== undefined && { search: query.q }),
        ...(query.cursor !== undefined && { start_cursor: query.cursor }),
        ...(query.plan !== undefined && { plans: [{ id: query.plan, ...(query.version !== undefined && { versions: [query.version] }) }] }),
        ...(query.status !== undefined && { subscription_status: query.status }),
      };
      // "Has overdue invoice" is the console's: billing's service takes it beside customers.list's body.
      const page = (
        query.overdue === true
          ? await revenue.services.customers.list(h, as(auth, query.mode), body, { overdueAt: platform.clock.now() })
          : await rh["customers.list"]({ h, auth: as(auth, query.mode), body, params: none, query: none, headers: none })
      ) as { list: unknown[]; next_cursor: string | null };
      return { items: page.list, nextCursor: page.next_cursor } as never;
    },
    "customers.get": async ({ h, auth, query, params }) => {
      const a = as(auth, query.mode);
      const customer = await rh["customers.get"]({ h, auth: a, body: { customer_id: params.id, expand: ["subscriptions.plan", "balances.feature", "entities"] }, params: none, query: none, headers: none });
      const events = (await rh["events.list"]({ h, auth: a, body: { customer_id: params.id, limit: 20 }, params: none, query: none, headers: none })) as { list: unknown[] };
      const who = { spaceId: a.spaceId, customerId: params.id };
      const [invoices, paymentMethods, frozenTime] = await Promise.all([billing.listInvoices(h, who), billing.listPaymentMethods(h, who), billing.frozenTime(h, who)]);
      return { customer, events: events.list, invoices, paymentMethods, frozenTime } as never;
    },
    "customers.advanceTestClock": async ({ h, auth, query, params, body }) => {
      type Done = { customer_id: string; frozen_time: number; status: Schemas["AdvanceTestClockResult"]["status"] };
      // The advance runs after the request's write unit (see cycle.handlers.ts).
      const answer = (await rh["customers.advance_test_clock"]({
        h,
        auth: as(auth, query.mode),
        body: { customer_id: params.id, frozen_time: body.frozenTime },
        params: none,
        query: none,
        headers: none,
      })) as Done | AfterCommit<Done>;
      return mapAfterCommit(answer, (done) => ({ customerId: done.customer_id, frozenTime: done.frozen_time, status: done.status }));
    },

    // ── inbox (the desk's handlers) ──
    "conversations.get": ({ h, auth, query, params }) => dh["conversations.get"]({ h, auth: as(auth, query.mode), params, query: none, body: undefined as never, headers: none }) as never,
    "messages.list": ({ h, auth, query, params }) => dh["messages.list"]({ h, auth: as(auth, query.mode), params, query: withoutMode(query), body: undefined as never, headers: none }) as never,
    "tickets.list": ({ h, auth, query }) => dh["tickets.list"]({ h, auth: as(auth, query.mode), query: withoutMode(query), params: none, body: undefined as never, headers: none }) as never,
    "tickets.get": ({ h, auth, query, params }) => dh["tickets.get"]({ h, auth: as(auth, query.mode), params, query: none, body: undefined as never, headers: none }) as never,
    "tickets.comments": ({ h, auth, query, params }) => dh["ticketComments.list"]({ h, auth: as(auth, query.mode), params, query: withoutMode(query), body: undefined as never, headers: none }) as never,
    "feedback.list": ({ h, auth, query }) => dh["feedback.list"]({ h, auth: as(auth, query.mode), query: withoutMode(query), params: none, body: undefined as never, headers: none }) as never,
    "feedback.get": ({ h, auth, query, params }) => dh["feedback.get"]({ h, auth: as(auth, query.mode), params, query: none, body: undefined as never, headers: none }) as never,
    ...inboxHandlers(p),
    ...homeHandlers(p),
    ...teamHandlers(p.team),
  };
}
