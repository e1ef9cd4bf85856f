import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";
import { invalid } from "../../platform/errors.js";

export type Resolver = (hostname: string) => Promise<string[]>;

const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** Public unicast only: loopback, private, link-local, carrier-grade NAT, reserved … are not (IPv4-mapped IPv6 is unwrapped). */
export const isPublicAddress = (address: string): boolean => ipaddr.process(address).range() === "unicast";

/**
 * Registration-time check of an endpoint URL. Always: a valid http(s) URL with
 * no credentials. In production also: https, and every address the name
 * resolves to is public. The sender checks again on every connection, against
 * the address actually connected (request-filtering-agent), so DNS rebinding
 * cannot get around this check.
 */
export async function checkEndpointUrl(raw: string, production: boolean, resolve: Resolver = systemResolver): Promise<void> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    invalid("body.url", "is not a valid URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") invalid("body.url", "must be an http or https URL");
  if (url.username || url.password) invalid("body.url", "must not contain credentials");
  if (!production) return;
  if (url.protocol !== "https:") invalid("body.url", "must use https in production");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : await resolve(host);
  } catch {
    invalid("body.url", `host ${host} does not resolve`);
  }
  if (addresses.length === 0) invalid("body.url", `host ${host} does not resolve`);
  const blocked = addresses.find((a) => !isPublicAddress(a));
  if (blocked) invalid("body.url", `must resolve to a public address (${host} → ${blocked})`);
}
