import { createServer, type Server } from "node:http";
import type { Metrics } from "../observability/metrics.js";
import type { ConnectionBudget } from "./connection-budget.js";

/**
 * `GET /metrics` (Prometheus text format) on its own address, so metrics are
 * never public on an API port: `TANDEM_METRICS_PORT` turns it on, on
 * `TANDEM_METRICS_HOST` (default 127.0.0.1). Its connections count against
 * the process's connection budget.
 */
export async function serveMetrics(metrics: Metrics, host: string, port: number, connections?: ConnectionBudget): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found: GET /metrics\n");
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { "content-type": metrics.registry.contentType }).end(text),
      (err: unknown) => res.writeHead(500, { "content-type": "text/plain" }).end(`metrics failed: ${String(err)}\n`),
    );
  });
  connections?.attach(server);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const addr = server.address();
  const p = typeof addr === "object" && addr ? addr.port : port;
  return { url: `http://${host.includes(":") ? `[${host}]` : host}:${p}`, server };
}
