import { afterCommit, type AfterCommit } from "../../platform/db/after-commit.js";
import type { Handle, Store } from "../../platform/db/handle.js";
import { AppError, invalid } from "../../platform/errors.js";
import { prefixedId } from "../../platform/ids.js";
import { decodeCursor, encodeCursor, toPage } from "../../platform/pagination.js";
import type { Clock } from "../../platform/clock.js";
import { rotated } from "../../platform/webhooks/secrets.js";
import type { Sender } from "../../platform/webhooks/sender.js";
import { checkEndpointHost, checkEndpointUrl, checkEndpointUrlForm, hostToResolve, type Resolver } from "../../platform/webhooks/url-safety.js";
import { type DeliveryRecord, type EndpointRow, newEndpointRow } from "../../platform/webhooks/webhooks.repo.js";
import { RevenueError } from "../errors.js";
import type { Schemas, Space } from "../types.js";
import type { BillingWebhookRepos } from "./webhooks.repo.js";
import { deliveryDetailView, deliveryView, webhookView } from "./webhooks.view.js";

/** Webhooks a mode may have (the contract's bound). */
export const MAX_WEBHOOKS_PER_MODE = 20;

export interface BillingWebhookSettings {
  /** Production rules for webhook URLs (https, public addresses). */
  production: boolean;
  resolve?: Resolver;
}

const PING_MESSAGE = "Test event from Tandem: your webhook is reachable.";

/**
 * webhooks.* of the billing API: webhook management, the delivery log,
 * resend and test ping, over the platform's webhook engine (its repository
 * over the `rv_webhook_*` tables and the billing sender). Every method takes
 * the request's handle first (a write request's transaction, or the read handle).
 */
