/**
 * The desk's and the console's repositories, through their interfaces only (src/desk/**\/*.repo.ts,
 * src/console/operators.repo.ts), on every engine of engines.ts: what a second engine could get
 * wrong (orderings and tie-breaks, paging cursors, conflicts, NULLs and 0/1 flags, JSON text,
 * Unicode, search, sequence numbers, time-window bounds). One store for the file; each test works
 * in spaces of its own.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OperatorsRepo } from "../../src/console/operators.repo.js";
import type { ContactRow } from "../../src/desk/contacts/contacts.repo.js";
import { erasedExternalId } from "../../src/desk/contacts/contacts.repo.js";
import type { ConversationRow, MessageRow } from "../../src/desk/conversations/conversations.repo.js";
import type { FeedbackRow } from "../../src/desk/feedback/feedback.repo.js";
import type { MailRow } from "../../src/desk/mail/mail.repo.js";
import type { Deferral, DeskRepos } from "../../src/desk/repos.js";
import type { TicketRow } from "../../src/desk/tickets/tickets.repo.js";
import type { RepoFactory, Tx } from "../../src/platform/db/handle.js";
import { searchQuery } from "../../src/platform/search.js";
import { ENGINES, type OpenStore } from "./engines.js";

/** The largest integer every engine must keep exactly (ids, times and money live up to it). */
const MAX = Number.MAX_SAFE_INTEGER;

