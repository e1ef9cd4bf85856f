import { systemClock } from "../platform/clock.js";
import { openTandem } from "../tandem.js";

type Out = (line: string) => void;

/** `tandem operators create`: a password (from standard input) or a one-time sign-in link. */
export async function operatorsCreate(dbPath: string, o: { email: string; password: string | undefined; consoleUrl: string; json: boolean; name?: string | undefined }, out: Out): Promise<void> {
  const t = await openTandem(dbPath, systemClock);
  try {
    const created = await t.console.operators.create(t.store.read, o.email, o.password, o.name);
    const link = created.linkToken ? `${o.consoleUrl.replace(/\/$/, "")}/#/link/${created.linkToken}` : undefined;
    if (o.json) out(JSON.stringify({ id: created.id, email: created.email, name: created.name, ...(link && { signInLink: link }) }));
    else if (link) {
      out(`Created operator ${created.email}. Sign in once with this link (valid 24 hours, shown once):`);
      out(link);
    } else out(`Created operator ${created.email}. Sign in at ${o.consoleUrl.replace(/\/$/, "")}/`);
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
    else for (const r of rows) out(`${r.id}  ${r.email}  ${JSON.stringify(r.displayName)}  ${r.hasPassword ? "password" : "sign-in link only"}  created ${r.createdAt}`);
  } finally {
    await t.close();
  }
}
