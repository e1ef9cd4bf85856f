/**
 * What an audit entry says of a change (pure): its target (what was acted on) and a small `details`
 * object, chosen per operation from the request and the answer — never a secret (API keys, webhook
 * signing secrets, passwords, sign-in links, tokens) and never message text — and bounded.
 */

/** A change as the audit log sees it: the request's parts, the answer (unwrapped), what was read before it ran. */
export interface AuditCall {
  params: unknown;
  query: unknown;
  body: unknown;
  answer: unknown;
  /** What the operation's `before` read (the operator a role change changes, …); undefined when none. */
  before?: unknown;
}

export type AuditDetails = Record<string, unknown>;

/** What an entry records beyond who, when and where. */
export interface AuditFacts {
  target: string | null;
  /** JSON of a bounded object; null when nothing more is said. */
  details: string | null;
}

/** The bounds of `details` (the contract's AuditEntry doc says them). */
export const DETAILS_MAX_FIELDS = 12;
export const DETAILS_MAX_STRING = 200;
export const DETAILS_MAX_ITEMS = 20;
export const DETAILS_MAX_JSON = 2000;

/** Field names that are never recorded, whatever an operation's table says (a second guard). */
const SECRET_NAME = /secret|password|token|^key$|link|signature/i;

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" ? (v as Obj) : {});

/** `name=value&…` of `ids` (those undefined left out); null when none is left. */
export const targetOf = (ids: Record<string, unknown>): string | null => {
  const entries = Object.entries(ids).filter(([, v]) => v !== undefined && v !== null && v !== "");
  return entries.length ? entries.map(([k, v]) => `${k}=${String(v)}`).join("&") : null;
};

/** A URL without what may carry a credential: its user info, query and fragment. */
export function safeUrl(url: unknown): string | undefined {
  if (typeof url !== "string") return undefined;
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return undefined;
  }
}

/** `pick(o, names)`: the fields of `o` named, those undefined left out. */
const pick = (o: unknown, names: readonly string[]): Obj => {
  const from = obj(o);
  const out: Obj = {};
  for (const n of names) if (from[n] !== undefined) out[n] = from[n];
  return out;
};

/** One value cut to its bounds: strings to 200 characters, lists to 20 items, objects one level deep. */
function bounded(v: unknown, depth = 0): unknown {
  if (typeof v === "string") return v.length > DETAILS_MAX_STRING ? `${v.slice(0, DETAILS_MAX_STRING - 1)}…` : v;
  if (typeof v === "number" || typeof v === "boolean" || v === null) return v;
  if (Array.isArray(v)) return v.slice(0, DETAILS_MAX_ITEMS).map((x) => bounded(x, depth + 1));
  if (v && typeof v === "object" && depth < 2) {
    const out: Obj = {};
    for (const [k, x] of Object.entries(v as Obj).slice(0, DETAILS_MAX_FIELDS)) if (!SECRET_NAME.test(k) && x !== undefined) out[k] = bounded(x, depth + 1);
    return out;
  }
  return undefined;
}

/** `details` as the JSON stored: secret-named fields dropped, cut to the bounds; null when empty. */
export function detailsJson(d: AuditDetails | null | undefined): string | null {
  if (!d) return null;
  const out = bounded(d) as Obj;
  if (Object.keys(out).length === 0) return null;
  const json = JSON.stringify(out);
  return json.length > DETAILS_MAX_JSON ? JSON.stringify({ truncated: true }) : json;
}

type Describe = (c: AuditCall) => { target?: string | null; details?: AuditDetails | null };

const byBodyId = (field: string) => (c: AuditCall) => targetOf({ id: obj(c.body)[field] });
const created = (c: AuditCall) => targetOf({ id: obj(c.answer).id });
/** The names of the fields a partial update set (their values when `values`). */
const fieldsSet = (body: unknown) => ({ fields: Object.keys(obj(body)) });
const invoiceFacts = (answer: unknown) => {
  const invoice = obj(obj(answer).invoice);
  return pick(invoice, ["number", "customer_id", "total", "currency", "status"]);
};

/**
 * Per operation: its target when the path's ids do not say it, and its details. An operation not
 * listed records the path's ids and no details.
 */
