import { invalid } from "../../platform/errors.js";

export type AttributeValue = string | number | boolean;

export interface ContactFields {
  name: string | null;
  email: string | null;
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
 */
export function applyContactPatch(current: ContactFields, patch: ContactPatch): { next: ContactFields; changed: boolean } {
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
    phone: patch.phone !== undefined ? patch.phone : current.phone,
    avatar: patch.avatar !== undefined ? patch.avatar : current.avatar,
    attributes,
  };
  const changed =
    next.name !== current.name ||
    next.email !== current.email ||
    next.phone !== current.phone ||
    next.avatar !== current.avatar ||
    Object.keys(attributes).length !== Object.keys(current.attributes).length ||
    Object.entries(attributes).some(([k, v]) => current.attributes[k] !== v);
  return { next, changed };
}

export const EMPTY_CONTACT: ContactFields = { name: null, email: null, phone: null, avatar: null, attributes: {} };

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
