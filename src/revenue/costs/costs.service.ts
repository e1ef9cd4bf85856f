/**
 * Costs: what serving a customer cost (costs.track, batch_track, list),
 * priced from an amount or from tokens × the rate table; and the operator's
 * edits of the rate table (tandem models).
 */
import type { Handle, Tx } from "../../platform/db/handle.js";
import { CodedError, invalid } from "../../platform/errors.js";
import { prefixedId } from "../../platform/ids.js";
import { bodyHash, IDEMPOTENCY_TTL_MS } from "../../platform/idempotency/idempotency.rules.js";
import { decodeCursor, encodeCursor, toPage } from "../../platform/pagination.js";
import { checkProperties } from "../balances/balances.decide.js";
import type { BalancesService } from "../balances/balances.service.js";
import { providerCostNano } from "../balances/tokens.rules.js";
import type { RevenueContext } from "../context.js";
import { RevenueError } from "../errors.js";
import { ACCOUNT_CURRENCY } from "../rewards/rewards.rules.js";
import type { Schemas, Space } from "../types.js";
import type { NewCost, RateWrite } from "./costs.repo.js";
import { costView, MAX_COST_NANO, providerOf, TOKEN_FIELDS, tokensOf, toNano } from "./costs.rules.js";

type Track = Schemas["TrackCostParams"];

/** How often expired batch item keys are deleted (besides the hourly retention job). */
const PRUNE_EVERY_MS = 60_000;

/**
 * The API's methods take the request's handle first (`h`); the operator's rate-table edits
 * (`tandem models`) and `pruneKeys` start from nothing, as jobs do: a unit of their own, reads
 * of committed data.
 */
