/**
 * The one webhook delivery log of the console (desk and billing endpoints alike): keyset pages
 * filtered by status, a delivery's detail with per attempt the request sent (headers, body) and the
 * response (status, excerpt, duration), Resend, and Recover failed over a time range. Each page
 * passes a `DeliverySource` over its own API; write controls render only when `useWrites()`.
 */
import { useState } from "preact/hooks";
import { PagedTable, usePaged } from "./pager.js";
import { useWrites } from "./roles.js";
import { ErrorNote, Field, when } from "./ui.js";

export type DeliveryStatus = "pending" | "succeeded" | "failed";

/** One row of the log. */
export interface DeliveryRow {
  id: string;
  eventType: string;
  eventId: string;
  status: DeliveryStatus;
  attemptCount: number;
  /** ISO 8601. */
  createdAt: string;
}

export interface AttemptView {
  number: number;
  trigger: string;
  state: string;
  /** ISO 8601. */
  at: string;
  statusCode: number | null;
  responseExcerpt: string | null;
  durationMs: number | null;
  error: string | null;
  request: { headers: Record<string, string>; body: string } | null;
}

export interface DeliveryDetail {
  id: string;
  eventType: string;
  status: DeliveryStatus;
  attempts: AttemptView[];
}

/** How the log reads and changes one endpoint's deliveries (each page's API). */
export interface DeliverySource {
  list(
    status: DeliveryStatus | undefined,
    cursor: string | undefined,
  ): Promise<{ items: DeliveryRow[]; nextCursor: string | null }>;
  detail(id: string): Promise<DeliveryDetail>;
  resend(id: string): Promise<DeliveryDetail>;
  /** Recover failed over [since, until) (ISO 8601; the API's defaults when undefined); answers how many were queued. */
  recover(
    since: string | undefined,
    until: string | undefined,
  ): Promise<number>;
}

/** A `datetime-local` input's value as ISO 8601 (undefined when empty). */
const isoOf = (local: string): string | undefined =>
  local ? new Date(local).toISOString() : undefined;

export function DeliveryLog({
  label,
  source,
  enabled,
}: {
  label: string;
  source: DeliverySource;
  enabled: boolean;
}) {
  const writes = useWrites();
  const [status, setStatus] = useState<DeliveryStatus | "">("");
  const [open, setOpen] = useState<DeliveryDetail | null>(null);
  const [range, setRange] = useState({ since: "", until: "" });
  const [note, setNote] = useState("");
  const list = usePaged(
    (cursor) => source.list(status || undefined, cursor),
    [status],
  );
  const { error, busy, run, reload: load } = list;

  const show = (id: string) =>
    run(async () => setOpen(await source.detail(id)));
  const resend = (id: string) =>
    run(async () => {
      const d = await source.resend(id);
      setOpen(d);
      setNote(
        `Resent ${d.eventType}: attempt ${d.attempts.length}, ${d.status}.`,
      );
      await load();
    });
  const recover = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const n = await source.recover(isoOf(range.since), isoOf(range.until));
      setNote(
        `Recover failed: ${n} failed ${n === 1 ? "delivery" : "deliveries"} queued again.`,
      );
      await load();
    });
  };

  return (
    <section aria-labelledby="log-title">
      <h2 id="log-title">Delivery log of {label}</h2>
      <div class="toolbar">
        <Field label="Delivery status">
          <select
            value={status}
            onChange={(e) =>
              setStatus(e.currentTarget.value as DeliveryStatus | "")
            }
          >
            <option value="">Any</option>
            <option value="pending">Pending</option>
            <option value="succeeded">Succeeded</option>
            <option value="failed">Failed</option>
          </select>
        </Field>
      </div>
      {writes && (
        <form
          class="toolbar"
          onSubmit={recover}
          aria-label={`Recover failed deliveries of ${label}`}
        >
          <Field label="Failed since">
            <input
              type="datetime-local"
              value={range.since}
              onInput={(e) =>
                setRange({ ...range, since: e.currentTarget.value })
              }
              aria-describedby="recover-help"
            />
          </Field>
          <Field label="Until">
            <input
              type="datetime-local"
              value={range.until}
              onInput={(e) =>
                setRange({ ...range, until: e.currentTarget.value })
              }
            />
          </Field>
          <button type="submit" disabled={busy || !enabled}>
            Recover failed
          </button>
          <small id="recover-help">
            Queues the failed deliveries again (default: the last 24 hours; at
            most 14 days back).
          </small>
        </form>
      )}
      <ErrorNote error={error} />
      <p class="notice" role="status">
        {note}
      </p>
      <PagedTable
        label={`Deliveries of ${label}`}
        columns={[
          [
            "Event",
            (d) => (
              <>
                {d.eventType} <code class="muted">{d.eventId}</code>
              </>
            ),
          ],
          ["Status", (d) => d.status],
          ["Attempts", (d) => d.attemptCount],
          ["Created", (d) => when(d.createdAt)],
        ]}
        actions={(d) => (
          <>
            <button
              type="button"
              class="secondary"
              onClick={() => show(d.id)}
              aria-label={`Attempts of delivery ${d.id}`}
            >
              Attempts
            </button>
            {writes && (
              <button
                type="button"
                onClick={() => resend(d.id)}
                disabled={!enabled || d.status === "pending"}
                aria-label={`Resend delivery ${d.id}`}
              >
                Resend
              </button>
            )}
          </>
        )}
        rows={list.page.items}
        empty="No deliveries."
        pager={list.pager}
      />
      {open && <Attempts detail={open} />}
    </section>
  );
}

