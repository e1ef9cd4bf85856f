import type { Db } from "../../../platform/db/database.js";
import { listQuery } from "../../../platform/db/list-query.js";
import { cjkGrams } from "../../../platform/search.js";
import { searchFilters } from "../search.js";
import { type ContactListFilter, type ContactRow, type ContactsRepo, erasedExternalId } from "../../../desk/contacts/contacts.repo.js";

/** Columns that other desk queries join in for the embedded `contact` summary. */
export const CONTACT_SUMMARY_COLUMNS =
  "ct.id AS contact_id, CASE WHEN ct.erased_at IS NULL THEN ct.external_id END AS contact_external_id, ct.name AS contact_name, ct.email AS contact_email";

/** All SQL about contacts. */
export function contactsRepo(db: Db): ContactsRepo {
  const q = {
    byExternalId: db.prepare<[number, string], ContactRow>("SELECT * FROM contacts WHERE space_id = ? AND external_id = ?"),
    byId: db.prepare<[number, string], ContactRow>("SELECT * FROM contacts WHERE space_id = ? AND id = ?"),
    bySeq: db.prepare<[number], ContactRow>("SELECT * FROM contacts WHERE seq = ?"),
    insert: db.prepare<Omit<ContactRow, "seq" | "erased_at">, { seq: number }>(
      `INSERT INTO contacts (id, space_id, external_id, name, email, email_verified, phone, avatar, attributes, created_at, updated_at)
       VALUES (@id, @space_id, @external_id, @name, @email, @email_verified, @phone, @avatar, @attributes, @created_at, @updated_at)
       RETURNING seq`,
    ),
    update: db.prepare(
      `UPDATE contacts SET name = @name, email = @email, email_verified = @email_verified, phone = @phone, avatar = @avatar,
         attributes = @attributes, updated_at = @updated_at WHERE seq = @seq`,
    ),
    addSearch: db.prepare("INSERT INTO contact_search (rowid, name, email, external_id) VALUES (?, ?, ?, ?)"),
    removeSearch: db.prepare("DELETE FROM contact_search WHERE rowid = ?"),
    addCjk: db.prepare("INSERT INTO contact_cjk (rowid, grams) VALUES (?, ?)"),
    removeCjk: db.prepare("DELETE FROM contact_cjk WHERE rowid = ?"),
    erase: db.prepare(
      `UPDATE contacts SET external_id = @external_id, name = NULL, email = NULL, email_verified = 1, phone = NULL, avatar = NULL,
         attributes = '{}', erased_at = @now, updated_at = @now WHERE seq = @seq`,
    ),
    // What the contact's widget visitors said of themselves (name, e-mail) is its personal data too.
    forgetVisitorClaims: db.prepare("UPDATE widget_visitors SET claimed_name = NULL, claimed_email = NULL WHERE contact_seq = ?"),
    // The outbox keeps each event's record as it was sent; erasure redacts what the contact wrote or was.
    redactEvents: db.prepare(
      `UPDATE events SET data = CASE
         WHEN type = 'contact.updated' THEN json_replace(data, '$.external_id', NULL, '$.name', NULL, '$.email', NULL,
           '$.phone', NULL, '$.avatar', NULL, '$.attributes', json('{}'))
         WHEN type = 'message.created' AND json_extract(data, '$.author') = 'contact'
           THEN json_replace(data, '$.body', '', '$.author_name', NULL)
         WHEN type IN ('ticket.created', 'ticket.updated') THEN json_replace(data, '$.title', '', '$.description', NULL,
           '$.context', NULL, '$.contact.external_id', NULL, '$.contact.name', NULL, '$.contact.email', NULL)
         WHEN type IN ('feedback.created', 'feedback.updated') THEN json_replace(data, '$.title', NULL, '$.message', NULL,
           '$.contact.external_id', NULL, '$.contact.name', NULL, '$.contact.email', NULL)
         WHEN type IN ('csat.received', 'csat.updated') THEN json_replace(data, '$.comment', NULL,
           '$.contact.external_id', NULL, '$.contact.name', NULL, '$.contact.email', NULL)
         WHEN type LIKE 'conversation.%' THEN json_replace(data, '$.subject', NULL,
           '$.contact.external_id', NULL, '$.contact.name', NULL, '$.contact.email', NULL)
         ELSE data END
       WHERE contact_seq = ?`,
    ),
  };
  const list = listQuery<ContactRow>(db, "SELECT c.* FROM contacts c", "c.seq DESC");

  const index = (c: ContactRow) => {
    q.addSearch.run(c.seq, c.name ?? "", c.email ?? "", c.external_id);
    const grams = cjkGrams(`${c.name ?? ""}\n${c.email ?? ""}\n${c.external_id}`);
    if (grams) q.addCjk.run(c.seq, grams);
  };
  const unindex = (seq: number) => {
    q.removeSearch.run(seq);
    q.removeCjk.run(seq);
  };

  return {
    byExternalId: async (spaceId: number, externalId: string) => q.byExternalId.get(spaceId, externalId),
    bySeq: async (seq: number) => q.bySeq.get(seq)!,
    /** By `_id` first, then by `external_id` (`_id` wins; see GET /contacts/{id}). */
    async byRef(spaceId: number, ref: string): Promise<ContactRow | undefined> {
      return q.byId.get(spaceId, ref) ?? q.byExternalId.get(spaceId, ref);
    },
    async insert(row: Omit<ContactRow, "seq" | "erased_at">): Promise<ContactRow> {
      const contact = { ...row, seq: q.insert.get(row)!.seq, erased_at: null };
      index(contact);
      return contact;
    },
    async update(row: ContactRow) {
      q.update.run(row);
      unindex(row.seq);
      index(row);
    },
    /** Clears the contact's personal data and search text, and redacts its events. Call inside the write. */
    async erase(row: ContactRow, now: number) {
      q.erase.run({ seq: row.seq, external_id: erasedExternalId(row.id), now });
      unindex(row.seq);
      q.forgetVisitorClaims.run(row.seq);
      q.redactEvents.run(row.seq);
    },

    /** One page of contacts, newest first. */
    list: async (f: ContactListFilter): Promise<ContactRow[]> =>
      list(
        [
          ["c.space_id = @spaceId", { spaceId: f.spaceId }],
          f.externalId !== undefined && ["c.external_id = @externalId", { externalId: f.externalId }],
          ...searchFilters(f.search, "c.seq", { words: "contact_search", cjk: "contact_cjk" }),
          f.attribute !== undefined &&
            (f.attribute.value === undefined
              ? ["EXISTS (SELECT 1 FROM json_each(c.attributes) a WHERE a.key = @attrKey)", { attrKey: f.attribute.key }]
              : [
                  `EXISTS (SELECT 1 FROM json_each(c.attributes) a WHERE a.key = @attrKey AND (
                     (a.type = 'text' AND a.atom = @attrText) OR (a.type IN ('integer', 'real') AND a.atom = @attrNumber)
                     OR (a.type = 'true' AND @attrBool = 1) OR (a.type = 'false' AND @attrBool = 0)))`,
                  {
                    attrKey: f.attribute.key,
                    attrText: f.attribute.value.text,
                    attrNumber: f.attribute.value.number,
                    attrBool: f.attribute.value.boolean,
                  },
                ]),
          f.beforeSeq !== undefined && ["c.seq < @beforeSeq", { beforeSeq: f.beforeSeq }],
        ],
        f.limit,
      ),
  };
}
