import { toIso, toIsoOrNull } from "../../platform/clock.js";
import { contactSummaryView } from "../contacts/contacts.view.js";
import type { Feedback } from "../types.js";
import type { FeedbackRecord } from "./feedback.repo.js";
import type { FeedbackState } from "./feedback.rules.js";

export const feedbackView = (r: FeedbackRecord): Feedback => ({
  _id: r.id,
  contact: contactSummaryView(r),
  kind: r.kind as Feedback["kind"],
  title: r.title,
  message: r.message,
  rating: r.rating,
  status: r.status as Feedback["status"],
  reply: r.reply,
  repliedAt: toIsoOrNull(r.replied_at),
  tags: JSON.parse(r.tags),
  votes: r.votes,
  createdAt: toIso(r.created_at),
  updatedAt: toIso(r.updated_at),
});

export const feedbackState = (r: FeedbackRecord): FeedbackState => ({
  status: r.status as FeedbackState["status"],
  reply: r.reply,
  tags: JSON.parse(r.tags),
});