export const DESCRIBE: Record<string, Describe> = {
  "keys.create": (c) => ({ target: created(c), details: pick(c.answer, ["api", "mode", "kind", "name"]) }),
  "keys.revoke": (c) => ({ details: pick(c.answer, ["api", "mode", "kind", "name"]) }),

  "settings.update": (c) => ({ details: { ...fieldsSet(c.body), ...pick(c.body, ["name", "supportEmail", "accentColor"]) } }),

  "webhookEndpoints.create": (c) => ({ target: targetOf({ id: obj(c.answer)._id }), details: { url: safeUrl(obj(c.body).url), events: obj(c.body).events } }),
  "webhookEndpoints.update": (c) => ({ details: { ...fieldsSet(c.body), url: safeUrl(obj(c.body).url), ...pick(c.body, ["enabled", "events"]) } }),
  "webhookEndpoints.recover": (c) => ({ details: pick(c.body, ["since", "until"]) }),
  "billingWebhooks.create": (c) => ({ target: created(c) ?? byBodyId("id")(c), details: { url: safeUrl(obj(c.body).url), events: obj(c.body).events } }),
  "billingWebhooks.update": (c) => ({
    target: byBodyId("id")(c),
    details: { fields: Object.keys(obj(c.body)).filter((k) => k !== "id" && k !== "idempotency_key"), url: safeUrl(obj(c.body).url), ...pick(c.body, ["disabled", "events"]) },
  }),
  "billingWebhooks.recover": (c) => ({ details: pick(c.body, ["since", "until"]) }),

  "catalog.copyToLive": (c) => ({ target: byBodyId("planId")(c), details: { copied: { plans: (obj(c.answer).plans as unknown[] | undefined)?.length, features: (obj(c.answer).features as unknown[] | undefined)?.length } } }),
  "plans.create": (c) => ({ target: byBodyId("plan_id")(c), details: { ...pick(c.body, ["name", "group"]), ...pick(c.answer, ["version"]) } }),
  "plans.update": (c) => ({
    target: byBodyId("plan_id")(c),
    details: { fields: Object.keys(obj(c.body)).filter((k) => k !== "plan_id" && k !== "idempotency_key"), ...pick(c.body, ["name", "archived", "new_plan_id"]), ...pick(c.answer, ["version"]) },
  }),

  "customers.attach": (c) => ({ details: { ...pick(c.body, ["planId", "version"]) } }),
  "customers.cancel": (c) => ({ details: pick(c.body, ["planId", "when", "refund"]) }),
  "customers.grant": (c) => ({ details: pick(c.body, ["featureId", "amount", "reason", "expiresAt"]) }),
  "customers.advanceTestClock": (c) => ({ details: pick(c.body, ["frozenTime"]) }),

  "invoices.void": (c) => ({ details: invoiceFacts(c.answer) }),
  "invoices.markPaid": (c) => ({ details: invoiceFacts(c.answer) }),
  "invoices.refund": (c) => {
    const notes = (obj(c.answer).creditNotes as unknown[] | undefined) ?? [];
    const note = obj(notes[notes.length - 1]);
    const invoice = obj(obj(c.answer).invoice);
    return { details: { amount: note.amount ?? obj(c.body).amount, currency: invoice.currency, reason: obj(c.body).reason, creditNoteId: obj(note.invoice).id } };
  },

  "rewards.create": (c) => {
    const reward = obj(c.answer);
    const kind = reward.coupon ? "coupon" : "feature_grant";
    const one = obj(reward.coupon ?? reward.feature_grant);
    return { target: targetOf({ id: one.id }), details: { kind, ...pick(one, ["name", "type", "value", "currency", "feature_id", "amount"]) } };
  },
  "referralPrograms.create": (c) => ({ target: created(c) ?? byBodyId("id")(c), details: pick(c.body, ["reward_id", "redeem_on", "received_by", "max_redemptions"]) }),

  // The assignee as stored (the console sets its name from the operator), when the change named one.
  "conversations.update": (c) => ({
    details: { ...pick(c.body, ["status", "priority", "tags", "snoozedUntil"]), ...(obj(c.body).assigneeId !== undefined && pick(c.answer, ["assigneeId", "assigneeName"])) },
  }),
  "tickets.update": (c) => ({ details: pick(c.body, ["status", "priority", "type", "assigneeId", "tags"]) }),
  "feedback.update": (c) => ({ details: { ...pick(c.body, ["status", "tags"]), ...(obj(c.body).reply !== undefined && { replied: obj(c.body).reply !== null }) } }),
  "messages.create": (c) => ({ details: { messageId: obj(c.answer)._id, visibility: obj(c.body).visibility ?? "public" } }),
  "tickets.comment": (c) => ({ details: { commentId: obj(c.answer)._id, visibility: obj(c.body).visibility ?? "public" } }),

  "team.invite": (c) => {
    const operator = obj(obj(c.answer).operator);
    return { target: targetOf({ id: operator.id }), details: { email: operator.email, role: operator.role, mailed: obj(c.answer).mailed } };
  },
  "team.update": (c) => {
    const before = obj(c.before);
    const body = obj(c.body);
    return {
      details: {
        email: before.email,
        ...(body.role !== undefined && { role: { from: before.role, to: body.role } }),
        ...(body.name !== undefined && { name: { from: before.name, to: body.name } }),
        ...(body.disabled !== undefined && { disabled: { from: before.disabled_at !== null && before.disabled_at !== undefined, to: body.disabled } }),
      },
    };
  },
  "team.remove": (c) => ({ details: pick(c.before, ["email", "role"]) }),
  "team.resetPassword": (c) => ({ details: { email: obj(obj(c.answer).operator).email, mailed: obj(c.answer).mailed } }),
  "team.revokeSession": (c) => ({ details: pick(c.answer, ["revoked"]) }),
  "team.revokeSessions": (c) => ({ details: pick(c.answer, ["revoked"]) }),
};

/** The entry's target and details for `operation`: the path's ids unless its table entry names the target. */
export function auditFacts(operation: string, c: AuditCall): AuditFacts {
  const fromPath = targetOf(obj(c.params));
  const described = DESCRIBE[operation]?.(c) ?? {};
  const target = described.target !== undefined && described.target !== null ? described.target : fromPath;
  return { target, details: detailsJson(described.details) };
}
