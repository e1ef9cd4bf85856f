// An open-loop load generator for "latency at N requests/s": requests leave
// at evenly spaced times whatever the server does (autocannon's overallRate
// instead fires each connection's whole per-second quota at the start of
// every second, so it measures bursts, not a steady rate). Runs in a worker
// thread so the server keeps its own; plain JS so the worker needs no loader.
//
// It speaks HTTP/1.1 over raw keep-alive sockets with pre-built request
// heads: on this 2-core machine node:http's client cost ~100 µs of CPU per
// request, which at 2,000/s took a fifth of a core from the server it was
// measuring and put its own stalls into the tail. A request is written when
// it is due and a connection is free; its latency runs from that write to
// the last byte of the answer. Answers must carry Content-Length (fastify's
// JSON answers do); anything else counts as an error.
import { randomUUID } from "node:crypto";
import net from "node:net";
import { parentPort, workerData } from "node:worker_threads";

const { url, method, headers, body, rate, durationSec, connections, idReplacement } = workerData;
const target = new URL(url);
// With `untilStopped`, durationSec is only an upper bound: the parent's "stop" message ends the
// run once the requests already sent have answered.
let total = Math.round(rate * durationSec);
const spacingMs = 1000 / rate;
const latencies = new Float64Array(total).fill(Number.NaN);
let sent = 0;
let finished = 0;
let non2xx = 0;
let errors = 0;
const statusCodes = {};

const withId = (text, id) => (text === undefined ? undefined : text.replaceAll("[<id>]", id));

/** The bytes of one request (a fresh id per request when asked). */
function requestBytes() {
  const id = idReplacement ? randomUUID() : "";
  const payload = idReplacement ? withId(body, id) : body;
  let head = `${method} ${target.pathname}${target.search} HTTP/1.1\r\nhost: ${target.host}\r\nconnection: keep-alive\r\n`;
  for (const [k, v] of Object.entries(headers ?? {})) head += `${k}: ${idReplacement ? withId(v, id) : v}\r\n`;
  if (payload !== undefined) head += `content-length: ${Buffer.byteLength(payload)}\r\n`;
  return `${head}\r\n${payload ?? ""}`;
}

/** One keep-alive connection with at most one request in flight. */
function connection() {
  const socket = net.connect({ host: target.hostname, port: Number(target.port), noDelay: true });
  const c = { busy: false, index: -1, t0: 0, buf: Buffer.alloc(0) };
  const settle = (status) => {
    latencies[c.index] = performance.now() - c.t0;
    statusCodes[status] = (statusCodes[status] ?? 0) + 1;
    if (status < 200 || status > 299) non2xx++;
    c.busy = false;
    c.buf = Buffer.alloc(0);
    done();
    pump();
  };
  socket.on("data", (chunk) => {
    c.buf = c.buf.length === 0 ? chunk : Buffer.concat([c.buf, chunk]);
    const end = c.buf.indexOf("\r\n\r\n");
    if (end < 0) return;
    const head = c.buf.toString("latin1", 0, end);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return fail(c, socket);
    if (c.buf.length < end + 4 + Number(length[1])) return;
    settle(Number(head.slice(9, 12)));
  });
  socket.on("error", () => fail(c, socket));
  c.send = (index, bytes) => {
    c.busy = true;
    c.index = index;
    c.t0 = performance.now();
    socket.write(bytes);
  };
  return c;
}

function fail(c, socket) {
  if (c.busy) {
    errors++;
    c.busy = false;
    done();
  }
  socket.destroy();
  pool[pool.indexOf(c)] = connection();
}

const pool = Array.from({ length: connections }, connection);
const backlog = [];

let turn = 0;

/**
 * Sends due requests on free connections, taking them in turn: a connection
 * that never sent a request would be closed by the server's headers timeout
 * (a 408 for a request never made) and its first request would pay a cold
 * socket.
 */
function pump() {
  while (backlog.length > 0) {
    let free;
    for (let k = 0; k < pool.length && !free; k++) {
      const c = pool[(turn + k) % pool.length];
      if (!c.busy) {
        free = c;
        turn = (turn + k + 1) % pool.length;
      }
    }
    if (!free) return;
    free.send(backlog.shift(), requestBytes());
  }
}

function done() {
  if (++finished < total) return;
  report();
}

parentPort.on("message", (m) => {
  if (m !== "stop") return;
  total = sent;
  clearTimeout(timer);
  if (finished >= total) report();
});

function report() {
  clearTimeout(timer);
  const ok = Array.from(latencies).filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  const at = (p) => ok[Math.min(ok.length - 1, Math.floor((p / 100) * ok.length))] ?? 0;
  parentPort.postMessage({
    total,
    seconds: (performance.now() - start) / 1000,
    non2xx,
    errors,
    statusCodes,
    p50: at(50),
    p90: at(90),
    p99: at(99),
    max: ok[ok.length - 1] ?? 0,
    mean: ok.reduce((a, b) => a + b, 0) / Math.max(1, ok.length),
  });
}

const start = performance.now();
let timer;
(function tick() {
  const due = Math.min(total, Math.floor((performance.now() - start) / spacingMs) + 1);
  while (sent < due) backlog.push(sent++);
  pump();
  if (sent < total) timer = setTimeout(tick, 1);
})();
