import { invalid } from "../../platform/errors.js";

export type AttributeValue = string | number | boolean;

export interface ContactFields {
  name: string | null;
  email: string | null;
  phone: string | null;
  avatar: string | null;
  attributes: Record<string, AttributeValue>;
}

export interface ContactPatch {
  name?: string;
  email?: string;
  phone?: string;
  avatar?: string;
  attributes?: Record<string, AttributeValue>;
}

export const MAX_ATTRIBUTES = 50;
export const MAX_ATTRIBUTE_KEY_LENGTH = 100;

/**
 * Applies an upsert to a contact's fields: absent fields keep their value,
 * attributes merge key by key. `changed` is false when nothing differs
 * (then no `contact.updated` is emitted).
 */
export function applyContactPatch(current: ContactFields, patch: ContactPatch): { next: ContactFields; changed: boolean } {
  for (const key of Object.keys(patch.attributes ?? {})) {
    if (key.length < 1 || key.length > MAX_ATTRIBUTE_KEY_LENGTH) {
      invalid(`body.attributes.${key}`, `key must be 1–${MAX_ATTRIBUTE_KEY_LENGTH} characters`);
    }
  }
  const attributes = { ...current.attributes, ...patch.attributes };
  if (Object.keys(attributes).length > MAX_ATTRIBUTES) {
    invalid("body.attributes", `would hold more than ${MAX_ATTRIBUTES} attributes`);
  }
  const next: ContactFields = {
    name: patch.name ?? current.name,
    email: patch.email ?? current.email,
    phone: patch.phone ?? current.phone,
    avatar: patch.avatar ?? current.avatar,
    attributes,
  };
  const changed =
    next.name !== current.name ||
    next.email !== current.email ||
    next.phone !== current.phone ||
    next.avatar !== current.avatar ||
    Object.entries(attributes).some(([k, v]) => current.attributes[k] !== v);
  return { next, changed };
}

export const EMPTY_CONTACT: ContactFields = { name: null, email: null, phone: null, avatar: null, attributes: {} };
