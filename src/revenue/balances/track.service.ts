/**
 * Usage: balances.track (one item, or a lock through the locks service),
 * batch track, token tracking priced by the rate table, and the rate table.
 */
import type { Handle, Tx } from "../../platform/db/handle.js";
import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import { CodedError } from "../../platform/errors.js";
import { bodyHash, IDEMPOTENCY_TTL_MS } from "../../platform/idempotency/idempotency.rules.js";
import type { FeatureRow } from "../features/features.repo.js";
import type { Schemas, Space } from "../types.js";
import { amountMicro, checkProperties, definitionOf } from "./balances.decide.js";
import type { BalancesParts } from "./balances.parts.js";
import { toUnits } from "./balances.rules.js";
import type { UsageWrite } from "./controls.apply.js";
import { credits, providerCost, providerCostNano, type Rate, rateFromMarkup, withOverrides } from "./tokens.rules.js";
import { prefixedId } from "../../platform/ids.js";
import { ACCOUNT_CURRENCY } from "../rewards/rewards.rules.js";
import { MAX_COST_NANO, tokensOf, undatedModelId } from "../costs/costs.rules.js";
import type { LocksService } from "./locks.service.js";
import { loadTrack } from "./track.load.js";
import { decideTrack } from "./track.decide.js";
import { applyTrack } from "./track.apply.js";

/** How often expired batch item keys are deleted. */
const PRUNE_EVERY_MS = 60_000;

/**
 * balances.track, batchTrack, trackTokens and the rate table: load the
 * customer and the features' sources, decide the takes and limits, apply
 * them (usage, event) in one write.
 */
