import { toIso, toIsoOrNull } from "../../platform/clock.js";
import type { Contact, ContactSummary } from "../types.js";
import type { ContactRow, ContactSummaryColumns } from "./contacts.repo.js";

export const contactView = (r: ContactRow): Contact => ({
  _id: r.id,
  external_id: r.erased_at === null ? r.external_id : null,
  name: r.name,
  email: r.email,
  emailVerified: r.email !== null && r.email_verified === 1,
  phone: r.phone,
  avatar: r.avatar,
  attributes: JSON.parse(r.attributes),
  verified: true,
  createdAt: toIso(r.created_at),
  updatedAt: toIso(r.updated_at),
  erasedAt: toIsoOrNull(r.erased_at),
});

export const contactSummaryView = (r: ContactSummaryColumns): ContactSummary => ({
  _id: r.contact_id,
  external_id: r.contact_external_id,
  name: r.contact_name,
  email: r.contact_email,
});
