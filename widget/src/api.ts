/** The widget's calls to the desk's `/v1/widget` routes (types from the contract; nothing else is bundled). */
import type { components } from "../../generated/desk.js";

type S = components["schemas"];
export type Identity = S["WidgetIdentity"];
export type Session = S["WidgetSession"];
export type Brand = S["WidgetBrand"];
export type Conversation = S["WidgetConversation"];
export type Message = S["WidgetMessage"];
export type Feed = S["WidgetMessageFeed"];
export type Ticket = S["WidgetTicket"];

/** An error answer of the API. */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface WidgetApi {
  token: string | undefined;
  session(identity?: Identity): Promise<Session>;
  conversations(): Promise<Conversation[]>;
  start(body: string): Promise<Conversation>;
  feed(id: string, after: string | undefined, wait: number, signal?: AbortSignal): Promise<Feed>;
  send(id: string, body: string): Promise<Message>;
  rate(id: string, rating: number): Promise<unknown>;
  /** The optional comment after a rating: added to that same rating. */
  comment(id: string, comment: string): Promise<unknown>;
  tickets(): Promise<Ticket[]>;
}

export function createApi(base: string, publicKey: string): WidgetApi {
  const api: WidgetApi = {
    token: undefined,
    session: (identity) => call<Session>("POST", "/session", identity ? { identity } : {}),
    conversations: async () => (await call<{ items: Conversation[] }>("GET", "/conversations")).items,
    start: (body) => call<Conversation>("POST", "/conversations", { body, clientId: clientId() }),
    feed: (id, after, wait, signal) => {
      const q = new URLSearchParams({ wait: String(wait) });
      if (after) q.set("after", after);
      return call<Feed>("GET", `/conversations/${id}/messages?${q}`, undefined, signal);
    },
    send: (id, body) => call<Message>("POST", `/conversations/${id}/messages`, { body, clientId: clientId() }),
    rate: (id, rating) => call("POST", `/conversations/${id}/csat`, { rating }),
    comment: (id, comment) => call("POST", `/conversations/${id}/csat/comment`, { comment }),
    tickets: async () => (await call<{ items: Ticket[] }>("GET", "/tickets")).items,
  };

  async function call<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Bearer ${publicKey}` };
    if (api.token) headers["X-Visitor-Token"] = api.token;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const res = await fetch(`${base}/v1/widget${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
    const json = (await res.json().catch(() => ({}))) as { data?: T; code?: string; message?: string };
    if (!res.ok) throw new WidgetApiError(res.status, json.code ?? "error", json.message ?? `HTTP ${res.status}`);
    return json.data as T;
  }
  return api;
}

/** A random id that makes a retried send safe. */
const clientId = (): string => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);
