/**
 * The console's pure rules: password hashing (scrypt, node:crypto), tokens,
 * the session cookie, CSRF comparison.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { ConsoleError } from "./errors.js";

/** A session lasts this long from sign-in. */
export const SESSION_TTL_MS = 12 * 3_600_000;
/** A one-time sign-in link is valid this long. */
export const LINK_TTL_MS = 24 * 3_600_000;
export const SESSION_COOKIE = "tandem_console_session";
export const CSRF_HEADER = "x-csrf-token";
export const MIN_PASSWORD_LENGTH = 10;

/** scrypt cost (N = 2^15, r = 8, p = 1: ~32 MiB and ~50–100 ms, OWASP's minimum is N = 2^17 with r = 8 … we keep interactive latency). */
const N = 32768;
const R = 8;
const P = 1;
const KEY_LEN = 32;
const MAXMEM = 64 * 1024 * 1024;

function scryptAsync(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_LEN, { N: n, r, p, maxmem: MAXMEM }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/** Whether `password` matches `stored` (constant-time comparison); false for a malformed or missing hash. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split("$");
  if (!parts || parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], "base64url");
  const expected = Buffer.from(parts[5], "base64url");
  const key = await scryptAsync(password, salt, n, r, p);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to verify against when the e-mail is unknown, so both failures take as long. */
export const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString("base64url")}$${Buffer.alloc(KEY_LEN).toString("base64url")}`;

/** A random token (32 bytes, base64url) and its SHA-256, the only thing stored. */
export function mintToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** The value of cookie `name` in a `Cookie` header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

/** The session cookie (the platform adds `Secure` when the request came over https). */
export const sessionCookie = (token: string, maxAgeSeconds: number): string =>
  `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}`;
export const clearedSessionCookie = (): string => `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`;

/** Constant-time string equality. */
export function sameToken(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A plausible e-mail address (one @, something on each side, a dot in the domain). */
export const isEmail = (s: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s) && s.length <= 254;

/** Failed sign-ins of one account (e-mail) that are free; after them each attempt waits. */
export const SIGN_IN_FREE_FAILURES = 5;
/** The first wait; each further failure doubles it, up to `SIGN_IN_MAX_WAIT_MS`. */
export const SIGN_IN_FIRST_WAIT_MS = 1_000;
/** The longest wait: the back-off slows guessing to one try a minute per account and never locks it. */
export const SIGN_IN_MAX_WAIT_MS = 60_000;
/** Failures this old are forgotten (the count starts again). */
export const SIGN_IN_FAILURE_MEMORY_MS = 15 * 60_000;

/** An account's failed sign-ins: how many in a row, and the last one's time (ms). */
export interface SignInFailures {
  count: number;
  lastAt: number;
}

/**
 * When an account may try to sign in again (ms; 0: now). The first five
 * failures cost nothing; then each waits 1 s, 2 s, 4 s … after the last
 * failure, at most 60 s. Failures older than 15 minutes are forgotten.
 * Never a lock: a right password after the wait always signs in.
 */
export function signInAllowedAt(f: SignInFailures | undefined, now: number): number {
  if (!f || now - f.lastAt >= SIGN_IN_FAILURE_MEMORY_MS || f.count < SIGN_IN_FREE_FAILURES) return 0;
  return f.lastAt + Math.min(SIGN_IN_MAX_WAIT_MS, SIGN_IN_FIRST_WAIT_MS * 2 ** (f.count - SIGN_IN_FREE_FAILURES));
}

/** The failures after one more (a forgotten count starts again at 1). */
export const signInFailed = (f: SignInFailures | undefined, now: number): SignInFailures => ({
  count: f && now - f.lastAt < SIGN_IN_FAILURE_MEMORY_MS ? f.count + 1 : 1,
  lastAt: now,
});

/** The back-off's key of an e-mail: operators' e-mails compare case-insensitively. */
export const accountKey = (email: string): string => email.trim().toLowerCase();

/** The longest display name (`--name`), in characters. */
export const MAX_DISPLAY_NAME_LENGTH = 200;

/** A display name as stored: trimmed, 1–200 characters; anything else is a 400 `invalid_request`. */
export function checkDisplayName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || [...trimmed].length > MAX_DISPLAY_NAME_LENGTH) {
    throw new ConsoleError("invalid_request", `--name must have 1 to ${MAX_DISPLAY_NAME_LENGTH} characters`);
  }
  return trimmed;
}

/** The name an operator's replies and notes carry (`author_name`): its display name, else its e-mail's local part. */
export function displayName(o: { email: string; name: string | null }): string {
  return o.name ?? o.email.slice(0, o.email.lastIndexOf("@"));
}
/** An operator's role: owner (everything), admin (all but team and keys), agent (the inbox), viewer (reads). */
export const ROLES = ["owner", "admin", "agent", "viewer"] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (s: string): s is Role => (ROLES as readonly string[]).includes(s);

/** What a one-time link is for: `sign_in` (printed by `tandem operators create`), `invite` and `reset` (e-mailed). */
export type LinkPurpose = "sign_in" | "invite" | "reset";
/** An invitation's link is valid this long. */
export const INVITE_TTL_MS = 7 * 24 * 3_600_000;
/** A password reset's link is valid this long. */
export const RESET_TTL_MS = 3_600_000;

/** The role `tandem operators create` gives when none is named: owner for the first operator, else admin. */
export const defaultRole = (operatorsSoFar: number): Role => (operatorsSoFar === 0 ? "owner" : "admin");

/**
 * Whether a change leaves the team without an enabled owner: `owners` are the enabled owners' ids
 * now, `target` the operator changed, `stillOwner` whether it stays an enabled owner afterwards.
 */
export const leavesNoOwner = (owners: readonly string[], target: string, stillOwner: boolean): boolean =>
  !stillOwner && owners.includes(target) && owners.length === 1;
