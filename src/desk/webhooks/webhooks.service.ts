import { afterCommit, type AfterCommit } from "../../platform/db/after-commit.js";
import type { Handle } from "../../platform/db/handle.js";
import { DeskError } from "../errors.js";
import { newId, prefixedId } from "../../platform/ids.js";
import { decodeCursor, encodeCursor, type Page, toPage } from "../../platform/pagination.js";
import type { DeskContext } from "../context.js";
import { requireSomeField } from "../shared.rules.js";
import type { Schemas, WebhookDelivery, WebhookDeliveryDetail, WebhookEndpoint } from "../types.js";
import type { Sender } from "./sender.js";
import { checkEndpointHost, checkEndpointUrl, checkEndpointUrlForm, hostToResolve, type Resolver } from "../../platform/webhooks/url-safety.js";
import type { DeliveryRecord, DeliveryStatus, EndpointRow } from "./webhooks.repo.js";
import { rotated } from "../../platform/webhooks/secrets.js";
import { newEndpointRow } from "../../platform/webhooks/webhooks.repo.js";
import { isStandardSecret, recoverRange } from "./webhooks.rules.js";
import { deliveryDetailView, deliveryView, endpointView } from "./webhooks.view.js";

export interface WebhookSettings {
  /** Production rules for endpoint URLs (https, public addresses). */
  production: boolean;
  resolve?: Resolver;
}

type EndpointWithSecret = Schemas["WebhookEndpointWithSecret"];
type DeliveriesQuery = { status?: DeliveryStatus; event_type?: string; since?: string; until?: string; before?: string; limit?: number };

/** A disabled endpoint receives nothing: no ping, no resend, no recover. */
function requireEnabled(e: EndpointRow): void {
  if (e.enabled === 0) throw new DeskError("webhook_endpoint_disabled", `Webhook endpoint ${e.id} is disabled; enable it first.`);
}

