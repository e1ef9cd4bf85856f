/** A customer's invoices on its page: newest first, a page at a time (the console's invoices list, filtered by the customer), and a link to all of them on the Invoices page. */
import { api, type Mode, unwrap } from "../api.js";
import { Pager, usePaged } from "../pager.js";
import { ErrorNote } from "../ui.js";

/** Invoices a page on a customer's page (the Invoices page shows more at once). */
const CUSTOMER_INVOICES_PAGE = 10;

export function CustomerInvoices({
  mode,
  customerId,
}: {
  mode: Mode;
  customerId: string;
}) {
  const { page, pager, error } = usePaged(
    (cursor) =>
      unwrap(
        api.GET("/invoices", {
          params: { query: { mode, customerId, limit: CUSTOMER_INVOICES_PAGE, ...(cursor !== undefined && { cursor }) } },
        }),
      ),
    [mode, customerId],
  );
  return (
    <>
      <h3>Invoices</h3>
      <ErrorNote error={error} />
      <ul class="plain" aria-label="Invoices of this customer">
        {page.items.map((i) => (
          <li key={i.id}>
            <a href={`#/invoices/${i.id}`}>{i.number ?? i.id}</a>: {i.status},{" "}
            {i.total.toFixed(2)} {i.currency.toUpperCase()}{" "}
            {i.hosted_invoice_url && (
              <a
                href={i.hosted_invoice_url}
                rel="noreferrer noopener"
                target="_blank"
              >
                Open invoice {i.number ?? i.id}
              </a>
            )}
          </li>
        ))}
        {page.items.length === 0 && <li>No invoices.</li>}
      </ul>
      <Pager {...pager} />
      <p>
        <a href={`#/invoices?customer=${encodeURIComponent(customerId)}`}>
          All invoices of this customer
        </a>
      </p>
    </>
  );
}
