/**
 * Costs' rules, pure: amounts in exact nano-units, model ids with date
 * snapshots, and the record → wire view.
 */
import { decimalOf } from "../rewards/discounts.rules.js";
import type { Schemas } from "../types.js";
import type { CostRow } from "./costs.repo.js";

/** 1 major unit = 10⁹ nano-units. */
export const NANO = 1_000_000_000;

/** The largest cost record: 1,000,000 major units (10¹⁵ nano-units, an exact JavaScript integer). */
export const MAX_COST_NANO = 1_000_000 * NANO;

/** Major units (≥ 0, as written) → nano-units, half up past the 9th decimal. */
export function toNano(amount: number): number {
  const { digits, scale } = decimalOf(amount);
  if (scale <= 9) return Number(digits * 10n ** BigInt(9 - scale));
  const f = 10n ** BigInt(scale - 9);
  return Number((digits * 2n + f) / (2n * f));
}

export const nanoToUnits = (nano: number): number => nano / NANO;

/** Micro-units (the rate table's unit) → nano-units. */
export const microToNano = (micro: number): number => micro * 1000;

/**
 * The model id without a trailing date snapshot (`-20250514`, `-2024-08-06`),
 * or null when it has none: providers pin snapshots by date, the rate table
 * lists the model.
 */
export function undatedModelId(modelId: string): string | null {
  const m = /^(.+?)-(?:\d{8}|\d{4}-\d{2}-\d{2})$/.exec(modelId);
  return m ? m[1] : null;
}

/** The provider of `<provider>/<model>`. */
export const providerOf = (modelId: string): string => modelId.slice(0, modelId.indexOf("/"));

/** The token counts of a cost body, only those given. */
export function tokensOf(b: Partial<Record<TokenField, number>>): Partial<Record<TokenField, number>> | null {
  const out: Partial<Record<TokenField, number>> = {};
  for (const k of TOKEN_FIELDS) if (b[k] !== undefined) out[k] = b[k];
  return Object.keys(out).length === 0 ? null : out;
}

export const TOKEN_FIELDS = ["input_tokens", "output_tokens", "cache_read_tokens", "cache_write_tokens", "audio_input_tokens", "audio_output_tokens", "reasoning_tokens"] as const;
export type TokenField = (typeof TOKEN_FIELDS)[number];

export function costView(r: CostRow): Schemas["CostRecord"] {
  return {
    id: r.id,
    customer_id: r.customer_id,
    entity_id: r.entity_id,
    feature_id: r.feature_id,
    source: r.source,
    model_id: r.model_id,
    amount: nanoToUnits(r.amount),
    currency: r.currency,
    original_amount: nanoToUnits(r.original_amount),
    original_currency: r.original_currency,
    properties: JSON.parse(r.properties) as Record<string, unknown>,
    timestamp: r.timestamp,
    created_at: r.created_at,
  };
}
