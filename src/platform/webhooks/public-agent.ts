import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { Duplex } from "node:stream";
import { isPublicAddress } from "./url-safety.js";

export type LookupFunction = NonNullable<net.TcpSocketConnectOpts["lookup"]>;

const refused = (what: string) => new Error(`connection to ${what} is not allowed: not a public address`);

/**
 * Wraps a DNS lookup so that every address it answers is checked with
 * `isPublicAddress` before the socket connects to it: the address checked is
 * the address connected (no window for DNS rebinding). The error names the
 * host, never what it resolved to.
 */
function checkedLookup(base: LookupFunction): LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, cb: (...args: any[]) => void) => {
    base(hostname, options, ((err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => {
      if (err) return cb(err);
      const all = Array.isArray(address) ? address.map((a) => a.address) : [address];
      if (!all.every(isPublicAddress)) return cb(refused(hostname));
      cb(null, address, family);
    }) as never);
  }) as LookupFunction;
}

/** A socket that fails at once with `error` (how an agent refuses a connection). */
function failedSocket(error: Error, cb?: (err: Error | null, socket: Duplex) => void): Duplex {
  const socket = new net.Socket();
  if (cb) cb(error, socket);
  else process.nextTick(() => socket.destroy(error));
  return socket;
}

type CreateConnection = (options: any, cb?: (err: Error | null, socket: Duplex) => void) => Duplex;

/** Overrides an agent's createConnection: IP literals are checked here, names in the lookup. */
function guard<A extends http.Agent>(agent: A, lookup: LookupFunction): A {
  const original = (agent as unknown as { createConnection: CreateConnection }).createConnection.bind(agent);
  (agent as unknown as { createConnection: CreateConnection }).createConnection = (options, cb) => {
    const host = String(options.host ?? options.hostname ?? "").replace(/^\[|\]$/g, "");
    if (net.isIP(host) !== 0 && !isPublicAddress(host)) return failedSocket(refused(host), cb);
    return original({ ...options, lookup: checkedLookup(options.lookup ?? lookup) }, cb);
  };
  return agent;
}

/**
 * The production agents of the webhook transport: node's own http(s) agents
 * whose every connection goes only to public addresses (`isPublicAddress`,
 * which also refuses IPv6 forms embedding a private IPv4 address). `lookup`
 * replaces DNS (tests).
 */
export function publicOnlyAgents(opts: { keepAlive: boolean; lookup?: LookupFunction }) {
  const lookup = opts.lookup ?? (dns.lookup as unknown as LookupFunction);
  return {
    "http:": guard(new http.Agent({ keepAlive: opts.keepAlive }), lookup),
    "https:": guard(new https.Agent({ keepAlive: opts.keepAlive }), lookup),
  };
}
