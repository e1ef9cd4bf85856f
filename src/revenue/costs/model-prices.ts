/**
 * The model price table Tandem ships (costs.rates.list, balances.track_tokens,
 * costs.track): providers' published list prices in USD per million tokens,
 * standard tier, prompts up to the providers' first context tier (e.g.
 * Gemini's ≤ 200k). Checked against the providers' price pages 2025-11.
 *
 * Maintenance: a price change or a new model goes in a NEW list (e.g.
 * MODEL_PRICES_2026_03) applied by a new migration with `seedRatesSql(list,
 * checkedAt)`: it inserts the new models and updates rows still at origin
 * 'seed', never a row the operator set (`tandem models set`). A seed row the
 * operator deleted comes back with the next list that names it (a deletion
 * leaves no trace): delete it again, or set its price instead. Never edit a
 * list a migration has applied.
 *
 * `null` pools are priced as input (cache read/write, audio input) or output
 * (audio output, reasoning), as the rate table defines.
 */
export interface ModelPrice {
  /** `<provider>/<model>` as callers send it (`<host>/<model>` for open models served by a host). */
  model_id: string;
  input: number;
  output: number;
  cache_read?: number;
  cache_write?: number;
  audio_input?: number;
  audio_output?: number;
}

/** The table as of 2025-11 (migration 8). */
export const MODEL_PRICES_2025_11: readonly ModelPrice[] = [
  // OpenAI (cached input = cache_read; no cache-write charge)
  { model_id: "openai/gpt-5", input: 1.25, output: 10, cache_read: 0.125 },
  { model_id: "openai/gpt-5-mini", input: 0.25, output: 2, cache_read: 0.025 },
  { model_id: "openai/gpt-5-nano", input: 0.05, output: 0.4, cache_read: 0.005 },
  { model_id: "openai/gpt-4.1", input: 2, output: 8, cache_read: 0.5 },
  { model_id: "openai/gpt-4.1-mini", input: 0.4, output: 1.6, cache_read: 0.1 },
  { model_id: "openai/gpt-4.1-nano", input: 0.1, output: 0.4, cache_read: 0.025 },
  { model_id: "openai/gpt-4o", input: 2.5, output: 10, cache_read: 1.25 },
  { model_id: "openai/gpt-4o-mini", input: 0.15, output: 0.6, cache_read: 0.075 },
  { model_id: "openai/o3", input: 2, output: 8, cache_read: 0.5 },
  { model_id: "openai/o3-pro", input: 20, output: 80 },
  { model_id: "openai/o3-mini", input: 1.1, output: 4.4, cache_read: 0.55 },
  { model_id: "openai/o4-mini", input: 1.1, output: 4.4, cache_read: 0.275 },
  { model_id: "openai/o1", input: 15, output: 60, cache_read: 7.5 },
  { model_id: "openai/gpt-4o-audio-preview", input: 2.5, output: 10, audio_input: 40, audio_output: 80 },
  { model_id: "openai/gpt-4o-mini-audio-preview", input: 0.15, output: 0.6, audio_input: 10, audio_output: 20 },
  { model_id: "openai/text-embedding-3-small", input: 0.02, output: 0 },
  { model_id: "openai/text-embedding-3-large", input: 0.13, output: 0 },
  // Anthropic (cache_write: 5-minute cache writes, 1.25 × input; cache_read 0.1 × input)
  { model_id: "anthropic/claude-opus-4-5", input: 5, output: 25, cache_read: 0.5, cache_write: 6.25 },
  { model_id: "anthropic/claude-opus-4-1", input: 15, output: 75, cache_read: 1.5, cache_write: 18.75 },
  { model_id: "anthropic/claude-opus-4", input: 15, output: 75, cache_read: 1.5, cache_write: 18.75 },
  { model_id: "anthropic/claude-sonnet-4-5", input: 3, output: 15, cache_read: 0.3, cache_write: 3.75 },
  { model_id: "anthropic/claude-sonnet-4", input: 3, output: 15, cache_read: 0.3, cache_write: 3.75 },
  { model_id: "anthropic/claude-3-7-sonnet", input: 3, output: 15, cache_read: 0.3, cache_write: 3.75 },
  { model_id: "anthropic/claude-3-5-sonnet", input: 3, output: 15, cache_read: 0.3, cache_write: 3.75 },
  { model_id: "anthropic/claude-haiku-4-5", input: 1, output: 5, cache_read: 0.1, cache_write: 1.25 },
  { model_id: "anthropic/claude-3-5-haiku", input: 0.8, output: 4, cache_read: 0.08, cache_write: 1 },
  { model_id: "anthropic/claude-3-haiku", input: 0.25, output: 1.25, cache_read: 0.03, cache_write: 0.3 },
  // Google Gemini API (prompts ≤ 200k tokens; cache_read = context caching)
  { model_id: "google/gemini-2.5-pro", input: 1.25, output: 10, cache_read: 0.125 },
  { model_id: "google/gemini-2.5-flash", input: 0.3, output: 2.5, cache_read: 0.03, audio_input: 1 },
  { model_id: "google/gemini-2.5-flash-lite", input: 0.1, output: 0.4, cache_read: 0.01, audio_input: 0.3 },
  { model_id: "google/gemini-2.0-flash", input: 0.1, output: 0.4, cache_read: 0.025, audio_input: 0.7 },
  { model_id: "google/gemini-2.0-flash-lite", input: 0.075, output: 0.3 },
  { model_id: "google/gemini-1.5-pro", input: 1.25, output: 5 },
  { model_id: "google/gemini-1.5-flash", input: 0.075, output: 0.3 },
  // Mistral (La Plateforme)
  { model_id: "mistral/mistral-large-latest", input: 2, output: 6 },
  { model_id: "mistral/mistral-medium-latest", input: 0.4, output: 2 },
  { model_id: "mistral/mistral-small-latest", input: 0.1, output: 0.3 },
  { model_id: "mistral/magistral-medium-latest", input: 2, output: 5 },
  { model_id: "mistral/magistral-small-latest", input: 0.5, output: 1.5 },
  { model_id: "mistral/codestral-latest", input: 0.3, output: 0.9 },
  { model_id: "mistral/pixtral-large-latest", input: 2, output: 6 },
  { model_id: "mistral/ministral-8b-latest", input: 0.1, output: 0.1 },
  { model_id: "mistral/ministral-3b-latest", input: 0.04, output: 0.04 },
  { model_id: "mistral/open-mistral-nemo", input: 0.15, output: 0.15 },
  // DeepSeek (V3.2 prices; cache_read = cache hit)
  { model_id: "deepseek/deepseek-chat", input: 0.28, output: 0.42, cache_read: 0.028 },
  { model_id: "deepseek/deepseek-reasoner", input: 0.28, output: 0.42, cache_read: 0.028 },
  // xAI
  { model_id: "xai/grok-4", input: 3, output: 15, cache_read: 0.75 },
  { model_id: "xai/grok-3", input: 3, output: 15, cache_read: 0.75 },
  { model_id: "xai/grok-3-mini", input: 0.3, output: 0.5, cache_read: 0.075 },
  { model_id: "xai/grok-code-fast-1", input: 0.2, output: 1.5, cache_read: 0.02 },
  // Cohere
  { model_id: "cohere/command-a", input: 2.5, output: 10 },
  { model_id: "cohere/command-r-plus", input: 2.5, output: 10 },
  { model_id: "cohere/command-r", input: 0.15, output: 0.6 },
  // Meta Llama at common hosts (the host is the provider; the host's model name follows)
  { model_id: "groq/llama-3.3-70b-versatile", input: 0.59, output: 0.79 },
  { model_id: "groq/llama-3.1-8b-instant", input: 0.05, output: 0.08 },
  { model_id: "groq/meta-llama/llama-4-maverick-17b-128e-instruct", input: 0.2, output: 0.6 },
  { model_id: "groq/meta-llama/llama-4-scout-17b-16e-instruct", input: 0.11, output: 0.34 },
  { model_id: "together/meta-llama/Llama-3.3-70B-Instruct-Turbo", input: 0.88, output: 0.88 },
  { model_id: "together/meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", input: 0.18, output: 0.18 },
  { model_id: "together/meta-llama/Meta-Llama-3.1-405B-Instruct-Turbo", input: 3.5, output: 3.5 },
  { model_id: "together/meta-llama/Llama-4-Maverick-17B-128E-Instruct-FP8", input: 0.27, output: 0.85 },
  { model_id: "together/meta-llama/Llama-4-Scout-17B-16E-Instruct", input: 0.18, output: 0.59 },
  { model_id: "fireworks/accounts/fireworks/models/llama-v3p3-70b-instruct", input: 0.9, output: 0.9 },
  { model_id: "fireworks/accounts/fireworks/models/llama-v3p1-8b-instruct", input: 0.2, output: 0.2 },
];

