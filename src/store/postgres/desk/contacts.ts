import { type ContactListFilter, type ContactRow, type ContactsRepo, erasedExternalId } from "../../../desk/contacts/contacts.repo.js";
import { cjkGrams } from "../../../platform/search.js";
import { listStmt, type PgConn, stmt } from "../conn.js";
import { cjkVector, searchClauses, wordsVector } from "../search.js";

/** Columns that other desk queries join in for the embedded `contact` summary. */
export const CONTACT_SUMMARY_COLUMNS =
  "ct.id AS contact_id, CASE WHEN ct.erased_at IS NULL THEN ct.external_id END AS contact_external_id, ct.name AS contact_name, ct.email AS contact_email";

/** The contact's search rows (word index, and CJK index when it has CJK text): parameters $1 seq, $2 name, $3 email, $4 external id, $5 words, $6 grams. */
const INDEX = `
  s AS (INSERT INTO contact_search (contact_seq, name, email, external_id, words) VALUES ($1, coalesce($2, ''), coalesce($3, ''), $4, $5::tsvector)
        ON CONFLICT (contact_seq) DO UPDATE SET name = excluded.name, email = excluded.email, external_id = excluded.external_id, words = excluded.words),
  k AS (INSERT INTO contact_cjk (contact_seq, grams, words) SELECT $1, $6, ${cjkVector("$6")} WHERE $6 <> ''
        ON CONFLICT (contact_seq) DO UPDATE SET grams = excluded.grams, words = excluded.words),
  kd AS (DELETE FROM contact_cjk WHERE contact_seq = $1 AND $6 = '')`;

/** The contact summary's personal keys in an event. */
const CONTACT = ["external_id", "name", "email"];

/**
 * An event's `data` redacted, as SQLite's json_replace does (a key that is missing stays missing):
 * each key of `nulls` set to null, each of `contact` inside its `contact` object (when it is one),
 * each of `set` to that JSON value. The text is jsonb's (keys reordered; the values exact).
 */
function redact(nulls: string[], contact: string[], set: Record<string, string> = {}): string {
  let out = "data::jsonb";
  for (const k of nulls) out = `jsonb_set(${out}, '{${k}}', 'null', false)`;
  for (const [k, v] of Object.entries(set)) out = `jsonb_set(${out}, '{${k}}', '${v}', false)`;
  if (contact.length) {
    let inner = "x";
    for (const k of contact) inner = `jsonb_set(${inner}, '{contact,${k}}', 'null', false)`;
    out = `(SELECT CASE WHEN jsonb_typeof(x -> 'contact') = 'object' THEN ${inner} ELSE x END FROM (SELECT ${out} AS x) r)`;
  }
  return `(${out})::text`;
}

const q = {
  byExternalId: stmt<ContactRow>("contacts.byExternalId", "SELECT * FROM contacts WHERE space_id = $1 AND external_id = $2"),
  byId: stmt<ContactRow>("contacts.byId", "SELECT * FROM contacts WHERE space_id = $1 AND id = $2"),
  // By `_id` first, then by `external_id`, in one statement.
  byRef: stmt<ContactRow>(
    "contacts.byRef",
    `SELECT * FROM contacts WHERE space_id = $1 AND (id = $2 OR external_id = $2) ORDER BY (id = $2) DESC LIMIT 1`,
  ),
  bySeq: stmt<ContactRow>("contacts.bySeq", "SELECT * FROM contacts WHERE seq = $1"),
  // The contact and its search text in one statement.
  insert: stmt<{ seq: number }>(
    "contacts.insert",
    `WITH c AS (INSERT INTO contacts (id, space_id, external_id, name, email, email_verified, phone, avatar, attributes, created_at, updated_at)
       VALUES ($6, $7, $3, $1, $2, $8, $9, $10, $11, $12, $13) RETURNING seq),
     s AS (INSERT INTO contact_search (contact_seq, name, email, external_id, words) SELECT c.seq, coalesce($1, ''), coalesce($2, ''), $3, $4::tsvector FROM c),
     k AS (INSERT INTO contact_cjk (contact_seq, grams, words) SELECT c.seq, $5, ${cjkVector("$5")} FROM c WHERE $5 <> '')
     SELECT seq FROM c`,
  ),
  update: stmt(
    "contacts.update",
    `WITH ${INDEX},
     u AS (UPDATE contacts SET name = $2, email = $3, email_verified = $7, phone = $8, avatar = $9, attributes = $10, updated_at = $11 WHERE seq = $1)
     SELECT 1`,
  ),
  // The personal data, the search text, the visitors' claims (what the contact's widget visitors said of
  // themselves is its personal data too) and its events (the outbox keeps each event's record as it was
  // sent; erasure redacts what the contact wrote or was), in one statement.
  erase: stmt(
    "contacts.erase",
    `WITH c AS (UPDATE contacts SET external_id = $2, name = NULL, email = NULL, email_verified = 1, phone = NULL, avatar = NULL,
         attributes = '{}', erased_at = $3, updated_at = $3 WHERE seq = $1),
     s AS (DELETE FROM contact_search WHERE contact_seq = $1),
     k AS (DELETE FROM contact_cjk WHERE contact_seq = $1),
     v AS (UPDATE widget_visitors SET claimed_name = NULL, claimed_email = NULL WHERE contact_seq = $1),
     e AS (UPDATE events SET data = CASE
         WHEN type = 'contact.updated' THEN ${redact(["external_id", "name", "email", "phone", "avatar"], [], { attributes: "{}" })}
         WHEN type = 'message.created' AND data::jsonb ->> 'author' = 'contact' THEN ${redact(["author_name"], [], { body: '""' })}
         WHEN type IN ('ticket.created', 'ticket.updated') THEN ${redact(["description", "context"], CONTACT, { title: '""' })}
         WHEN type IN ('feedback.created', 'feedback.updated') THEN ${redact(["title", "message"], CONTACT)}
         WHEN type IN ('csat.received', 'csat.updated') THEN ${redact(["comment"], CONTACT)}
         WHEN type LIKE 'conversation.%' THEN ${redact(["subject"], CONTACT)}
         ELSE data END
       WHERE contact_seq = $1 AND (type IN ('contact.updated', 'message.created', 'ticket.created', 'ticket.updated', 'feedback.created',
         'feedback.updated', 'csat.received', 'csat.updated') OR type LIKE 'conversation.%'))
     SELECT 1`,
  ),
};