export function trackService({ ctx, load, apply, controls }: BalancesParts, locks: LocksService) {
  const { guarded } = controls;
  const { lockTimes } = locks;
  /**
   * When this process last pruned expired batch item keys: only paces the pruning (any process
   * may prune; a missed or repeated prune changes no answer).
   */
  let lastPrune = Number.NEGATIVE_INFINITY;

  /** The checks of a track's body (before any write): its value, in units and micro-units. */
  function checked(body: Schemas["TrackParams"]): { value: number; micro: number } {
    if (body.feature_id === undefined && body.event_name === undefined) {
      throw new RevenueError("missing_feature_id", "Name the feature: feature_id or event_name.");
    }
    if (body.feature_id !== undefined && body.event_name !== undefined) invalid("event_name", "cannot be combined with feature_id");
    const value = body.value ?? 1;
    const micro = amountMicro(value, "value");
    checkProperties(body.properties);
    if (body.lock) {
      if (micro < 0) invalid("value", "must be ≥ 0 with a lock");
      lockTimes(body.lock, ctx.clock.now());
    }
    const now0 = ctx.clock.now();
    if (body.timestamp !== undefined && body.timestamp > now0 + 5 * 60_000) invalid("timestamp", "must be at most 5 minutes in the future");
    return { value, micro };
  }

  /**
   * One track (its body `checked`) in the usage write `u`: load the customer's ledger, decide the
   * plan (a pure function), apply its writes. Subscriptions whose rows are out of date are
   * brought in line first (the plan's first writes) and the ledger loaded again.
   */
  async function tracked(u: UsageWrite, space: Space, body: Schemas["TrackParams"], { value, micro }: { value: number; micro: number }): Promise<Schemas["TrackResponse"]> {
    const lockId = body.lock === undefined ? null : (body.lock.lock_id ?? prefixedId("lock"));
    let loaded = await loadTrack(ctx, u.tx, space, body, micro, lockId);
    if (loaded.stale.length > 0) {
      await apply.bringInLine(u.tx, loaded.ledger.customer, loaded.stale);
      loaded = await loadTrack(ctx, u.tx, space, body, micro, lockId);
    }
    const { ledger, now } = loaded;
    const plan = decideTrack(ledger, { body, value, micro, lockId }, now);
    await applyTrack(ctx, controls, u, space, ledger, plan, now);
    return plan.answer!;
  }

  /**
   * The usage write of one track (track, track_tokens): in the request's unit (`h` its `tx`)
   * without a savepoint, since the plan is decided before anything is written and a refusal has
   * nothing to roll back (but subscriptions' rows brought in line, which any read would write);
   * else a unit of its own (`guarded`). batch_track keeps `guarded`'s savepoint: an item's
   * refusal rolls back the items before it.
   */
  async function oneTrack<T>(h: Handle, fn: (u: UsageWrite) => Promise<T>): Promise<T> {
    if (!h.writing) return await guarded(h, fn);
    try {
      return await controls.within(h as Tx, fn);
    } finally {
      load.memo.changed();
    }
  }

  const service = {
    async track(h: Handle, space: Space, body: Schemas["TrackParams"]): Promise<Schemas["TrackResponse"]> {
      const v = checked(body);
      return await oneTrack(h, (u) => tracked(u, space, body, v));
    },

    /**
     * All items or none, in order, in one transaction; the first failing
     * item's error answers with `data.index`. An item's own idempotency_key
     * (kept 24 h per mode) skips an item seen before with the same body and
     * refuses a different one (409 idempotency_mismatch), within the batch too.
     */
    async batchTrack(h: Handle, space: Space, items: Schemas["TrackParams"][]): Promise<Schemas["BatchTrackResponse"]> {
      // A key twice in one batch is handled per item (Autumn): the first applies and stores it, a
      // later one finds it (same item: skipped; another item: 409 idempotency_mismatch).
      return await guarded(h, async (u) => {
        const repo = ctx.repos(u.tx).balances;
        let done = 0;
        let replayed = 0;
        const now = ctx.clock.now();
        // The same 24 h retention as the platform's idempotency keys (pruned at most once a minute).
        if (now - lastPrune > PRUNE_EVERY_MS) {
          lastPrune = now;
          await repo.pruneTrackKeys(now - IDEMPOTENCY_TTL_MS);
        }
        // One after another, in order: the first failing item fails the batch.
        for (const [index, it] of items.entries()) {
          try {
            if (it.idempotency_key !== undefined) {
              const hash = bodyHash(it);
              const prior = await repo.trackKey(space.spaceId, it.idempotency_key);
              if (prior && prior.created_at > now - IDEMPOTENCY_TTL_MS) {
                if (prior.hash !== hash) throw new RevenueError("idempotency_mismatch", `idempotency_key ${it.idempotency_key} was used with a different item.`);
                replayed++;
                continue;
              }
              await repo.putTrackKey(space.spaceId, it.idempotency_key, hash, now);
            }
            // In the batch's write: its limit hits fire with it (or after its rollback).
            await tracked(u, space, it, checked(it));
            done++;
          } catch (e) {
            // The item's error, answered with its index; kept as the cause, so a refusal still fires its limit hits (`refusal`).
            if (e instanceof CodedError) throw Object.assign(new CodedError(e.code, e.status, `Item ${index}: ${e.message}`, { ...e.data, index }), { cause: e });
            throw e;
          }
        }
        return { success: true as const, tracked: done, replayed };
      });
    },

    /**
     * balances.track_tokens: prices the tokens with the feature's
     * model_markups (input/output overrides) or the rate table, applies the
     * markup (model's, else provider's, else default_markup, else 0 %), and
     * tracks the resulting credits against the ai_credit_system feature.
     */
    async trackTokens(h: Handle, space: Space, body: Schemas["TrackTokensParams"]): Promise<Schemas["TrackResponse"]> {
      checkProperties(body.properties);
      const { balances: repo, features: catalog } = ctx.repos(h);
      const c = await load.customer(h, space.spaceId, body.customer_id);
      let feature: FeatureRow;
      if (body.feature_id !== undefined) {
        feature = await load.feature(h, space.spaceId, body.feature_id);
        if (feature.type !== "ai_credit_system") invalid("feature_id", `names a ${feature.type} feature, not an ai_credit_system one`);
      } else {
        const mine = new Set((await repo.ofCustomer(c.seq)).map((r) => r.feature_id));
        const candidates = (await catalog.list(space.spaceId)).filter((f) => f.type === "ai_credit_system" && mine.has(f.id));
        if (candidates.length !== 1) {
          throw new RevenueError("missing_feature_id", `feature_id is required: customer ${c.id} has ${candidates.length} ai_credit_system balances.`);
        }
        feature = candidates[0];
      }
      const d = definitionOf(feature);
      const provider = body.model_id.split("/")[0];
      const markup = d.model_markups?.[body.model_id];
      const row = await service.rate(h, body.model_id);
      const base: Rate | null = row ? withOverrides(row, markup) : markup ? rateFromMarkup(markup) : null;
      if (base === null) {
        invalid("model_id", `${body.model_id}: no price for this model, in neither the feature's model_markups nor the rate table (costs.rates.list; the operator adds one with tandem models set)`);
      }
      const percent = markup?.markup ?? d.provider_markups?.[provider]?.markup ?? d.default_markup ?? 0;
      const cost = credits(base, body, percent);
      // The provider's price (the table's; the markup's for a model only in the markups), recorded as a cost.
      const costNano = providerCostNano(row ?? base, body);
      if (costNano > MAX_COST_NANO) throw new RevenueError("invalid_amount", "The tokens' provider cost is over 1,000,000: track fewer tokens per call.");
      return await oneTrack(h, async (u) => {
        const item: Schemas["TrackParams"] = {
          customer_id: body.customer_id,
          feature_id: feature.id,
          ...(body.entity_id !== undefined ? { entity_id: body.entity_id } : {}),
          value: toUnits(cost),
          properties: { ...(body.properties ?? {}), model_id: body.model_id, provider_cost: toUnits(providerCost(base, body)) },
          ...(body.timestamp !== undefined ? { timestamp: body.timestamp } : {}),
          ...(body.overage_behavior !== undefined ? { overage_behavior: body.overage_behavior } : {}),
        };
        const answer = await tracked(u, space, item, checked(item));
        const now = ctx.clock.now();
        await ctx.repos(u.tx).costs.insert({
          id: prefixedId("cost"),
          space_id: space.spaceId,
          customer_seq: c.seq,
          customer_id: c.id,
          entity_id: body.entity_id ?? null,
          feature_id: feature.id,
          source: provider,
          model_id: body.model_id,
          amount: costNano,
          currency: ACCOUNT_CURRENCY,
          original_amount: costNano,
          original_currency: ACCOUNT_CURRENCY,
          tokens: JSON.stringify(tokensOf(body)),
          properties: JSON.stringify(body.properties ?? {}),
          timestamp: body.timestamp ?? now,
          created_at: now,
        });
        return answer;
      });
    },

    /** The rate table's row of a model, else of the model without its date snapshot (`…-20250514`). */
    async rate(h: Handle, modelId: string) {
      const repo = ctx.repos(h).balances;
      const undated = undatedModelId(modelId);
      return (await repo.rate(modelId)) ?? (undated === null ? undefined : await repo.rate(undated));
    },

    /** costs.rates.list: the rate table, ordered by model_id, filtered by model or provider. */
    async rates(h: Handle, body: Schemas["ListCostRatesParams"]): Promise<Schemas["CostRateList"]> {
      const rows = (await ctx.repos(h).balances.rates()).filter((r) => (body.model_id === undefined || r.model_id === body.model_id) && (body.provider === undefined || r.model_id.startsWith(`${body.provider}/`)));
      const u = (v: number | null) => (v === null ? null : toUnits(v));
      return {
        list: rows.map((r) => ({
          model_id: r.model_id,
          provider: r.model_id.split("/")[0],
          input_cost: toUnits(r.input_cost),
          output_cost: toUnits(r.output_cost),
          cache_read_cost: u(r.cache_read_cost),
          cache_write_cost: u(r.cache_write_cost),
          audio_input_cost: u(r.audio_input_cost),
          audio_output_cost: u(r.audio_output_cost),
          reasoning_cost: u(r.reasoning_cost),
          currency: "usd",
          origin: r.origin,
          updated_at: r.updated_at,
        })),
      };
    },
  };
  return service;
}
