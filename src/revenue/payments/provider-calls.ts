/**
 * Calling a payment provider: the per-customer billing lock (the platform's, so page submissions
 * and webhooks wait their turn like API calls), one call with a timeout, the mode's provider, and
 * the customer at the provider.
 */
import type { Handle } from "../../platform/db/handle.js";
import type { CustomerLocks, Release } from "../../platform/idempotency/customer-locks.js";
import type { Mode } from "../../platform/tenancy/workspaces.repo.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import { RevenueError } from "../errors.js";
import type { Space } from "../types.js";
import type { PaymentProvider, ProviderCustomer } from "./ports.js";
import type { Providers } from "./providers.js";

/** A provider call not answered in this long fails (502 `payment_provider_unavailable`), releasing the billing lock. */
export const PROVIDER_TIMEOUT_MS = 20_000;

export function providerCalls(ctx: RevenueContext, providers: Providers, locks: CustomerLocks) {
  const calls = {
    /** Runs `fn` holding the customer's billing lock (429 `billing_busy` when another change holds it). */
    locked: <T>(spaceId: number, customerId: string, fn: () => Promise<T>): Promise<T> => locks(`${spaceId}:${customerId}`, fn),

    /**
     * Takes the customer's billing lock without waiting: a function that releases it, or null
     * when an API change (or a hosted page) holds it. The billing cycle skips a busy customer
     * and comes back on its next tick.
     */
    tryLock: (spaceId: number, customerId: string): Promise<Release | null> => locks.tryHold(`${spaceId}:${customerId}`),

    /**
     * One provider call: an error or no answer within PROVIDER_TIMEOUT_MS is 502
     * `payment_provider_unavailable` (the caller leaves an open invoice at most; a charge retried
     * later carries the same idempotency key, so the provider charges once).
     */
    async call<T>(what: string, fn: () => Promise<T>, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<T> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), timeoutMs);
      });
      try {
        return await Promise.race([fn(), timeout]);
      } catch (err) {
        if (err instanceof RevenueError) throw err;
        throw new RevenueError("payment_provider_unavailable", `The payment provider did not answer (${what}); nothing was changed beyond an open invoice. Retry (with the same Idempotency-Key).`);
      } finally {
        clearTimeout(timer);
      }
    },

    /** The provider of the mode, or 400 `stripe_not_connected`. */
    provider(mode: Mode): PaymentProvider {
      const p = providers.forMode(mode);
      if (!p) throw new RevenueError("stripe_not_connected", "No payment provider is connected in live mode: set TANDEM_STRIPE_SECRET_KEY_LIVE to take payments.");
      return p;
    },

    async providerCustomer(h: Handle, space: Space, c: CustomerRow, provider: PaymentProvider): Promise<ProviderCustomer> {
      return { spaceId: space.spaceId, mode: space.mode, customerId: c.id, name: c.name, email: c.email, providerCustomerId: await ctx.repos(h).payments.providerCustomer(c.seq, provider.name) };
    },

    /**
     * Creates (or finds) the customer at the provider and records its id. Outside any unit (it
     * calls the provider): reads committed data, records the id in a unit of its own.
     */
    async ensureProviderCustomer(space: Space, c: CustomerRow, provider: PaymentProvider): Promise<ProviderCustomer> {
      const pc = await calls.providerCustomer(ctx.read, space, c, provider);
      const id = await calls.call("customer", () => provider.ensureCustomer(pc));
      if (id !== pc.providerCustomerId) await ctx.write(async (tx) => await ctx.repos(tx).payments.setProviderCustomer(c.seq, provider.name, id));
      return { ...pc, providerCustomerId: id };
    },
  };
  return calls;
}
export type ProviderCalls = ReturnType<typeof providerCalls>;
