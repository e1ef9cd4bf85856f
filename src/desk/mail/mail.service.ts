import type { Handle } from "../../platform/db/handle.js";
import { DeskError } from "../errors.js";
import { encodeCursor, type Page, toPage } from "../../platform/pagination.js";
import type { DeskContext } from "../context.js";
import { EMPTY_PAGE, resolveListQuery } from "../list.js";
import type { DeskOperations, Schemas } from "../types.js";
import { mailDetailView, mailView } from "./mail.view.js";

type ListQuery = NonNullable<DeskOperations["mailDeliveries.list"]["parameters"]["query"]>;

/** The mail log, read-only: what was mailed (or queued, skipped, cancelled) to visitors of a space. */
export function mailService(ctx: DeskContext) {
  return {
    async list(h: Handle, spaceId: number, query: ListQuery): Promise<Page<Schemas["MailDelivery"]>> {
      const limit = query.limit!;
      const { mails, contacts } = ctx.repos(h);
      const resolved = await resolveListQuery(contacts, spaceId, "mail-deliveries", 1, query);
      if (!resolved) return EMPTY_PAGE;
      const rows = await mails.list(
        spaceId,
        {
          status: query.status,
          contactSeq: resolved.contactSeq,
          since: query.since === undefined ? undefined : Date.parse(query.since),
          until: query.until === undefined ? undefined : Date.parse(query.until),
        },
        resolved.beforeKeys?.[0],
        limit + 1,
      );
      return toPage(rows, limit, mailView, (r) => encodeCursor("mail-deliveries", [r.seq]));
    },

    async get(h: Handle, spaceId: number, id: string): Promise<Schemas["MailDeliveryDetail"]> {
      const { mails } = ctx.repos(h);
      const r = await mails.byId(spaceId, id);
      if (!r) throw new DeskError("mail_delivery_not_found", `No mail delivery ${id}.`);
      return mailDetailView(r, await mails.attempts(r.seq));
    },
  };
}
