/**
 * The console's inbox (issue 31 §3): inbox rows with a preview and the operator's unread marker,
 * the live refresh's changes (the desk's event sequence, shared by every node), assignees, CSAT,
 * and the ticket and feedback writes, all through the desk's handlers and repositories; what the
 * operator writes carries its display name (`author_name`).
 */
import type { components, operations } from "../../generated/console.js";
import { conversationsService } from "../desk/conversations/conversations.service.js";
import type { Desk } from "../desk/desk.js";
import { DeskError } from "../desk/errors.js";
import type { AuthContext } from "../platform/auth/authenticate.js";
import type { Handle } from "../platform/db/handle.js";
import type { HandlerMap } from "../platform/http/handlers.js";
import type { Platform } from "../platform/platform.js";
import type { Mode } from "../platform/tenancy/workspaces.repo.js";
import type { OperatorsService } from "./operators.service.js";
import { ConsoleError } from "./errors.js";
import { CHANGES_LIMIT, csatScores, csatWindow, inboxRow, type InboxRowParts } from "./inbox.rules.js";

type Schemas = components["schemas"];
type ConsoleHandlers = HandlerMap<operations>;

/** What the inbox's handlers use of the console's parts (console.handlers.ts's `ConsoleParts`). */
export interface InboxParts {
  platform: Pick<Platform, "clock">;
  workspaceId: string;
  spaceIds: Record<Mode, number>;
  desk: Pick<Desk, "handlers" | "ctx">;
  operators: OperatorsService;
}
type Conversation = Schemas["Tandem.Desk.Conversation"];

type InboxOps =
  | "conversations.list"
  | "conversations.markRead"
  | "conversations.update"
  | "conversations.csat"
  | "messages.create"
  | "tickets.update"
  | "tickets.comment"
  | "feedback.update"
  | "inbox.changes"
  | "inbox.assignees"
  | "csat.scores";

