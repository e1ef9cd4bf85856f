/**
 * Who may call each console operation: ONE table typed over every operation id of the console's
 * contract (`generated/console.d.ts`), so an operation added to the spec without a permission here
 * is a compile error. Enforced in the console's request path before validation (console.ts's
 * `authenticate`): a role without it answers 403 `forbidden`. The web app hides what a role may
 * not use from the same table (the session answers the role; see console/src/roles.ts).
 */
import type { operations as ConsoleOperations } from "../../generated/console.js";
import type { Role } from "./operators.rules.js";

/**
 * - `public`: no session (signing in).
 * - `signed_in`: any operator (its own session).
 * - `read`: reading billing, catalog, keys-free data: owner, admin, viewer.
 * - `inbox_read` / `inbox_write`: the desk's inbox: every role reads; owner, admin and agent write.
 * - `admin`: billing, catalog, webhook and settings changes: owner, admin.
 * - `owner`: the team, API keys and the audit log: owner only.
 */
export type Permission = "public" | "signed_in" | "read" | "inbox_read" | "inbox_write" | "admin" | "owner";

const ALLOWED: Record<Permission, readonly Role[]> = {
  public: ["owner", "admin", "agent", "viewer"],
  signed_in: ["owner", "admin", "agent", "viewer"],
  read: ["owner", "admin", "viewer"],
  inbox_read: ["owner", "admin", "agent", "viewer"],
  inbox_write: ["owner", "admin", "agent"],
  admin: ["owner", "admin"],
  owner: ["owner"],
};

/** Whether `role` may call an operation that needs `permission`. */
export const allows = (permission: Permission, role: Role): boolean => ALLOWED[permission].includes(role);

/** Every console operation's permission. */
export const CONSOLE_PERMISSIONS: Record<keyof ConsoleOperations, Permission> = {
  "session.create": "public",
  "session.link": "public",
  "session.get": "signed_in",
  "session.delete": "signed_in",

  "keys.list": "owner",
  "keys.create": "owner",
  "keys.revoke": "owner",

  "settings.get": "read",
  "settings.update": "admin",
  "settings.setLogo": "admin",
  "settings.deleteLogo": "admin",

  "webhookEndpoints.list": "read",
  "webhookEndpoints.create": "admin",
  "webhookEndpoints.update": "admin",
  "webhookEndpoints.rotateSecret": "admin",
  "webhookEndpoints.test": "admin",
  "webhookEndpoints.deliveries": "read",
  "webhookDeliveries.get": "read",
  "webhookDeliveries.resend": "admin",
  "webhookEndpoints.recover": "admin",

  "catalog.get": "read",
  "catalog.copyToLive": "admin",

  "customers.list": "read",
  "customers.get": "read",
  "customers.advanceTestClock": "admin",
  "customers.usage": "read",
  "customers.previewAttach": "read",
  "customers.attach": "admin",
  "customers.cancel": "admin",
  "customers.grant": "admin",

  "home.get": "read",

  "rewards.list": "read",
  "rewards.codeRedemptions": "read",
  "rewards.create": "admin",
  "rewards.deactivate": "admin",
  "referralPrograms.create": "admin",
  "referralPrograms.deactivate": "admin",
  "referralPrograms.referrals": "read",

  "invoices.list": "read",
  "invoices.get": "read",
  "invoices.void": "admin",
  "invoices.markPaid": "admin",
  "invoices.refund": "admin",

  "plans.versions": "read",
  "plans.create": "admin",
  "plans.update": "admin",

  "billingWebhooks.list": "read",
  "billingWebhooks.deliveries": "read",
  "billingWebhooks.create": "admin",
  "billingWebhooks.update": "admin",
  "billingWebhooks.rotateSecret": "admin",
  "billingWebhooks.test": "admin",
  "billingWebhooks.resend": "admin",
  "billingWebhooks.delivery": "read",
  "billingWebhooks.recover": "admin",

  "conversations.list": "inbox_read",
  "conversations.get": "inbox_read",
  "conversations.update": "inbox_write",
  "messages.list": "inbox_read",
  "messages.create": "inbox_write",
  "tickets.list": "inbox_read",
  "tickets.get": "inbox_read",
  "tickets.comments": "inbox_read",
  "feedback.list": "inbox_read",
  "feedback.get": "inbox_read",
  "feedback.update": "inbox_write",
  "tickets.update": "inbox_write",
  "tickets.comment": "inbox_write",
  // Only the operator's own read marker: every role that reads the inbox may set it.
  "conversations.markRead": "inbox_read",
  "conversations.csat": "inbox_read",
  "csat.scores": "inbox_read",
  "inbox.changes": "inbox_read",
  "inbox.assignees": "inbox_read",

  "team.list": "owner",
  "team.invite": "owner",
  "team.update": "owner",
  "team.remove": "owner",
  "team.resetPassword": "owner",
  "team.sessions": "owner",
  "team.revokeSession": "owner",
  "team.revokeSessions": "owner",
  "audit.list": "admin",
  "audit.operators": "admin",
};
