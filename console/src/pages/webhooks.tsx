import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import {
  DeliveryLog,
  type DeliveryDetail,
  type DeliverySource,
} from "../deliveries.js";
import { Pager, usePaged } from "../pager.js";
import { useWrites } from "../roles.js";
import { ErrorNote, Field, OnceSecret, useAction } from "../ui.js";

type Endpoint = Schemas["Tandem.Desk.WebhookEndpoint"];
type Delivery = Schemas["Tandem.Desk.WebhookDelivery"];
type Detail = Schemas["Tandem.Desk.WebhookDeliveryDetail"];

/** Endpoints a page (keyset: Next / Previous). */
const ENDPOINTS_PAGE = 20;

const kinds = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean) as Endpoint["events"];

export function WebhooksPage({ mode }: { mode: Mode }) {
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState("*");
  const [secret, setSecret] = useState<{ label: string; value: string } | null>(
    null,
  );
  const [editing, setEditing] = useState<{
    id: string;
    url: string;
    events: string;
  } | null>(null);
  const [logOf, setLogOf] = useState<Endpoint | null>(null);
  const [notice, setNotice] = useState("");
  const { error, busy, run } = useAction();
  const writes = useWrites();
  const query = { mode };
  const list = usePaged(
    (cursor) =>
      unwrap(
        api.GET("/webhook_endpoints", {
          params: { query: { ...query, limit: ENDPOINTS_PAGE, ...(cursor !== undefined && { before: cursor }) } },
        }),
      ),
    [mode],
  );
  const endpoints = list.page.items;
  const load = list.reload;
  useEffect(() => {
    setLogOf(null);
    // A one-time secret belongs to the mode it was made in: switching clears it.
    setSecret(null);
  }, [mode]);

  const add = async (e: Event) => {
    e.preventDefault();
    const ep = await run(() =>
      unwrap(
        api.POST("/webhook_endpoints", {
          params: { query },
          body: { url, events: kinds(events) },
        }),
      ),
    );
    if (ep) {
      setSecret({ label: `Signing secret of ${ep.url}`, value: ep.secret });
      setUrl("");
      await load();
    }
  };
  const save = async (e: Event) => {
    e.preventDefault();
    if (!editing) return;
    const ok = await run(() =>
      unwrap(
        api.PATCH("/webhook_endpoints/{id}", {
          params: { path: { id: editing.id }, query },
          body: { url: editing.url, events: kinds(editing.events) },
        }),
      ),
    );
    if (ok) setEditing(null);
    await load();
  };
  const setEnabled = async (ep: Endpoint, enabled: boolean) => {
    await run(() =>
      unwrap(
        api.PATCH("/webhook_endpoints/{id}", {
          params: { path: { id: ep._id }, query },
          body: { enabled },
        }),
      ),
    );
    await load();
  };
  const rotate = async (ep: Endpoint) => {
    const r = await run(() =>
      unwrap(
        api.POST("/webhook_endpoints/{id}/rotate_secret", {
          params: { path: { id: ep._id }, query },
        }),
      ),
    );
    if (r)
      setSecret({ label: `New signing secret of ${r.url}`, value: r.secret });
  };
  const test = async (ep: Endpoint) => {
    const d = await run(() =>
      unwrap(
        api.POST("/webhook_endpoints/{id}/test", {
          params: { path: { id: ep._id }, query },
        }),
      ),
    );
    if (d) {
      const last = d.attempts[d.attempts.length - 1];
      setNotice(
        `Test ping to ${ep.url}: ${d.status}${last?.statusCode ? ` (HTTP ${last.statusCode})` : last?.error ? ` (${last.error})` : ""}.`,
      );
      setLogOf(ep);
    }
  };

  return (
    <>
      <h1>Webhooks</h1>
      {writes && (
        <form class="toolbar" onSubmit={add} aria-label="Add endpoint">
          <Field label="Endpoint URL">
            <input
              type="url"
              required
              value={url}
              placeholder="https://example.com/hooks"
              onInput={(e) => setUrl(e.currentTarget.value)}
            />
          </Field>
          <Field label="Event kinds">
            <input
              value={events}
              onInput={(e) => setEvents(e.currentTarget.value)}
              aria-describedby="kinds-help"
            />
          </Field>
          <button type="submit" disabled={busy}>
            Add endpoint
          </button>
          <small id="kinds-help">
            Comma-separated, e.g. ticket.created, message.created; * for all.
          </small>
        </form>
      )}
      {secret && (
        <OnceSecret
          label={secret.label}
          value={secret.value}
          onDone={() => setSecret(null)}
        />
      )}
      <ErrorNote error={error ?? list.error} />
      <p role="status" class="notice">
        {notice}
      </p>
      <ul class="cards" aria-label="Endpoints">
        {endpoints.map((ep) => (
          <li key={ep._id} class={ep.enabled ? "card" : "card disabled"}>
            {editing?.id === ep._id ? (
              <form onSubmit={save} aria-label={`Edit ${ep.url}`}>
                <Field label="Endpoint URL">
                  <input
                    type="url"
                    required
                    value={editing.url}
                    onInput={(e) =>
                      setEditing({ ...editing, url: e.currentTarget.value })
                    }
                  />
                </Field>
                <Field label="Event kinds">
                  <input
                    value={editing.events}
                    onInput={(e) =>
                      setEditing({ ...editing, events: e.currentTarget.value })
                    }
                  />
                </Field>
                <button type="submit">Save</button>{" "}
                <button
                  type="button"
                  class="secondary"
                  onClick={() => setEditing(null)}
                >
                  Cancel
                </button>
              </form>
            ) : (
              <>
                <p>
                  <code class="url">{ep.url}</code>{" "}
                  {ep.enabled ? (
                    <span class="badge ok">Enabled</span>
                  ) : (
                    <span class="badge off">
                      Disabled
                      {ep.disabledReason === "failing" ? " (failing)" : ""}
                    </span>
                  )}
                </p>
                <p class="muted">Events: {ep.events.join(", ")}</p>
                <div class="actions">
                  {writes && (
                    <button
                      type="button"
                      onClick={() => test(ep)}
                      disabled={!ep.enabled}
                      aria-label={`Send test to ${ep.url}`}
                    >
                      Send test
                    </button>
                  )}
                  <button
                    type="button"
                    class="secondary"
                    onClick={() => setLogOf(ep)}
                    aria-label={`Delivery log of ${ep.url}`}
                  >
                    Delivery log
                  </button>
                  {writes && (
                    <>
                      <button
                        type="button"
                        class="secondary"
                        onClick={() =>
                          setEditing({
                            id: ep._id,
                            url: ep.url,
                            events: ep.events.join(", "),
                          })
                        }
                        aria-label={`Edit ${ep.url}`}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        class="secondary"
                        onClick={() => setEnabled(ep, !ep.enabled)}
                        aria-label={`${ep.enabled ? "Disable" : "Enable"} ${ep.url}`}
                      >
                        {ep.enabled ? "Disable" : "Enable"}
                      </button>
                      <button
                        type="button"
                        class="secondary"
                        onClick={() => rotate(ep)}
                        aria-label={`Rotate secret of ${ep.url}`}
                      >
                        Rotate secret
                      </button>
                    </>
                  )}
                </div>
              </>
            )}
          </li>
        ))}
        {endpoints.length === 0 && <li>No {mode} endpoints yet.</li>}
      </ul>
      <Pager {...list.pager} />
      {logOf && (
        <DeliveryLog
          key={logOf._id + notice}
          label={logOf.url}
          source={deskDeliveries(logOf, mode)}
          enabled={logOf.enabled}
        />
      )}
    </>
  );
}

