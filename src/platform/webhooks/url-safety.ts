import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { invalid } from "../errors.js";

export type Resolver = (hostname: string) => Promise<string[]>;

const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Whether an endpoint may be reached at `address` (an IP literal): public
 * unicast only. Loopback, private, link-local, carrier-grade NAT, multicast,
 * documentation and other reserved ranges are not, and neither is any IPv6
 * address that embeds a non-public IPv4 address: IPv4-compatible (`::a.b.c.d`),
 * IPv4-mapped (`::ffff:a.b.c.d`), IPv4-translated (`::ffff:0:a.b.c.d`), NAT64
 * (`64:ff9b::/96`), 6to4 (`2002::/16`) and Teredo (`2001::/32`, server and
 * client). An embedded public IPv4 address is allowed (a DNS64 network
 * synthesises `64:ff9b::<public>` for every IPv4-only host). The local-use
 * NAT64 prefix `64:ff9b:1::/48` and the rest of `64:ff9b::/32` are refused.
 * Anything that is not an IP literal (a name, a zone id) is not public.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return ipaddr.IPv4.parse(address).range() === "unicast";
  if (family !== 6) return false;
  const v6 = parseIPv6(address);
  if (!v6) return false;
  const embedded = embeddedIPv4(v6.parts);
  if (embedded === "refuse") return false;
  if (embedded) return embedded.every((v4) => v4.range() === "unicast");
  return v6.range() === "unicast";
}

/**
 * ipaddr.js reads `::127.0.0.1` as IPv4-mapped; the WHATWG URL parser (what
 * connects) reads it as `::7f00:1`. Parse what the URL parser canonicalised.
 */
function parseIPv6(address: string): ipaddr.IPv6 | null {
  try {
    const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
    return ipaddr.IPv6.parse(canonical);
  } catch {
    return null;
  }
}

const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);

/** The IPv4 addresses an IPv6 address embeds (null: none; "refuse": a prefix never reached). */
function embeddedIPv4(p: number[]): ipaddr.IPv4[] | "refuse" | null {
  const zero = (from: number, to: number) => p.slice(from, to).every((x) => x === 0);
  if (zero(0, 6)) return [v4(p[6], p[7])]; // ::a.b.c.d (IPv4-compatible; :: and ::1 land here as 0.0.0.x)
  if (zero(0, 5) && p[5] === 0xffff) return [v4(p[6], p[7])]; // ::ffff:a.b.c.d (IPv4-mapped)
  if (zero(0, 4) && p[4] === 0xffff && p[5] === 0) return [v4(p[6], p[7])]; // ::ffff:0:a.b.c.d (IPv4-translated)
  if (p[0] === 0x64 && p[1] === 0xff9b) return zero(2, 6) ? [v4(p[6], p[7])] : "refuse"; // NAT64 well-known /96; local-use /48 and the rest
  if (p[0] === 0x2002) return [v4(p[1], p[2])]; // 6to4
  if (p[0] === 0x2001 && p[1] === 0) return [v4(p[2], p[3]), v4(p[6] ^ 0xffff, p[7] ^ 0xffff)]; // Teredo: server, client (inverted)
  return null;
}

/**
 * What the URL alone says, without I/O: a problem (the message after the
 * field's name), or the host name whose addresses remain to be checked (null
 * when none does: development, or an IP literal checked here).
 */
function formOf(raw: string, production: boolean): { problem: string } | { host: string | null } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: "is not a valid URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { problem: "must be an http or https URL" };
  if (url.username || url.password) return { problem: "must not contain credentials" };
  if (!production) return { host: null };
  if (url.protocol !== "https:") return { problem: "must use https in production" };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) !== 0) return isPublicAddress(host) ? { host: null } : { problem: "must be a public address in production" };
  return { host };
}

/**
 * Registration-time checks of an endpoint URL, in two parts: the form
 * (`checkEndpointUrlForm`, no I/O: it may run inside a write unit) and the
 * addresses of a host name (`checkEndpointHost`, a DNS lookup: never inside a
 * unit, whose every await must be its own statements). `checkEndpointUrl`
 * runs both. Always: a valid http(s) URL with no credentials. In production
 * also: https, and every address the host is or resolves to is public. The
 * error never says what a name resolved to (that would reveal internal DNS).
 * These checks only give an early 400: the guard against SSRF is the sender's,
 * which checks every connection against the address actually connected
 * (`publicOnlyAgents` in public-agent.ts), so DNS rebinding cannot get around
 * them. Refusals name `field` (400 `invalid_request`).
 */
export async function checkEndpointUrl(raw: string, production: boolean, resolve: Resolver = systemResolver, field = "body.url"): Promise<void> {
  const host = checkEndpointUrlForm(raw, production, field);
  if (host !== null) await checkEndpointHost(host, resolve, field);
}

/** The part without I/O; answers the host name whose addresses `checkEndpointHost` must still check (null: none). */
export function checkEndpointUrlForm(raw: string, production: boolean, field = "body.url"): string | null {
  const form = formOf(raw, production);
  if ("problem" in form) invalid(field, form.problem);
  return form.host;
}

/**
 * The host name whose addresses remain to be checked, for a URL whose form
 * passes (null otherwise: a URL the form check refuses is left to it, so that
 * its answer does not change with what DNS says).
 */
export function hostToResolve(raw: string, production: boolean): string | null {
  const form = formOf(raw, production);
  return "problem" in form ? null : form.host;
}

/** The DNS part: `host` resolves, to public addresses only. */
export async function checkEndpointHost(host: string, resolve: Resolver = systemResolver, field = "body.url"): Promise<void> {
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    invalid(field, `host ${host} does not resolve`);
  }
  if (addresses.length === 0) invalid(field, `host ${host} does not resolve`);
  if (!addresses.every(isPublicAddress)) invalid(field, `host ${host} must resolve to public addresses only in production`);
}
