/** The sandbox provider's own store: how each saved test card behaves later, and the charges it made. */
export interface SandboxRepo {
  /** Records how a saved test card behaves (its id is new: a duplicate throws). */
  insert(id: string, behavior: string, at: number): Promise<void>;
  /** How the saved test card behaves, or undefined when there is no such card. */
  behavior(id: string): Promise<string | undefined>;
  /** Forgets a saved test card (nothing when there is none). */
  delete(id: string): Promise<void>;
  /** The result of a charge made earlier under this idempotency key (JSON ChargeResult), if any. */
  charge(key: string): Promise<string | undefined>;
  /** Records a charge's result under its idempotency key; the first one recorded stays. */
  recordCharge(key: string, result: string, at: number): Promise<void>;
}
