/**
 * A complete webhook receiver for Tandem's Support Desk events (node:http).
 * Run: WEBHOOK_SECRET=whsec_… node --import tsx docs/webhook-receiver.ts
 * test/docs-receiver.test.ts runs this very file against a real Tandem.
 */
import http from "node:http";
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
        onEvent(event); // narrow on event.type: "ticket.created" → event.data is a Ticket, …
      }
      res.writeHead(204).end(); // any 2xx within 10 s is success
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) throw new Error("Set WEBHOOK_SECRET to the endpoint's whsec_ secret.");
  createReceiver(secret, (e) => console.log(e.type, e.id, e.data)).listen(Number(process.env.PORT ?? 3000));
}
