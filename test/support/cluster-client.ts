/**
 * Real HTTP to the nodes of a cluster (test/support/cluster.ts), as a client behind a load balancer
 * sends it: keep-alive sockets per client, JSON bodies, the answer's status and body; a connection
 * cut off by a killed node is `status: 0`. Plus the bits the multi-node tests share: a card put on
 * file through the sandbox's hosted checkout, and SQL on the cluster's database for what no API
 * answers (counts of rows).
 */
import http from "node:http";
import pg from "pg";
import type { Node } from "./cluster.js";
import { payCheckoutPage } from "./revenue.js";

export interface Answer {
  status: number;
  body: any;
  headers: http.IncomingHttpHeaders;
}

export function httpClient(opts: { maxSockets?: number } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxSockets ?? 32 });
  const send = (method: string, url: string, key: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
    new Promise((resolve) => {
      const req = http.request(url, { method, headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...headers }, agent }, (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => {
          let parsed: unknown = text;
          try {
            parsed = text === "" ? null : JSON.parse(text);
          } catch {
            /* not JSON: the text */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
        });
        res.on("error", () => resolve({ status: 0, body: null, headers: {} }));
      });
      req.on("error", () => resolve({ status: 0, body: null, headers: {} }));
      req.end(body === undefined ? undefined : JSON.stringify(body));
    });
  return {
    /** A Usage & Billing operation (`POST /v1/<op>`) on `node`. */
    rv: (node: Node, key: string, op: string, body: unknown, headers?: Record<string, string>) => send("POST", `${node.revenueUrl}/v1/${op}`, key, body, headers),
    /** A desk call (`/v1<path>`) on `node`: POST with a body, else GET. */
    desk: (node: Node, key: string, path: string, body?: unknown, headers?: Record<string, string>) =>
      send(body === undefined ? "GET" : "POST", `${node.url}/v1${path}`, key, body, headers),
    destroy: () => agent.destroy(),
  };
}
export type HttpClient = ReturnType<typeof httpClient>;

/** The answer's body when it is a success; throws with the answer otherwise. */
export function ok(a: Answer): any {
  if (a.status < 200 || a.status >= 300) throw new Error(`expected a success, got ${a.status} ${JSON.stringify(a.body)}`);
  return a.body;
}

/** `{ status, code }` of an answer, for comparing outcomes. */
export const outcome = (a: Answer) => ({ status: a.status, code: (a.body as { code?: string } | null)?.code });

/**
 * Puts a card (4242) on file for `customer`: `billing.setup_payment` on `node`, then the sandbox's
 * hosted checkout page paid, as the customer would.
 */
export async function cardOnFile(c: HttpClient, node: Node, key: string, customer: string): Promise<void> {
  const setup = ok(await c.rv(node, key, "billing.setup_payment", { customer_id: customer }));
  const paid = await payCheckoutPage(setup.url ?? setup.payment_url);
  if (paid.status >= 300) throw new Error(`the card was not saved: ${paid.status} ${paid.text.slice(0, 300)}`);
  const methods = ok(await c.rv(node, key, "payment_methods.list", { customer_id: customer }));
  if ((methods.list ?? methods.data ?? []).length === 0) throw new Error(`no card on file for ${customer} after the checkout`);
}

/** A pool on the cluster's database, for counting rows no API lists. */
export function sqlOn(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    rows: async <T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => (await pool.query<T>(text, params)).rows,
    end: () => pool.end(),
  };
}

/** Polls `check` every 50 ms until it holds; throws after `limitMs` (a bound, never a schedule). */
export async function until(check: () => boolean | Promise<boolean>, what: string, limitMs = 20_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