export function billingWebhooksService(deps: { store: Store; clock: Clock; sender: Sender; repos: BillingWebhookRepos }, settings: BillingWebhookSettings) {
  const { store, clock, sender, repos } = deps;

  const find = async (h: Handle, space: Space, id: string): Promise<EndpointRow> => {
    const e = await repos(h).billingWebhooks.endpointById(space.spaceId, id);
    if (!e) throw new RevenueError("webhook_not_found", `No webhook ${id}.`);
    return e;
  };
  const requireEnabled = (e: EndpointRow): void => {
    if (e.enabled === 0) throw new RevenueError("webhook_disabled", `Webhook ${e.id} is disabled; enable it first (webhooks.update with disabled: false).`);
  };
  const detail = async (h: Handle, seq: number): Promise<Schemas["WebhookDelivery"]> => {
    const repo = repos(h).billingWebhooks;
    return deliveryView(await repo.deliveryBySeq(seq), await repo.attempts(seq));
  };
  const withSecret = (space: Space, r: EndpointRow): Schemas["WebhookWithSecret"] => ({ ...webhookView(r, space.mode, clock.now()), secret: r.secret });
  /**
   * The URL rules (url-safety.ts). Inside the request's unit (`h` its transaction) only the part
   * without I/O, so nothing unchecked is stored: the API resolved the host before the unit opened
   * (`checkAddresses`, the operation's preflight), since a DNS lookup may not be awaited inside a
   * unit. From the read handle no unit is open yet: the whole check, DNS included.
   */
  const checkUrl = async (h: Handle, url: string): Promise<void> => {
    if (h.writing) checkEndpointUrlForm(url, settings.production, "url");
    else await checkEndpointUrl(url, settings.production, settings.resolve, "url");
  };

  return {
    /**
     * The DNS part of the URL rules, for the API's preflight of webhooks.create and .update (before
     * the request's unit): in production, a host name must resolve to public addresses only. A URL
     * the form check refuses (or none given) is left to that check in the unit, which answers as before.
     * This is an early 400; the SSRF guard is the sender's, on every connection (public-agent.ts).
     */
    async checkAddresses(url: string | undefined): Promise<void> {
      const host = url === undefined ? null : hostToResolve(url, settings.production);
      if (host !== null) await checkEndpointHost(host, settings.resolve, "url");
    },

    async create(h: Handle, space: Space, body: Schemas["CreateWebhookParams"]): Promise<Schemas["WebhookWithSecret"]> {
      await checkUrl(h, body.url);
      return await store.writeIn(h, async (tx) => {
        const repo = repos(tx).billingWebhooks;
        if (await repo.endpointById(space.spaceId, body.id)) invalid("id", `is taken: ${body.id}`);
        if ((await repo.endpoints(space.spaceId, undefined, MAX_WEBHOOKS_PER_MODE)).length >= MAX_WEBHOOKS_PER_MODE) {
          throw new RevenueError("webhook_limit_reached", `This mode has ${MAX_WEBHOOKS_PER_MODE} webhooks, the most it may have; delete one first.`);
        }
        const row = newEndpointRow({ id: body.id, spaceId: space.spaceId, url: body.url, events: body.events, description: body.description ?? null, standardWebhooks: true, now: clock.now() });
        return withSecret(space, { ...row, seq: await repo.insertEndpoint(row) });
      });
    },

    async list(h: Handle, space: Space): Promise<Schemas["WebhookList"]> {
      const now = clock.now();
      return { list: (await repos(h).billingWebhooks.endpoints(space.spaceId, undefined, MAX_WEBHOOKS_PER_MODE)).map((r) => webhookView(r, space.mode, now)) };
    },

    get: async (h: Handle, space: Space, body: Schemas["WebhookIdParams"]): Promise<Schemas["Webhook"]> => webhookView(await find(h, space, body.id), space.mode, clock.now()),

    async update(h: Handle, space: Space, body: Schemas["UpdateWebhookParams"]): Promise<Schemas["Webhook"]> {
      const { id: _id, idempotency_key: _key, ...changes } = body;
      if (Object.keys(changes).length === 0) invalid("body", "needs at least one of url, events, description and disabled");
      if (body.url !== undefined) await checkUrl(h, body.url);
      return await store.writeIn(h, async (tx) => {
        const repo = repos(tx).billingWebhooks;
        const row = await find(tx, space, body.id);
        const now = clock.now();
        const enabled = body.disabled === undefined ? row.enabled : body.disabled ? 0 : 1;
        const next: EndpointRow = {
          ...row,
          url: body.url ?? row.url,
          events: body.events ? JSON.stringify([...new Set(body.events)]) : row.events,
          description: body.description !== undefined ? body.description : row.description,
          enabled,
          // Disabling stops its pending deliveries; enabling again sends only new events.
          disabled_reason: enabled === 1 ? null : row.enabled === 1 ? "manual" : row.disabled_reason,
          failing_since: enabled === 1 && row.enabled === 0 ? null : row.failing_since,
          updated_at: now,
        };
        await repo.updateEndpoint(next);
        if (row.enabled === 1 && enabled === 0) await repo.stopPending(row.seq, now);
        return webhookView(next, space.mode, now);
      });
    },

    async delete(h: Handle, space: Space, body: Schemas["WebhookWriteParams"]): Promise<Schemas["DeleteResult"]> {
      return await store.writeIn(h, async (tx) => {
        await repos(tx).billingWebhooks.deleteEndpoint((await find(tx, space, body.id)).seq);
        return { success: true };
      });
    },

    /** A new secret; the previous one keeps signing for `overlap_seconds` (default 24 h; 0: it expires now). */
    async rotateSecret(h: Handle, space: Space, body: Schemas["RotateWebhookSecretParams"]): Promise<Schemas["WebhookWithSecret"]> {
      return await store.writeIn(h, async (tx) => {
        const next = rotated(await find(tx, space, body.id), body.overlap_seconds, clock.now());
        await repos(tx).billingWebhooks.updateEndpoint(next);
        return withSecret(space, next);
      });
    },

    /** Sends a ping to the webhook now; answers its delivery with the first attempt (a failure is retried on the schedule). */
    async test(h: Handle, space: Space, body: Schemas["WebhookWriteParams"]): Promise<AfterCommit<Schemas["WebhookDelivery"]>> {
      const { seq, endpointSeq } = await store.writeIn(h, async (tx) => {
        const endpoint = await find(tx, space, body.id);
        requireEnabled(endpoint);
        const now = clock.now();
        const data: Schemas["WebhookPingData"] = { webhook_id: endpoint.id, message: PING_MESSAGE };
        const eventSeq = await repos(tx).billingEvents.insertPing({ id: prefixedId("evt"), space_id: space.spaceId, data: JSON.stringify(data), created_at: now });
        return { seq: await repos(tx).billingWebhooks.insertDelivery(endpoint.seq, eventSeq, now), endpointSeq: endpoint.seq };
      });
      // After the commit (the unit's transaction is over): the send, then the delivery read back committed.
      return afterCommit(async () => {
        await sender.sendNow(seq, endpointSeq, "retry");
        return await detail(store.read, seq);
      });
    },

    /** The webhook's delivery log, newest first, each delivery with its attempts. */
    async deliveries(h: Handle, space: Space, body: Schemas["ListWebhookDeliveriesParams"]): Promise<Schemas["WebhookDeliveryList"]> {
      const repo = repos(h).billingWebhooks;
      const endpoint = await find(h, space, body.webhook_id);
      const limit = body.limit ?? 20;
      let before: number | undefined;
      if (body.start_cursor) {
        try {
          [before] = decodeCursor("webhook-deliveries", body.start_cursor, 1)!;
        } catch {
          invalid("start_cursor", "is not a cursor of webhooks.deliveries");
        }
      }
      const rows = await repo.deliveries(endpoint.seq, { status: body.status, eventType: body.event_type }, before, limit + 1);
      const page = toPage(rows, limit, (r: DeliveryRecord) => r, (r) => encodeCursor("webhook-deliveries", [r.seq]));
      return { list: await Promise.all(page.items.map(async (r) => deliveryView(r, await repo.attempts(r.seq)))), next_cursor: page.nextCursor };
    },

    /** A delivery with its attempts and the request each sent (the console's delivery detail). */
    async delivery(h: Handle, space: Space, id: string): Promise<ReturnType<typeof deliveryDetailView>> {
      const repo = repos(h).billingWebhooks;
      const d = await repo.deliveryById(space.spaceId, id);
      if (!d) throw new AppError("webhook_delivery_not_found", `No webhook delivery ${id}.`);
      return deliveryDetailView(d, await repo.attempts(d.seq));
    },

    /**
     * Recover failed: the webhook's failed deliveries made in [since, until) (ms) are pending again,
     * due now, with a new round of retries; answers how many. Those already queued are pending, not
     * failed, so a second call does not queue them again.
     */
    async recover(h: Handle, space: Space, id: string, since: number, until: number): Promise<{ recovered: number }> {
      return await store.writeIn(h, async (tx) => {
        const endpoint = await find(tx, space, id);
        requireEnabled(endpoint);
        return { recovered: await repos(tx).billingWebhooks.recover(endpoint.seq, since, until, clock.now()) };
      });
    },

    /** Sends a finished delivery again now (same `webhook-id`, a new `manual` attempt), and answers it. */
    async resend(h: Handle, space: Space, body: Schemas["ResendWebhookDeliveryParams"]): Promise<AfterCommit<Schemas["WebhookDelivery"]>> {
      const repo = repos(h).billingWebhooks;
      const d = await repo.deliveryById(space.spaceId, body.delivery_id);
      if (!d) throw new AppError("webhook_delivery_not_found", `No webhook delivery ${body.delivery_id}.`);
      requireEnabled((await repo.endpointBySeq(d.endpoint_seq))!);
      if (d.status === "pending") throw new AppError("delivery_pending", "The delivery is pending; it is retried on its schedule.");
      // Sent outside any write (a network call), once the request's write unit has committed.
      return afterCommit(async () => {
        if (!(await sender.sendNow(d.seq, d.endpoint_seq, "fail"))) {
          throw new AppError("delivery_pending", "The delivery is being sent now; its attempt will be in the log.");
        }
        return await detail(store.read, d.seq);
      });
    },
  };
}
export type BillingWebhooksService = ReturnType<typeof billingWebhooksService>;