describe.each(ENGINES)("desk and console repositories ($name)", (engine) => {
  let s: OpenStore;
  let desk: RepoFactory<DeskRepos>;
  let console_: RepoFactory<OperatorsRepo>;
  // The write unit's deferral as the platform's behaves: work waits for the end of the unit (or for
  // runDeferred), and a unit that fails drops what it deferred.
  const pending: (() => void)[] = [];
  const later: Deferral = {
    defer: (work) => void pending.push(work),
    runDeferred: () => {
      while (pending.length) pending.shift()!();
    },
  };

  beforeAll(async () => {
    s = await engine.open();
    desk = s.engine.desk(later);
    console_ = s.engine.console;
  });
  afterAll(async () => s.close());

  /** A unit of its own with the desk's repositories on its transaction; deferred work runs at its end, as a group's does. */
  const write = <T>(fn: (r: DeskRepos, tx: Tx) => Promise<T>): Promise<T> =>
    s.store.write(async (tx) => {
      try {
        const v = await fn(tx.use(desk), tx);
        later.runDeferred();
        return v;
      } finally {
        pending.length = 0;
      }
    });
  /** The desk's repositories on the read handle (committed data). */
  const read = (): DeskRepos => s.store.read.use(desk);

  let n = 0;
  const uid = (p: string) => `${p}_${(++n).toString(16).padStart(8, "0")}`;
  const T0 = Date.UTC(2026, 0, 1);

  /** A new workspace's test and live space ids. */
  async function newSpaces(): Promise<{ test: number; live: number }> {
    const id = uid("ws");
    return s.store.write(async (tx) => {
      const ws = tx.use(s.engine.platform.workspaces);
      await ws.create({ id, name: "W", venture_id: uid("v"), created_at: T0 }, { test: uid("pk_test"), live: uid("pk_live") });
      return { test: (await ws.space(id, "test"))!.id, live: (await ws.space(id, "live"))!.id };
    });
  }
  const space = async () => (await newSpaces()).test;

  const contactRow = (spaceId: number, over: Partial<ContactRow> = {}): Omit<ContactRow, "seq" | "erased_at"> => ({
    id: uid("ct"),
    space_id: spaceId,
    external_id: uid("ext"),
    name: null,
    email: null,
    email_verified: 1,
    phone: null,
    avatar: null,
    attributes: "{}",
    created_at: T0,
    updated_at: T0,
    ...over,
  });
  const newContact = (spaceId: number, over: Partial<ContactRow> = {}) => write((r) => r.contacts.insert(contactRow(spaceId, over)));

  const conversationRow = (spaceId: number, contactSeq: number, over: Partial<ConversationRow> = {}): Omit<ConversationRow, "seq"> => ({
    id: uid("cv"),
    space_id: spaceId,
    contact_seq: contactSeq,
    status: "open",
    priority: "normal",
    assignee_id: null,
    assignee_name: null,
    tags: "[]",
    subject: null,
    snoozed_until: null,
    client_id: null,
    client_hash: null,
    message_count: 0,
    last_message_at: T0,
    created_at: T0,
    updated_at: T0,
    ...over,
  });
  const messageRow = (conversationSeq: number, over: Partial<MessageRow> = {}): Omit<MessageRow, "seq"> => ({
    id: uid("msg"),
    conversation_seq: conversationSeq,
    body: "hello",
    author: "contact",
    author_name: null,
    visibility: "public",
    client_id: null,
    client_hash: null,
    created_at: T0,
    ...over,
  });
  const ticketRow = (spaceId: number, contactSeq: number, number: number, over: Partial<TicketRow> = {}): Omit<TicketRow, "seq"> => ({
    id: uid("tk"),
    space_id: spaceId,
    number,
    contact_seq: contactSeq,
    type: "bug",
    title: "A title",
    description: null,
    priority: "normal",
    status: "open",
    tags: "[]",
    assignee_id: null,
    context: null,
    comment_count: 0,
    created_at: T0,
    updated_at: T0,
    ...over,
  });
  const feedbackRow = (spaceId: number, contactSeq: number, over: Partial<FeedbackRow> = {}): Omit<FeedbackRow, "seq"> => ({
    id: uid("fb"),
    space_id: spaceId,
    contact_seq: contactSeq,
    kind: "idea",
    title: null,
    message: null,
    rating: null,
    status: "new",
    reply: null,
    replied_at: null,
    tags: "[]",
    votes: 0,
    created_at: T0,
    updated_at: T0,
    ...over,
  });
  const mailRow = (spaceId: number, contactSeq: number, over: Partial<MailRow> = {}): Omit<MailRow, "seq" | "attempt_count" | "lease_until"> => ({
    id: uid("ml"),
    space_id: spaceId,
    contact_seq: contactSeq,
    kind: "reply",
    source_id: uid("msg"),
    thread_id: uid("cv"),
    message_id: `<${uid("m")}@tandem.test>`,
    to_address: "v@example.com",
    to_name: "V",
    subject: "Re: hi",
    text: "text",
    html: "<p>html</p>",
    status: "pending",
    skip_reason: null,
    next_attempt_at: T0,
    created_at: T0,
    updated_at: T0,
    ...over,
  });
  const q = (text: string) => searchQuery(text)!;

  describe("search (every record kind, the same results on every engine)", () => {
    type Kind = "contacts" | "tickets" | "feedback" | "conversations";
    /** A record of `kind` in `sp` whose searched text is `text`; answers its seq. */
    const record = async (kind: Kind, sp: number, contactSeq: number, text: string): Promise<number> =>
      write(async (r) => {
        if (kind === "contacts") return (await r.contacts.insert(contactRow(sp, { name: text }))).seq;
        if (kind === "tickets") return r.tickets.insert(ticketRow(sp, contactSeq, await r.tickets.takeNumber(sp), { title: text }));
        if (kind === "feedback") return r.feedback.insert(feedbackRow(sp, contactSeq, { message: text }));
        const cv = await r.conversations.insert(conversationRow(sp, contactSeq));
        await r.conversations.insertMessage(messageRow(cv, { body: text }));
        return cv;
      });
    const search = async (kind: Kind, sp: number, text: string): Promise<number[]> => {
      const s = searchQuery(text)!;
      const rows =
        kind === "contacts"
          ? await read().contacts.list({ spaceId: sp, search: s, limit: 50 })
          : kind === "tickets"
            ? await read().tickets.list({ spaceId: sp, search: s, limit: 50 })
            : kind === "feedback"
              ? await read().feedback.list({ spaceId: sp, search: s, limit: 50 })
              : await read().conversations.list({ spaceId: sp, terms: s.terms, limit: 50 });
      return rows.map((x) => x.seq).sort((a, b) => a - b);
    };
    const TEXTS = {
      creme: "Crème Brûlée recipe",
      cafe: "CAFÉ au lait",
      decomposed: "cafe\u0301 decomposed",
      database: "database migration",
      chinese: "导出按钮不工作",
      japanese: "ボタンが動かない",
      korean: "내보내기버튼이 안돼요",
      mixed: "export按钮 broken",
      operators: "a & b | it's !bang :* <-> (x) \\ end",
      phrase: "foo bar baz",
      greek: "Ἀθήνα ΣΟΦΙΑ",
    };
    const EXPECTED: [query: string, found: (keyof typeof TEXTS)[]][] = [
      // Diacritics removed and case folded, in the text and in the query.
      ["creme", ["creme"]],
      ["CRÈME BRÛL", ["creme"]],
      ["café", ["cafe", "decomposed"]],
      ["Cafe\u0301", ["cafe", "decomposed"]],
      ["CAFE", ["cafe", "decomposed"]],
      ["σοφ", ["greek"]],
      // A word is a prefix of a word, never the other way round.
      ["data", ["database"]],
      ["databases", []],
      ["migrat data", ["database"]],
      // CJK inside words: Chinese, Japanese, Korean; a run is found by its pairs in order.
      ["按钮", ["chinese", "mixed"]],
      ["不工作", ["chinese"]],
      ["钮导", []],
      ["動か", ["japanese"]],
      ["ンが動", ["japanese"]],
      ["動ボ", []],
      ["버튼", ["korean"]],
      ["안돼", ["korean"]],
      ["튼버", []],
      ["exp按", ["mixed"]],
      ["export按钮", ["mixed"]],
      ["broken 导出", []],
      // Query syntax of either engine is text.
      ["a & b", ["operators"]],
      ["it's", ["operators"]],
      ["bang:*", ["operators"]],
      ["!bang", ["operators"]],
      ["a<->b", ["operators"]],
      ["x) | (end", ["operators"]],
      ["'bang'", ["operators"]],
      ["\\end", ["operators"]],
      ["NOT bang", []],
      // A word FTS5 cuts in two is their phrase, the last one a prefix.
      ["foo_ba", ["phrase"]],
      ["bar_foo", []],
    ];

    it.each(["contacts", "tickets", "feedback", "conversations"] as Kind[])("%s: diacritics, case, prefixes, CJK inside words and operators as text", async (kind) => {
      const sp = await space();
      const c = await newContact(sp);
      const seqs: Record<string, number> = {};
      for (const [k, text] of Object.entries(TEXTS)) seqs[k] = await record(kind, sp, c.seq, text);
      for (const [query, names] of EXPECTED) {
        expect([query, await search(kind, sp, query)]).toEqual([query, names.map((n) => seqs[n]).sort((a, b) => a - b)]);
      }
    });

    it("a contact's phrase never spans two of its columns; an erased contact's name, e-mail, external id and CJK are no longer found", async () => {
      const sp = await space();
      const z = await newContact(sp, { name: "Zoë 佐藤花子", email: "foo@hanako.example", external_id: "bar-991" });
      const found = async (text: string) => (await read().contacts.list({ spaceId: sp, search: q(text), limit: 10 })).map((x) => x.seq);
      for (const text of ["zoe", "佐藤", "hanako", "foo", "bar", "991"]) expect([text, await found(text)]).toEqual([text, [z.seq]]);
      // "example" ends the e-mail and "bar" begins the external id: no phrase across them.
      expect(await found("example_bar")).toEqual([]);
      await write(async (r) => r.contacts.erase(await r.contacts.bySeq(z.seq), T0 + 1));
      for (const text of ["zoe", "佐藤", "花", "hanako", "foo", "bar", "991"]) expect([text, await found(text)]).toEqual([text, []]);
    });
  });

  describe("contacts", () => {
    it("insert answers the row with its seq; every column round-trips (NULLs, 0/1 flags, JSON, CJK and emoji)", async () => {
      const sp = await space();
      const full = contactRow(sp, {
        name: "李小龍 🐉",
        email: "bruce@example.com",
        email_verified: 0,
        phone: "+81 3-0000",
        avatar: "https://example.com/a.png",
        attributes: JSON.stringify({ plan: "pro", seats: MAX, beta: true, nick: "😀" }),
        created_at: MAX - 1,
        updated_at: MAX,
      });
      const bare = contactRow(sp);
      const [a, b] = await write(async (r) => [await r.contacts.insert(full), await r.contacts.insert(bare)]);
      expect(a).toEqual({ ...full, seq: a.seq, erased_at: null });
      expect(b.seq).toBeGreaterThan(a.seq);
      // A contact read back has every column of ContactRow (the SQLite engine also answers the visitor's last_seen_at).
      expect(await read().contacts.bySeq(a.seq)).toMatchObject(a);
      expect(await read().contacts.byExternalId(sp, full.external_id)).toMatchObject(a);
      expect(await read().contacts.byExternalId(sp, "nobody")).toBeUndefined();
      expect(await read().contacts.bySeq(b.seq)).toMatchObject({ ...bare, seq: b.seq, erased_at: null });
      expect(JSON.parse((await read().contacts.bySeq(a.seq)).attributes)).toEqual({ plan: "pro", seats: MAX, beta: true, nick: "😀" });
    });

    it("byRef finds by _id first, then by external_id; undefined for neither", async () => {
      const sp = await space();
      const b = await newContact(sp);
      // a's external id is b's _id: the _id wins.
      const a = await newContact(sp, { external_id: b.id });
      expect((await read().contacts.byRef(sp, b.id))!.seq).toBe(b.seq);
      expect((await read().contacts.byRef(sp, b.external_id))!.seq).toBe(b.seq);
      expect((await read().contacts.byRef(sp, a.id))!.seq).toBe(a.seq);
      expect(await read().contacts.byRef(sp, "missing")).toBeUndefined();
      // Another space's contact is not found by _id.
      expect(await read().contacts.byRef(await space(), a.id)).toBeUndefined();
    });

    it("a duplicate external id in the same space throws and stores nothing; the same one in another space is a new contact", async () => {
      const sp = await space();
      const a = await newContact(sp, { external_id: "same" });
      await expect(newContact(sp, { external_id: "same" })).rejects.toThrow();
      const other = await newContact(await space(), { external_id: "same" });
      expect(other.seq).not.toBe(a.seq);
      expect((await read().contacts.list({ spaceId: sp, limit: 10 })).map((c) => c.seq)).toEqual([a.seq]);
    });

    it("update rewrites the columns and the search text (the old name no longer matches)", async () => {
      const sp = await space();
      const c = await newContact(sp, { name: "Alice Old", email: "alice@old.example" });
      const changed: ContactRow = { ...c, name: "Bob New", email: null, email_verified: 0, phone: "1", avatar: "x", attributes: '{"k":1}', updated_at: T0 + 5 };
      await write((r) => r.contacts.update(changed));
      expect(await read().contacts.bySeq(c.seq)).toMatchObject(changed);
      expect(await read().contacts.list({ spaceId: sp, search: q("alice"), limit: 10 })).toEqual([]);
      expect((await read().contacts.list({ spaceId: sp, search: q("bob"), limit: 10 })).map((x) => x.seq)).toEqual([c.seq]);
    });

    it("list orders by seq descending, and the cursor (beforeSeq) resumes after the last row; externalId filters", async () => {
      const sp = await space();
      const seqs: number[] = [];
      for (let i = 0; i < 5; i++) seqs.push((await newContact(sp)).seq);
      const page1 = await read().contacts.list({ spaceId: sp, limit: 2 });
      expect(page1.map((c) => c.seq)).toEqual([seqs[4], seqs[3]]);
      const page2 = await read().contacts.list({ spaceId: sp, beforeSeq: page1[1].seq, limit: 2 });
      expect(page2.map((c) => c.seq)).toEqual([seqs[2], seqs[1]]);
      const page3 = await read().contacts.list({ spaceId: sp, beforeSeq: page2[1].seq, limit: 2 });
      expect(page3.map((c) => c.seq)).toEqual([seqs[0]]);
      const one = await read().contacts.bySeq(seqs[2]);
      expect((await read().contacts.list({ spaceId: sp, externalId: one.external_id, limit: 10 })).map((c) => c.seq)).toEqual([seqs[2]]);
    });

    it("list filters by an attribute's presence and by its value as text, number or boolean", async () => {
      const sp = await space();
      const text = await newContact(sp, { attributes: JSON.stringify({ plan: "pro" }) });
      const num = await newContact(sp, { attributes: JSON.stringify({ plan: 42 }) });
      const real = await newContact(sp, { attributes: JSON.stringify({ plan: 1.5 }) });
      const yes = await newContact(sp, { attributes: JSON.stringify({ plan: true }) });
      const no = await newContact(sp, { attributes: JSON.stringify({ plan: false }) });
      await newContact(sp, { attributes: JSON.stringify({ other: "pro" }) });
      const seqs = async (attribute: { key: string; value?: { text: string; number: number | null; boolean: 0 | 1 | null } }) =>
        (await read().contacts.list({ spaceId: sp, attribute, limit: 10 })).map((c) => c.seq);
      expect(await seqs({ key: "plan" })).toEqual([no.seq, yes.seq, real.seq, num.seq, text.seq]);
      expect(await seqs({ key: "plan", value: { text: "pro", number: null, boolean: null } })).toEqual([text.seq]);
      expect(await seqs({ key: "plan", value: { text: "42", number: 42, boolean: null } })).toEqual([num.seq]);
      expect(await seqs({ key: "plan", value: { text: "1.5", number: 1.5, boolean: null } })).toEqual([real.seq]);
      expect(await seqs({ key: "plan", value: { text: "true", number: null, boolean: 1 } })).toEqual([yes.seq]);
      expect(await seqs({ key: "plan", value: { text: "false", number: null, boolean: 0 } })).toEqual([no.seq]);
      expect(await seqs({ key: "missing" })).toEqual([]);
      // Integers up to 2^53 - 1 compare exactly; a number never equals text.
      const big = await newContact(sp, { attributes: JSON.stringify({ big: MAX, bigText: String(MAX) }) });
      await newContact(sp, { attributes: JSON.stringify({ big: MAX - 1 }) });
      expect(await seqs({ key: "big", value: { text: String(MAX), number: MAX, boolean: null } })).toEqual([big.seq]);
      expect(await seqs({ key: "bigText", value: { text: String(MAX), number: MAX, boolean: null } })).toEqual([big.seq]);
      expect(await seqs({ key: "bigText", value: { text: "x", number: MAX, boolean: null } })).toEqual([]);
    });

    it("search matches word prefixes of name, e-mail and external id, CJK inside words, and reads quotes and operators as text", async () => {
      const sp = await space();
      const a = await newContact(sp, { name: "Ada Lovelace", email: "ada@analytical.example", external_id: "user-7781" });
      const b = await newContact(sp, { name: "导出按钮不工作", email: null });
      const c = await newContact(sp, { name: 'O"Brien OR NOT NEAR', email: "ob@example.com" });
      const found = async (text: string) => (await read().contacts.list({ spaceId: sp, search: q(text), limit: 10 })).map((x) => x.seq);
      expect(await found("love")).toEqual([a.seq]);
      expect(await found("analyt")).toEqual([a.seq]);
      expect(await found("7781")).toEqual([a.seq]);
      expect(await found("ada lovel")).toEqual([a.seq]);
      expect(await found("ada babbage")).toEqual([]);
      expect(await found("按钮")).toEqual([b.seq]);
      expect(await found("工")).toEqual([b.seq]);
      expect(await found("钮导")).toEqual([]);
      expect(await found('o"brien')).toEqual([c.seq]);
      expect(await found("OR")).toEqual([c.seq]);
      expect(await found('NOT "near" (*')).toEqual([c.seq]);
      expect(await found("AND")).toEqual([]);
    });

    it("erase clears the personal data and search text, forgets visitors' claims and redacts the contact's events", async () => {
      const sp = await space();
      const c = await newContact(sp, { name: "Erin Erased", email: "erin@example.com", phone: "5", avatar: "a", attributes: '{"x":1}' });
      const token = uid("tok");
      const { event, other } = await write(async (r) => ({
        visitor: await r.widget.insertVisitor({ id: uid("vi"), space_id: sp, contact_seq: c.seq, token_hash: token, identified: 1, verified: 0, claimed_name: "Erin", claimed_email: "e@x", created_at: T0 }),
        event: await r.outbox.insert({ id: uid("ev"), space_id: sp, type: "contact.updated", contact_seq: c.seq, data: JSON.stringify({ external_id: "e", name: "Erin", email: "e@x", phone: "5", avatar: "a", attributes: { x: 1 } }), created_at: T0 }),
        other: await r.outbox.insert({ id: uid("ev"), space_id: sp, type: "contact.updated", contact_seq: null, data: JSON.stringify({ name: "Keep" }), created_at: T0 }),
      }));
      await write(async (r) => r.contacts.erase(await r.contacts.bySeq(c.seq), T0 + 9));
      expect(await read().contacts.bySeq(c.seq)).toMatchObject({
        ...c,
        external_id: erasedExternalId(c.id),
        name: null,
        email: null,
        email_verified: 1,
        phone: null,
        avatar: null,
        attributes: "{}",
        erased_at: T0 + 9,
        updated_at: T0 + 9,
      });
      expect(await read().contacts.list({ spaceId: sp, search: q("erin"), limit: 10 })).toEqual([]);
      expect(await read().widget.visitorByToken(sp, token)).toMatchObject({ claimed_name: null, claimed_email: null, contact_erased_at: T0 + 9, contact_name: null });
      const events = await read().outbox.list(sp, {}, undefined, 10);
      const redacted = events.find((e) => e.seq === event)!;
      expect(JSON.parse(redacted.data)).toEqual({ external_id: null, name: null, email: null, phone: null, avatar: null, attributes: {} });
      expect(JSON.parse(events.find((e) => e.seq === other)!.data)).toEqual({ name: "Keep" });
    });
  });

  describe("contact erasure in events", () => {
    it("redacts what the contact wrote or was in each event type, leaves keys that are missing missing, and other contacts' events alone", async () => {
      const sp = await space();
      const c = await newContact(sp, { name: "Eve" });
      const other = await newContact(sp, { name: "Ola" });
      const contact = { id: c.id, external_id: "e-1", name: "Eve", email: "e@x" };
      const big = "12345678901234567890";
      const datas: [type: string, data: unknown, redacted: unknown][] = [
        ["message.created", { author: "contact", body: "hi", author_name: "Eve", n: 1 }, { author: "contact", body: "", author_name: null, n: 1 }],
        ["message.created", { author: "team", body: "hello", author_name: "Ops" }, { author: "team", body: "hello", author_name: "Ops" }],
        ["ticket.created", { title: "T", description: "D", context: { url: "u" }, contact, number: 7 }, { title: "", description: null, context: null, contact: { ...contact, external_id: null, name: null, email: null }, number: 7 }],
        ["ticket.updated", { title: "T", contact: null }, { title: "", contact: null }],
        ["feedback.created", { title: "F", message: "M", contact: { id: c.id } }, { title: null, message: null, contact: { id: c.id } }],
        ["csat.received", { rating: 5, comment: "great", contact }, { rating: 5, comment: null, contact: { ...contact, external_id: null, name: null, email: null } }],
        ["conversation.created", { subject: "S", status: "open", contact }, { subject: null, status: "open", contact: { ...contact, external_id: null, name: null, email: null } }],
        ["tag.added", { name: "keep" }, { name: "keep" }],
      ];
      const ids = await write(async (r) => {
        const out: string[] = [];
        for (const [type, data] of datas) {
          const id = uid("ev");
          await r.outbox.insert({ id, space_id: sp, type, contact_seq: c.seq, data: JSON.stringify(data), created_at: T0 });
          out.push(id);
        }
        const id = uid("ev");
        await r.outbox.insert({ id, space_id: sp, type: "contact.updated", contact_seq: other.seq, data: `{"name":"Ola","big":${big}}`, created_at: T0 });
        out.push(id);
        return out;
      });
      await write(async (r) => r.contacts.erase(await r.contacts.bySeq(c.seq), T0 + 1));
      for (const [i, [type, , redacted]] of datas.entries()) {
        expect([type, JSON.parse((await read().outbox.byId(sp, ids[i]))!.data)]).toEqual([type, redacted]);
      }
      // Another contact's event keeps its exact text.
      expect((await read().outbox.byId(sp, ids[datas.length]))!.data).toBe(`{"name":"Ola","big":${big}}`);
    });
  });

  describe("conversations", () => {
    it("insert and the lookups round-trip every column with the contact's summary; an erased contact's external id reads null", async () => {
      const sp = await space();
      const c = await newContact(sp, { name: "Cai 蔡", email: "cai@example.com" });
      const row = conversationRow(sp, c.seq, {
        status: "snoozed",
        priority: "high",
        assignee_id: "op_1",
        assignee_name: "Ops 🛠",
        tags: '["vip","账单"]',
        subject: "Can't export",
        snoozed_until: MAX,
        client_id: "client-1",
        client_hash: "h1",
        last_message_at: T0 + 1,
        created_at: T0 + 2,
        updated_at: T0 + 3,
      });
      const seq = await write((r) => r.conversations.insert(row));
      const summary = { contact_id: c.id, contact_external_id: c.external_id, contact_name: "Cai 蔡", contact_email: "cai@example.com" };
      const record = { ...row, seq, ...summary };
      expect(await read().conversations.bySeq(seq)).toEqual(record);
      expect(await read().conversations.byId(sp, row.id)).toEqual(record);
      expect(await read().conversations.byClientId(sp, "client-1")).toEqual(record);
      expect(await read().conversations.refById(sp, row.id)).toEqual({ seq, contact_seq: c.seq });
      expect(await read().conversations.byId(sp, "missing")).toBeUndefined();
      expect(await read().conversations.byClientId(sp, "missing")).toBeUndefined();
      expect(await read().conversations.refById(await space(), row.id)).toBeUndefined();
      await write(async (r) => r.contacts.erase(await r.contacts.bySeq(c.seq), T0));
      expect(await read().conversations.bySeq(seq)).toMatchObject({ contact_id: c.id, contact_external_id: null, contact_name: null, contact_email: null });
    });

    it("a client id already used in the space throws; NULL client ids never conflict", async () => {
      const sp = await space();
      const c = await newContact(sp);
      await write((r) => r.conversations.insert(conversationRow(sp, c.seq, { client_id: "dup" })));
      await expect(write((r) => r.conversations.insert(conversationRow(sp, c.seq, { client_id: "dup" })))).rejects.toThrow();
      await write(async (r) => {
        await r.conversations.insert(conversationRow(sp, c.seq));
        await r.conversations.insert(conversationRow(sp, c.seq));
      });
      expect(await read().conversations.list({ spaceId: sp, limit: 10 })).toHaveLength(3);
    });

    it("insertMessage counts on its conversation; messages page newest first and the cursor resumes; client ids find a message", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const cv = await write((r) => r.conversations.insert(conversationRow(sp, c.seq)));
      const m = await write(async (r) => [
        await r.conversations.insertMessage(messageRow(cv, { body: "first 👋", created_at: T0 + 10 })),
        await r.conversations.insertMessage(messageRow(cv, { body: "internal", author: "team", author_name: "Ops", visibility: "internal", created_at: T0 + 20 })),
        await r.conversations.insertMessage(messageRow(cv, { body: "third", client_id: "m-1", client_hash: "hh", created_at: T0 + 30 })),
      ]);
      expect(m[1]).toBeGreaterThan(m[0]);
      expect(await read().conversations.bySeq(cv)).toMatchObject({ message_count: 3, last_message_at: T0 + 30, updated_at: T0 + 30 });
      const cvId = (await read().conversations.bySeq(cv)).id;
      expect(await read().conversations.messageBySeq(m[1])).toMatchObject({
        seq: m[1],
        conversation_seq: cv,
        conversation_id: cvId,
        body: "internal",
        author: "team",
        author_name: "Ops",
        visibility: "internal",
        client_id: null,
        client_hash: null,
        created_at: T0 + 20,
      });
      expect((await read().conversations.messageByClientId(cv, "m-1"))!.seq).toBe(m[2]);
      expect(await read().conversations.messageByClientId(cv, "m-2")).toBeUndefined();
      expect((await read().conversations.messages(cv, undefined, 2)).map((x) => x.seq)).toEqual([m[2], m[1]]);
      expect((await read().conversations.messages(cv, m[1], 2)).map((x) => x.seq)).toEqual([m[0]]);
      await expect(write((r) => r.conversations.insertMessage(messageRow(cv, { client_id: "m-1" })))).rejects.toThrow();
    });

    it("update writes the mutable columns; wakeSnoozed opens those due at or before now and answers how many", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const [due, exact, later_] = await write(async (r) => [
        await r.conversations.insert(conversationRow(sp, c.seq, { status: "snoozed", snoozed_until: T0 + 50 })),
        await r.conversations.insert(conversationRow(sp, c.seq, { status: "snoozed", snoozed_until: T0 + 100 })),
        await r.conversations.insert(conversationRow(sp, c.seq, { status: "snoozed", snoozed_until: T0 + 101 })),
      ]);
      const before = await read().conversations.bySeq(later_);
      const changed = { ...before, priority: "urgent", assignee_id: "op", assignee_name: null, tags: '["x"]', subject: "S", updated_at: T0 + 1 };
      await write((r) => r.conversations.update(changed));
      expect(await read().conversations.bySeq(later_)).toEqual(changed);
      // The only snoozed conversations of the store due by then are these two.
      expect(await write((r) => r.conversations.wakeSnoozed(T0 + 100))).toBe(2);
      for (const seq of [due, exact]) expect(await read().conversations.bySeq(seq)).toMatchObject({ status: "open", snoozed_until: null, updated_at: T0 + 100 });
      expect(await read().conversations.bySeq(later_)).toMatchObject({ status: "snoozed", snoozed_until: T0 + 101 });
      expect(await write((r) => r.conversations.wakeSnoozed(T0 + 100))).toBe(0);
    });

    it("recentByContact and list order by seq descending; list filters status, active and contact, and the cursor resumes", async () => {
      const sp = await space();
      const a = await newContact(sp);
      const b = await newContact(sp);
      const seqs = await write(async (r) => [
        await r.conversations.insert(conversationRow(sp, a.seq, { status: "open" })),
        await r.conversations.insert(conversationRow(sp, b.seq, { status: "resolved" })),
        await r.conversations.insert(conversationRow(sp, a.seq, { status: "pending" })),
        await r.conversations.insert(conversationRow(sp, a.seq, { status: "resolved" })),
      ]);
      const list = async (f: Partial<Parameters<DeskRepos["conversations"]["list"]>[0]>) =>
        (await read().conversations.list({ spaceId: sp, limit: 10, ...f })).map((x) => x.seq);
      expect(await list({})).toEqual([seqs[3], seqs[2], seqs[1], seqs[0]]);
      expect(await list({ limit: 2 })).toEqual([seqs[3], seqs[2]]);
      expect(await list({ beforeSeq: seqs[2] })).toEqual([seqs[1], seqs[0]]);
      expect(await list({ status: "resolved" })).toEqual([seqs[3], seqs[1]]);
      expect(await list({ active: true })).toEqual([seqs[2], seqs[0]]);
      expect(await list({ contactSeq: b.seq })).toEqual([seqs[1]]);
      expect((await read().conversations.recentByContact(a.seq, 2)).map((x) => x.seq)).toEqual([seqs[3], seqs[2]]);
    });

    it("the activity order lists the last message first; a new message on an old conversation brings it first; filters apply", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const [old, mid, young] = await write(async (r) => [
        await r.conversations.insert(conversationRow(sp, c.seq, { last_message_at: T0 + 10, created_at: T0 + 10 })),
        await r.conversations.insert(conversationRow(sp, c.seq, { last_message_at: T0 + 20, created_at: T0 + 20, status: "resolved" })),
        await r.conversations.insert(conversationRow(sp, c.seq, { last_message_at: T0 + 30, created_at: T0 + 30 })),
      ]);
      const list = async (f: Partial<Parameters<DeskRepos["conversations"]["list"]>[0]> = {}) =>
        (await read().conversations.list({ spaceId: sp, limit: 10, order: "activity", ...f })).map((x) => x.seq);
      expect(await list()).toEqual([young, mid, old]);
      await write((r) => r.conversations.insertMessage(messageRow(old, { created_at: T0 + 40 })));
      expect(await list()).toEqual([old, young, mid]);
      expect(await list({ active: true })).toEqual([old, young]);
      expect(await list({ beforeActivity: { lastMessageAt: T0 + 30, seq: young } })).toEqual([mid]);
      // The created order is untouched by the message.
      expect(await list({ order: "created" })).toEqual([young, mid, old]);
    });

    it("activity pages across equal last-message times neither skip nor repeat a conversation (random times, random page sizes)", async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 4 }), async (times, pageSize) => {
          const sp = await space();
          const c = await newContact(sp);
          const seqs = await write(async (r) => {
            const out: number[] = [];
            for (const t of times) out.push(await r.conversations.insert(conversationRow(sp, c.seq, { last_message_at: T0 + t })));
            return out;
          });
          const want = seqs
            .map((seq, i) => ({ seq, at: T0 + times[i]! }))
            .sort((a, b) => b.at - a.at || b.seq - a.seq)
            .map((x) => x.seq);
          const got: number[] = [];
          let before: { lastMessageAt: number; seq: number } | undefined;
          for (let pages = 0; pages <= times.length; pages++) {
            const page = await read().conversations.list({ spaceId: sp, limit: pageSize, order: "activity", beforeActivity: before });
            got.push(...page.map((x) => x.seq));
            if (page.length < pageSize) break;
            const last = page[page.length - 1]!;
            before = { lastMessageAt: last.last_message_at, seq: last.seq };
          }
          expect(got).toEqual(want);
        }),
        { numRuns: 40 },
      );
    });

    it("search terms match the subject or any message by word prefix and CJK inside words; quotes and operators are text", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const [subj, msg, both] = await write(async (r) => {
        const x = await r.conversations.insert(conversationRow(sp, c.seq, { subject: "Invoice missing" }));
        await r.conversations.setSubjectText(x, "Invoice missing");
        const y = await r.conversations.insert(conversationRow(sp, c.seq));
        await r.conversations.insertMessage(messageRow(y, { body: "导出按钮不工作" }));
        const z = await r.conversations.insert(conversationRow(sp, c.seq, { subject: 'Say "NEAR" OR' }));
        await r.conversations.setSubjectText(z, 'Say "NEAR" OR');
        await r.conversations.insertMessage(messageRow(z, { body: "the export button fails", author: "team" }));
        return [x, y, z];
      });
      const found = async (text: string) => (await read().conversations.list({ spaceId: sp, terms: q(text).terms, limit: 10 })).map((x) => x.seq);
      expect(await found("invo")).toEqual([subj]);
      expect(await found("按钮")).toEqual([msg]);
      expect(await found("按")).toEqual([msg]);
      expect(await found("钮导")).toEqual([]);
      expect(await found("export")).toEqual([both]);
      // Every term must match, one in the subject and one in a message counts.
      expect(await found("near button")).toEqual([both]);
      expect(await found('"near" OR (')).toEqual([both]);
      expect(await found("invoice button")).toEqual([]);
      // A new subject replaces the old subject's text; null removes it.
      await write((r) => r.conversations.setSubjectText(subj, "Refund 退款"));
      expect(await found("invoice")).toEqual([]);
      expect(await found("退款")).toEqual([subj]);
      await write((r) => r.conversations.setSubjectText(subj, null));
      expect(await found("refund")).toEqual([]);
    });

    it("the longest message (20 000 characters) is found by its last words and its last CJK run", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const cjk = `${"一二".repeat(9_997)}导出按钮工作`;
      const words = `${"word ".repeat(3_996)}zebra_crossing ended`;
      expect([cjk.length, words.length]).toEqual([20_000, 20_000]);
      const [a, b] = await write(async (r) => {
        const x = await r.conversations.insert(conversationRow(sp, c.seq));
        await r.conversations.insertMessage(messageRow(x, { body: cjk }));
        const y = await r.conversations.insert(conversationRow(sp, c.seq));
        await r.conversations.insertMessage(messageRow(y, { body: words }));
        return [x, y];
      });
      const found = async (text: string) => (await read().conversations.list({ spaceId: sp, terms: q(text).terms, limit: 10 })).map((x) => x.seq);
      expect(await found("导出按钮工作")).toEqual([a]);
      expect(await found("二导出")).toEqual([a]);
      expect(await found("作一")).toEqual([]);
      expect(await found("zebra_cross")).toEqual([b]);
      expect(await found("crossing_zebra")).toEqual([]);
    });

    it("a search inside the write that added a message sees it (deferred search text is written first)", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const [cv, hits] = await write(async (r) => {
        const x = await r.conversations.insert(conversationRow(sp, c.seq));
        await r.conversations.insertMessage(messageRow(x, { body: "zebra crossing" }));
        return [x, (await r.conversations.list({ spaceId: sp, terms: q("zebra").terms, limit: 10 })).map((y) => y.seq)];
      });
      expect(hits).toEqual([cv]);
      expect((await read().conversations.list({ spaceId: sp, terms: q("zebra").terms, limit: 10 })).map((y) => y.seq)).toEqual([cv]);
    });

    it("a write that fails leaves no message and no search text behind", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const cv = await write((r) => r.conversations.insert(conversationRow(sp, c.seq)));
      await expect(
        write(async (r) => {
          await r.conversations.insertMessage(messageRow(cv, { body: "phantom words" }));
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      expect(await read().conversations.list({ spaceId: sp, terms: q("phantom").terms, limit: 10 })).toEqual([]);
      expect(await read().conversations.messages(cv, undefined, 10)).toEqual([]);
      expect((await read().conversations.bySeq(cv)).message_count).toBe(0);
    });

    it("eraseContactText empties the contact's messages and subjects and their search text; the team's messages stay searchable", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const other = await newContact(sp);
      const [cv, keep] = await write(async (r) => {
        const x = await r.conversations.insert(conversationRow(sp, c.seq, { subject: "secret subject" }));
        await r.conversations.setSubjectText(x, "secret subject");
        await r.conversations.insertMessage(messageRow(x, { body: "my private words 私密", author_name: "Me" }));
        await r.conversations.insertMessage(messageRow(x, { body: "team answer 回答", author: "team", author_name: "Ops" }));
        const y = await r.conversations.insert(conversationRow(sp, other.seq));
        await r.conversations.insertMessage(messageRow(y, { body: "private too" }));
        return [x, y];
      });
      await write((r) => r.conversations.eraseContactText(c.seq));
      const found = async (text: string) => (await read().conversations.list({ spaceId: sp, terms: q(text).terms, limit: 10 })).map((x) => x.seq);
      expect(await found("secret")).toEqual([]);
      expect(await found("private")).toEqual([keep]);
      expect(await found("私密")).toEqual([]);
      expect(await found("answer")).toEqual([cv]);
      expect(await found("回答")).toEqual([cv]);
      expect((await read().conversations.bySeq(cv)).subject).toBeNull();
      const msgs = await read().conversations.messages(cv, undefined, 10);
      expect(msgs.map((m) => [m.author, m.body, m.author_name])).toEqual([
        ["team", "team answer 回答", "Ops"],
        ["contact", "", null],
      ]);
    });
  });

  describe("tickets", () => {
    it("takeNumber answers 1, 2, 3 … per space, each space counting on its own, and a rolled-back take is taken again", async () => {
      const [a, b] = [await space(), await space()];
      expect(await write(async (r) => [await r.tickets.takeNumber(a), await r.tickets.takeNumber(a), await r.tickets.takeNumber(b)])).toEqual([1, 2, 1]);
      await expect(
        write(async (r) => {
          await r.tickets.takeNumber(a);
          throw new Error("no");
        }),
      ).rejects.toThrow("no");
      const many = await Promise.all([1, 2, 3].map(() => write((r) => r.tickets.takeNumber(a))));
      expect(many.sort()).toEqual([3, 4, 5]);
    });

    it("numbers stay gap-free and unique when several units take them at once in a space that has none yet", async () => {
      const sp = await space();
      const c = await newContact(sp);
      // Eight units at once (on PostgreSQL each on its own connection), each taking three numbers
      // and storing a ticket under the first: the first take of each races to create the counter row.
      const units = await Promise.all(
        Array.from({ length: 8 }, () =>
          write(async (r) => {
            const ns = [await r.tickets.takeNumber(sp), await r.tickets.takeNumber(sp), await r.tickets.takeNumber(sp)];
            await r.tickets.insert(ticketRow(sp, c.seq, ns[0]));
            return ns;
          }),
        ),
      );
      // A unit holds the counter until it ends: its own numbers follow one another.
      for (const ns of units) expect(ns).toEqual([ns[0], ns[0] + 1, ns[0] + 2]);
      expect(units.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
      expect(await write((r) => r.tickets.takeNumber(sp))).toBe(25);
    });

    it("insert, lookups and update round-trip every column; the title's search text follows a changed title", async () => {
      const sp = await space();
      const c = await newContact(sp, { name: "Tia" });
      const row = ticketRow(sp, c.seq, 7, { description: "Steps: 点击导出按钮", tags: '["a"]', assignee_id: "op", context: '{"url":"https://x"}', created_at: MAX, updated_at: MAX });
      const seq = await write((r) => r.tickets.insert(row));
      const record = { ...row, seq, contact_id: c.id, contact_external_id: c.external_id, contact_name: "Tia", contact_email: null };
      expect(await read().tickets.bySeq(seq)).toEqual(record);
      expect(await read().tickets.byId(sp, row.id)).toEqual(record);
      expect(await read().tickets.byId(sp, "missing")).toBeUndefined();
      const found = async (text: string) => (await read().tickets.list({ spaceId: sp, search: q(text), limit: 10 })).map((x) => x.seq);
      expect(await found("title")).toEqual([seq]);
      expect(await found("导出")).toEqual([seq]);
      expect(await found("steps")).toEqual([seq]);
      const renamed = { ...row, seq, type: "question", title: "Renamed 新标题", priority: "high", status: "pending", tags: "[]", assignee_id: null, updated_at: T0 };
      await write((r) => r.tickets.update(renamed, true));
      expect(await read().tickets.bySeq(seq)).toMatchObject({ type: "question", title: "Renamed 新标题", priority: "high", status: "pending", tags: "[]", assignee_id: null, updated_at: T0, description: row.description });
      expect(await found("title")).toEqual([]);
      expect(await found("renamed")).toEqual([seq]);
      expect(await found("标题")).toEqual([seq]);
      expect(await found("导出")).toEqual([seq]);
    });

    it("insertComment counts on its ticket and answers the comment with its ticket's _id; comments page newest first", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const t = await write((r) => r.tickets.insert(ticketRow(sp, c.seq, 1)));
      const tid = (await read().tickets.bySeq(t)).id;
      const cm = await write(async (r) => [
        await r.tickets.insertComment({ id: uid("cm"), ticket_seq: t, body: "one", visibility: "public", author_name: null, created_at: T0 + 1 }),
        await r.tickets.insertComment({ id: uid("cm"), ticket_seq: t, body: "two 🙂", visibility: "internal", author_name: "Ops", created_at: T0 + 2 }),
        await r.tickets.insertComment({ id: uid("cm"), ticket_seq: t, body: "three", visibility: "public", author_name: null, created_at: T0 + 3 }),
      ]);
      expect(cm[1]).toMatchObject({ ticket_seq: t, ticket_id: tid, body: "two 🙂", visibility: "internal", author_name: "Ops", created_at: T0 + 2 });
      expect(cm[1].seq).toBeGreaterThan(cm[0].seq);
      expect(await read().tickets.bySeq(t)).toMatchObject({ comment_count: 3, updated_at: T0 + 3 });
      expect((await read().tickets.comments(t, undefined, 2)).map((x) => x.body)).toEqual(["three", "two 🙂"]);
      expect(await read().tickets.comments(t, cm[1].seq, 2)).toEqual([cm[0]]);
    });

    it("list orders by seq descending with its cursor, filters status, active, type, priority and contact; recentByContact likewise", async () => {
      const sp = await space();
      const a = await newContact(sp);
      const b = await newContact(sp);
      const s_ = await write(async (r) => [
        await r.tickets.insert(ticketRow(sp, a.seq, 1, { status: "open", type: "bug" })),
        await r.tickets.insert(ticketRow(sp, a.seq, 2, { status: "pending", priority: "high" })),
        await r.tickets.insert(ticketRow(sp, b.seq, 3, { status: "closed", type: "question" })),
        await r.tickets.insert(ticketRow(sp, a.seq, 4, { status: "resolved" })),
      ]);
      const list = async (f: Partial<Parameters<DeskRepos["tickets"]["list"]>[0]>) => (await read().tickets.list({ spaceId: sp, limit: 10, ...f })).map((x) => x.seq);
      expect(await list({})).toEqual([s_[3], s_[2], s_[1], s_[0]]);
      expect(await list({ limit: 1, beforeSeq: s_[2] })).toEqual([s_[1]]);
      expect(await list({ active: true })).toEqual([s_[1], s_[0]]);
      expect(await list({ status: "closed" })).toEqual([s_[2]]);
      expect(await list({ type: "question" })).toEqual([s_[2]]);
      expect(await list({ priority: "high" })).toEqual([s_[1]]);
      expect(await list({ contactSeq: b.seq })).toEqual([s_[2]]);
      expect((await read().tickets.recentByContact(a.seq, 2)).map((x) => x.seq)).toEqual([s_[3], s_[1]]);
    });

    it("eraseContactText empties the contact's titles, descriptions and contexts and their search text", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const other = await newContact(sp);
      const [t, keep] = await write(async (r) => [
        await r.tickets.insert(ticketRow(sp, c.seq, 1, { title: "Private matter 私事", description: "details", context: "{}" })),
        await r.tickets.insert(ticketRow(sp, other.seq, 2, { title: "Private too" })),
      ]);
      await write((r) => r.tickets.eraseContactText(c.seq));
      expect(await read().tickets.bySeq(t)).toMatchObject({ title: "", description: null, context: null });
      expect((await read().tickets.list({ spaceId: sp, search: q("private"), limit: 10 })).map((x) => x.seq)).toEqual([keep]);
      expect(await read().tickets.list({ spaceId: sp, search: q("私事"), limit: 10 })).toEqual([]);
      expect(await read().tickets.list({ spaceId: sp, search: q("details"), limit: 10 })).toEqual([]);
    });
  });

  describe("feedback", () => {
    it("insert, lookups, update, search and list round-trip; list orders by seq descending with its cursor and filters", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const row = feedbackRow(sp, c.seq, { kind: "rating", title: "Dark mode 夜间模式", message: "please", rating: 5, tags: '["ui"]' });
      const [f1, f2] = await write(async (r) => [await r.feedback.insert(row), await r.feedback.insert(feedbackRow(sp, c.seq, { kind: "bug", status: "planned" }))]);
      const record = { ...row, seq: f1, contact_id: c.id, contact_external_id: c.external_id, contact_name: null, contact_email: null };
      expect(await read().feedback.bySeq(f1)).toEqual(record);
      expect(await read().feedback.byId(sp, row.id)).toEqual(record);
      expect(await read().feedback.byId(sp, "missing")).toBeUndefined();
      expect((await read().feedback.recentByContact(c.seq, 5)).map((x) => x.seq)).toEqual([f2, f1]);
      const list = async (f: Partial<Parameters<DeskRepos["feedback"]["list"]>[0]>) => (await read().feedback.list({ spaceId: sp, limit: 10, ...f })).map((x) => x.seq);
      expect(await list({})).toEqual([f2, f1]);
      expect(await list({ beforeSeq: f2 })).toEqual([f1]);
      expect(await list({ kind: "bug" })).toEqual([f2]);
      expect(await list({ status: "planned" })).toEqual([f2]);
      expect(await list({ contactSeq: c.seq, search: q("dark") })).toEqual([f1]);
      expect(await list({ search: q("模式") })).toEqual([f1]);
      expect(await list({ search: q("pleas") })).toEqual([f1]);
      const updated = { ...row, seq: f1, status: "done", reply: "shipped ✅", replied_at: T0 + 1, tags: "[]", updated_at: T0 + 2 };
      await write((r) => r.feedback.update(updated));
      expect(await read().feedback.bySeq(f1)).toMatchObject({ status: "done", reply: "shipped ✅", replied_at: T0 + 1, tags: "[]", updated_at: T0 + 2, title: row.title });
    });

    it("a contact votes once: addVote and removeVote answer whether they changed anything and keep the count", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const d = await newContact(sp);
      const f = await write((r) => r.feedback.insert(feedbackRow(sp, c.seq)));
      expect(await write((r) => r.feedback.addVote(f, c.seq, T0))).toBe(true);
      expect(await write((r) => r.feedback.addVote(f, c.seq, T0))).toBe(false);
      expect(await write((r) => r.feedback.addVote(f, d.seq, T0))).toBe(true);
      expect((await read().feedback.bySeq(f)).votes).toBe(2);
      expect(await write((r) => r.feedback.removeVote(f, c.seq, T0))).toBe(true);
      expect(await write((r) => r.feedback.removeVote(f, c.seq, T0))).toBe(false);
      expect((await read().feedback.bySeq(f)).votes).toBe(1);
    });

    it("the same vote added (or removed) by several units at once counts once", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const f = await write((r) => r.feedback.insert(feedbackRow(sp, c.seq)));
      const added = await Promise.all([1, 2, 3, 4].map(() => write((r) => r.feedback.addVote(f, c.seq, T0))));
      expect(added.filter(Boolean)).toEqual([true]);
      expect((await read().feedback.bySeq(f)).votes).toBe(1);
      const removed = await Promise.all([1, 2, 3, 4].map(() => write((r) => r.feedback.removeVote(f, c.seq, T0))));
      expect(removed.filter(Boolean)).toEqual([true]);
      expect((await read().feedback.bySeq(f)).votes).toBe(0);
    });

    it("listByVotes orders by votes then seq descending, and votes arriving between pages move nothing across the cursor", async () => {
      const sp = await space();
      const voters = await Promise.all([0, 1, 2, 3].map(() => newContact(sp)));
      const c = voters[0];
      // votes: a 3, b 1, c 1, d 0 (b and c tie: the newer first).
      const [a, b, c_, d] = await write(async (r) => [
        await r.feedback.insert(feedbackRow(sp, c.seq)),
        await r.feedback.insert(feedbackRow(sp, c.seq)),
        await r.feedback.insert(feedbackRow(sp, c.seq)),
        await r.feedback.insert(feedbackRow(sp, c.seq)),
      ]);
      await write(async (r) => {
        for (const v of voters.slice(0, 3)) await r.feedback.addVote(a, v.seq, T0);
        await r.feedback.addVote(b, voters[0].seq, T0);
        await r.feedback.addVote(c_, voters[0].seq, T0);
      });
      const filter = { spaceId: sp, limit: 2 };
      const snapshot = await read().feedback.votesSnapshot();
      expect(snapshot.logSeq).toBeGreaterThan(0);
      expect(snapshot.maxSeq).toBeGreaterThanOrEqual(d);
      const page1 = await read().feedback.listByVotes(filter, undefined);
      expect(page1.map((x) => [x.seq, x.ranked_votes])).toEqual([
        [a, 3],
        [c_, 1],
      ]);
      // Between pages: d gets 3 votes (it would now rank first) and b loses its vote; a newer feedback arrives.
      await write(async (r) => {
        for (const v of voters.slice(1, 4)) await r.feedback.addVote(d, v.seq, T0);
        await r.feedback.removeVote(b, voters[0].seq, T0);
        await r.feedback.insert(feedbackRow(sp, c.seq));
      });
      const last = page1[1];
      const page2 = await read().feedback.listByVotes(filter, { ...snapshot, votes: last.ranked_votes, seq: last.seq });
      // Ranked by the votes at the snapshot: b (1 then), d (0 then); the newer feedback is left out.
      expect(page2.map((x) => [x.seq, x.ranked_votes, x.votes])).toEqual([
        [b, 1, 0],
        [d, 0, 3],
      ]);
    });

    it("eraseContactText empties titles and messages and their search text; votes and replies stay", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const f = await write((r) => r.feedback.insert(feedbackRow(sp, c.seq, { title: "Hidden 隐藏", message: "words", reply: "thanks" })));
      await write((r) => r.feedback.addVote(f, c.seq, T0));
      await write((r) => r.feedback.eraseContactText(c.seq));
      expect(await read().feedback.bySeq(f)).toMatchObject({ title: null, message: null, reply: "thanks", votes: 1 });
      for (const t of ["hidden", "隐藏", "words"]) expect(await read().feedback.list({ spaceId: sp, search: q(t), limit: 10 })).toEqual([]);
    });
  });

  describe("csat", () => {
    it("one rating per conversation; a comment is set once; erasure removes the contact's comments and keeps the ratings", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const cv = await write((r) => r.conversations.insert(conversationRow(sp, c.seq)));
      const row = { id: uid("cs"), conversation_seq: cv, rating: 5, comment: null, created_at: MAX };
      const rated = await write((r) => r.csat.insert(row));
      expect(rated).toEqual({ ...row, seq: rated.seq });
      expect(await read().csat.byConversation(cv)).toEqual(rated);
      expect(await read().csat.byConversation(-1)).toBeUndefined();
      await expect(write((r) => r.csat.insert({ ...row, id: uid("cs") }))).rejects.toThrow();
      expect(await write((r) => r.csat.setComment(rated.seq, "great 很好"))).toBe(true);
      expect(await write((r) => r.csat.setComment(rated.seq, "again"))).toBe(false);
      expect((await read().csat.byConversation(cv))!.comment).toBe("great 很好");
      await write((r) => r.csat.eraseContactComments(c.seq));
      expect(await read().csat.byConversation(cv)).toEqual({ ...rated, comment: null });
    });
  });

  describe("event outbox", () => {
    const event = (spaceId: number, over: { type?: string; contact_seq?: number | null; created_at?: number; data?: string } = {}) => ({
      id: uid("ev"),
      space_id: spaceId,
      type: over.type ?? "ticket.created",
      contact_seq: over.contact_seq ?? null,
      data: over.data ?? "{}",
      created_at: over.created_at ?? T0,
    });
    const sequences = async (spaceId: number) => (await read().outbox.list(spaceId, {}, undefined, 100)).map((e) => e.sequence).reverse();

    it("numbers each space's events 1, 2, 3 … without gaps, in concurrent units and after a rolled-back one; pings take no number", async () => {
      const { test, live } = await newSpaces();
      await write(async (r) => {
        await r.outbox.insert(event(test));
        await r.outbox.insertPing({ id: uid("ping"), space_id: test, data: "{}", created_at: T0 });
        await r.outbox.insert(event(live));
        await r.outbox.insert(event(test));
      });
      await expect(
        write(async (r) => {
          await r.outbox.insert(event(test));
          throw new Error("rolled back");
        }),
      ).rejects.toThrow();
      await Promise.all([1, 2, 3, 4].map(() => write((r) => r.outbox.insert(event(test)))));
      expect(await sequences(test)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(await sequences(live)).toEqual([1]);
    });

    it("sequences stay gap-free and unique when several units number events at once in a space that has none yet", async () => {
      const { test } = await newSpaces();
      const seqs = await Promise.all(
        Array.from({ length: 8 }, () => write(async (r) => [await r.outbox.insert(event(test)), await r.outbox.insert(event(test))])),
      );
      const events = await read().outbox.list(test, {}, undefined, 100);
      expect(events.map((e) => e.sequence)).toEqual(Array.from({ length: 16 }, (_, i) => 16 - i));
      // A unit's two events are numbered one after the other (the counter is held until it ends).
      const bySeq = new Map(events.map((e) => [e.seq, e.sequence!]));
      for (const [a, b] of seqs) expect(bySeq.get(b)).toBe(bySeq.get(a)! + 1);
    });

    it("byId answers any event of its space (pings too) with its workspace and mode; list leaves pings out", async () => {
      const { test, live } = await newSpaces();
      const e = event(live, { data: JSON.stringify({ title: "标题 😀", n: MAX }) });
      const [seq, ping] = await write(async (r) => [await r.outbox.insert(e), await r.outbox.insertPing({ id: "ping_" + e.id, space_id: live, data: '{"ping":true}', created_at: T0 })]);
      const got = (await read().outbox.byId(live, e.id))!;
      expect(got).toMatchObject({ ...e, seq, sequence: 1, mode: "live" });
      expect(typeof got.workspace_id).toBe("string");
      expect(JSON.parse(got.data)).toEqual({ title: "标题 😀", n: MAX });
      expect(await read().outbox.byId(live, "ping_" + e.id)).toMatchObject({ seq: ping, type: "ping", sequence: null, contact_seq: null, data: '{"ping":true}' });
      expect(await read().outbox.byId(test, e.id)).toBeUndefined();
      expect((await read().outbox.list(live, {}, undefined, 10)).map((x) => x.seq)).toEqual([seq]);
    });

    it("list pages newest first by sequence below the cursor, filters type, since (included) and until (excluded)", async () => {
      const sp = await space();
      await write(async (r) => {
        for (let i = 0; i < 5; i++) await r.outbox.insert(event(sp, { type: i % 2 ? "ticket.updated" : "ticket.created", created_at: T0 + i * 10 }));
      });
      const seqs = async (f: Parameters<DeskRepos["outbox"]["list"]>[1], before?: number, limit = 10) =>
        (await read().outbox.list(sp, f, before, limit)).map((e) => e.sequence);
      expect(await seqs({}, undefined, 2)).toEqual([5, 4]);
      expect(await seqs({}, 4, 2)).toEqual([3, 2]);
      expect(await seqs({ type: "ticket.updated" })).toEqual([4, 2]);
      expect(await seqs({ since: T0 + 10, until: T0 + 30 })).toEqual([3, 2]);
    });

    it("recentForContact answers the contact's newest events; prune deletes the oldest before the time, up to the limit, keeping those a delivery refers to", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const ids = await write(async (r) => {
        const out: string[] = [];
        for (let i = 0; i < 4; i++) {
          const e = event(sp, { contact_seq: c.seq, created_at: T0 - 1000 + i });
          await r.outbox.insert(e);
          out.push(e.id);
        }
        return out;
      });
      expect((await read().outbox.recentForContact(c.seq, 2)).map((e) => e.id)).toEqual([ids[3], ids[2]]);
      expect(await read().outbox.recentForContact(c.seq, 1)).toEqual([{ id: ids[3], type: "ticket.created", created_at: T0 - 997 }]);
      // The first event has a delivery: it stays.
      await write(async (r) => {
        const ep = await r.webhooks.insertEndpoint({
          id: uid("ep"),
          space_id: sp,
          url: "https://example.com/h",
          events: '["*"]',
          description: null,
          enabled: 1,
          secret: "whsec_x",
          previous_secret: null,
          previous_secret_expires_at: null,
          disabled_reason: null,
          failing_since: null,
          standard_webhooks: 0,
          created_at: T0,
          updated_at: T0,
        });
        const first = (await r.outbox.byId(sp, ids[0]))!;
        await r.webhooks.insertDelivery(ep, first.seq, T0);
      });
      // Older than T0 - 998: ids[0] (kept), ids[1]; other tests' events are all at T0 or later.
      expect(await write((r) => r.outbox.prune(T0 - 998, 10))).toBe(1);
      expect(await read().outbox.byId(sp, ids[0])).toBeDefined();
      expect(await read().outbox.byId(sp, ids[1])).toBeUndefined();
      expect(await write((r) => r.outbox.prune(T0 - 900, 1))).toBe(1);
      expect(await read().outbox.byId(sp, ids[2])).toBeUndefined();
      expect(await read().outbox.byId(sp, ids[3])).toBeDefined();
    });
  });

  describe("publishing events with their deliveries", () => {
    const endpoint = (spaceId: number, events: string[], over: { enabled?: 0 | 1 } = {}) =>
      write((r) =>
        r.webhooks.insertEndpoint({
          id: uid("ep"),
          space_id: spaceId,
          url: "https://example.com/h",
          events: JSON.stringify(events),
          description: null,
          enabled: over.enabled ?? 1,
          secret: "whsec_x",
          previous_secret: null,
          previous_secret_expires_at: null,
          disabled_reason: over.enabled === 0 ? "manual" : null,
          failing_since: null,
          standard_webhooks: 0,
          created_at: T0,
          updated_at: T0,
        }),
      );
    /** Each endpoint's deliveries as [event seq, status, due, created] (newest first). */
    const deliveriesOf = async (seqs: number[]) =>
      Promise.all(seqs.map(async (e) => (await read().webhooks.deliveries(e, {}, undefined, 10)).map((d) => [d.event_seq, d.status, d.next_attempt_at, d.created_at])));
    const sequences = async (spaceId: number) => (await read().outbox.list(spaceId, {}, undefined, 100)).map((e) => e.sequence).reverse();

    it("publish numbers the event and makes one pending delivery per enabled endpoint subscribed to its type or to *, however many (more than one statement's ids), none for others", async () => {
      const { test, live } = await newSpaces();
      const subscribed: number[] = [];
      for (let i = 0; i < 7; i++) subscribed.push(await endpoint(test, i % 2 ? ["*"] : ["ticket.created", "ticket.updated"]));
      const others = [
        await endpoint(test, ["ticket.created"], { enabled: 0 }),
        await endpoint(test, ["ticket.updatedx", "contact.updated"]),
        await endpoint(live, ["*"]),
      ];
      const e = { id: uid("ev"), space_id: test, type: "ticket.created", contact_seq: null, data: '{"n":1}', created_at: T0 + 5 };
      const seq = await write(async (r) => {
        await r.outbox.insert({ ...e, id: uid("ev") });
        return await r.outbox.publish(e);
      });
      expect(await read().outbox.byId(test, e.id)).toMatchObject({ ...e, seq, sequence: 2 });
      expect(await deliveriesOf(subscribed)).toEqual(subscribed.map(() => [[seq, "pending", T0 + 5, T0 + 5]]));
      expect(await deliveriesOf(others)).toEqual([[], [], []]);
      // Delivery ids are unique (what receivers dedupe on).
      const ids = (await Promise.all(subscribed.map((ep) => read().webhooks.deliveries(ep, {}, undefined, 10)))).map((d) => d[0].id);
      expect(new Set(ids).size).toBe(subscribed.length);
      // No endpoint: the event alone.
      const quiet = await space();
      await write((r) => r.outbox.publish({ ...e, id: uid("ev"), space_id: quiet }));
      expect(await sequences(quiet)).toEqual([1]);
    });

    it("insertMessageInto writes the message, counts it and publishes its event as the conversation's contact's; an unknown id (or another space's) writes nothing", async () => {
      const { test, live } = await newSpaces();
      const c = await newContact(test);
      const cv = await write((r) => r.conversations.insert(conversationRow(test, c.seq, { subject: "printer" })));
      const cvId = (await read().conversations.bySeq(cv)).id;
      const ep = await endpoint(test, ["message.created"]);
      const { conversation_seq: _, ...row } = messageRow(cv, { body: "toner 墨粉 again", author: "team", author_name: "Ops", created_at: T0 + 40 });
      const ev = { id: uid("ev"), type: "message.created", data: '{"body":"toner"}', created_at: T0 + 41 };
      const got = await write((r) => r.conversations.insertMessageInto(test, cvId, row, ev));
      expect(got).toEqual({ seq: cv, contact_seq: c.seq, message_seq: expect.any(Number) });
      expect(await read().conversations.messageBySeq(got!.message_seq)).toEqual({ ...row, seq: got!.message_seq, conversation_seq: cv, conversation_id: cvId });
      expect(await read().conversations.bySeq(cv)).toMatchObject({ message_count: 1, last_message_at: T0 + 40, updated_at: T0 + 40 });
      const stored = (await read().outbox.byId(test, ev.id))!;
      expect(stored).toMatchObject({ ...ev, space_id: test, contact_seq: c.seq, sequence: 1 });
      expect(await deliveriesOf([ep])).toEqual([[[stored.seq, "pending", T0 + 41, T0 + 41]]]);
      // Its body is searchable (both indexes).
      for (const q of ["toner", "墨粉"]) {
        expect((await read().conversations.list({ spaceId: test, terms: searchQuery(q)!.terms, limit: 5 })).map((x) => x.seq)).toEqual([cv]);
      }
      // No event (an internal note): the message only.
      const note = await write((r) => r.conversations.insertMessageInto(test, cvId, { ...row, id: uid("m"), visibility: "internal", created_at: T0 + 50 }, null));
      expect(note!.message_seq).toBeGreaterThan(got!.message_seq);
      expect(await sequences(test)).toEqual([1]);
      expect(await read().conversations.bySeq(cv)).toMatchObject({ message_count: 2, last_message_at: T0 + 50 });
      // Unknown here: nothing is written, no number is taken.
      for (const [sp, id] of [
        [test, "missing"],
        [live, cvId],
      ] as const) {
        expect(await write((r) => r.conversations.insertMessageInto(sp, id, { ...row, id: uid("m") }, { ...ev, id: uid("ev") }))).toBeUndefined();
      }
      expect(await read().conversations.bySeq(cv)).toMatchObject({ message_count: 2 });
      expect(await sequences(test)).toEqual([1]);
      expect(await sequences(live)).toEqual([]);
      expect(await deliveriesOf([ep])).toHaveLength(1);
    });

    it("parallel replies into one conversation number their events 1..N without a gap, in the order they were written (the conversation's message order)", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const cv = await write((r) => r.conversations.insert(conversationRow(sp, c.seq)));
      const cvId = (await read().conversations.bySeq(cv)).id;
      await endpoint(sp, ["*"]);
      const N = 12;
      const written = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          write(async (r) => {
            const { conversation_seq: _, ...row } = messageRow(cv, { body: `reply ${i}` });
            const ev = { id: uid("ev"), type: "message.created", data: JSON.stringify({ i }), created_at: T0 };
            const at = (await r.conversations.insertMessageInto(sp, cvId, row, ev))!.message_seq;
            // Half the units publish a second event after it: the space's number is held to the end of the unit.
            const then = i % 2 ? uid("ev") : null;
            if (then) await r.outbox.publish({ ...ev, id: then, space_id: sp, contact_seq: null, type: "conversation.assigned" });
            return { ev: ev.id, then, at };
          }),
        ),
      );
      const events = (await read().outbox.list(sp, {}, undefined, 100)).reverse();
      expect(events.map((e) => e.sequence)).toEqual(Array.from({ length: N + N / 2 }, (_, i) => i + 1));
      const sequenceOf = new Map(events.map((e) => [e.id, e.sequence!]));
      const byMessage = [...written].sort((a, b) => a.at - b.at).map((w) => sequenceOf.get(w.ev)!);
      expect(byMessage).toEqual([...byMessage].sort((a, b) => a - b));
      for (const w of written) if (w.then) expect(sequenceOf.get(w.then)).toBe(sequenceOf.get(w.ev)! + 1);
      expect(await read().conversations.bySeq(cv)).toMatchObject({ message_count: N });
    });
  });

  describe("mail", () => {
    it("insert round-trips a mail; byId adds its contact's _id; topics read the visitor, the thread and the workspace", async () => {
      const sp = await space();
      const c = await newContact(sp, { email: "vi@example.com", name: "Vi 薇", email_verified: 0 });
      const cv = await write((r) => r.conversations.insert(conversationRow(sp, c.seq, { subject: "Help" })));
      const t = await write(async (r) => r.tickets.insert(ticketRow(sp, c.seq, await r.tickets.takeNumber(sp), { title: "Broken" })));
      const row = mailRow(sp, c.seq, { status: "skipped", skip_reason: "unverified_address", next_attempt_at: null, subject: "主题 😀" });
      await write((r) => r.mails.insert(row));
      const got = (await read().mails.byId(sp, row.id))!;
      expect(got).toEqual({ ...row, seq: got.seq, attempt_count: 0, lease_until: null, contact_id: c.id });
      expect(await read().mails.bySeq(got.seq)).toEqual({ ...row, seq: got.seq, attempt_count: 0, lease_until: null });
      expect(await read().mails.bySeq(-1)).toBeUndefined();
      expect(await read().mails.byId(await space(), row.id)).toBeUndefined();
      const cvId = (await read().conversations.bySeq(cv)).id;
      expect(await read().mails.replyTopic(cv)).toMatchObject({ thread_id: cvId, space_id: sp, contact_seq: c.seq, email: "vi@example.com", email_verified: 0, name: "Vi 薇", erased_at: null, last_seen_at: null, workspace_name: "W", subject: "Help" });
      expect(await read().mails.commentTopic(t)).toMatchObject({ thread_id: (await read().tickets.bySeq(t)).id, number: 1, title: "Broken", workspace_name: "W" });
    });

    it("seen writes at most every 10 s per visitor; lastSeen answers null before the first", async () => {
      const sp = await space();
      const c = await newContact(sp);
      expect(await read().mails.lastSeen(c.seq)).toBeNull();
      await write((r) => r.mails.seen(c.seq, T0));
      await write((r) => r.mails.seen(c.seq, T0 + 10_000));
      expect(await read().mails.lastSeen(c.seq)).toBe(T0);
      await write((r) => r.mails.seen(c.seq, T0 + 10_001));
      expect(await read().mails.lastSeen(c.seq)).toBe(T0 + 10_001);
    });

    it("list pages newest first below the cursor and filters status, contact, since (included) and until (excluded)", async () => {
      const sp = await space();
      const a = await newContact(sp);
      const b = await newContact(sp);
      const rows = [
        mailRow(sp, a.seq, { created_at: T0 }),
        mailRow(sp, b.seq, { created_at: T0 + 10, status: "sent", next_attempt_at: null }),
        mailRow(sp, a.seq, { created_at: T0 + 20 }),
      ];
      await write(async (r) => {
        for (const m of rows) await r.mails.insert(m);
      });
      const ids = async (f: Parameters<DeskRepos["mails"]["list"]>[1], before?: number, limit = 10) => (await read().mails.list(sp, f, before, limit)).map((m) => m.id);
      expect(await ids({})).toEqual([rows[2].id, rows[1].id, rows[0].id]);
      const first = await read().mails.list(sp, {}, undefined, 1);
      expect(await ids({}, first[0].seq, 1)).toEqual([rows[1].id]);
      expect(await ids({ status: "sent" })).toEqual([rows[1].id]);
      expect(await ids({ contactSeq: a.seq })).toEqual([rows[2].id, rows[0].id]);
      expect(await ids({ since: T0 + 10, until: T0 + 20 })).toEqual([rows[1].id]);
    });

    it("of several senders claiming one due mail at once, one wins; an attempt started under a lost claim logs nothing", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const now = T0 + 700_000;
      const m = mailRow(sp, c.seq, { next_attempt_at: now });
      await write((r) => r.mails.insert(m));
      const seq = (await read().mails.byId(sp, m.id))!.seq;
      const holders = ["h:1:a", "h:2:b", "h:3:c", "h:4:d"];
      const won = await Promise.all(holders.map((h) => write((r) => r.mails.claim(seq, h, now, now + 1000))));
      expect(won.filter(Boolean)).toEqual([true]);
      const winner = holders[won.indexOf(true)];
      const started = await Promise.all(holders.map((h) => write((r) => r.mails.startAttempt({ delivery_seq: seq, number: 1, started_at: now }, h))));
      expect(started.filter((x) => x !== null)).toHaveLength(1);
      expect(started[won.indexOf(true)]).not.toBeNull();
      expect((await read().mails.attempts(seq)).map((a) => a.state)).toEqual(["in_flight"]);
      expect(await write((r) => r.mails.release(seq, winner))).toBe(true);
    });

    it("a due mail is claimed by one sender at a time; its attempt is logged only under the claim, and completing it settles the mail and frees the claim", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const now = T0 + 500_000;
      const m = mailRow(sp, c.seq, { next_attempt_at: now });
      const earlier = mailRow(sp, c.seq, { next_attempt_at: now - 1 });
      const notYet = mailRow(sp, c.seq, { next_attempt_at: now + 1 });
      await write(async (r) => {
        for (const x of [m, earlier, notYet]) await r.mails.insert(x);
      });
      const seq = (await read().mails.byId(sp, m.id))!.seq;
      const due = await read().mails.due(now, 1000);
      // Oldest due first: the one due earlier comes before, whatever the insertion order.
      expect(due.indexOf((await read().mails.byId(sp, earlier.id))!.seq)).toBeLessThan(due.indexOf(seq));
      expect(due).toContain(seq);
      expect(due).not.toContain((await read().mails.byId(sp, notYet.id))!.seq);
      const mails = read().mails;
      expect(await mails.claim(seq, "A", now, now + 1000)).toBe(true);
      expect(await mails.claim(seq, "B", now, now + 1000)).toBe(false);
      expect(await read().mails.due(now, 1000)).not.toContain(seq);
      expect(await mails.startAttempt({ delivery_seq: seq, number: 1, started_at: now }, "B")).toBeNull();
      const attempt = (await mails.startAttempt({ delivery_seq: seq, number: 1, started_at: now }, "A"))!;
      expect(attempt).toEqual(expect.any(Number));
      expect((await read().mails.bySeq(seq))!.attempt_count).toBe(1);
      expect(await read().mails.attempts(seq)).toEqual([
        { seq: attempt, delivery_seq: seq, number: 1, state: "in_flight", started_at: now, duration_ms: 0, response_code: null, response: null, error: null },
      ]);
      const outcome = { duration_ms: 12, response_code: 250, response: "250 OK queued", error: null };
      expect(await mails.completeAttempt(attempt, seq, outcome, { status: "sent", next_attempt_at: null, now: now + 12 }, "B")).toBe(false);
      expect(await mails.completeAttempt(attempt, seq, outcome, { status: "sent", next_attempt_at: null, now: now + 12 }, "A")).toBe(true);
      expect(await read().mails.attempts(seq)).toEqual([{ seq: attempt, delivery_seq: seq, number: 1, state: "completed", started_at: now, ...outcome }]);
      expect(await read().mails.bySeq(seq)).toMatchObject({ status: "sent", next_attempt_at: null, updated_at: now + 12 });
      // The claim is gone: releasing it again answers false; a sent mail cannot be claimed.
      expect(await mails.release(seq, "A")).toBe(false);
      expect(await mails.claim(seq, "A", now, now + 1000)).toBe(false);
    });

    it("takeOver frees expired claims and those of gone holders, marking their attempts interrupted; a live holder keeps its claim", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const now = T0 + 900_000;
      const rows = [mailRow(sp, c.seq, { next_attempt_at: now }), mailRow(sp, c.seq, { next_attempt_at: now }), mailRow(sp, c.seq, { next_attempt_at: now })];
      await write(async (r) => {
        for (const m of rows) await r.mails.insert(m);
      });
      const [expired, gone, live] = await Promise.all(rows.map(async (m) => (await read().mails.byId(sp, m.id))!.seq));
      const mails = read().mails;
      expect(await mails.claim(expired, "old", now, now + 10)).toBe(true);
      expect(await mails.claim(gone, "dead", now, now + 10_000)).toBe(true);
      expect(await mails.claim(live, "alive", now, now + 10_000)).toBe(true);
      for (const [seq, h] of [[expired, "old"], [gone, "dead"], [live, "alive"]] as const) await mails.startAttempt({ delivery_seq: seq, number: 1, started_at: now }, h);
      expect(await mails.takeOver(now + 10, (h) => h === "dead")).toBe(2);
      expect((await read().mails.attempts(expired))[0]).toMatchObject({ state: "interrupted", error: expect.stringContaining("may have been sent") });
      expect((await read().mails.attempts(gone))[0].state).toBe("interrupted");
      expect((await read().mails.attempts(live))[0].state).toBe("in_flight");
      expect(await mails.claim(gone, "new", now + 10, now + 1000)).toBe(true);
      expect(await mails.claim(live, "new", now + 10, now + 1000)).toBe(false);
      expect(await mails.release(live, "alive")).toBe(true);
    });

    it("cancel stops a pending mail only; forgetContact cancels the contact's pending mails and empties all its mails", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const other = await newContact(sp);
      const rows = [mailRow(sp, c.seq), mailRow(sp, c.seq, { status: "sent", next_attempt_at: null }), mailRow(sp, other.seq), mailRow(sp, other.seq, { status: "sent", next_attempt_at: null })];
      await write(async (r) => {
        for (const m of rows) await r.mails.insert(m);
      });
      const seqs = await Promise.all(rows.map(async (m) => (await read().mails.byId(sp, m.id))!.seq));
      const seqOf = async (i: number) => seqs[i];
      await write(async (r) => {
        await r.mails.cancel(seqs[2], T0 + 1);
        await r.mails.cancel(seqs[3], T0 + 1);
      });
      expect(await read().mails.bySeq(await seqOf(2))).toMatchObject({ status: "cancelled", next_attempt_at: null, updated_at: T0 + 1 });
      expect(await read().mails.bySeq(await seqOf(3))).toMatchObject({ status: "sent", updated_at: T0 });
      await write((r) => r.mails.forgetContact(c.seq, T0 + 2));
      const gone = { to_address: null, to_name: null, subject: "", text: "", html: "" };
      expect(await read().mails.bySeq(await seqOf(0))).toMatchObject({ status: "cancelled", next_attempt_at: null, updated_at: T0 + 2, ...gone });
      expect(await read().mails.bySeq(await seqOf(1))).toMatchObject({ status: "sent", ...gone });
      expect(await read().mails.bySeq(await seqOf(3))).toMatchObject({ to_address: "v@example.com", subject: "Re: hi" });
    });
  });

  describe("inbound mail", () => {
    it("the first reply key of a space stays; mailByMessageId answers the newest mail with that Message-ID; target finds a conversation in any space", async () => {
      const sp = await space();
      const c = await newContact(sp, { email: "in@example.com", email_verified: 1, name: "In" });
      expect(await read().inbound.replyKey(sp)).toBeUndefined();
      await write((r) => r.inbound.ensureReplyKey(sp, "first-secret", T0));
      await write((r) => r.inbound.ensureReplyKey(sp, "second-secret", T0 + 1));
      expect(await read().inbound.replyKey(sp)).toBe("first-secret");
      const mid = `<${uid("mid")}@tandem.test>`;
      const row = mailRow(sp, c.seq, { kind: "comment", message_id: mid, thread_id: "tk_thread" });
      await write((r) => r.mails.insert(row));
      expect(await read().inbound.mailByMessageId(mid)).toEqual({ space_id: sp, kind: "comment", thread_id: "tk_thread" });
      expect(await read().inbound.mailByMessageId("<nobody@x>")).toBeUndefined();
      const cv = await write((r) => r.conversations.insert(conversationRow(sp, c.seq)));
      const id = (await read().conversations.bySeq(cv)).id;
      expect(await read().inbound.target(id)).toEqual({ conversation_id: id, space_id: sp, contact_seq: c.seq, email: "in@example.com", email_verified: 1, name: "In", erased_at: null });
      expect(await read().inbound.target("cv_missing")).toBeUndefined();
    });
  });

  describe("widget", () => {
    it("visitors round-trip with their contact; claims are replaced; a conversation is linked once and startedBy says so", async () => {
      const sp = await space();
      const c = await newContact(sp, { name: "Wi", email: "wi@example.com" });
      const row = { id: uid("vi"), space_id: sp, contact_seq: c.seq, token_hash: uid("tok"), identified: 0 as const, verified: 0 as const, claimed_name: "瓦 🐱", claimed_email: null, created_at: MAX };
      const v = await write((r) => r.widget.insertVisitor(row));
      expect(await read().widget.visitorByToken(sp, row.token_hash)).toEqual({
        ...row,
        seq: v,
        contact_id: c.id,
        contact_external_id: c.external_id,
        contact_name: "Wi",
        contact_email: "wi@example.com",
        contact_erased_at: null,
      });
      expect(await read().widget.visitorByToken(await space(), row.token_hash)).toBeUndefined();
      await write((r) => r.widget.setClaims(v, null, "x@example.com"));
      expect(await read().widget.visitorByToken(sp, row.token_hash)).toMatchObject({ claimed_name: null, claimed_email: "x@example.com" });
      const [cv1, cv2] = await write(async (r) => [await r.conversations.insert(conversationRow(sp, c.seq)), await r.conversations.insert(conversationRow(sp, c.seq))]);
      await write(async (r) => {
        await r.widget.linkConversation(v, cv1);
        await r.widget.linkConversation(v, cv1);
      });
      expect(await read().widget.startedBy(v, cv1)).toBe(true);
      expect(await read().widget.startedBy(v, cv2)).toBe(false);
      expect((await read().widget.conversationsOfVisitor(v, 10)).map((x) => x.seq)).toEqual([cv1]);
      expect((await read().widget.conversationsOfContact(c.seq, 10)).map((x) => x.seq)).toEqual([cv2, cv1]);
      expect((await read().widget.conversationsOfContact(c.seq, 1)).map((x) => x.seq)).toEqual([cv2]);
    });

    it("a conversation reads rated 0/1; public messages come oldest first, after a seq or the newest ones; lastPublicSeq is 0 without any", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const cv = await write((r) => r.conversations.insert(conversationRow(sp, c.seq, { subject: "S" })));
      const id = (await read().conversations.bySeq(cv)).id;
      expect(await read().widget.conversation(sp, id)).toEqual({ seq: cv, id, contact_seq: c.seq, status: "open", subject: "S", last_message_at: T0, created_at: T0, rated: 0 });
      expect(await read().widget.conversation(sp, "missing")).toBeUndefined();
      expect(await read().widget.lastPublicSeq(cv)).toBe(0);
      const m = await write(async (r) => [
        await r.conversations.insertMessage(messageRow(cv, { body: "p1" })),
        await r.conversations.insertMessage(messageRow(cv, { body: "hidden", visibility: "internal" })),
        await r.conversations.insertMessage(messageRow(cv, { body: "p2", author: "team", author_name: "Ops" })),
        await r.conversations.insertMessage(messageRow(cv, { body: "p3" })),
        await r.conversations.insertMessage(messageRow(cv, { body: "hidden too", visibility: "internal" })),
      ]);
      const bodies = (rows: { body: string }[]) => rows.map((x) => x.body);
      expect(bodies(await read().widget.publicMessages(cv, undefined, 2))).toEqual(["p2", "p3"]);
      expect(bodies(await read().widget.publicMessages(cv, m[0], 10))).toEqual(["p2", "p3"]);
      expect(await read().widget.publicMessages(cv, m[0], 1)).toEqual([{ seq: m[2], id: expect.any(String), body: "p2", author: "team", author_name: "Ops", created_at: T0 }]);
      expect(await read().widget.lastPublicSeq(cv)).toBe(m[3]);
      await write((r) => r.csat.insert({ id: uid("cs"), conversation_seq: cv, rating: 1, comment: null, created_at: T0 }));
      expect((await read().widget.conversation(sp, id))!.rated).toBe(1);
    });

    it("ticketsOfContact newest first; publicComments the newest public ones, oldest first", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const [t1, t2] = await write(async (r) => [await r.tickets.insert(ticketRow(sp, c.seq, 1)), await r.tickets.insert(ticketRow(sp, c.seq, 2, { title: "Second", status: "pending" }))]);
      const tickets = await read().widget.ticketsOfContact(c.seq, 10);
      expect(tickets.map((t) => t.seq)).toEqual([t2, t1]);
      expect(tickets[0]).toEqual({ seq: t2, id: expect.any(String), number: 2, type: "bug", title: "Second", status: "pending", created_at: T0, updated_at: T0 });
      await write(async (r) => {
        for (const [body, visibility] of [["c1", "public"], ["c2", "internal"], ["c3", "public"], ["c4", "public"]] as const) {
          await r.tickets.insertComment({ id: uid("cm"), ticket_seq: t1, body, visibility, author_name: null, created_at: T0 });
        }
      });
      expect((await read().widget.publicComments(t1, 2)).map((x) => x.body)).toEqual(["c3", "c4"]);
      expect((await read().widget.publicComments(t1, 10))[0]).toEqual({ id: expect.any(String), body: "c1", author_name: null, created_at: T0 });
    });

    it("settings are made once with the first secret; verification and the secret are then set", async () => {
      const sp = await space();
      expect(await read().widget.settings(sp)).toBeUndefined();
      await write((r) => r.widget.ensureSettings(sp, "s1", T0));
      await write((r) => r.widget.ensureSettings(sp, "s2", T0 + 1));
      expect(await read().widget.settings(sp)).toEqual({ space_id: sp, identity_secret: "s1", verification_required: 0, updated_at: T0 });
      await write((r) => r.widget.setVerificationRequired(sp, true, T0 + 2));
      expect(await read().widget.settings(sp)).toEqual({ space_id: sp, identity_secret: "s1", verification_required: 1, updated_at: T0 + 2 });
      await write((r) => r.widget.setIdentitySecret(sp, "s3", T0 + 3));
      await write((r) => r.widget.setVerificationRequired(sp, false, T0 + 4));
      expect(await read().widget.settings(sp)).toEqual({ space_id: sp, identity_secret: "s3", verification_required: 0, updated_at: T0 + 4 });
    });
  });

  describe("webhooks (the desk's tables)", () => {
    it("an endpoint stored through the desk's repository is read back in its space only", async () => {
      const sp = await space();
      const row = {
        id: uid("ep"),
        space_id: sp,
        url: "https://example.com/hook?q=é",
        events: '["ticket.created"]',
        description: "描述",
        enabled: 1 as const,
        secret: "whsec_1",
        previous_secret: null,
        previous_secret_expires_at: null,
        disabled_reason: null,
        failing_since: null,
        standard_webhooks: 1 as const,
        created_at: T0,
        updated_at: T0,
      };
      const seq = await write((r) => r.webhooks.insertEndpoint(row));
      expect(await read().webhooks.endpointById(sp, row.id)).toEqual({ ...row, seq });
      expect(await read().webhooks.endpointById(await space(), row.id)).toBeUndefined();
    });
  });

  describe("console operators", () => {
    const ops = () => s.store.read.use(console_);
    const opsWrite = <T>(fn: (r: OperatorsRepo) => Promise<T>) => s.store.write((tx) => fn(tx.use(console_)));
    const ROLE = { role: "admin" as const, name: null, disabled_at: null };

    it("operators round-trip, list oldest first (created_at, then id), and an e-mail is unique and found whatever its case", async () => {
      const a = { id: uid("op_b"), email: `${uid("x")}@Example.com`, password_hash: null, created_at: T0 + 1, ...ROLE };
      const b = { id: uid("op_a"), email: `${uid("y")}@example.com`, password_hash: "scrypt$1$2$3$salt$hash", created_at: T0 + 1, ...ROLE };
      const c = { id: uid("op_0"), email: `${uid("z")}@example.com`, password_hash: null, created_at: T0, ...ROLE };
      await opsWrite(async (r) => {
        for (const o of [a, b, c]) await r.insertOperator(o);
      });
      expect(await ops().operatorById(b.id)).toEqual(b);
      expect(await ops().operatorById("missing")).toBeUndefined();
      expect(await ops().operatorByEmail(a.email)).toEqual(a);
      expect(await ops().operatorByEmail(a.email.toUpperCase())).toEqual(a);
      expect(await ops().operatorByEmail("nobody@example.com")).toBeUndefined();
      await expect(opsWrite((r) => r.insertOperator({ id: uid("op"), email: a.email.toLowerCase(), password_hash: null, created_at: T0, ...ROLE }))).rejects.toThrow();
      const listed = (await ops().operators()).filter((o) => [a.id, b.id, c.id].includes(o.id)).map((o) => o.id);
      // a and b were created at the same time: b's id ("op_a…") sorts first.
      expect(listed).toEqual([c.id, b.id, a.id]);
    });

    it("a session is active until it expires (expires_at > now) or ends; ending answers true once; prune deletes ended and expired ones", async () => {
      const op = { id: uid("op"), email: `${uid("s")}@example.com`, password_hash: null, created_at: T0, ...ROLE };
      const [live, ending, old] = [uid("se"), uid("se"), uid("se")];
      await opsWrite(async (r) => {
        await r.insertOperator(op);
        await r.insertSession({ id: live, tokenHash: `h-${live}`, operatorId: op.id, csrfToken: "csrf", now: T0, expiresAt: T0 + 100 });
        await r.insertSession({ id: ending, tokenHash: `h-${ending}`, operatorId: op.id, csrfToken: "csrf2", now: T0, expiresAt: T0 + 100 });
        await r.insertSession({ id: old, tokenHash: `h-${old}`, operatorId: op.id, csrfToken: "csrf3", now: T0, expiresAt: T0 + 10 });
      });
      const session = { id: live, operator_id: op.id, email: op.email, csrf_token: "csrf", created_at: T0, expires_at: T0 + 100, role: "admin", name: null };
      expect(await ops().activeSession(`h-${live}`, T0 + 99)).toEqual(session);
      expect(await ops().activeSession(`h-${live}`, T0 + 100)).toBeUndefined();
      expect(await ops().sessionById(live)).toEqual(session);
      expect(await opsWrite((r) => r.endSession(ending, T0 + 1))).toBe(true);
      expect(await opsWrite((r) => r.endSession(ending, T0 + 2))).toBe(false);
      expect(await opsWrite((r) => r.endSession("missing", T0))).toBe(false);
      expect(await ops().activeSession(`h-${ending}`, T0 + 2)).toBeUndefined();
      expect(await ops().sessionById(ending)).toBeDefined();
      expect(await opsWrite((r) => r.pruneSessions(T0 + 10))).toBe(2);
      expect(await ops().sessionById(ending)).toBeUndefined();
      expect(await ops().sessionById(old)).toBeUndefined();
      expect(await ops().sessionById(live)).toEqual(session);
    });

    it("a sign-in link is spent once, before it expires (expires_at > now)", async () => {
      const op = { id: uid("op"), email: `${uid("l")}@example.com`, password_hash: null, created_at: T0, ...ROLE };
      await opsWrite(async (r) => {
        await r.insertOperator(op);
        await r.insertLink("link-1" + op.id, op.id, T0 + 100);
        await r.insertLink("link-2" + op.id, op.id, T0 + 100);
      });
      expect(await opsWrite((r) => r.useLink("link-2" + op.id, T0 + 100))).toBeUndefined();
      expect(await opsWrite((r) => r.useLink("link-1" + op.id, T0 + 99))).toBe(op.id);
      expect(await opsWrite((r) => r.useLink("link-1" + op.id, T0 + 99))).toBeUndefined();
      expect(await opsWrite((r) => r.useLink("unknown", T0))).toBeUndefined();
    });

    it("two units spending one link at once: exactly one gets the operator", async () => {
      const op = { id: uid("op"), email: `${uid("r")}@example.com`, password_hash: null, created_at: T0, ...ROLE };
      const link = `race-${op.id}`;
      await opsWrite(async (r) => {
        await r.insertOperator(op);
        await r.insertLink(link, op.id, T0 + 100);
      });
      const got = await Promise.all(Array.from({ length: 6 }, () => opsWrite((r) => r.useLink(link, T0 + 1))));
      expect(got.filter((x) => x === op.id)).toHaveLength(1);
      expect(got.filter((x) => x === undefined)).toHaveLength(5);
    });

    it("e-mails fold ASCII letters only (as SQLite's NOCASE): É and é are two operators, each found whatever the case of its ASCII letters; operators with equal created_at list by id bytewise", async () => {
      const tag = uid("u");
      const upper = { id: `${tag}_B`, email: `ÉLISE.${tag}@example.com`, password_hash: null, created_at: T0 + 7, ...ROLE };
      const lower = { id: `${tag}_a`, email: `élise.${tag}@example.com`, password_hash: null, created_at: T0 + 7, ...ROLE };
      const accent = { id: `${tag}_é`, email: `zoé.${tag}@example.com`, password_hash: null, created_at: T0 + 7, ...ROLE };
      const capital = { id: `${tag}_Z`, email: `zed.${tag}@example.com`, password_hash: null, created_at: T0 + 7, ...ROLE };
      await opsWrite(async (r) => {
        for (const o of [upper, lower, accent, capital]) await r.insertOperator(o);
      });
      expect(await ops().operatorByEmail(`Élise.${tag.toUpperCase()}@EXAMPLE.COM`)).toEqual(upper);
      expect(await ops().operatorByEmail(`élise.${tag.toUpperCase()}@Example.Com`)).toEqual(lower);
      expect(await ops().operatorByEmail(`ZOÉ.${tag}@example.com`)).toBeUndefined();
      await expect(opsWrite((r) => r.insertOperator({ id: uid("op"), email: `Élise.${tag}@EXAMPLE.com`, password_hash: null, created_at: T0, ...ROLE }))).rejects.toThrow();
      // Bytes: "B" (0x42) < "Z" (0x5A) < "a" (0x61) < "é" (0xC3 0xA9); a linguistic order would differ.
      const listed = (await ops().operators()).filter((o) => o.id.startsWith(`${tag}_`)).map((o) => o.id);
      expect(listed).toEqual([upper.id, capital.id, lower.id, accent.id]);
    });
    it("roles, names and disabling: update changes only what it names; enabled owners are listed; a disabled operator's session is not active; delete takes its sessions and links", async () => {
      const tag = uid("team");
      const owner = { id: `${tag}_o`, email: `o.${tag}@example.com`, password_hash: null, created_at: T0, role: "owner" as const, name: "Olive", disabled_at: null };
      const agent = { id: `${tag}_a`, email: `a.${tag}@example.com`, password_hash: null, created_at: T0 + 1, role: "agent" as const, name: null, disabled_at: null };
      await opsWrite(async (r) => {
        await r.insertOperator(owner);
        await r.insertOperator(agent);
        await r.insertSession({ id: `${tag}_s1`, tokenHash: `h-${tag}_s1`, operatorId: agent.id, csrfToken: "c", now: T0, expiresAt: T0 + 100 });
        await r.insertSession({ id: `${tag}_s2`, tokenHash: `h-${tag}_s2`, operatorId: agent.id, csrfToken: "c", now: T0 + 1, expiresAt: T0 + 100 });
        await r.insertLink(`l-${tag}`, agent.id, T0 + 100, "invite");
      });
      expect(await opsWrite((r) => r.lockActiveOwners())).toContain(owner.id);
      expect(await opsWrite((r) => r.updateOperator(agent.id, { name: "Ada" }))).toBe(true);
      expect(await ops().operatorById(agent.id)).toEqual({ ...agent, name: "Ada" });
      expect(await opsWrite((r) => r.updateOperator(agent.id, { role: "viewer", name: null }))).toBe(true);
      expect(await ops().operatorById(agent.id)).toEqual({ ...agent, role: "viewer", name: null });
      expect(await opsWrite((r) => r.updateOperator("missing", { role: "viewer" }))).toBe(false);
      expect((await ops().activeSessionsOf(agent.id, T0 + 2)).map((x) => x.id)).toEqual([`${tag}_s2`, `${tag}_s1`]);
      expect(await ops().activeSession(`h-${tag}_s1`, T0 + 2)).toMatchObject({ role: "viewer", name: null });
      await opsWrite((r) => r.updateOperator(agent.id, { disabledAt: T0 + 3 }));
      expect(await ops().activeSession(`h-${tag}_s1`, T0 + 4)).toBeUndefined();
      expect(await opsWrite((r) => r.endSessionsOf(agent.id, T0 + 4))).toBe(2);
      expect(await ops().activeSessionsOf(agent.id, T0 + 4)).toEqual([]);
      await opsWrite((r) => r.updateOperator(owner.id, { disabledAt: T0 + 5 }));
      expect(await opsWrite((r) => r.lockActiveOwners())).not.toContain(owner.id);
      expect(await opsWrite((r) => r.deleteOperator(agent.id))).toBe(true);
      expect(await ops().operatorById(agent.id)).toBeUndefined();
      expect(await ops().sessionById(`${tag}_s1`)).toBeUndefined();
      expect(await opsWrite((r) => r.spendLink(`l-${tag}`, T0 + 5))).toBeUndefined();
      expect(await opsWrite((r) => r.deleteOperator(agent.id))).toBe(false);
    });

    it("a link carries its purpose when spent; the operators page follows (created_at, id) after a cursor", async () => {
      const tag = uid("pl");
      const a = { id: `${tag}_a`, email: `a.${tag}@example.com`, password_hash: null, created_at: T0 + 50, ...ROLE };
      const b = { id: `${tag}_b`, email: `b.${tag}@example.com`, password_hash: null, created_at: T0 + 50, ...ROLE };
      await opsWrite(async (r) => {
        await r.insertOperator(a);
        await r.insertOperator(b);
        await r.insertLink(`r-${tag}`, a.id, T0 + 100, "reset");
        await r.insertLink(`s-${tag}`, a.id, T0 + 100);
      });
      expect(await opsWrite((r) => r.spendLink(`r-${tag}`, T0))).toEqual({ operatorId: a.id, purpose: "reset" });
      expect(await opsWrite((r) => r.spendLink(`s-${tag}`, T0))).toEqual({ operatorId: a.id, purpose: "sign_in" });
      const page = await ops().operatorsPage({ createdAt: T0 + 50, id: a.id }, 100);
      expect(page.map((o) => o.id)).toContain(b.id);
      expect(page.map((o) => o.id)).not.toContain(a.id);
      expect((await ops().operatorsPage(undefined, 1)).length).toBe(1);
    });

    it("the audit log pages newest first by (at, id) and filters by operator, operation and time", async () => {
      const tag = uid("au");
      const row = (i: number, operator: string, operation: string) => ({
        id: `${tag}_${i}`,
        at: T0 + 1000 + Math.floor(i / 2),
        operator_id: operator,
        operator_email: `${operator}@example.com`,
        operation,
        target: i % 2 ? `id=${i}` : null,
        mode: i % 3 ? "test" : null,
        address: "127.0.0.1",
        details: i % 2 ? JSON.stringify({ role: { from: "agent", to: "admin" }, n: i }) : null,
      });
      const rows = [0, 1, 2, 3, 4, 5].map((i) => row(i, i < 3 ? `${tag}_x` : `${tag}_y`, i % 2 ? "keys.create" : "team.update"));
      await opsWrite(async (r) => {
        for (const x of rows) await r.insertAudit(x);
      });
      const mine = async (q: Partial<Parameters<OperatorsRepo["auditPage"]>[0]>) =>
        (await ops().auditPage({ limit: 100, from: T0 + 1000, to: T0 + 1003, ...q })).filter((x) => x.id.startsWith(tag)).map((x) => x.id);
      expect(await mine({})).toEqual([5, 4, 3, 2, 1, 0].map((i) => `${tag}_${i}`));
      expect(await ops().auditPage({ limit: 1, operatorId: `${tag}_x` })).toEqual([rows[2]]);
      expect(await mine({ operatorId: `${tag}_y`, operation: "keys.create" })).toEqual([`${tag}_5`, `${tag}_3`]);
      expect(await mine({ before: { at: rows[3].at, id: rows[3].id } })).toEqual([2, 1, 0].map((i) => `${tag}_${i}`));
      expect(await mine({ from: T0 + 1001, to: T0 + 1002 })).toEqual([`${tag}_3`, `${tag}_2`]);
      // The operators of the log: each once, with the e-mail of its latest row, by e-mail.
      await opsWrite((r) => r.insertAudit({ ...row(6, `${tag}_x`, "team.update"), operator_email: `${tag}_a_renamed@example.com` }));
      const listed = (await ops().auditOperators(10_000)).filter((o) => o.id.startsWith(tag));
      expect(listed).toEqual([
        { id: `${tag}_x`, email: `${tag}_a_renamed@example.com` },
        { id: `${tag}_y`, email: `${tag}_y@example.com` },
      ]);
    });
  });
  describe("the console's inbox (operators' names, conversations read, previews, CSAT per day)", () => {
    const ops = () => s.store.read.use(console_);
    const opsWrite = <T>(fn: (r: OperatorsRepo) => Promise<T>) => s.store.write((tx) => fn(tx.use(console_)));

    it("an operator's display name round-trips (null when none); a read time only moves forward; reads are per operator and list only the ids asked for", async () => {
      const named = { id: uid("op"), email: `${uid("n")}@example.com`, password_hash: null, created_at: T0, name: "Ada Lovelace 👩‍💻", role: "admin" as const, disabled_at: null };
      const other = { id: uid("op"), email: `${uid("o")}@example.com`, password_hash: null, created_at: T0, name: null, role: "admin" as const, disabled_at: null };
      await opsWrite(async (r) => {
        await r.insertOperator(named);
        await r.insertOperator(other);
      });
      expect(await ops().operatorById(named.id)).toEqual(named);
      expect(await ops().operatorById(other.id)).toEqual(other);
      await opsWrite(async (r) => {
        await r.markRead(named.id, "cv_1", T0 + 50);
        await r.markRead(named.id, "cv_1", T0 + 20);
        await r.markRead(named.id, "cv_2", MAX);
        await r.markRead(other.id, "cv_1", T0 + 5);
      });
      const reads = await ops().readsOf(named.id, ["cv_1", "cv_2", "cv_3"]);
      expect(reads.sort((a, b) => a.conversation_id.localeCompare(b.conversation_id))).toEqual([
        { conversation_id: "cv_1", read_at: T0 + 50 },
        { conversation_id: "cv_2", read_at: MAX },
      ]);
      await opsWrite((r) => r.markRead(named.id, "cv_1", T0 + 60));
      expect(await ops().readsOf(named.id, ["cv_1"])).toEqual([{ conversation_id: "cv_1", read_at: T0 + 60 }]);
      expect(await ops().readsOf(other.id, ["cv_1", "cv_2"])).toEqual([{ conversation_id: "cv_1", read_at: T0 + 5 }]);
      expect(await ops().readsOf(other.id, [])).toEqual([]);
    });

    it("previews: each conversation's first message and the contact's last message time (null when only the team wrote); conversations without messages are left out", async () => {
      const sp = await space();
      const c = await newContact(sp);
      const [a, b, empty] = await write(async (r) => [
        await r.conversations.insert(conversationRow(sp, c.seq)),
        await r.conversations.insert(conversationRow(sp, c.seq)),
        await r.conversations.insert(conversationRow(sp, c.seq)),
      ]);
      await write(async (r) => {
        await r.conversations.insertMessage(messageRow(a, { body: "Hello ✨ first", created_at: T0 + 1 }));
        await r.conversations.insertMessage(messageRow(a, { body: "team", author: "team", created_at: T0 + 9 }));
        await r.conversations.insertMessage(messageRow(a, { body: "again", created_at: T0 + 5 }));
        await r.conversations.insertMessage(messageRow(b, { body: "from the team", author: "team", created_at: T0 + 2 }));
      });
      const id = async (seq: number) => (await read().conversations.bySeq(seq)).id;
      const [ia, ib] = [await id(a), await id(b)];
      const rows = await read().conversations.previews(sp, [await id(empty), ib, ia, "cv_unknown"]);
      expect(rows).toEqual(
        [
          { conversation_id: ia, first_body: "Hello ✨ first", last_contact_at: T0 + 5 },
          { conversation_id: ib, first_body: "from the team", last_contact_at: null },
        ].sort((x, y) => (x.conversation_id < y.conversation_id ? -1 : 1)),
      );
      expect(await read().conversations.previews(await space(), [ia])).toEqual([]);
      expect(await read().conversations.previews(sp, [])).toEqual([]);
    });

    it("CSAT per UTC day: count, sum and ratings of 4 or 5, in [since, until), of the space only, oldest day first", async () => {
      const { test: sp, live: other } = await newSpaces();
      const c = await newContact(sp);
      const o = await newContact(other);
      const DAY = 86_400_000;
      const day0 = Date.UTC(2026, 2, 1);
      const rate = async (spaceId: number, contactSeq: number, rating: number, at: number) => {
        const cv = await write((r) => r.conversations.insert(conversationRow(spaceId, contactSeq)));
        await write((r) => r.csat.insert({ id: uid("cs"), conversation_seq: cv, rating, comment: null, created_at: at }));
      };
      await rate(sp, c.seq, 5, day0);
      await rate(sp, c.seq, 2, day0 + DAY - 1);
      await rate(sp, c.seq, 4, day0 + DAY);
      await rate(sp, c.seq, 1, day0 + 3 * DAY);
      await rate(other, o.seq, 5, day0);
      expect(await read().csat.dailyScores(sp, day0, day0 + 3 * DAY)).toEqual([
        { day: day0, ratings: 2, rating_sum: 7, satisfied: 1 },
        { day: day0 + DAY, ratings: 1, rating_sum: 4, satisfied: 1 },
      ]);
      expect(await read().csat.dailyScores(sp, day0 + 3 * DAY, day0 + 4 * DAY)).toEqual([{ day: day0 + 3 * DAY, ratings: 1, rating_sum: 1, satisfied: 0 }]);
    });
  });
});
