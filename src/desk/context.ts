import type { Clock } from "../platform/clock.js";
import type { Handle, Store, Tx } from "../platform/db/handle.js";
import type { Memos } from "../platform/db/read-memo.js";
import { workspaceService } from "../platform/tenancy/workspace.service.js";
import type { PlatformRepos } from "../platform/repos.js";
import { createContactUpserter } from "./contacts/contacts.upsert.js";
import { createEmitter } from "./events/emit.js";
import type { MailConfig } from "../platform/config.js";
import { createMailOutbox } from "./mail/mail.outbox.js";
import { randomSecret } from "../platform/ids.js";
import type { Deferral, DeskEngine, DeskRepos } from "./repos.js";

export type { DeskRepos } from "./repos.js";

/**
 * What every desk service gets: the clock, the store's handles and units of work, the
 * repositories of a handle (the engine's implementation of the interfaces in each *.repo.ts), and
 * the writers that run inside a change (the event emitter, the mail outbox, the contact upsert),
 * which take its transaction first. Every statement goes through a handle (platform/db/handle.ts): `ctx.read` for reads of
 * committed data, the `tx` of a unit for everything inside it.
 */
export function createDeskContext(
  store: Store,
  clock: Clock,
  memos: Memos,
  /** The platform's repositories the desk uses (the workspaces). */
  platformRepos: Pick<PlatformRepos, "workspaces">,
  /** The write unit's deferred work (the engine may write the conversations' search text at the end of the group). */
  later: Deferral,
  /** The engine's desk repositories (src/store/<engine>/desk/). */
  engine: DeskEngine,
  mailSettings: MailConfig | null = null,
) {
  const make = engine(later);
  /** The desk's repositories on handle `h` (the read handle or a unit's transaction). */
  const repos = (h: Handle): DeskRepos => h.use(make);
  /** The platform's workspaces on handle `h`. */
  const workspaces = (h: Handle) => h.use(platformRepos.workspaces);
  const emit = createEmitter((tx) => repos(tx), () => clock.now());
  // Inbound e-mail on: the first conversation mail of a space makes its reply key (in that mail's transaction).
  const threadQueued = mailSettings?.inbound
    ? (tx: Handle, spaceId: number) => repos(tx).inbound.ensureReplyKey(spaceId, randomSecret(32), clock.now())
    : undefined;
  // Pages of the conversation list, remembered while nothing of their space changes: a change to
  // a conversation (a message counts, as it updates its conversation) or a contact of the space
  // drops that space's pages (see platform/db/read-memo.ts).
  const listMemo = memos({
    watch: [
      { table: "conversations", scope: "space_id" },
      { table: "contacts", scope: "space_id" },
    ],
  });
  return {
    clock,
    /** The read handle: committed data, outside any unit. */
    read: store.read,
    repos,
    workspaces,
    /** The workspace's identity on handle `h` (shared with the billing API and the console). */
    brand: (h: Handle) => workspaceService(workspaces(h), clock),
    /** Writes an event and its deliveries in the transaction of the change it announces (events/emit.ts). */
    emit,
    /** E-mail to visitors: queue inside the transaction of the reply or comment (see mail/mail.outbox.ts). */
    mail: createMailOutbox(
      (h) => repos(h).mails,
      mailSettings,
      () => clock.now(),
      store.upkeep,
      async (tx, spaceId) => (await workspaces(tx).bySpace(spaceId))?.support_email ?? null,
      threadQueued,
    ),
    listMemo,
    /** Creates or updates a contact by external id, in the caller's transaction (contacts/contacts.upsert.ts). */
    upsertContact: createContactUpserter((tx) => repos(tx).contacts, emit),
    /** Runs `fn` as a unit of its own (jobs, after-commit work); never inside a running unit. */
    write: store.write,
    /** Runs `fn` in `h`'s transaction (a savepoint: the change and its events commit together) when it is one, else in a unit of its own. */
    writeIn: store.writeIn,
    /**
     * Runs `fn` in `h`'s transaction itself when it is one (no savepoint), else in a unit of its
     * own: for a write that refuses (throws) only before its first statement that writes, so a
     * refusal leaves nothing to roll back, and a storage fault fails the whole unit anyway.
     */
    writeWithin: async <T>(h: Handle, fn: (tx: Tx) => T | Promise<T>): Promise<T> => (h.writing ? await fn(h as Tx) : await store.write(fn)),
    /** Upkeep a read must write first: in `h`'s transaction, or a unit of its own durable before the read answers. */
    upkeep: store.upkeep,
  };
}
export type DeskContext = ReturnType<typeof createDeskContext>;
