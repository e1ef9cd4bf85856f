import { invalid } from "../../platform/errors.js";
import { DeskError } from "../errors.js";
import { differs, normalizeTags, requireSomeField, requireText } from "../shared.rules.js";

export type FeedbackKind = "idea" | "problem" | "praise" | "question" | "rating";
export type FeedbackStatus = "new" | "planned" | "in_progress" | "done" | "declined";

/** A rating needs its number; anything else needs words. */
export function checkFeedbackCreate(f: { kind: FeedbackKind; title?: string; message?: string; rating?: number }): void {
  requireText("body.title", f.title);
  requireText("body.message", f.message);
  if (f.kind === "rating" && f.rating === undefined) invalid("body.rating", "is required for kind rating");
  if (f.kind !== "rating" && f.title === undefined && f.message === undefined) {
    invalid("body.message", `or body.title is required for kind ${f.kind}`);
  }
}

export interface FeedbackState {
  status: FeedbackStatus;
  reply: string | null;
  tags: string[];
}

/** Any move but back to `new`. Every real change emits `feedback.updated`. */
export function planFeedbackUpdate(
  current: FeedbackState,
  patch: Partial<FeedbackState>,
): { next: FeedbackState; changed: boolean; replyChanged: boolean } {
  requireSomeField(patch);
  requireText("body.reply", patch.reply);
  if (patch.status === "new" && current.status !== "new") {
    throw new DeskError("invalid_transition", "Feedback cannot go back to new once triaged.");
  }
  const next: FeedbackState = {
    status: patch.status ?? current.status,
    reply: patch.reply !== undefined ? patch.reply : current.reply,
    tags: patch.tags ? normalizeTags(patch.tags) : current.tags,
  };
  const replyChanged = next.reply !== current.reply;
  const changed = replyChanged || next.status !== current.status || differs(next.tags, current.tags);
  return { next, changed, replyChanged };
}
