import { systemClock } from "../platform/clock.js";
import type { Role } from "../console/operators.rules.js";
import type { Tx } from "../platform/db/handle.js";
import { openTandem } from "../tandem.js";

type Out = (line: string) => void;

/** `tandem operators create`: a password (from standard input) or a one-time sign-in link. Every change of these commands is audited (actor `cli`). */
export async function operatorsCreate(
  dbPath: string,
  o: { email: string; password: string | undefined; consoleUrl: string; json: boolean; role?: Role; name?: string },
  out: Out,
): Promise<void> {
  const t = await openTandem(dbPath, systemClock);
  try {
    const audit = (tx: Tx, c: { id: string; role: Role }) =>
      t.console.auditCli(tx, "operators.create", `id=${c.id}`, { email: o.email, role: c.role, signIn: o.password === undefined ? "link" : "password" });
    const created = await t.console.operators.create(t.store.read, o.email, o.password, { ...(o.role && { role: o.role }), ...(o.name !== undefined && { name: o.name }), also: audit });
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
    const token = await t.store.write(async (tx) => {
      const { token } = await t.console.team.resetLink(tx, operator.id);
      await t.console.auditCli(tx, "operators.reset", `id=${operator.id}`, { email: operator.email });
      return token;
    });
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
    await t.store.write(async (tx) => {
      await t.console.team.update(tx, operator.id, { disabled: true });
      await t.console.auditCli(tx, "operators.disable", `id=${operator.id}`, { email: operator.email, disabled: { from: operator.disabled_at !== null, to: true } });
    });
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
    await t.store.write(async (tx) => {
      await t.console.team.remove(tx, operator.id);
      await t.console.auditCli(tx, "operators.remove", `id=${operator.id}`, { email: operator.email, role: operator.role });
    });
    out(o.json ? JSON.stringify({ id: operator.id, email: operator.email, removed: true }) : `Removed operator ${operator.email}.`);
  } finally {
    await t.close();
  }
}
