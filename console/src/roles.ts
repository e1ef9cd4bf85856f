/**
 * Which pages a role sees (the console's API enforces the same rules from its permission table,
 * src/console/permissions.ts: this only hides what would answer 403).
 */
import type { Schemas } from "./client.js";

export type Role = Schemas["Role"];

const EVERYONE_BUT_AGENTS: readonly Role[] = ["owner", "admin", "viewer"];

/** Per page path: the roles that see its link. */
export const PAGE_ROLES: Record<string, readonly Role[]> = {
  home: EVERYONE_BUT_AGENTS,
  keys: ["owner"],
  webhooks: EVERYONE_BUT_AGENTS,
  plans: EVERYONE_BUT_AGENTS,
  customers: EVERYONE_BUT_AGENTS,
  invoices: EVERYONE_BUT_AGENTS,
  rewards: EVERYONE_BUT_AGENTS,
  inbox: ["owner", "admin", "agent", "viewer"],
  team: ["owner"],
  audit: ["owner", "admin"],
  settings: EVERYONE_BUT_AGENTS,
};

/** Whether `role` sees the page at `path` (a page not listed here: everyone). */
export const sees = (role: Role, path: string): boolean => (PAGE_ROLES[path] ?? ["owner", "admin", "agent", "viewer"]).includes(role);
