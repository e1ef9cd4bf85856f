/** The billing API's webhook endpoints: add (secret once), send test, disable/enable, rotate, the delivery log with its attempts, resend. */
import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import {
  DeliveryLog,
  type DeliveryDetail,
  type DeliverySource,
} from "../deliveries.js";
import { PagedTable } from "../pager.js";
import { useWrites } from "../roles.js";
import { ErrorNote, Field, OnceSecret, useAction } from "../ui.js";

type Webhook = Schemas["Tandem.Revenue.Webhook"];
type Selector = Schemas["Tandem.Revenue.WebhookEventSelector"];
type Delivery = Schemas["Tandem.Revenue.WebhookDelivery"];
type BillingDetail = Schemas["BillingWebhookDeliveryDetail"];

export function BillingWebhooksPage({ mode }: { mode: Mode }) {
  const [items, setItems] = useState<Webhook[]>([]);
  const [secret, setSecret] = useState<{ label: string; value: string } | null>(
    null,
  );
  const [open, setOpen] = useState<string | null>(null);
  const [form, setForm] = useState({ id: "", url: "", events: "*" });
  const { error, busy, run } = useAction();
  const writes = useWrites();
  const where = { params: { query: { mode } } };
  const load = () =>
    run(async () =>
      setItems((await unwrap(api.GET("/billing_webhooks", where))).list),
    );
  useEffect(() => {
    setSecret(null);
    setOpen(null);
    void load();
  }, [mode]);
  const add = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const events = form.events
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean) as Selector[];
      const created = await unwrap(
        api.POST("/billing_webhooks", {
          ...where,
          body: { id: form.id.trim(), url: form.url.trim(), events },
        }),
      );
      setSecret({
        label: `Signing secret of ${created.id}`,
        value: created.secret,
      });
      setForm({ id: "", url: "", events: "*" });
      await load();
    });
  };
  const toggle = (w: Webhook) =>
    run(
      async () => (
        await unwrap(
          api.POST("/billing_webhooks/update", {
            ...where,
            body: { id: w.id, disabled: !w.disabled },
          }),
        ),
        await load()
      ),
    );
  const rotate = (w: Webhook) =>
    run(async () => {
      const r = await unwrap(
        api.POST("/billing_webhooks/{id}/rotate_secret", {
          params: { path: { id: w.id }, query: { mode } },
        }),
      );
      setSecret({ label: `New signing secret of ${w.id}`, value: r.secret });
    });
  const test = (w: Webhook) =>
    run(async () => {
      await unwrap(
        api.POST("/billing_webhooks/{id}/test", {
          params: { path: { id: w.id }, query: { mode } },
        }),
      );
      setOpen(null);
      setOpen(w.id);
    });
  const openHook = items.find((w) => w.id === open);
  return (
    <>
      <h1>Billing webhooks</h1>
      <p class="muted">
        Endpoints that receive the billing API's events (plans attached and
        cancelled, invoices, balances). The desk's endpoints are under Webhooks.
      </p>
      {secret && (
        <OnceSecret
          label={secret.label}
          value={secret.value}
          onDone={() => setSecret(null)}
        />
      )}
      {writes && (
        <form class="toolbar" onSubmit={add} aria-label="Add billing endpoint">
          <Field label="Endpoint id">
            <input
              required
              value={form.id}
              pattern="[A-Za-z0-9_\-]+"
              maxLength={64}
              onInput={(e) => setForm({ ...form, id: e.currentTarget.value })}
              placeholder="billing-main"
            />
          </Field>
          <Field label="Endpoint URL">
            <input
              required
              type="url"
              value={form.url}
              onInput={(e) => setForm({ ...form, url: e.currentTarget.value })}
              placeholder="https://example.com/hooks"
            />
          </Field>
          <Field label="Events">
            <input
              required
              value={form.events}
              onInput={(e) =>
                setForm({ ...form, events: e.currentTarget.value })
              }
              placeholder="* or invoice.paid, customer.plan.attached"
            />
          </Field>
          <button type="submit" disabled={busy}>
            Add endpoint
          </button>
        </form>
      )}
      <ErrorNote error={error} />
      <PagedTable
        label="Billing endpoints"
        columns={[
          [
            "Endpoint",
            (w) => (
              <>
                <strong>{w.id}</strong> <code class="muted">{w.url}</code>
              </>
            ),
          ],
          ["Events", (w) => w.events.join(", ")],
          [
            "State",
            (w) =>
              w.disabled
                ? `disabled${w.disabled_reason === "failing" ? " (failing)" : ""}`
                : "enabled",
          ],
        ]}
        actions={(w) => (
          <>
            {writes && (
              <button
                type="button"
                class="secondary"
                onClick={() => test(w)}
                aria-label={`Send test to ${w.id}`}
              >
                Send test
              </button>
            )}
            <button
              type="button"
              class="secondary"
              onClick={() => setOpen(open === w.id ? null : w.id)}
              aria-label={`Delivery log of ${w.id}`}
            >
              Delivery log
            </button>
            {writes && (
              <>
                <button
                  type="button"
                  class="secondary"
                  onClick={() => toggle(w)}
                  aria-label={`${w.disabled ? "Enable" : "Disable"} ${w.id}`}
                >
                  {w.disabled ? "Enable" : "Disable"}
                </button>
                <button
                  type="button"
                  class="secondary"
                  onClick={() => rotate(w)}
                  aria-label={`Rotate the secret of ${w.id}`}
                >
                  Rotate secret
                </button>
              </>
            )}
          </>
        )}
        rows={items}
        empty={`No billing endpoints in ${mode} mode.`}
      />
      {openHook && (
        <DeliveryLog
          key={openHook.id}
          label={openHook.id}
          source={billingDeliveries(openHook.id, mode)}
          enabled={!openHook.disabled}
        />
      )}
    </>
  );
}