/** A delivery's attempts: the summary table, then per attempt the request sent and the response. */
function Attempts({ detail }: { detail: DeliveryDetail }) {
  return (
    <>
      <div class="table-wrap">
        <table>
          <caption>
            Attempts of delivery {detail.id} ({detail.eventType})
          </caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Time</th>
              <th scope="col">Trigger</th>
              <th scope="col">Status</th>
              <th scope="col">Duration</th>
              <th scope="col">Response</th>
            </tr>
          </thead>
          <tbody>
            {detail.attempts.map((a) => (
              <tr key={a.number}>
                <td>{a.number}</td>
                <td>{when(a.at)}</td>
                <td>{a.trigger}</td>
                <td>{a.statusCode ?? a.error ?? a.state}</td>
                <td>{a.durationMs === null ? "—" : `${a.durationMs} ms`}</td>
                <td>
                  <code class="excerpt">{a.responseExcerpt ?? ""}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {detail.attempts.map((a) => (
        <section
          key={a.number}
          class="attempt"
          aria-label={`Attempt ${a.number} of delivery ${detail.id}`}
        >
          <h3>Attempt {a.number}</h3>
          {a.request === null ? (
            <p class="muted">
              The request of this attempt was not kept (logged before requests
              were).
            </p>
          ) : (
            <>
              <table aria-label={`Request headers of attempt ${a.number}`}>
                <tbody>
                  {Object.entries(a.request.headers).map(([name, value]) => (
                    <tr key={name}>
                      <th scope="row">{name}</th>
                      <td>
                        <code class="header-value">{value}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <h4 id={`body-${detail.id}-${a.number}`}>Request body</h4>
              <pre
                class="payload"
                aria-labelledby={`body-${detail.id}-${a.number}`}
                tabIndex={0}
              >
                {pretty(a.request.body)}
              </pre>
            </>
          )}
          <h4>Response</h4>
          <p>
            {a.statusCode !== null
              ? `HTTP ${a.statusCode}`
              : (a.error ?? a.state)}
            {a.durationMs !== null ? ` in ${a.durationMs} ms` : ""}
          </p>
          {a.responseExcerpt ? (
            <pre class="payload">{a.responseExcerpt}</pre>
          ) : null}
        </section>
      ))}
    </>
  );
}

/** The body indented for reading (as sent when it is not JSON, e.g. cut at the log's bound). */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