export function inboxHandlers(p: InboxParts): Pick<ConsoleHandlers, InboxOps> {
  const { desk, operators, workspaceId, platform } = p;
  const dh = desk.handlers;
  const none = {} as never;
  /** The caller as the desk sees it: a secret key of the workspace's space of `mode`. */
  const as = (auth: AuthContext, mode: Mode): AuthContext => ({ keyId: auth.keyId, spaceId: p.spaceIds[mode], workspaceId, mode, kind: "secret" });
  const repos = (h: Handle) => desk.ctx.repos(h);
  const conversations = conversationsService(desk.ctx);

  /** The conversations as inbox rows for the signed-in operator. */
  async function rows(h: Handle, auth: AuthContext, spaceId: number, conversations: Conversation[]): Promise<Schemas["InboxConversation"][]> {
    const ids = conversations.map((c) => c._id);
    const me = await operators.operatorOf(h, auth);
    const [previews, reads] = await Promise.all([repos(h).conversations.previews(spaceId, ids), operators.readsOf(h, me.id, ids)]);
    const byId = new Map(previews.map((r) => [r.conversation_id, r]));
    return conversations.map((c) => {
      const pv = byId.get(c._id);
      const parts: InboxRowParts = { firstBody: pv?.first_body ?? null, lastContactAt: pv?.last_contact_at ?? null, readAt: reads.get(c._id) ?? null };
      return inboxRow(c, parts) as Schemas["InboxConversation"];
    });
  }

  /**
   * An update's body with its assignee checked: an operator's id (the conversation's `assigneeName`
   * set to its display name, whatever was sent), null (unassigned), or the current assignee left as
   * it is (one set through the Support Desk API); anything else 400 `unknown_assignee`.
   */
  async function assigneeChecked(h: Handle, body: { assigneeId?: string | null; assigneeName?: string | null }, current: () => Promise<string | null>, named: boolean) {
    const { assigneeName, ...rest } = body;
    const name = (n: string | null) => (named ? { assigneeName: n } : {});
    if (body.assigneeId === undefined) {
      if (assigneeName !== undefined) throw new ConsoleError("unknown_assignee", "body.assigneeName: the name follows body.assigneeId (an operator's id)");
      return rest;
    }
    if (body.assigneeId === null) return { ...rest, assigneeId: null, ...name(null) };
    const operator = await operators.assignee(h, body.assigneeId);
    if (operator) return { ...rest, assigneeId: operator.id, ...name(operator.displayName) };
    if ((await current()) === body.assigneeId) {
      const { assigneeId: _unchanged, ...others } = rest;
      return others;
    }
    throw new ConsoleError("unknown_assignee", `body.assigneeId: ${body.assigneeId} is no operator of this workspace`);
  }

  return {
    "conversations.update": async ({ h, auth, query, params, body }) => {
      const a = as(auth, query.mode);
      const current = async () => ((await dh["conversations.get"]({ h, auth: a, params, query: none, body: undefined as never, headers: none })) as Conversation).assigneeId ?? null;
      const checked = await assigneeChecked(h, body, current, true);
      return dh["conversations.update"]({ h, auth: a, params, query: none, body: checked as typeof body, headers: none }) as never;
    },
    "conversations.list": async ({ h, auth, query }) => {
      const { mode, ...rest } = query;
      const spaceId = p.spaceIds[mode];
      // The inbox's order: the last message first (a conversation written to moves to the top).
      const page = await conversations.list(h, spaceId, rest, "activity");
      return { items: await rows(h, auth, spaceId, page.items), nextCursor: page.nextCursor };
    },
    "conversations.markRead": async ({ h, auth, query, params }) => {
      const a = as(auth, query.mode);
      const conversation = (await dh["conversations.get"]({ h, auth: a, params, query: none, body: undefined as never, headers: none })) as Conversation;
      const me = await operators.operatorOf(h, auth);
      await operators.markRead(h, me.id, conversation._id);
      return (await rows(h, auth, a.spaceId, [conversation]))[0]!;
    },
    "conversations.csat": async ({ h, auth, query, params }) => {
      const a = as(auth, query.mode);
      const ref = await repos(h).conversations.refById(a.spaceId, params.id);
      if (!ref) throw new DeskError("conversation_not_found", `No conversation ${params.id}.`);
      const row = await repos(h).csat.byConversation(ref.seq);
      return { csat: row ? { rating: row.rating, comment: row.comment, createdAt: new Date(row.created_at).toISOString() } : null };
    },
    "messages.create": async ({ h, auth, query, params, body }) => {
      const me = await operators.operatorOf(h, auth);
      return dh["messages.create"]({ h, auth: as(auth, query.mode), params, query: none, body: { ...body, author_name: me.displayName }, headers: none }) as never;
    },
    "tickets.update": async ({ h, auth, query, params, body }) => {
      const a = as(auth, query.mode);
      const current = async () => ((await dh["tickets.get"]({ h, auth: a, params, query: none, body: undefined as never, headers: none })) as { assigneeId?: string | null }).assigneeId ?? null;
      const checked = await assigneeChecked(h, body, current, false);
      return dh["tickets.update"]({ h, auth: a, params, query: none, body: checked as typeof body, headers: none }) as never;
    },
    "tickets.comment": async ({ h, auth, query, params, body }) => {
      const me = await operators.operatorOf(h, auth);
      return dh["ticketComments.create"]({ h, auth: as(auth, query.mode), params, query: none, body: { ...body, author_name: me.displayName }, headers: none }) as never;
    },
    "feedback.update": ({ h, auth, query, params, body }) => dh["feedback.update"]({ h, auth: as(auth, query.mode), params, query: none, body, headers: none }) as never,
    "inbox.changes": async ({ h, auth, query }) => {
      const a = as(auth, query.mode);
      const page = (await dh["events.list"]({
        h,
        auth: a,
        query: { limit: query.after === undefined ? 1 : CHANGES_LIMIT },
        params: none,
        body: undefined as never,
        headers: none,
      })) as { items: { sequence: number; type: string; data: Record<string, unknown> }[] };
      const latest = page.items[0]?.sequence ?? query.after ?? 0;
      if (query.after === undefined) return { sequence: latest, conversationIds: [], more: false };
      const after = query.after;
      const ids: string[] = [];
      for (const e of page.items) {
        if (e.sequence <= after) break;
        const id = e.type.startsWith("conversation.") ? e.data._id : e.data.conversationId;
        if (typeof id === "string" && !ids.includes(id)) ids.push(id);
      }
      return { sequence: Math.max(latest, after), conversationIds: ids, more: latest - after > CHANGES_LIMIT };
    },
    "inbox.assignees": async ({ h }) => ({
      items: (await operators.list(h)).map((o) => ({ id: o.id, email: o.email, displayName: o.displayName })),
    }),
    "csat.scores": async ({ h, query }) => {
      const days = query.days ?? 30;
      const { since, until } = csatWindow(platform.clock.now(), days);
      return csatScores(await repos(h).csat.dailyScores(p.spaceIds[query.mode], since, until));
    },
  };
}
