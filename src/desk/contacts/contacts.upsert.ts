import type { Tx } from "../../platform/db/handle.js";
import { newId } from "../../platform/ids.js";
import type { Emit } from "../events/emit.js";
import type { ContactRow, ContactsRepo } from "./contacts.repo.js";
import { applyContactPatch, type ContactPatch, EMPTY_CONTACT } from "./contacts.rules.js";
import { contactView } from "./contacts.view.js";

export interface UpsertResult {
  contact: ContactRow;
  created: boolean;
}

/**
 * Creates or updates a contact by `external_id` and emits `contact.updated`
 * when it was created or changed, in the caller's transaction `tx`. `trusted`
 * false: the e-mail address comes from a widget visitor without a valid
 * identity hash, and is stored as unverified (never mailed).
 */
export function createContactUpserter(repo: (tx: Tx) => ContactsRepo, emit: Emit) {
  return async (tx: Tx, spaceId: number, externalId: string, patch: ContactPatch, now: number, trusted = true): Promise<UpsertResult> => {
    const contacts = repo(tx);
    const existing = await contacts.byExternalId(spaceId, externalId);
    const current = existing ? { ...existing, attributes: JSON.parse(existing.attributes) } : EMPTY_CONTACT;
    const { next, changed } = applyContactPatch(current, patch, trusted);
    if (existing && !changed) return { contact: existing, created: false };
    const fields = { ...next, attributes: JSON.stringify(next.attributes), updated_at: now };
    const contact = await (existing
      ? { ...existing, ...fields }
      : contacts.insert({ id: newId(), space_id: spaceId, external_id: externalId, created_at: now, ...fields }));
    if (existing) await contacts.update(contact);
    await emit(tx, spaceId, contact.seq, "contact.updated", contactView(contact));
    return { contact, created: !existing };
  };
}
export type ContactUpserter = ReturnType<typeof createContactUpserter>;

