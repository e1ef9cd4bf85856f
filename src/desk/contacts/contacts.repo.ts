import type { Db } from "../../platform/db/database.js";

export interface ContactRow {
  seq: number;
  id: string;
  space_id: number;
  external_id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  avatar: string | null;
  /** JSON object */
  attributes: string;
  created_at: number;
  updated_at: number;
}

/** Columns that other desk queries join in for the embedded `contact` summary. */
export const CONTACT_SUMMARY_COLUMNS =
  "ct.id AS contact_id, ct.external_id AS contact_external_id, ct.name AS contact_name, ct.email AS contact_email";

export interface ContactSummaryColumns {
  contact_id: string;
  contact_external_id: string;
  contact_name: string | null;
  contact_email: string | null;
}

/** All SQL about contacts. */
export function contactsRepo(db: Db) {
  const q = {
    byExternalId: db.prepare<[number, string], ContactRow>("SELECT * FROM contacts WHERE space_id = ? AND external_id = ?"),
    byId: db.prepare<[number, string], ContactRow>("SELECT * FROM contacts WHERE space_id = ? AND id = ?"),
    insert: db.prepare<Omit<ContactRow, "seq">, { seq: number }>(
      `INSERT INTO contacts (id, space_id, external_id, name, email, phone, avatar, attributes, created_at, updated_at)
       VALUES (@id, @space_id, @external_id, @name, @email, @phone, @avatar, @attributes, @created_at, @updated_at)
       RETURNING seq`,
    ),
    update: db.prepare(
      `UPDATE contacts SET name = @name, email = @email, phone = @phone, avatar = @avatar,
         attributes = @attributes, updated_at = @updated_at WHERE seq = @seq`,
    ),
  };
  return {
    byExternalId: (spaceId: number, externalId: string) => q.byExternalId.get(spaceId, externalId),
    /** By `_id` first, then by `external_id`. */
    byRef(spaceId: number, ref: string): ContactRow | undefined {
      return q.byId.get(spaceId, ref) ?? q.byExternalId.get(spaceId, ref);
    },
    insert(row: Omit<ContactRow, "seq">): ContactRow {
      return { ...row, seq: q.insert.get(row)!.seq };
    },
    update: (row: ContactRow) => void q.update.run(row),
  };
}
export type ContactsRepo = ReturnType<typeof contactsRepo>;
