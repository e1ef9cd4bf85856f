/**
 * The conversation list is remembered per space until something it shows
 * changes: every answer must equal a fresh read.
 */
import { unwrap } from "@tandem/sdk";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { startDesk } from "./support/desk.js";

describe("remembered conversation pages", () => {
  it("show every change to a conversation, its messages, its contact, and changes made by another process", async () => {
    const h = await startDesk();
    try {
      const list = () => unwrap(h.desk.GET("/conversations", { params: { query: { limit: 5 } } }));
      const c = await unwrap(h.desk.POST("/conversations", { body: { contact: { external_id: "u1", name: "Ann" }, body: "first" } }));
      expect((await list()).items[0]).toMatchObject({ messageCount: 1, contact: { name: "Ann" } });
      // Served again unchanged (the same page).
      expect(await list()).toEqual(await list());

      await unwrap(h.desk.POST("/conversations/{id}/messages", { params: { path: { id: c._id } }, body: { body: "reply" } }));
      expect((await list()).items[0].messageCount).toBe(2);

      await unwrap(h.desk.POST("/contacts", { body: { external_id: "u1", name: "Ann Lee" } }));
      expect((await list()).items[0].contact.name).toBe("Ann Lee");

      await unwrap(h.desk.PATCH("/conversations/{id}", { params: { path: { id: c._id } }, body: { status: "resolved" } }));
      expect((await list()).items[0].status).toBe("resolved");

      // A live-mode write leaves test pages right (and is not shown in them).
      await unwrap(h.live.POST("/conversations", { body: { contact: { external_id: "u9" }, body: "live" } }));
      expect((await list()).items).toHaveLength(1);

      // Another process (an operator's sqlite3) changes the subject.
      const other = new Database(h.tandem.db!.name);
      other.prepare("UPDATE conversations SET subject = 'Changed elsewhere' WHERE id = ?").run(c._id);
      other.close();
      expect((await list()).items[0].subject).toBe("Changed elsewhere");
    } finally {
      await h.close();
    }
  });
});
