/**
 * The mail outbox keeps all its state in SQLite: SIGKILL `tandem serve` while
 * mails are with the SMTP server and every acknowledged reply is still mailed
 * after a restart (at least once; a duplicate has the same Message-ID).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDeskClient, unwrap } from "@tandem/sdk";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveTandem, stopTandem } from "./support/cli.js";
import { type SmtpServerHandle, startSmtp } from "./support/smtp.js";

const dir = mkdtempSync(join(tmpdir(), "tandem-mail-restart-"));
const db = join(dir, "mail.db");
let smtp: SmtpServerHandle;

beforeAll(async () => {
  smtp = await startSmtp();
  smtp.delayMs = 400; // answers late, so mails are in flight when the server dies
});
afterAll(async () => {
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

function query<T>(sql: string): T[] {
  const d = new Database(db, { readonly: true });
  try {
    return d.prepare(sql).all() as T[];
  } finally {
    d.close();
  }
}

async function until(check: () => boolean, what: string, limitMs = 30_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("mail after kill -9", () => {
  it("mails every acknowledged reply after a SIGKILL in mid-send, duplicates keeping their Message-ID", async () => {
    const env = { TANDEM_SMTP_URL: smtp.url, TANDEM_SMTP_FROM: "Support <support@acme.test>" };
    const first = await serveTandem(db, { env });
    expect(first.output).toContain(`E-mail to visitors: on, via ${smtp.url} from Support <support@acme.test>`);
    const key = /^\s+(dsk_test_\S+)$/m.exec(first.output)![1];
    const desk = createDeskClient({ baseUrl: `${first.url}/v1`, apiKey: key });
    const replies = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const c = await unwrap(desk.POST("/conversations", { body: { contact: { external_id: `v${i}`, email: `v${i}@example.com` }, body: "help", subject: `Case ${i}` } }));
        return unwrap(desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: `answer ${i}` } }));
      }),
    );
    expect(replies).toHaveLength(12);
    await until(() => query("SELECT 1 FROM mail_attempts WHERE state = 'in_flight'").length > 0, "a mail in flight");
    await stopTandem(first.child, "SIGKILL");

    const rows = query<{ message_id: string; status: string }>("SELECT message_id, status FROM mail_deliveries");
    expect(rows).toHaveLength(12);
    expect(rows.some((r) => r.status === "pending")).toBe(true);

    const second = await serveTandem(db, { env });
    try {
      await until(() => query<{ status: string }>("SELECT status FROM mail_deliveries").every((r) => r.status === "sent"), "every mail sent");
      const arrivedIds = smtp.arrived.map((a) => a.mail.messageId);
      expect(new Set(arrivedIds)).toEqual(new Set(rows.map((r) => r.message_id)));
      expect(new Set(smtp.arrived.map((a) => a.mail.text?.split("\n")[2])).size).toBe(12);
      // The attempts the kill cut short are in the log, as interrupted.
      expect(query("SELECT 1 FROM mail_attempts WHERE state = 'interrupted'").length).toBeGreaterThan(0);
      expect(query("SELECT 1 FROM mail_attempts WHERE state = 'in_flight'")).toEqual([]);
    } finally {
      await stopTandem(second.child);
    }
  }, 120_000); // two child servers started and one killed: 15 s on an idle machine, more under load

  it("without TANDEM_SMTP_URL, serve says in one line that mail is off", async () => {
    const served = await serveTandem(db);
    try {
      expect(served.output).toContain("E-mail to visitors: off (TANDEM_SMTP_URL is not set; no mail is queued)");
    } finally {
      await stopTandem(served.child);
    }
  });
});
