import { systemClock } from "../platform/clock.js";
import { FxInputError } from "../revenue/payments/fx.service.js";
import { openTandem } from "../tandem.js";
import { UsageError } from "./errors.js";

type Out = (line: string) => void;

/**
 * `tandem fx set <from> <to> <rate>` / `tandem fx list` / `tandem fx delete <from> <to>`:
 * the exchange rates billing converts plan prices with (1 from = rate to), for both modes.
 */
export async function fxCommand(dbPath: string, sub: "set" | "list" | "delete", args: string[], o: { json: boolean }, out: Out): Promise<void> {
  const t = await openTandem(dbPath, systemClock, sub === "list" ? { readOnly: true } : {});
  try {
    const fx = t.revenue.services.fx;
    if (sub === "list") {
      const rates = await fx.list();
      if (o.json) out(JSON.stringify({ rates }));
      else if (rates.length === 0) out("No exchange rates (tandem fx set <from> <to> <rate>).");
      else for (const r of rates) out(`1 ${r.from} = ${r.rate} ${r.to}  (set ${new Date(r.updatedAt).toISOString()})`);
      return;
    }
    const [from, to, rate] = args;
    if (!from || !to || (sub === "set" && !rate))
      throw new UsageError(sub === "set" ? "tandem fx set needs <from> <to> <rate>, e.g. tandem fx set usd eur 0.92" : "tandem fx delete needs <from> <to>");
    try {
      if (sub === "set") {
        await fx.set(from, to, rate);
        out(o.json ? JSON.stringify({ from: from.toLowerCase(), to: to.toLowerCase(), rate }) : `1 ${from.toLowerCase()} = ${rate} ${to.toLowerCase()}`);
      } else {
        const deleted = await fx.delete(from, to);
        out(o.json ? JSON.stringify({ deleted }) : deleted ? "deleted" : "no such rate");
      }
    } catch (err) {
      if (err instanceof FxInputError) throw new UsageError(err.message);
      throw err;
    }
  } finally {
    await t.close();
  }
}
