import { systemClock } from "../platform/clock.js";
import type { Role } from "../console/operators.rules.js";
import { openTandem } from "../tandem.js";

type Out = (line: string) => void;

/** `tandem operators create`: a password (from standard input) or a one-time sign-in link. */
export async function operatorsCreate(
  dbPath: string,
  o: { email: string; password: string | undefined; consoleUrl: string; json: boolean; role?: Role; name?: string },
  out: Out,
): Promise<void> {
  const t = await openTandem(dbPath, systemClock);
  try {
    const created = await t.console.operators.create(t.store.read, o.email, o.password, { ...(o.role && { role: o.role }), ...(o.name !== undefined && { name: o.name }) });
    const link = created.linkToken ? `${o.consoleUrl.replace(/\/$/, "")}/#/link/${created.linkToken}` : undefined;
    if (o.json) out(JSON.stringify({ id: created.id, email: created.email, name: created.name, role: created.role, ...(link && { signInLink: link }) }));
    else if (link) {
      out(`Created operator ${created.email} (${created.role}). Sign in once with this link (valid 24 hours, shown once):`);
      out(link);
    } else out(`Created operator ${created.email} (${created.role}). Sign in at ${o.consoleUrl.replace(/\/$/, "")}/`);
  } finally {
    await t.close();
  }
}

/** Read-only. */
export async function operatorsList(dbPath: string, o: { json: boolean }, out: Out): Promise<void> {
  const t = await openTandem(dbPath, systemClock, { readOnly: true });
  try {
    const rows = await t.console.operators.list(t.store.read);
    if (o.json) out(JSON.stringify(rows));
    else for (const r of rows) out(`${r.id}  ${r.email}  ${r.role}  ${r.status}  ${r.hasPassword ? "password" : "sign-in link only"}  created ${r.createdAt}  ${JSON.stringify(r.displayName)}`);
  } finally {
    await t.close();
  }
}

/** `tandem operators reset`: a one-time password reset link (valid 1 hour). */
export async function operatorsReset(dbPath: string, o: { email: string; consoleUrl: string; json: boolean }, out: Out): Promise<void> {
  const t = await openTandem(dbPath, systemClock);
  try {
    const operator = await t.console.team.byEmail(t.store.read, o.email);
    const { token } = await t.console.team.resetLink(t.store.read, operator.id);
    const link = `${o.consoleUrl.replace(/\/$/, "")}/#/link/${token}`;
    if (o.json) out(JSON.stringify({ id: operator.id, email: operator.email, resetLink: link }));
    else {
      out(`Password reset for ${operator.email}: open this link within 1 hour to choose a new password (shown once):`);
      out(link);
    }
  } finally {
    await t.close();
  }
}

/** `tandem operators disable`: its sessions end; never the last enabled owner. */
export async function operatorsDisable(dbPath: string, o: { email: string; json: boolean }, out: Out): Promise<void> {
  const t = await openTandem(dbPath, systemClock);
  try {
    const operator = await t.console.team.byEmail(t.store.read, o.email);
    await t.console.team.update(t.store.read, operator.id, { disabled: true });
    out(o.json ? JSON.stringify({ id: operator.id, email: operator.email, disabled: true }) : `Disabled operator ${operator.email}; its sessions have ended.`);
  } finally {
    await t.close();
  }
}

/** `tandem operators remove`: never the last enabled owner. */
export async function operatorsRemove(dbPath: string, o: { email: string; json: boolean }, out: Out): Promise<void> {
  const t = await openTandem(dbPath, systemClock);
  try {
    const operator = await t.console.team.byEmail(t.store.read, o.email);
    await t.console.team.remove(t.store.read, operator.id);
    out(o.json ? JSON.stringify({ id: operator.id, email: operator.email, removed: true }) : `Removed operator ${operator.email}.`);
  } finally {
    await t.close();
  }
}
