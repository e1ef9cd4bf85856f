export interface CsatRow {
  seq: number;
  id: string;
  conversation_seq: number;
  rating: number;
  comment: string | null;
  created_at: number;
}

/** CSAT ratings of conversations (one per conversation). */
export interface CsatRepo {
  /** Stores a rating; answers it with its seq. A second rating of the same conversation throws. */
  insert(row: Omit<CsatRow, "seq">): Promise<CsatRow>;
  /** The conversation's rating; undefined when none. */
  byConversation(conversationSeq: number): Promise<CsatRow | undefined>;
  /** Sets the comment of a rating that has none; answers whether it did (false: it had one already, or no such rating). */
  setComment(seq: number, comment: string): Promise<boolean>;
  /** Removes the comments the contact left with its ratings (the ratings stay). */
  eraseContactComments(contactSeq: number): Promise<void>;
  /**
   * The space's ratings per UTC day (`day`: the day's first millisecond) made at or after `since` and
   * before `until`, oldest day first: how many, their sum, and how many were 4 or 5.
   */
  dailyScores(spaceId: number, since: number, until: number): Promise<CsatDay[]>;
}

export interface CsatDay {
  day: number;
  ratings: number;
  rating_sum: number;
  satisfied: number;
}
