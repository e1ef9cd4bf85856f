/**
 * The console's Team and Audit log operations: thin, over the team service, the operators' mailer
 * and the operators repository's audit log.
 */
import { afterCommit } from "../platform/db/after-commit.js";
import type { Handle, RepoFactory } from "../platform/db/handle.js";
import { withStatus } from "../platform/http/handlers.js";
import type { AuthContext } from "../platform/auth/authenticate.js";
import type { operations } from "../../generated/console.js";
import type { HandlerMap } from "../platform/http/handlers.js";
import { ConsoleError } from "./errors.js";
import type { OperatorMailer } from "./operators.mail.js";
import type { AuditRow, OperatorRow, OperatorsRepo } from "./operators.repo.js";
import { displayName } from "./operators.rules.js";
import { type Caller, callerOf, memberView } from "./operators.service.js";
import type { TeamService } from "./operators.team.js";

type TeamOps = "team.list" | "team.invite" | "team.update" | "team.remove" | "team.resetPassword" | "team.sessions" | "team.revokeSession" | "team.revokeSessions" | "audit.list" | "audit.operators";

export interface TeamParts {
  team: TeamService;
  mailer: OperatorMailer;
  repos: RepoFactory<OperatorsRepo>;
  /** The console's public base URL (`TANDEM_CONSOLE_PUBLIC_URL`); else the request's `Host` over http. */
  publicUrl?: string;
  workspaceName: (h: Handle) => Promise<string>;
}

const iso = (ms: number) => new Date(ms).toISOString();
const caller = (auth: AuthContext): Caller => {
  const c = callerOf(auth);
  if (!c) throw new ConsoleError("session_required");
  return c;
};

/** An audit page's cursor: the last row's (at, id), base64url. */
const auditCursor = (r: AuditRow) => Buffer.from(`${r.at}:${r.id}`).toString("base64url");
function auditBefore(cursor: string | undefined): { at: number; id: string } | undefined {
  if (cursor === undefined) return undefined;
  const [at, id] = Buffer.from(cursor, "base64url").toString().split(":");
  if (!id || !/^\d+$/.test(at ?? "")) throw new ConsoleError("invalid_request", "before: not a cursor of this list");
  return { at: Number(at), id };
}
const auditView = (r: AuditRow) => ({
  id: r.id,
  at: iso(r.at),
  operator: { id: r.operator_id, email: r.operator_email },
  operation: r.operation,
  target: r.target,
  mode: r.mode as "test" | "live" | null,
  address: r.address,
  details: r.details === null ? null : (JSON.parse(r.details) as Record<string, unknown>),
});
/** The operator filter's choices (the contract's bound). */
const AUDIT_OPERATORS_LIMIT = 500;

export function teamHandlers(p: TeamParts): Pick<HandlerMap<operations>, TeamOps> {
  const { team, mailer } = p;
  const base = (auth: AuthContext) => (p.publicUrl ?? `http://${caller(auth).host ?? "localhost:4200"}`).replace(/\/$/, "");
  /** Mails the link after the commit; the answer carries the link only when it was not mailed. */
  const sent = (operator: OperatorRow, url: string, subject: string, text: string) =>
    afterCommit(async () => {
      const mailed = mailer.enabled && (await mailer.send({ to: operator.email, subject, text }));
      return { operator: memberView(operator), mailed, ...(!mailed && { link: url }) };
    });
  return {
    "team.list": async ({ h, query }) => {
      const page = await team.page(h, query.after, query.limit ?? 50);
      return { items: page.items.map(memberView), nextCursor: page.nextCursor };
    },
    "team.invite": async ({ h, auth, body }) => {
      const { operator, token } = await team.invite(h, body);
      const url = `${base(auth)}/#/link/${token}`;
      const who = await p.workspaceName(h);
      const inviter = caller(auth).email;
      const text = `${inviter} invited you to ${who}'s Tandem console as ${operator.role}.\n\nOpen this link within 7 days to choose your password and sign in (it works once):\n\n${url}`;
      const answer = sent(operator, url, `You are invited to ${who}'s console`, text);
      return afterCommit(async () => withStatus(201, await answer.run()));
    },
    "team.update": async ({ h, params, body }) => memberView(await team.update(h, params.id, body)),
    "team.remove": async ({ h, params }) => {
      await team.remove(h, params.id);
      return { removed: true as const };
    },
    "team.resetPassword": async ({ h, auth, params }) => {
      const { operator, token } = await team.resetLink(h, params.id);
      const url = `${base(auth)}/#/link/${token}`;
      const text = `Hello ${displayName(operator)},\n\nOpen this link within 1 hour to choose a new password (it works once; your current password works until then):\n\n${url}`;
      return sent(operator, url, "Reset your console password", text);
    },
    "team.sessions": async ({ h, auth, params }) => {
      const current = caller(auth).sessionId;
      const rows = await team.sessions(h, params.id);
      return { items: rows.map((s) => ({ id: s.id, createdAt: iso(s.created_at), expiresAt: iso(s.expires_at), current: s.id === current })) };
    },
    "team.revokeSession": async ({ h, params }) => ({ revoked: await team.revokeSession(h, params.id, params.sessionId) }),
    "team.revokeSessions": async ({ h, params }) => ({ revoked: await team.revokeSessions(h, params.id) }),
    "audit.list": async ({ h, query }) => {
      const limit = query.limit ?? 50;
      const rows = await h.use(p.repos).auditPage({
        ...(query.operatorId !== undefined && { operatorId: query.operatorId }),
        ...(query.operation !== undefined && { operation: query.operation }),
        ...(query.from !== undefined && { from: Date.parse(query.from) }),
        ...(query.to !== undefined && { to: Date.parse(query.to) }),
        before: auditBefore(query.before),
        limit: limit + 1,
      });
      const items = rows.slice(0, limit);
      return { items: items.map(auditView), nextCursor: rows.length > limit ? auditCursor(items[items.length - 1]) : null };
    },
    "audit.operators": async ({ h }) => ({ items: await h.use(p.repos).auditOperators(AUDIT_OPERATORS_LIMIT) }),
  };
}