/** The desk's delivery log of an endpoint (the shared log over the desk's operations). */
function deskDeliveries(endpoint: Endpoint, mode: Mode): DeliverySource {
  const at = (id: string) => ({ params: { path: { id }, query: { mode } } });
  const detail = (d: Detail): DeliveryDetail => ({
    id: d._id,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts.map((a) => ({
      ...a,
      responseExcerpt: a.responseBody,
    })),
  });
  return {
    async list(status, cursor) {
      const query = {
        mode,
        limit: 20,
        ...(status && { status }),
        ...(cursor !== undefined && { before: cursor }),
      };
      const page = await unwrap(
        api.GET("/webhook_endpoints/{id}/deliveries", {
          params: { path: { id: endpoint._id }, query },
        }),
      );
      return {
        items: page.items.map((d: Delivery) => ({
          id: d._id,
          eventType: d.eventType,
          eventId: d.eventId,
          status: d.status,
          attemptCount: d.attemptCount,
          createdAt: d.createdAt,
        })),
        nextCursor: page.nextCursor,
      };
    },
    detail: async (id) =>
      detail(await unwrap(api.GET("/webhook_deliveries/{id}", at(id)))),
    resend: async (id) =>
      detail(await unwrap(api.POST("/webhook_deliveries/{id}/resend", at(id)))),
    recover: async (since, until) =>
      (
        await unwrap(
          api.POST("/webhook_endpoints/{id}/recover", {
            ...at(endpoint._id),
            body: { ...(since && { since }), ...(until && { until }) },
          }),
        )
      ).recovered,
  };
}
