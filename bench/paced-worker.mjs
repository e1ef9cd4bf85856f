// An open-loop load generator for "latency at N requests/s": requests leave
// at evenly spaced times whatever the server does (autocannon's overallRate
// instead fires each connection's whole per-second quota at the start of
// every second, so it measures bursts, not a steady rate). Runs in a worker
// thread so the server keeps its own; plain JS so the worker needs no loader.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

const { url, method, headers, body, rate, durationSec, connections, idReplacement } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const total = Math.round(rate * durationSec);
const spacingMs = 1000 / rate;
const latencies = new Float64Array(total);
let sent = 0;
let finished = 0;
let non2xx = 0;
let errors = 0;
const statusCodes = {};

const withId = (text, id) => (text === undefined ? undefined : text.replaceAll("[<id>]", id));

function fire() {
  const id = idReplacement ? randomUUID() : "";
  const payload = idReplacement ? withId(body, id) : body;
  const h = {};
  for (const [k, v] of Object.entries(headers ?? {})) h[k] = idReplacement ? withId(v, id) : v;
  if (payload !== undefined) h["content-length"] = Buffer.byteLength(payload);
  const index = sent++;
  const t0 = performance.now();
  const req = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers: h }, (res) => {
    res.resume();
    res.on("end", () => {
      latencies[index] = performance.now() - t0;
      statusCodes[res.statusCode] = (statusCodes[res.statusCode] ?? 0) + 1;
      if (res.statusCode < 200 || res.statusCode > 299) non2xx++;
      done();
    });
  });
  req.on("error", () => {
    latencies[index] = Number.NaN;
    errors++;
    done();
  });
  req.end(payload);
}

function done() {
  if (++finished < total) return;
  const ok = Array.from(latencies).filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  const at = (p) => ok[Math.min(ok.length - 1, Math.floor((p / 100) * ok.length))] ?? 0;
  agent.destroy();
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
(function tick() {
  const due = Math.min(total, Math.floor((performance.now() - start) / spacingMs) + 1);
  while (sent < due) fire();
  if (sent < total) setTimeout(tick, 1);
})();
