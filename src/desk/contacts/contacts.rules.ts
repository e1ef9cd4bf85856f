import { invalid } from "../../platform/errors.js";

export type AttributeValue = string | number | boolean;

export interface ContactFields {
  name: string | null;
  email: string | null;
  /** 1 unless `email` was asserted by an unverified widget visitor (then it is never mailed). */
  email_verified: 0 | 1;
  phone: string | null;
  avatar: string | null;
  attributes: Record<string, AttributeValue>;
}

/** Absent keeps a field, null clears it; an attribute sent as null is removed. */
export interface ContactPatch {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  avatar?: string | null;
  attributes?: Record<string, AttributeValue | null>;
}

export const MAX_ATTRIBUTES = 50;
export const MAX_ATTRIBUTE_KEY_LENGTH = 100;

/**
 * Applies an upsert to a contact's fields: absent fields keep their value,
 * null clears them; attributes merge key by key, null removing one.
 * `changed` is false when nothing differs (then no `contact.updated` is emitted).
 * `trusted` says who sent the e-mail address: the server API or a verified widget
 * identity (trusted), or a widget visitor without a valid identity hash (not).
 */
export function applyContactPatch(current: ContactFields, patch: ContactPatch, trusted = true): { next: ContactFields; changed: boolean } {
  for (const key of Object.keys(patch.attributes ?? {})) {
    if (key.length < 1 || key.length > MAX_ATTRIBUTE_KEY_LENGTH) {
      invalid(`body.attributes.${key}`, `key must be 1–${MAX_ATTRIBUTE_KEY_LENGTH} characters`);
    }
  }
  const attributes = { ...current.attributes };
  for (const [key, value] of Object.entries(patch.attributes ?? {})) {
    if (value === null) delete attributes[key];
    else attributes[key] = value;
  }
  if (Object.keys(attributes).length > MAX_ATTRIBUTES) {
    invalid("body.attributes", `would hold more than ${MAX_ATTRIBUTES} attributes`);
  }
  const next: ContactFields = {
    name: patch.name !== undefined ? patch.name : current.name,
    email: patch.email !== undefined ? patch.email : current.email,
    email_verified: emailTrust(current, patch.email, trusted),
    phone: patch.phone !== undefined ? patch.phone : current.phone,
    avatar: patch.avatar !== undefined ? patch.avatar : current.avatar,
    attributes,
  };
  const changed =
    next.name !== current.name ||
    next.email !== current.email ||
    next.email_verified !== current.email_verified ||
    next.phone !== current.phone ||
    next.avatar !== current.avatar ||
    Object.keys(attributes).length !== Object.keys(current.attributes).length ||
    Object.entries(attributes).some(([k, v]) => current.attributes[k] !== v);
  return { next, changed };
}

/**
 * Whether the address after an upsert may be mailed: one sent by a trusted
 * caller is; one asserted by an unverified visitor is not, unless it is the
 * trusted address the contact has already. No address counts as trusted.
 */
export function emailTrust(current: Pick<ContactFields, "email" | "email_verified">, email: string | null | undefined, trusted: boolean): 0 | 1 {
  if (email === undefined) return current.email_verified;
  if (email === null || trusted) return 1;
  return email === current.email ? current.email_verified : 0;
}

export const EMPTY_CONTACT: ContactFields = { name: null, email: null, email_verified: 1, phone: null, avatar: null, attributes: {} };

/**
 * `attribute_value` as text → each JSON form it matches: the same text, the
 * number it spells in JSON syntax (`3`, `-2.5`, `1e3`), or a boolean
 * (`true` / `false`). Needs `attribute_key`.
 */
export function attributeFilter(
  key: string | undefined,
  value: string | undefined,
): { key: string; value?: { text: string; number: number | null; boolean: 0 | 1 | null } } | undefined {
  if (key === undefined) {
    if (value !== undefined) invalid("query.attribute_value", "needs query.attribute_key");
    return undefined;
  }
  if (value === undefined) return { key };
  const number = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/.test(value) ? Number(value) : null;
  return {
    key,
    value: {
      text: value,
      number: number !== null && Number.isFinite(number) ? number : null,
      boolean: value === "true" ? 1 : value === "false" ? 0 : null,
    },
  };
}
