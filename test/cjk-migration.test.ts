/**
 * The migration that adds the CJK search indexes also indexes the text stored
 * before it, in SQL: its pairs must be exactly what `cjkGrams` makes for new text.
 */
import { expect, it } from "vitest";
import { deskMigrations } from "../src/desk/migrations.js";
import { migrate, openDatabase } from "../src/platform/db/database.js";
import { platformMigrations } from "../src/platform/db/migrations.js";
import { cjkGrams } from "../src/platform/search.js";

const TEXTS = [
  "导出按钮不工作",
  "a导出b 按钮! 々〆",
  "エクスポートのボタンが動かない",
  "ｶﾀｶﾅ and 내보내기버튼이 작동",
  "𠀀𠀁 rare 𠀂",
  "no cjk at all",
  "按",
];

it("indexes the subjects, messages, tickets, feedback and contacts stored before, as cjkGrams does", () => {
  const before = deskMigrations.filter((m) => m.name !== "CJK search indexes");
  const db = openDatabase(":memory:", { platform: platformMigrations, desk: before });
  db.exec(`INSERT INTO workspaces (id, name, venture_id, created_at) VALUES ('w', 'W', 'v', 0); INSERT INTO spaces (id, workspace_id, mode, public_key) VALUES (1, 'w', 'test', 'pk')`);
  const contact = db.prepare(
    "INSERT INTO contacts (seq, id, space_id, external_id, name, created_at, updated_at) VALUES (?, ?, 1, ?, ?, 0, 0)",
  );
  const conversation = db.prepare(
    `INSERT INTO conversations (seq, id, space_id, contact_seq, status, priority, last_message_at, created_at, updated_at)
     VALUES (?, ?, 1, ?, 'open', 'normal', 0, 0, 0)`,
  );
  const search = db.prepare("INSERT INTO conversation_search (text, conversation_seq, kind) VALUES (?, ?, 'm')");
  const ticket = db.prepare(
    `INSERT INTO tickets (seq, id, space_id, number, contact_seq, type, title, description, priority, status, created_at, updated_at)
     VALUES (?, ?, 1, ?, ?, 'bug', ?, ?, 'high', 'open', 0, 0)`,
  );
  const feedback = db.prepare(
    "INSERT INTO feedback (seq, id, space_id, contact_seq, kind, title, message, status, created_at, updated_at) VALUES (?, ?, 1, ?, 'idea', ?, ?, 'new', 0, 0)",
  );
  TEXTS.forEach((text, i) => {
    const n = i + 1;
    contact.run(n, `c${n}`, `ext-${text}`, text);
    conversation.run(n, `v${n}`, n);
    search.run(text, n);
    ticket.run(n, `t${n}`, n, n, text, `${text}!`);
    feedback.run(n, `f${n}`, n, text, null);
  });

  migrate(db, { platform: platformMigrations, desk: deskMigrations });

  const rows = (sql: string) => db.prepare(sql).all() as { ref: number; grams: string }[];
  const expected = (make: (text: string) => string) =>
    TEXTS.map((t, i) => ({ ref: i + 1, grams: cjkGrams(make(t)) })).filter((r) => r.grams !== "");
  expect(rows("SELECT conversation_seq AS ref, grams FROM conversation_cjk ORDER BY ref")).toEqual(expected((t) => t));
  expect(rows("SELECT rowid AS ref, grams FROM ticket_cjk ORDER BY ref")).toEqual(expected((t) => `${t}\n${t}!`));
  expect(rows("SELECT rowid AS ref, grams FROM feedback_cjk ORDER BY ref")).toEqual(expected((t) => `${t}\n`));
  expect(rows("SELECT rowid AS ref, grams FROM contact_cjk ORDER BY ref")).toEqual(expected((t) => `${t}\n\next-${t}`));
  expect(db.prepare("SELECT rowid FROM ticket_cjk WHERE ticket_cjk MATCH ?").all('"按钮"')).toEqual([{ rowid: 1 }, { rowid: 2 }]);
  db.close();
});
