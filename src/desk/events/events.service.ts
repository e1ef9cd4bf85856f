import type { Handle } from "../../platform/db/handle.js";
import { DeskError } from "../errors.js";
import { decodeCursor, encodeCursor, type Page, toPage } from "../../platform/pagination.js";
import type { DeskContext } from "../context.js";
import type { Schemas } from "../types.js";
import { eventBody } from "../webhooks/webhooks.rules.js";
import type { EventRecord } from "./outbox.repo.js";

type Event = Schemas["EventRecord"];

/** How long the Events API shows an event. */
export const EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** An event as endpoints receive it (the very body the sender signs, parsed). */
export const eventView = (r: EventRecord): Event =>
  JSON.parse(
    eventBody({
      id: r.id,
      type: r.type,
      createdMs: r.created_at,
      livemode: r.mode === "live",
      sequence: r.sequence,
      workspaceId: r.workspace_id,
      dataJson: r.data,
    }),
  );

/** The Events API: what webhook endpoints were sent, for receivers catching up. */
export function eventsService(ctx: DeskContext) {
  const { clock } = ctx;
  return {
    async list(h: Handle, spaceId: number, query: { type?: string; since?: string; until?: string; before?: string; limit?: number }): Promise<Page<Event>> {
      const limit = query.limit!;
      const [before] = decodeCursor("events", query.before, 1) ?? [];
      const oldest = clock.now() - EVENT_RETENTION_MS;
      const since = Math.max(oldest, query.since === undefined ? oldest : Date.parse(query.since));
      const until = query.until === undefined ? undefined : Date.parse(query.until);
      return toPage(await ctx.repos(h).outbox.list(spaceId, { type: query.type, since, until }, before, limit + 1), limit, eventView, (r) =>
        encodeCursor("events", [r.sequence!]),
      );
    },

    async get(h: Handle, spaceId: number, id: string): Promise<Event> {
      const r = await ctx.repos(h).outbox.byId(spaceId, id);
      if (!r || r.type === "ping" || r.created_at < clock.now() - EVENT_RETENTION_MS) {
        throw new DeskError("event_not_found", `No event ${id} (events are kept for 30 days).`);
      }
      return eventView(r);
    },
  };
}
export type EventsService = ReturnType<typeof eventsService>;
