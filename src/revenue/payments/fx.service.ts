import type { RevenueContext } from "../context.js";
import { parseRate } from "./money.rules.js";

/** A problem with an FX command's input (the CLI prints it and exits 2). */
export class FxInputError extends Error {}

const CURRENCY = /^[a-z]{3}$/;

/**
 * The operator's exchange rates (`tandem fx set|list|delete`): a plan amount
 * in the base currency converts to another at `1 from = rate to` when the
 * plan has no price of its own in it. Rates are decimals, kept as written. The CLI's entry
 * points: each starts from nothing (reads committed data, writes in a unit of its own).
 */
export function fxService(ctx: RevenueContext) {
  const pair = (from: string, to: string): [string, string] => {
    const [f, t] = [from.toLowerCase(), to.toLowerCase()];
    if (!CURRENCY.test(f) || !CURRENCY.test(t)) throw new FxInputError(`currencies are three-letter ISO 4217 codes such as usd or eur, got "${from}" and "${to}"`);
    if (f === t) throw new FxInputError("the two currencies must differ");
    return [f, t];
  };
  return {
    async set(from: string, to: string, rate: string): Promise<void> {
      const [f, t] = pair(from, to);
      if (parseRate(rate) === null) throw new FxInputError(`the rate must be a positive decimal such as 0.92 (at most 12 decimals), got "${rate}"`);
      await ctx.write(async (tx) => await ctx.repos(tx).payments.setRate(f, t, rate, ctx.clock.now()));
    },
    async delete(from: string, to: string): Promise<boolean> {
      const [f, t] = pair(from, to);
      return await ctx.write(async (tx) => await ctx.repos(tx).payments.deleteRate(f, t));
    },
    list: async () => (await ctx.repos(ctx.read).payments.rates()).map((r) => ({ from: r.from_currency, to: r.to_currency, rate: r.rate, updatedAt: r.updated_at })),
  };
}
