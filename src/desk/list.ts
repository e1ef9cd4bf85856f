import { decodeCursor } from "../platform/pagination.js";
import { type Search, searchQuery } from "../platform/search.js";
import type { ContactsRepo } from "./contacts/contacts.repo.js";

export interface CommonListQuery {
  contact_id?: string;
  q?: string;
  before?: string;
}

export interface ResolvedListQuery {
  contactSeq?: number;
  search?: Search;
  beforeKeys?: number[];
}

/**
 * The filters every desk list shares, resolved: the contact (by `_id` or
 * `external_id`), the search text as safe FTS queries, the cursor keys.
 * Undefined means the list is certainly empty (unknown contact, wordless search).
 */
export async function resolveListQuery(
  contacts: ContactsRepo,
  spaceId: number,
  list: string,
  cursorArity: number,
  query: CommonListQuery,
): Promise<ResolvedListQuery | undefined> {
  const beforeKeys = decodeCursor(list, query.before, cursorArity);
  const contact = query.contact_id === undefined ? undefined : await contacts.byRef(spaceId, query.contact_id);
  const search = query.q === undefined ? undefined : searchQuery(query.q);
  if ((query.contact_id !== undefined && !contact) || (query.q !== undefined && !search)) return undefined;
  return { contactSeq: contact?.seq, search, beforeKeys };
}

export const EMPTY_PAGE = { items: [], nextCursor: null };
