/**
 * balances.track_tokens maths, pure: token counts × prices per million
 * tokens, then a markup in percent — all in integers (BigInt), so no binary
 * floating point touches money.
 */
import type { Schemas } from "../types.js";
import { toMicro } from "./balances.rules.js";

/** Prices per million tokens in micro-units of the account currency; null pools cost as input or output. */
export interface Rate {
  input_cost: number;
  output_cost: number;
  cache_read_cost: number | null;
  cache_write_cost: number | null;
  audio_input_cost: number | null;
  audio_output_cost: number | null;
  reasoning_cost: number | null;
}

/** The token counts of a `balances.track_tokens` request, as the contract defines them. */
export type Tokens = Pick<
  Schemas["TrackTokensParams"],
  "input_tokens" | "output_tokens" | "cache_read_tokens" | "cache_write_tokens" | "audio_input_tokens" | "audio_output_tokens" | "reasoning_tokens"
>;

const big = (n: number | undefined) => BigInt(Math.trunc(n ?? 0));

/** Σ tokens × price per million, in micro-units × 10⁶ (exact). */
function rawCost(r: Rate, t: Tokens): bigint {
  const inp = BigInt(r.input_cost);
  const out = BigInt(r.output_cost);
  const or = (v: number | null, fallback: bigint) => (v === null ? fallback : BigInt(v));
  return (
    big(t.input_tokens) * inp +
    big(t.output_tokens) * out +
    big(t.cache_read_tokens) * or(r.cache_read_cost, inp) +
    big(t.cache_write_tokens) * or(r.cache_write_cost, inp) +
    big(t.audio_input_tokens) * or(r.audio_input_cost, inp) +
    big(t.audio_output_tokens) * or(r.audio_output_cost, out) +
    big(t.reasoning_tokens) * or(r.reasoning_cost, out)
  );
}

/** Divides rounding half up (values are ≥ 0). */
const divRound = (a: bigint, b: bigint): bigint => (a * 2n + b) / (2n * b);

/** The provider's cost of the tokens, in micro-units. */
export const providerCost = (r: Rate, t: Tokens): number => Number(divRound(rawCost(r, t), 1_000_000n));

/** The provider's cost of the tokens, in nano-units (cost records keep 9 decimals). */
export const providerCostNano = (r: Rate, t: Tokens): number => Number(divRound(rawCost(r, t), 1_000n));

/** The credits (micro-units) the tokens cost after a markup in percent (e.g. 20 = +20 %; decimals to 0.01 %). */
export function credits(r: Rate, t: Tokens, markupPercent: number): number {
  const bp = BigInt(Math.round(markupPercent * 100));
  return Number(divRound(rawCost(r, t) * (10_000n + bp), 1_000_000n * 10_000n));
}

/** A feature's model_markups entry overriding the table's input/output prices (major units per million). */
export function withOverrides(r: Rate, m: { input_cost?: number; output_cost?: number } | undefined): Rate {
  if (!m) return r;
  return {
    ...r,
    ...(m.input_cost !== undefined ? { input_cost: toMicro(m.input_cost) } : {}),
    ...(m.output_cost !== undefined ? { output_cost: toMicro(m.output_cost) } : {}),
  };
}

/** A model only in a feature's markups: its prices, pools costing as input or output. */
export const rateFromMarkup = (m: { input_cost?: number; output_cost?: number }): Rate | null =>
  m.input_cost === undefined && m.output_cost === undefined
    ? null
    : {
        input_cost: toMicro(m.input_cost ?? 0),
        output_cost: toMicro(m.output_cost ?? 0),
        cache_read_cost: null,
        cache_write_cost: null,
        audio_input_cost: null,
        audio_output_cost: null,
        reasoning_cost: null,
      };
