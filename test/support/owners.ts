import { spawnSync } from "node:child_process";
import { hostname } from "node:os";
import type { ClaimOwners } from "../../src/platform/idempotency/idempotency.rules.js";

/** The holder id of a process of this machine that has exited (as a sender killed with -9 leaves its claims). */
export const deadHolder = (): string => `${hostname()}:${spawnSync("true").pid}:dead`;

/** Claim owners for a sender that plays a process killed mid-send: its id names an exited process; `gone` is the platform's. */
export const deadOwners = (platform: { owners: ClaimOwners }): ClaimOwners => ({ self: deadHolder(), gone: platform.owners.gone });
