import { randomBytes } from "node:crypto";
import { ObjectId } from "bson";

/** A 24-character hex record id (time-ordered, as MongoDB ObjectIds are). */
export const newId = (): string => new ObjectId().toHexString();

/** An id with a type prefix, e.g. `evt_…`. */
export const prefixedId = (prefix: string): string => `${prefix}_${newId()}`;

/** A random secret of `bytes` bytes, base64url encoded. */
export const randomSecret = (bytes = 24): string => randomBytes(bytes).toString("base64url");

