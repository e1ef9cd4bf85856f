/**
 * A real webhook receiver: a node:http server on 127.0.0.1 (a free port) that
 * records every request (method, path, headers, raw body) and answers each
 * one as programmed: a status, a body, headers (e.g. `Location`), later
 * (`after` a promise) or never (`hang`). `close()` also destroys the sockets
 * of requests left hanging.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as received. */
  raw: Buffer;
  /** `raw` as UTF-8. */
  body: string;
}

export interface ReceiverAnswer {
  /** Default 200. */
  status?: number;
  /** Default "ok". */
  body?: string;
  headers?: Record<string, string>;
  /** Never answer (the request stays open until the client gives up or `close()`). */
  hang?: boolean;
  /** Answer only once this settles (holds the request open in the meantime). */
  after?: Promise<unknown>;
}

/** A fixed answer, or one chosen per request (`index` counts from 0). */
export type Responder = ReceiverAnswer | ((req: ReceivedRequest, index: number) => ReceiverAnswer);

export interface Receiver {
  /** e.g. http://127.0.0.1:PORT/hook */
  url: string;
  port: number;
  /** Every request so far, in order of arrival (recorded once its body is complete). */
  requests: ReceivedRequest[];
  /** The bodies so far, parsed as JSON. */
  events(): any[];
  /** Changes how the next requests are answered. */
  respond(responder: Responder): void;
  /** Requests received but not answered (hanging). */
  hanging(): number;
  close(): Promise<void>;
}

export async function startReceiver(responder: Responder = {}): Promise<Receiver> {
  let answer = responder;
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  let hanging = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const received: ReceivedRequest = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, raw, body: raw.toString("utf8") };
      const index = requests.push(received) - 1;
      const a = typeof answer === "function" ? answer(received, index) : answer;
      if (a.hang || a.after) {
        hanging++;
        res.on("close", () => hanging--);
      }
      if (a.hang) return;
      const reply = () => {
        if (res.destroyed) return;
        res.writeHead(a.status ?? 200, { "content-type": "text/plain", ...a.headers });
        res.end(a.body ?? "ok");
      };
      if (a.after) void a.after.then(reply, reply);
      else reply();
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    requests,
    events: () => requests.map((r) => JSON.parse(r.body)),
    respond(next) {
      answer = next;
    },
    hanging: () => hanging,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
        server.closeAllConnections();
      }),
  };
}

/** A loopback port with nothing listening on it (connections are refused). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