export function costsService(ctx: RevenueContext, balances: BalancesService) {
  /** A throttle of this process's extra prunes (the hourly job prunes regardless): not what makes anything correct. */
  let lastPrune = Number.NEGATIVE_INFINITY;

  /** Checks an item and prices it: the row to insert (inside the unit `tx`). */
  async function priced(tx: Tx, space: Space, b: Track, now: number): Promise<NewCost> {
    const hasTokens = TOKEN_FIELDS.some((k) => b[k] !== undefined);
    if ((b.amount === undefined) === (b.model_id === undefined)) invalid("amount", "or model_id is required, not both");
    if (b.amount !== undefined && hasTokens) invalid("input_tokens", "and the other token counts need model_id, not amount");
    if (b.model_id !== undefined && b.currency !== undefined) invalid("currency", "is refused with model_id: rates are in the account currency");
    const currency = b.currency ?? ACCOUNT_CURRENCY;
    if (currency !== ACCOUNT_CURRENCY) throw new RevenueError("missing_fx_rate", `No exchange rate from ${currency} to ${ACCOUNT_CURRENCY}: record costs in ${ACCOUNT_CURRENCY}.`);
    if (b.timestamp !== undefined && b.timestamp > now + 5 * 60_000) invalid("timestamp", "must be at most 5 minutes in the future");
    checkProperties(b.properties);
    const { customers, entities, features } = ctx.repos(tx);
    const c = await customers.byId(space.spaceId, b.customer_id);
    if (!c) throw new RevenueError("customer_not_found", `No customer ${b.customer_id}.`);
    if (b.entity_id !== undefined && !(await entities.byCustomer(c.seq, b.entity_id))) throw new RevenueError("entity_not_found", `No entity ${b.entity_id} of customer ${c.id}.`);
    if (b.feature_id !== undefined && !(await features.byId(space.spaceId, b.feature_id))) throw new RevenueError("feature_not_found", `No feature ${b.feature_id}.`);
    let amount: number;
    if (b.model_id !== undefined) {
      const rate = await balances.rate(tx, b.model_id);
      if (!rate) invalid("model_id", `${b.model_id}: no price for this model in the rate table (costs.rates.list; the operator adds one with tandem models set)`);
      amount = providerCostNano(rate, { ...b, input_tokens: b.input_tokens ?? 0, output_tokens: b.output_tokens ?? 0 });
      if (amount > MAX_COST_NANO) throw new RevenueError("invalid_amount", "The tokens' cost is over 1,000,000: record it in several costs.");
    } else {
      if (!(b.amount! >= 0) || b.amount! > 1_000_000) throw new RevenueError("invalid_amount", "amount must be 0 … 1,000,000.");
      amount = toNano(b.amount!);
    }
    return {
      id: prefixedId("cost"),
      space_id: space.spaceId,
      customer_seq: c.seq,
      customer_id: c.id,
      entity_id: b.entity_id ?? null,
      feature_id: b.feature_id ?? null,
      source: b.source ?? (b.model_id !== undefined ? providerOf(b.model_id) : null),
      model_id: b.model_id ?? null,
      amount,
      currency: ACCOUNT_CURRENCY,
      original_amount: amount,
      original_currency: currency,
      tokens: b.model_id !== undefined ? JSON.stringify(tokensOf(b) ?? {}) : null,
      properties: JSON.stringify(b.properties ?? {}),
      timestamp: b.timestamp ?? now,
      created_at: now,
    };
  }

  const one = async (tx: Tx, seq: number) => costView((await ctx.repos(tx).costs.bySeq(seq))!);

  return {
    async track(h: Handle, space: Space, body: Track): Promise<Schemas["CostRecord"]> {
      return await ctx.writeIn(h, async (tx) => one(tx, await ctx.repos(tx).costs.insert(await priced(tx, space, body, ctx.clock.now()))));
    },

    /**
     * All items or none, in order; the first failing item's error answers
     * with `data.index`. An item's own idempotency_key (24 h per mode) answers
     * its first record again, or 409 idempotency_mismatch for another item.
     */
    async batchTrack(h: Handle, space: Space, items: Track[]): Promise<Schemas["CostRecordList"]> {
      const seen = new Set<string>();
      items.forEach((it, index) => {
        if (it.idempotency_key === undefined) return;
        if (seen.has(it.idempotency_key)) throw new RevenueError("invalid_request", `[${index}].idempotency_key ${it.idempotency_key} appears twice in the batch`, { index });
        seen.add(it.idempotency_key);
      });
      return await ctx.writeIn(h, async (tx) => {
        const repo = ctx.repos(tx).costs;
        const now = ctx.clock.now();
        if (now - lastPrune > PRUNE_EVERY_MS) {
          lastPrune = now;
          await repo.pruneKeys(now - IDEMPOTENCY_TTL_MS);
        }
        // One after another, in order: the first failing item fails the batch.
        const list: Schemas["CostRecord"][] = [];
        for (const [index, it] of items.entries()) {
          list.push(await item(it, index));
        }
        return { list };

        async function item(it: Track, index: number): Promise<Schemas["CostRecord"]> {
          try {
            if (it.idempotency_key === undefined) return await one(tx, await repo.insert(await priced(tx, space, it, now)));
            const hash = bodyHash(it);
            const prior = await repo.key(space.spaceId, it.idempotency_key);
            if (prior && prior.created_at > now - IDEMPOTENCY_TTL_MS) {
              if (prior.hash !== hash) throw new RevenueError("idempotency_mismatch", `idempotency_key ${it.idempotency_key} was used with a different item.`);
              const first = await repo.bySeq(prior.cost_seq);
              // The first record is gone only with its customer: record it again.
              if (first) return costView(first);
            }
            const seq = await repo.insert(await priced(tx, space, it, now));
            await repo.putKey(space.spaceId, it.idempotency_key, hash, seq, now);
            return await one(tx, seq);
          } catch (e) {
            if (e instanceof CodedError) throw new CodedError(e.code, e.status, `Item ${index}: ${e.message}`, { ...e.data, index });
            throw e;
          }
        }
      });
    },

    async list(h: Handle, space: Space, body: Schemas["ListCostsParams"]): Promise<Schemas["CostList"]> {
      const { costs: repo, customers } = ctx.repos(h);
      const limit = body.limit ?? 50;
      if (body.entity_id !== undefined && body.customer_id === undefined) invalid("entity_id", "needs customer_id");
      let customerSeq: number | undefined;
      if (body.customer_id !== undefined) {
        const c = await customers.byId(space.spaceId, body.customer_id);
        if (!c) throw new RevenueError("customer_not_found", `No customer ${body.customer_id}.`);
        customerSeq = c.seq;
      }
      let before: [number, number] | undefined;
      if (body.start_cursor) {
        try {
          const [t, s] = decodeCursor("costs", body.start_cursor, 2)!;
          before = [t, s];
        } catch {
          invalid("start_cursor", "is not a cursor of costs.list");
        }
      }
      const rows = await repo.page(
        {
          spaceId: space.spaceId,
          customerSeq,
          entityId: body.entity_id,
          featureId: body.feature_id,
          source: body.source,
          from: body.custom_range?.start,
          to: body.custom_range?.end,
        },
        before,
        limit + 1,
      );
      const page = toPage(rows, limit, costView, (r) => encodeCursor("costs", [r.timestamp, r.seq]));
      return { list: page.items, next_cursor: page.nextCursor };
    },

    /**
     * tandem models set: adds a model (input and output prices required) or
     * changes the prices given of one (micro-units per million tokens; null
     * prices a pool as input or output); the row becomes origin operator.
     */
    async setRate(modelId: string, prices: Partial<Omit<RateWrite, "model_id" | "updated_at">>): Promise<Schemas["CostRate"]> {
      await ctx.write(async (tx) => {
        const { balances: balanceRows, costs: repo } = ctx.repos(tx);
        const before = await balanceRows.rate(modelId);
        const input = prices.input_cost ?? before?.input_cost;
        const output = prices.output_cost ?? before?.output_cost;
        if (input === undefined || output === undefined) invalid("input", `and output prices are required for a new model (${modelId} is not in the table)`);
        const pool = (k: "cache_read_cost" | "cache_write_cost" | "audio_input_cost" | "audio_output_cost" | "reasoning_cost") =>
          prices[k] !== undefined ? prices[k] : (before?.[k] ?? null);
        await repo.setRate({
          model_id: modelId,
          input_cost: input,
          output_cost: output,
          cache_read_cost: pool("cache_read_cost"),
          cache_write_cost: pool("cache_write_cost"),
          audio_input_cost: pool("audio_input_cost"),
          audio_output_cost: pool("audio_output_cost"),
          reasoning_cost: pool("reasoning_cost"),
          updated_at: ctx.clock.now(),
        });
      });
      return (await balances.rates(ctx.read, { model_id: modelId })).list[0];
    },

    /** tandem models delete: false when the table has no such model. */
    deleteRate: async (modelId: string): Promise<boolean> => await ctx.write((tx) => ctx.repos(tx).costs.deleteRate(modelId)),

    /** tandem models list: the table as costs.rates.list answers it. */
    rates: (body: Schemas["ListCostRatesParams"] = {}) => balances.rates(ctx.read, body),

    /** Deletes batch item keys older than `before`, in a unit of its own. */
    pruneKeys: async (before: number): Promise<number> => await ctx.write((tx) => ctx.repos(tx).costs.pruneKeys(before)),
  };
}
export type CostsService = ReturnType<typeof costsService>;