const list = listStmt<ContactRow>("contacts.list", "SELECT c.* FROM contacts c", "c.seq DESC");

/** The search columns and grams of a contact. */
const searchText = (c: Pick<ContactRow, "name" | "email" | "external_id">) =>
  [c.name, c.email, c.external_id, wordsVector(c.name, c.email, c.external_id), cjkGrams(`${c.name ?? ""}\n${c.email ?? ""}\n${c.external_id}`)] as const;

/** All SQL about contacts. */
export function contactsRepo(c: PgConn): ContactsRepo {
  return {
    byExternalId: (spaceId, externalId) => q.byExternalId.one(c, spaceId, externalId),
    bySeq: async (seq) => (await q.bySeq.one(c, seq))!,
    byRef: (spaceId, ref) => q.byRef.one(c, spaceId, ref),
    async insert(row) {
      const [name, email, external, words, grams] = searchText(row);
      const r = row;
      const ins = await q.insert.one(c, name, email, external, words, grams, r.id, r.space_id, r.email_verified, r.phone, r.avatar, r.attributes, r.created_at, r.updated_at);
      return { ...row, seq: ins!.seq, erased_at: null };
    },
    async update(row) {
      await q.update.run(c, row.seq, ...searchText(row).slice(0, 5), row.email_verified, row.phone, row.avatar, row.attributes, row.updated_at);
    },
    /** Clears the contact's personal data and search text, and redacts its events. Call inside the write. */
    async erase(row, now) {
      await q.erase.run(c, row.seq, erasedExternalId(row.id), now);
    },
    list: (f: ContactListFilter) =>
      list(
        c,
        [
          ["c.space_id = ?", f.spaceId],
          f.externalId !== undefined && ["c.external_id = ?", f.externalId],
          ...searchClauses(f.search, "c.seq", { words: "contact_search", cjk: "contact_cjk", key: "contact_seq" }),
          f.attribute !== undefined &&
            (f.attribute.value === undefined
              ? ["(c.attributes::jsonb -> ?::text) IS NOT NULL", f.attribute.key]
              : [
                  `EXISTS (SELECT 1 FROM jsonb_each(c.attributes::jsonb) a WHERE a.key = ? AND (
                     (jsonb_typeof(a.value) = 'string' AND a.value #>> '{}' = ?::text)
                     OR (jsonb_typeof(a.value) = 'number' AND (a.value #>> '{}')::numeric = ?::numeric)
                     OR (a.value = 'true'::jsonb AND ?::bigint = 1) OR (a.value = 'false'::jsonb AND ?::bigint = 0)))`,
                  f.attribute.key,
                  f.attribute.value.text,
                  f.attribute.value.number,
                  f.attribute.value.boolean,
                  f.attribute.value.boolean,
                ]),
          f.beforeSeq !== undefined && ["c.seq < ?", f.beforeSeq],
        ],
        f.limit,
      ),
  };
}
