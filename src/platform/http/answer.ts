/** A complete answer: what is sent, and what idempotency stores. */
export interface Answer {
  status: number;
  body: unknown;
}