/** Endpoint management, the delivery log, resend and test ping. Used by the API and the CLI alike. */
export function webhooksService(ctx: DeskContext, sender: Sender, settings: WebhookSettings) {
  const { clock } = ctx;

  const findEndpoint = async (h: Handle, spaceId: number, id: string): Promise<EndpointRow> => {
    const e = await ctx.repos(h).webhooks.endpointById(spaceId, id);
    if (!e) throw new DeskError("webhook_endpoint_not_found", `No webhook endpoint ${id}.`);
    return e;
  };
  const findDelivery = async (h: Handle, spaceId: number, id: string): Promise<DeliveryRecord> => {
    const d = await ctx.repos(h).webhooks.deliveryById(spaceId, id);
    if (!d) throw new DeskError("webhook_delivery_not_found", `No webhook delivery ${id}.`);
    return d;
  };
  const detail = async (h: Handle, seq: number): Promise<WebhookDeliveryDetail> => {
    const { webhooks } = ctx.repos(h);
    return deliveryDetailView(await webhooks.deliveryBySeq(seq), await webhooks.attempts(seq));
  };
  const withSecret = (row: EndpointRow): EndpointWithSecret => ({ ...endpointView(row, clock.now()), secret: row.secret });
  /**
   * The URL rules (url-safety.ts). Inside the request's unit (`h` its transaction) only the part
   * without I/O, so nothing unchecked is stored: the API resolved the host before the unit opened
   * (`checkAddresses`, the operation's preflight), since a DNS lookup may not be awaited inside a
   * unit. From the read handle (the CLI) no unit is open yet: the whole check, DNS included.
   */
  const checkUrl = async (h: Handle, url: string): Promise<void> => {
    if (h.writing) checkEndpointUrlForm(url, settings.production);
    else await checkEndpointUrl(url, settings.production, settings.resolve);
  };

  return {
    /**
     * The DNS part of the URL rules, for the API's preflight of create and update (before the
     * request's unit): in production, a host name must resolve to public addresses only. A URL
     * the form check refuses (or none given) is left to that check in the unit, which answers as before.
     * This is an early 400; the SSRF guard is the sender's, on every connection (public-agent.ts).
     */
    async checkAddresses(url: string | undefined): Promise<void> {
      const host = url === undefined ? null : hostToResolve(url, settings.production);
      if (host !== null) await checkEndpointHost(host, settings.resolve);
    },

    async create(h: Handle, spaceId: number, body: Schemas["WebhookEndpointCreate"]): Promise<EndpointWithSecret> {
      await checkUrl(h, body.url);
      const row = newEndpointRow({
        id: newId(),
        spaceId,
        url: body.url,
        events: body.events,
        description: body.description ?? null,
        standardWebhooks: body.standardWebhooks === true,
        now: clock.now(),
      });
      return withSecret({ ...row, seq: await ctx.writeIn(h, (tx) => ctx.repos(tx).webhooks.insertEndpoint(row)) });
    },

    async list(h: Handle, spaceId: number, query: { before?: string; limit?: number }): Promise<Page<WebhookEndpoint>> {
      const limit = query.limit!;
      const [before] = decodeCursor("webhook-endpoints", query.before, 1) ?? [];
      const now = clock.now();
      return toPage(
        await ctx.repos(h).webhooks.endpoints(spaceId, before, limit + 1),
        limit,
        (r) => endpointView(r, now),
        (r) => encodeCursor("webhook-endpoints", [r.seq]),
      );
    },

    get: async (h: Handle, spaceId: number, id: string): Promise<WebhookEndpoint> => endpointView(await findEndpoint(h, spaceId, id), clock.now()),

    async update(h: Handle, spaceId: number, id: string, body: Schemas["WebhookEndpointUpdate"]): Promise<WebhookEndpoint> {
      requireSomeField(body);
      if (body.url !== undefined) await checkUrl(h, body.url);
      return await ctx.writeIn(h, async (tx) => {
        const { webhooks } = ctx.repos(tx);
        const row = await findEndpoint(tx, spaceId, id);
        const now = clock.now();
        const enabled = body.enabled === undefined ? row.enabled : body.enabled ? 1 : 0;
        const next: EndpointRow = {
          ...row,
          url: body.url ?? row.url,
          events: body.events ? JSON.stringify([...new Set(body.events)]) : row.events,
          description: body.description !== undefined ? body.description : row.description,
          enabled,
          standard_webhooks: body.standardWebhooks === undefined ? row.standard_webhooks : body.standardWebhooks ? 1 : 0,
          // Disabling stops its pending deliveries; enabling starts afresh (stopped ones stay failed: recover them).
          disabled_reason: enabled === 1 ? null : row.enabled === 1 ? "manual" : row.disabled_reason,
          failing_since: enabled === 1 && row.enabled === 0 ? null : row.failing_since,
          updated_at: now,
        };
        if (next.standard_webhooks === 1 && row.standard_webhooks === 0 && !isStandardSecret(row.secret)) {
          throw new DeskError(
            "webhook_secret_incompatible",
            "This endpoint's secret predates Standard Webhooks support (it is base64url, the Standard Webhooks libraries read base64): rotate the secret first.",
          );
        }
        await webhooks.updateEndpoint(next);
        if (row.enabled === 1 && enabled === 0) await webhooks.stopPending(row.seq, now);
        return endpointView(next, now);
      });
    },

    async delete(h: Handle, spaceId: number, id: string): Promise<WebhookEndpoint> {
      return await ctx.writeIn(h, async (tx) => {
        const row = await findEndpoint(tx, spaceId, id);
        await ctx.repos(tx).webhooks.deleteEndpoint(row.seq);
        return endpointView(row, clock.now());
      });
    },

    /** A new secret; the old one keeps signing for `overlapSeconds` (default 24 h, at most 7 days; 0: it expires now). */
    async rotateSecret(h: Handle, spaceId: number, id: string, body: Schemas["WebhookRotateSecretRequest"] = {}): Promise<EndpointWithSecret> {
      return await ctx.writeIn(h, async (tx) => {
        const next = rotated(await findEndpoint(tx, spaceId, id), body.overlapSeconds, clock.now());
        await ctx.repos(tx).webhooks.updateEndpoint(next);
        return withSecret(next);
      });
    },

    /** Sends a ping now (after the write that records it commits); answers the delivery with its first attempt. */
    async test(h: Handle, spaceId: number, id: string): Promise<AfterCommit<WebhookDeliveryDetail>> {
      const endpoint = await findEndpoint(h, spaceId, id);
      requireEnabled(endpoint);
      const seq = await ctx.writeIn(h, async (tx) => {
        const { outbox, webhooks } = ctx.repos(tx);
        const now = clock.now();
        const eventSeq = await outbox.insertPing({
          id: prefixedId("evt"),
          space_id: spaceId,
          data: JSON.stringify({ endpointId: endpoint.id, message: "Test event from Tandem: your endpoint is reachable." }),
          created_at: now,
        });
        return await webhooks.insertDelivery(endpoint.seq, eventSeq, now);
      });
      // After the commit: the request's transaction is over, what follows reads committed data.
      return afterCommit(async () => {
        await sender.sendNow(seq, endpoint.seq, "retry");
        return await detail(ctx.read, seq);
      });
    },

    async deliveries(h: Handle, spaceId: number, id: string, query: DeliveriesQuery): Promise<Page<WebhookDelivery>> {
      const endpoint = await findEndpoint(h, spaceId, id);
      const limit = query.limit!;
      const [before] = decodeCursor("webhook-deliveries", query.before, 1) ?? [];
      const filter = {
        status: query.status,
        eventType: query.event_type,
        since: query.since === undefined ? undefined : Date.parse(query.since),
        until: query.until === undefined ? undefined : Date.parse(query.until),
      };
      return toPage(await ctx.repos(h).webhooks.deliveries(endpoint.seq, filter, before, limit + 1), limit, deliveryView, (r) => encodeCursor("webhook-deliveries", [r.seq]));
    },

    /** Failed deliveries of the endpoint made in [since, until) are sent again (a new round of retries). */
    async recover(h: Handle, spaceId: number, id: string, body: Schemas["WebhookRecoverRequest"]): Promise<Schemas["WebhookRecoverResult"]> {
      return await this.recoverBetween(h, spaceId, id, (now) => recoverRange(body, now));
    },

    /**
     * Failed deliveries of the endpoint made in the range `range(now)` answers ([since, until), ms)
     * are pending again, due now, with a new round of retries; answers how many. Those already
     * queued are pending, not failed: a second call does not queue them again.
     */
    async recoverBetween(h: Handle, spaceId: number, id: string, range: (now: number) => { since: number; until: number }): Promise<{ recovered: number }> {
      return await ctx.writeIn(h, async (tx) => {
        const endpoint = await findEndpoint(tx, spaceId, id);
        requireEnabled(endpoint);
        const now = clock.now();
        const { since, until } = range(now);
        return { recovered: await ctx.repos(tx).webhooks.recover(endpoint.seq, since, until, now) };
      });
    },

    delivery: async (h: Handle, spaceId: number, id: string): Promise<WebhookDeliveryDetail> => await detail(h, (await findDelivery(h, spaceId, id)).seq),

    /** Sends a failed or succeeded delivery again now (same Desk-Delivery id, a new `manual` attempt). */
    async resend(h: Handle, spaceId: number, id: string): Promise<AfterCommit<WebhookDeliveryDetail>> {
      const d = await findDelivery(h, spaceId, id);
      requireEnabled((await ctx.repos(h).webhooks.endpointBySeq(d.endpoint_seq))!);
      if (d.status === "pending") {
        throw new DeskError("delivery_pending", "The delivery is pending; it is retried on its schedule.");
      }
      // Sent outside any write (a network call), once the request's write unit has committed.
      return afterCommit(async () => {
        if (!(await sender.sendNow(d.seq, d.endpoint_seq, "fail"))) {
          throw new DeskError("delivery_pending", "The delivery is being sent now; its attempt will be in the log.");
        }
        return await detail(ctx.read, d.seq);
      });
    },
  };
}
export type WebhooksService = ReturnType<typeof webhooksService>;
