/**
 * Migration 15 (issue 26, items 8–9): contacts an unverified widget identity
 * created before it get their address marked unverified (never mailed);
 * contacts of the server API or of a verified identity keep theirs.
 */
import { expect, it } from "vitest";
import { migrate, openDatabase } from "../src/platform/db/database.js";
import { platformMigrations } from "../src/platform/db/migrations.js";
import { deskMigrations } from "../src/desk/migrations.js";

it("marks the addresses unverified identities gave before migration 15, and only those; old skipped mails get reason online", () => {
  const before = deskMigrations.filter((m) => m.version < 15);
  const db = openDatabase(":memory:", { platform: platformMigrations, desk: before });
  db.exec(`INSERT INTO workspaces (id, name, venture_id, created_at) VALUES ('w', 'W', 'v', 0); INSERT INTO spaces (id, workspace_id, mode, public_key) VALUES (1, 'w', 'test', 'pk')`);
  const contact = db.prepare(
    "INSERT INTO contacts (seq, id, space_id, external_id, email, created_at, updated_at) VALUES (?, ?, 1, ?, ?, ?, ?)",
  );
  const visitor = db.prepare(
    "INSERT INTO widget_visitors (id, space_id, contact_seq, token_hash, identified, verified, created_at) VALUES (?, 1, ?, ?, ?, ?, ?)",
  );
  contact.run(1, "c1", "phished", "victim@example.com", 1000, 1000); // made by an unverified identity
  visitor.run("v1", 1, "h1", 1, 0, 1001);
  contact.run(2, "c2", "api", "ann@example.com", 1000, 1000); // made by the API, visited later unverified
  visitor.run("v2", 2, "h2", 1, 0, 50_000);
  contact.run(3, "c3", "verified", "bo@example.com", 1000, 1000); // a verified identity came back
  visitor.run("v3", 3, "h3", 1, 0, 1000);
  visitor.run("v4", 3, "h4", 1, 1, 60_000);
  contact.run(4, "c4", "changed", "cy@example.com", 1000, 9000); // updated by the API since
  visitor.run("v5", 4, "h5", 1, 0, 1000);
  db.exec(`INSERT INTO mail_deliveries (id, space_id, contact_seq, kind, source_id, thread_id, message_id, subject, text, html, status, created_at, updated_at)
           VALUES ('m1', 1, 2, 'reply', 's', 't', '<m1@x>', '', '', '', 'skipped', 0, 0), ('m2', 1, 2, 'reply', 's', 't', '<m2@x>', '', '', '', 'sent', 0, 0)`);
  migrate(db, { platform: platformMigrations, desk: deskMigrations });
  expect(db.prepare("SELECT external_id, email_verified FROM contacts ORDER BY seq").all()).toEqual([
    { external_id: "phished", email_verified: 0 },
    { external_id: "api", email_verified: 1 },
    { external_id: "verified", email_verified: 1 },
    { external_id: "changed", email_verified: 1 },
  ]);
  expect(db.prepare("SELECT id, skip_reason FROM mail_deliveries ORDER BY seq").all()).toEqual([
    { id: "m1", skip_reason: "online" },
    { id: "m2", skip_reason: null },
  ]);
  db.close();
});
