/** An invoice's number as people see it (hosted page, PDF, API): gap-free per mode, `INV-T-` in test mode. */
export const invoiceNumber = (n: number, mode: "test" | "live"): string => `INV-${mode === "test" ? "T-" : ""}${String(n).padStart(6, "0")}`;

/** Tandem's name of the provider that handles an invoice or holds a card (`sandbox`, `stripe`), or null. */
export const providerName = (p: string | null): "sandbox" | "stripe" | null => (p === "sandbox" || p === "stripe" ? p : null);
