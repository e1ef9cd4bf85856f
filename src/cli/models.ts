import { systemClock } from "../platform/clock.js";
import { AppError } from "../platform/errors.js";
import { openTandem } from "../tandem.js";
import { UsageError } from "./errors.js";

type Out = (line: string) => void;

/** The price flags of `tandem models set`, major units of the account currency (usd) per million tokens. */
export const PRICE_FLAGS = {
  input: "input_cost",
  output: "output_cost",
  "cache-read": "cache_read_cost",
  "cache-write": "cache_write_cost",
  "audio-input": "audio_input_cost",
  "audio-output": "audio_output_cost",
  reasoning: "reasoning_cost",
} as const;
type PriceFlag = keyof typeof PRICE_FLAGS;

const MODEL_ID = /^[^/\s]+\/\S+$/;
const MAX_PRICE = 1_000_000;

/** A price flag's value: a decimal 0 … 1,000,000 with at most 6 decimals, or `none` (priced as input/output) for a pool. */
function price(flag: PriceFlag, v: string): number | null {
  if (v === "none" && flag !== "input" && flag !== "output") return null;
  if (!/^\d+(\.\d{1,6})?$/.test(v) || Number(v) > MAX_PRICE) {
    throw new UsageError(`--${flag} must be a price per million tokens, 0 … ${MAX_PRICE} with at most 6 decimals${flag === "input" || flag === "output" ? "" : ", or none"}: ${v}`);
  }
  const [int, frac = ""] = v.split(".");
  return Number(int) * 1_000_000 + Number(frac.padEnd(6, "0"));
}

const checkModel = (id: string) => {
  if (!MODEL_ID.test(id) || id.length > 255) throw new UsageError(`The model id must be <provider>/<model> (at most 255 characters): ${id}`);
};

const line = (r: { model_id: string; input_cost: number; output_cost: number; cache_read_cost: number | null; cache_write_cost: number | null; origin: string }) =>
  `${r.model_id.padEnd(58)} in ${String(r.input_cost).padStart(8)}  out ${String(r.output_cost).padStart(8)}  cache r/w ${r.cache_read_cost ?? "-"}/${r.cache_write_cost ?? "-"}  (${r.origin})`;

/** `tandem models list [--provider P]`: the rate table (read-only). */
export async function modelsList(dbPath: string, o: { provider?: string; json: boolean }, out: Out): Promise<void> {
  const t = await openTandem(dbPath, systemClock, { readOnly: true });
  try {
    const { list } = await t.revenue.services.costs.rates(o.provider === undefined ? {} : { provider: o.provider });
    if (o.json) out(JSON.stringify({ list }));
    else if (list.length === 0) out("No models.");
    else {
      out("Prices in usd per million tokens:");
      for (const r of list) out(line(r));
    }
  } finally {
    await t.close();
  }
}

/** `tandem models set <model-id> --input N --output N [--cache-read N|none …]`: adds a model or changes its prices. */
export async function modelsSet(dbPath: string, modelId: string, flags: Partial<Record<PriceFlag, string>>, o: { json: boolean }, out: Out): Promise<void> {
  checkModel(modelId);
  const prices: Record<string, number | null> = {};
  for (const [flag, field] of Object.entries(PRICE_FLAGS) as [PriceFlag, string][]) {
    const v = flags[flag];
    if (v !== undefined) prices[field] = price(flag, v);
  }
  if (Object.keys(prices).length === 0) throw new UsageError("tandem models set needs at least one price (--input, --output, --cache-read, … ; tandem models set --help)");
  const t = await openTandem(dbPath, systemClock);
  try {
    const r = await t.revenue.services.costs.setRate(modelId, prices);
    out(o.json ? JSON.stringify(r) : `Set ${line(r)}`);
  } finally {
    await t.close();
  }
}

/** `tandem models delete <model-id>`: removes a model (exit 1 when the table has none). */
export async function modelsDelete(dbPath: string, modelId: string, o: { json: boolean }, out: Out): Promise<void> {
  checkModel(modelId);
  const t = await openTandem(dbPath, systemClock);
  try {
    if (!(await t.revenue.services.costs.deleteRate(modelId))) throw new AppError("not_found", `The rate table has no model ${modelId}.`);
    out(o.json ? JSON.stringify({ deleted: modelId }) : `Deleted ${modelId}.`);
  } finally {
    await t.close();
  }
}
