/** A complete answer: what is sent, and what idempotency stores. */
export interface Answer {
  status: number;
  body: unknown;
  /** Headers of this answer (e.g. `set-cookie`); a cookie sent over https is made `Secure`. */
  headers?: Record<string, string | string[]>;
}
