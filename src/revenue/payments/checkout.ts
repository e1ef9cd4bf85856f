/**
 * Hosted checkouts: a session with its page token (inside a write; one payable checkout per
 * invoice) and handing it to the provider (outside any unit).
 */
import type { Tx } from "../../platform/db/handle.js";
import { prefixedId } from "../../platform/ids.js";
import type { RevenueContext } from "../context.js";
import type { CustomerRow } from "../customers/customers.repo.js";
import type { Space } from "../types.js";
import type { PageLinks } from "./links.js";
import type { CheckoutSessionRow } from "./payments.repo.js";
import type { PaymentProvider } from "./ports.js";
import type { ProviderCalls } from "./provider-calls.js";
import { TOKEN_TTL_MS } from "./tokens.rules.js";

export function checkouts(ctx: RevenueContext, calls: ProviderCalls, links: PageLinks) {
  return {
    /**
     * A hosted checkout session with its page token (inside a write); answers the page's URL. An
     * invoice's open session that was handed to the provider is answered again (`reused`): one
     * payable checkout per invoice, however often it is asked for.
     */
    async openCheckout(tx: Tx, space: Space, c: CustomerRow, x: { mode: "payment" | "setup"; invoiceSeq: number | null; successUrl: string | null; planName: string | null; provider: string; now: number }): Promise<{ session: CheckoutSessionRow; token: string | null; url: string; reused: boolean }> {
      const { payments } = ctx.repos(tx);
      const open = x.mode === "payment" && x.invoiceSeq !== null ? await payments.openSessionOf(x.invoiceSeq, x.provider, ctx.clock.now()) : undefined;
      if (open) return { session: open, token: null, url: open.provider_url!, reused: true };
      const session: Omit<CheckoutSessionRow, "seq"> = {
        id: prefixedId("cs"),
        space_id: space.spaceId,
        customer_seq: c.seq,
        mode: x.mode,
        invoice_seq: x.invoiceSeq,
        status: "open",
        provider: x.provider,
        provider_session_id: null,
        success_url: x.successUrl,
        plan_name: x.planName,
        auth: null,
        last_error: null,
        expires_at: x.now + TOKEN_TTL_MS.checkout,
        created_at: x.now,
      };
      const seq = await payments.insertSession(session);
      const token = await links.issueToken(tx, "checkout", space.spaceId, c.seq, session.id, null, x.now);
      return { session: { ...session, seq }, token, url: `${links.publicUrl}/pay/${token}`, reused: false };
    },

    /** Hands a session to the provider (outside any unit: it records the provider's session in a unit of its own): answers where to send the customer. */
    async startCheckout(space: Space, c: CustomerRow, provider: PaymentProvider, s: { session: CheckoutSessionRow; url: string; reused: boolean }, due: { amount: number; currency: string } | null, description: string, cancelUrl: string | null): Promise<string> {
      if (s.reused) return s.url;
      const customer = await calls.ensureProviderCustomer(space, c, provider);
      const started = await calls.call("checkout", () => provider.startCheckout({
        sessionId: s.session.id,
        customer,
        mode: s.session.mode,
        due,
        description,
        returnUrl: s.url,
        cancelUrl: cancelUrl ?? s.url,
      }));
      await ctx.write(async (tx) => await ctx.repos(tx).payments.setProviderSession(s.session.seq, started.providerSessionId, started.url));
      return started.url;
    },
  };
}
