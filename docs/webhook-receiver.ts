/**
 * A complete webhook receiver for Tandem's Support Desk events (node:http).
 *
 *   DESK_WEBHOOK_SECRET=whsec_… PORT=3000 node --conditions=tandem-source --import tsx docs/webhook-receiver.ts
 *
 * then register http://<this host>:3000/ as an endpoint. test/docs-receiver.test.ts
 * runs this very file against a real Tandem, imported and as a program.
 */
import { realpathSync } from "node:fs";
import http from "node:http";
import { pathToFileURL } from "node:url";
import { type DeskEvent, verifyWebhook, WebhookVerificationError } from "@tandem/sdk";

export function createReceiver(secret: string, onEvent: (event: DeskEvent) => void) {
  // Deliveries are at-least-once: remember Desk-Delivery ids and ignore repeats.
  // (A real receiver keeps them in its database, for a few days.)
  const seen = new Set<string>();

  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks); // the raw body, exactly as received
      let event: DeskEvent;
      try {
        event = verifyWebhook(raw, req.headers["desk-signature"] as string | undefined, secret);
      } catch (err) {
        res.writeHead(err instanceof WebhookVerificationError ? 400 : 500).end();
        return;
      }
      const deliveryId = String(req.headers["desk-delivery"]);
      if (!seen.has(deliveryId)) {
        seen.add(deliveryId);
        // Narrow on event.type: "ticket.created" → event.data is a Ticket, …
        // Deliveries may arrive out of order: order by event.sequence (per workspace and mode).
        onEvent(event);
      }
      res.writeHead(204).end(); // any 2xx within 10 s is success
    });
  });
}

/** Run directly (not imported): listen on PORT (default 3000) with DESK_WEBHOOK_SECRET. */
function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return pathToFileURL(realpathSync(entry)).href === import.meta.url;
  } catch {
    return false;
  }
}

if (isMain()) {
  const secret = process.env.DESK_WEBHOOK_SECRET;
  if (!secret?.startsWith("whsec_")) {
    console.error("Set DESK_WEBHOOK_SECRET to the endpoint's whsec_… signing secret.");
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const server = createReceiver(secret, (e) => console.log(JSON.stringify({ type: e.type, id: e.id, sequence: e.sequence, livemode: e.livemode })));
  server.listen(port, () => {
    const address = server.address();
    console.log(`Listening for Tandem webhooks on http://localhost:${typeof address === "object" && address ? address.port : port}/`);
  });
  process.once("SIGTERM", () => server.close(() => process.exit(0)));
  process.once("SIGINT", () => server.close(() => process.exit(0)));
}
