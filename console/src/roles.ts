/**
 * Which pages a role sees (the console's API enforces the same rules from its permission table,
 * src/console/permissions.ts: this only hides what would answer 403).
 */
import { createContext } from "preact";
import { useContext } from "preact/hooks";
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
  // With its linked pages: rewards/programs/<id> (a referral program's redemptions).
  rewards: EVERYONE_BUT_AGENTS,
  inbox: ["owner", "admin", "agent", "viewer"],
  team: ["owner"],
  audit: ["owner", "admin"],
  settings: EVERYONE_BUT_AGENTS,
};

/** Whether `role` sees the page at `path` (a page not listed here: everyone). */
export const sees = (role: Role, path: string): boolean =>
  (PAGE_ROLES[path] ?? ["owner", "admin", "agent", "viewer"]).includes(role);

/** The signed-in operator's role, provided once by the app (pages read it with `useWrites`). */
export const RoleContext = createContext<Role>("viewer");

/**
 * Whether the signed-in operator may change things (every role but `viewer`, which is read-only:
 * the API answers its writes 403). Pages render their write controls (buttons, forms) only when true.
 */
export const useWrites = (): boolean => useContext(RoleContext) !== "viewer";
