import type { Search } from "../../platform/search.js";
import type { ContactSummaryColumns } from "../contacts/contacts.repo.js";

export interface FeedbackRow {
  seq: number;
  id: string;
  space_id: number;
  contact_seq: number;
  kind: string;
  title: string | null;
  message: string | null;
  rating: number | null;
  status: string;
  reply: string | null;
  replied_at: number | null;
  /** JSON array */
  tags: string;
  votes: number;
  created_at: number;
  updated_at: number;
}
export type FeedbackRecord = FeedbackRow & ContactSummaryColumns;

export interface FeedbackListFilter {
  spaceId: number;
  kind?: string;
  status?: string;
  contactSeq?: number;
  search?: Search;
  beforeSeq?: number;
  limit: number;
}

/**
 * Where a `sort=votes` walk stands: its snapshot (the vote log position and
 * the newest feedback when the first page was read) and the (votes at the
 * snapshot, seq) of the last item seen.
 */
export interface VotesCursor {
  logSeq: number;
  maxSeq: number;
  votes: number;
  seq: number;
}

/** A row of a `sort=votes` page with the votes it is ranked by (those at the snapshot). */
export type RankedFeedback = FeedbackRecord & { ranked_votes: number };

/** Feedback, its votes (one per contact, logged for `sort=votes` walks) and its search text. */
export interface FeedbackRepo {
  /** The feedback of the space with this `_id`; undefined when none. */
  byId(spaceId: number, id: string): Promise<FeedbackRecord | undefined>;
  /** The feedback with this seq (it must exist). */
  bySeq(seq: number): Promise<FeedbackRecord>;
  /** The contact's newest `limit` feedback, newest first (seq descending). */
  recentByContact(contactSeq: number, limit: number): Promise<FeedbackRecord[]>;
  /** Stores feedback and its search text (title, message); answers its seq. */
  insert(row: Omit<FeedbackRow, "seq">): Promise<number>;
  /** Writes status, reply, replied_at, tags and updated_at of the feedback `row.seq` (title, message and votes stay). */
  update(row: FeedbackRow): Promise<void>;
  /** Empties what the contact wrote (titles, messages) and its search text; votes and replies stay. */
  eraseContactText(contactSeq: number): Promise<void>;
  /** Adds a contact's vote (votes + 1, logged); false (nothing changes) when it had voted already. */
  addVote(feedbackSeq: number, contactSeq: number, now: number): Promise<boolean>;
  /** Removes a contact's vote (votes − 1, logged); false (nothing changes) when there was none. */
  removeVote(feedbackSeq: number, contactSeq: number, now: number): Promise<boolean>;
  /** One page of feedback, newest first (seq descending), `beforeSeq` excluded. */
  list(f: FeedbackListFilter): Promise<FeedbackRecord[]>;
  /** The snapshot a `sort=votes` walk starts from: now (the newest vote log entry and feedback; 0 when none). */
  votesSnapshot(): Promise<{ logSeq: number; maxSeq: number }>;
  /**
   * One page of feedback, most votes first (then seq descending), ranked by the votes each had at
   * the walk's snapshot (`after`, absent on the first page: current votes), so votes arriving
   * between pages move nothing across the cursor; past the first page, feedback newer than the snapshot is left out.
   */
  listByVotes(f: FeedbackListFilter, after: VotesCursor | undefined): Promise<RankedFeedback[]>;
}
