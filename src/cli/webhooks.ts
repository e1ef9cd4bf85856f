import { systemClock } from "../platform/clock.js";
import type { Config } from "../platform/config.js";
import { AppError } from "../platform/errors.js";
import { settleAfterCommit } from "../platform/db/after-commit.js";
import { openTandem } from "../tandem.js";
import { loadOpenApi } from "../platform/spec/load.js";
import type { Mode } from "../platform/tenancy/workspaces.repo.js";
import type { DeliveryStatus } from "../desk/webhooks/webhooks.repo.js";

/** The event kinds, read from the contract (the API validates them through its schema). */
function eventKinds(): string[] {
  const schema = loadOpenApi("desk").components?.schemas?.DeskEventType as { enum: string[] };
  return [...schema.enum, "*"];
}

type Out = (line: string) => void;

export interface WebhookCliArgs {
  mode: Mode;
  json: boolean;
  url?: string;
  events?: string;
  description?: string;
  standardWebhooks?: boolean;
  status?: string;
  eventType?: string;
  /** RFC 3339 date-times. */
  since?: string;
  until?: string;
}

/** An RFC 3339 date-time option, checked as the API's schema would. */
function dateTime(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || !Number.isFinite(Date.parse(value))) {
    throw new AppError("invalid_request", `--${name} must be an RFC 3339 date-time, e.g. 2026-03-01T09:00:00Z`);
  }
  return new Date(value).toISOString();
}

/**
 * `tandem webhooks add|list|deliveries|recover|resend|test`: the same service the API
 * uses, on the workspace's space of `--mode` (default test).
 */
export async function webhooksCommand(config: Config, sub: string | undefined, arg: string | undefined, o: WebhookCliArgs, out: Out): Promise<void> {
  // list and deliveries only read: the database must exist and is neither created nor migrated.
  const readOnly = sub === "list" || sub === "deliveries";
  const t = await openTandem(config.database, systemClock, { readOnly, desk: { production: config.production } });
  const { webhooks, sender } = t.desk;
  // Outside any request: reads on the read handle; each change is a unit of its own.
  const h = t.store.read;
  const spaceId = (await h.use(t.repos.workspaces).space(t.workspace.id, o.mode))!.id;
  const print = (value: unknown, text: () => string[]) => {
    if (o.json) out(JSON.stringify(value));
    else for (const line of text()) out(line);
  };
  try {
    switch (sub) {
      case "add": {
        if (!o.url) throw new AppError("invalid_request", "--url is required");
        const events = (o.events ?? "*").split(",").map((e) => e.trim()).filter(Boolean);
        const kinds = eventKinds();
        const unknown = events.find((e) => !kinds.includes(e));
        if (unknown !== undefined || events.length === 0) {
          throw new AppError("invalid_request", `--events must be a comma-separated list of: ${kinds.join(", ")}`);
        }
        const e = await webhooks.create(h, spaceId, { url: o.url, events: events as never, description: o.description, standardWebhooks: o.standardWebhooks });
        print(e, () => [`Added endpoint ${e._id} (${o.mode}) → ${e.url} for ${e.events.join(", ")}`, "Signing secret (shown once):", e.secret]);
        break;
      }
      case "list": {
        const page = await webhooks.list(h, spaceId, { limit: 100 });
        print(page.items, () => page.items.map((e) => `${e._id}  ${e.enabled ? "enabled " : "disabled"}  ${e.url}  [${e.events.join(",")}]`));
        break;
      }
      case "deliveries": {
        if (!arg) throw new AppError("invalid_request", "webhooks deliveries needs an endpoint id");
        if (o.eventType !== undefined && !eventKinds().concat("ping").includes(o.eventType)) {
          throw new AppError("invalid_request", `--event-type must be one of: ${eventKinds().filter((k) => k !== "*").join(", ")}, ping`);
        }
        const page = await webhooks.deliveries(h, spaceId, arg, {
          status: o.status as DeliveryStatus | undefined,
          event_type: o.eventType,
          since: dateTime("since", o.since),
          until: dateTime("until", o.until),
          limit: 100,
        });
        print(page.items, () =>
          page.items.map((d) => `${d._id}  ${d.status.padEnd(9)} ${d.eventType.padEnd(22)} attempts ${d.attemptCount}${d.nextAttemptAt ? `  next ${d.nextAttemptAt}` : ""}`),
        );
        break;
      }
      case "recover": {
        if (!arg) throw new AppError("invalid_request", "webhooks recover needs an endpoint id");
        const since = dateTime("since", o.since);
        if (since === undefined) throw new AppError("invalid_request", "--since is required");
        const result = await webhooks.recover(h, spaceId, arg, { since, until: dateTime("until", o.until) });
        print(result, () => [`${result.recovered} failed ${result.recovered === 1 ? "delivery is" : "deliveries are"} pending again; the sender of \`tandem serve\` sends them.`]);
        break;
      }
      case "resend":
      case "test": {
        if (!arg) throw new AppError("invalid_request", `webhooks ${sub} needs a ${sub === "resend" ? "delivery" : "endpoint"} id`);
        // Outside any request: the send the API runs after its write unit commits runs here at once.
        const d = await settleAfterCommit(sub === "resend" ? await webhooks.resend(h, spaceId, arg) : await webhooks.test(h, spaceId, arg));
        const last = d.attempts.at(-1);
        print(d, () => [`Delivery ${d._id}: ${d.status} (HTTP ${last?.statusCode ?? "—"}${last?.error ? `, ${last.error}` : ""})`]);
        break;
      }
      default:
        throw new AppError("invalid_request", `Unknown webhooks command: ${sub ?? "(none)"}`);
    }
  } finally {
    await sender.drain();
    await t.close();
  }
}