/** Billing's delivery log of an endpoint (the shared log over the console's billing webhook operations). */
function billingDeliveries(id: string, mode: Mode): DeliverySource {
  const iso = (ms: number) => new Date(ms).toISOString();
  const at = (deliveryId: string) => ({
    params: { path: { id: deliveryId }, query: { mode } },
  });
  const row = (d: Delivery) => ({
    id: d.id,
    eventType: d.event_type,
    eventId: d.event_id,
    status: d.status,
    attemptCount: d.attempt_count,
    createdAt: iso(d.created_at),
  });
  const detail = (d: BillingDetail): DeliveryDetail => ({
    id: d.id,
    eventType: d.event_type,
    status: d.status,
    attempts: d.attempts.map((a) => ({
      number: a.number,
      trigger: a.trigger,
      state: a.state,
      at: iso(a.at),
      statusCode: a.status_code,
      responseExcerpt: a.response_excerpt,
      durationMs: a.duration_ms,
      error: a.error,
      request: a.request,
    })),
  });
  return {
    async list(status, cursor) {
      const query = {
        mode,
        ...(status && { status }),
        ...(cursor !== undefined && { cursor }),
      };
      const page = await unwrap(
        api.GET("/billing_webhooks/{id}/deliveries", {
          params: { path: { id }, query },
        }),
      );
      return { items: page.list.map(row), nextCursor: page.next_cursor };
    },
    detail: async (deliveryId) =>
      detail(
        await unwrap(
          api.GET("/billing_webhook_deliveries/{id}", at(deliveryId)),
        ),
      ),
    async resend(deliveryId) {
      await unwrap(
        api.POST("/billing_webhook_deliveries/{id}/resend", at(deliveryId)),
      );
      return detail(
        await unwrap(
          api.GET("/billing_webhook_deliveries/{id}", at(deliveryId)),
        ),
      );
    },
    recover: async (since, until) =>
      (
        await unwrap(
          api.POST("/billing_webhooks/{id}/recover", {
            params: { path: { id }, query: { mode } },
            body: { ...(since && { since }), ...(until && { until }) },
          }),
        )
      ).recovered,
  };
}
