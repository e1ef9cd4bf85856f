import type { Search } from "../../platform/search.js";

export interface ContactRow {
  seq: number;
  id: string;
  space_id: number;
  /** The caller's id; an erased contact holds a placeholder no caller can send (see `erasedExternalId`). */
  external_id: string;
  name: string | null;
  email: string | null;
  /** 0: `email` was asserted by a widget visitor without a valid identity hash, and is never mailed. */
  email_verified: 0 | 1;
  phone: string | null;
  avatar: string | null;
  /** JSON object */
  attributes: string;
  created_at: number;
  updated_at: number;
  erased_at: number | null;
}

/** What other desk records carry of their contact (the embedded `contact` summary); an erased contact's external id reads null. */
export interface ContactSummaryColumns {
  contact_id: string;
  contact_external_id: string | null;
  contact_name: string | null;
  contact_email: string | null;
}

export interface ContactListFilter {
  spaceId: number;
  externalId?: string;
  /** over name, email and external_id */
  search?: Search;
  /** Has this attribute; with `value`, one equal to it. */
  attribute?: { key: string; value?: AttributeMatch };
  beforeSeq?: number;
  limit: number;
}

/** An attribute value given as text, in each form it can take in the JSON. */
export interface AttributeMatch {
  text: string;
  number: number | null;
  boolean: 0 | 1 | null;
}

/**
 * The `external_id` an erased contact keeps: longer than any external_id the
 * API accepts (255), so it can never collide with a caller's id, and unique.
 */
export const erasedExternalId = (id: string): string => `erased:${id}:`.padEnd(256, "-");

/** Contacts of a space, their search text, and their erasure. */
export interface ContactsRepo {
  /** The contact of the space with this external id; undefined when none. */
  byExternalId(spaceId: number, externalId: string): Promise<ContactRow | undefined>;
  /** The contact with this seq (it must exist). */
  bySeq(seq: number): Promise<ContactRow>;
  /** By `_id` first, then by `external_id` (`_id` wins; see GET /contacts/{id}); undefined when neither matches. */
  byRef(spaceId: number, ref: string): Promise<ContactRow | undefined>;
  /** Stores a new contact and its search text; answers it with its seq and `erased_at` null. A duplicate (space, external_id) or id throws. */
  insert(row: Omit<ContactRow, "seq" | "erased_at">): Promise<ContactRow>;
  /** Writes name, e-mail (and its verified flag), phone, avatar, attributes and updated_at of the contact `row.seq`, and rebuilds its search text. */
  update(row: ContactRow): Promise<void>;
  /**
   * Clears the contact's personal data (external_id becomes `erasedExternalId(id)`, attributes `{}`,
   * erased_at and updated_at `now`) and search text, forgets what its widget visitors claimed, and
   * redacts its events. Call inside the write.
   */
  erase(row: ContactRow, now: number): Promise<void>;
  /** One page of a space's contacts, newest first (seq descending), `beforeSeq` excluded; search matches word prefixes of name, e-mail and external id (CJK: inside words). */
  list(f: ContactListFilter): Promise<ContactRow[]>;
}