/** 2025-11-01T00:00:00Z: the date the 2025-11 list was checked (its rows' `updated_at`). */
export const MODEL_PRICES_2025_11_AT = Date.UTC(2025, 10, 1);

/** Major units per million → integer micro-units per million (the table's unit); exact for these decimals. */
const micro = (v: number | undefined): string => (v === undefined ? "NULL" : String(Math.round(v * 1_000_000)));
const quote = (s: string): string => `'${s.replaceAll("'", "''")}'`;

/**
 * SQL that brings the rate table up to a price list: new models inserted as
 * `seed`; existing rows updated only while still `origin = 'seed'`.
 */
export function seedRatesSql(list: readonly ModelPrice[], at: number): string {
  const rows = list
    .map(
      (p) =>
        `(${quote(p.model_id)}, ${micro(p.input)}, ${micro(p.output)}, ${micro(p.cache_read)}, ${micro(p.cache_write)}, ${micro(p.audio_input)}, ${micro(p.audio_output)}, 'seed', ${at})`,
    )
    .join(",\n        ");
  return `
      INSERT INTO rv_cost_rates (model_id, input_cost, output_cost, cache_read_cost, cache_write_cost, audio_input_cost, audio_output_cost, origin, updated_at)
      VALUES
        ${rows}
      ON CONFLICT (model_id) DO UPDATE SET
        input_cost = excluded.input_cost, output_cost = excluded.output_cost,
        cache_read_cost = excluded.cache_read_cost, cache_write_cost = excluded.cache_write_cost,
        audio_input_cost = excluded.audio_input_cost, audio_output_cost = excluded.audio_output_cost,
        updated_at = excluded.updated_at
      WHERE rv_cost_rates.origin = 'seed';`;
}
