/** One promotion code's redemptions on the Rewards page: customer (a link to its page), when, the reward given; newest first, paged. */
import { useEffect, useRef, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { Pager, useCursors } from "../pager.js";
import { ErrorNote, useAction } from "../ui.js";

type Page = Schemas["ConsoleCodeRedemptionPage"];
const PAGE_SIZE = 20;

/** A redemption's source, as operators say it. */
const how = (r: Page["items"][number]) =>
  r.source === "discount" ? "at an attach or plan change" : "redeemed";

/** Rendered with `key={mode + code}` so another code or mode starts on its first page. */
export function CodeRedemptions(props: {
  mode: Mode;
  code: string;
  onClose: () => void;
}) {
  const { mode, code } = props;
  const [page, setPage] = useState<Page>({ items: [], nextCursor: null });
  const pages = useCursors();
  const { error, run } = useAction();
  const heading = useRef<HTMLHeadingElement>(null);
  // Mounted per mode and code (the parent keys it so): pages start at the first.
  useEffect(() => heading.current?.scrollIntoView({ block: "nearest" }), []);
  useEffect(() => {
    void run(async () => {
      const query = {
        mode,
        limit: PAGE_SIZE,
        ...(pages.cursor !== undefined && { cursor: pages.cursor }),
      };
      setPage(
        await unwrap(
          api.GET("/rewards/codes/{code}/redemptions", {
            params: { path: { code }, query },
          }),
        ),
      );
    });
  }, [mode, code, pages.cursor]);
  const name = `Redemptions of ${code}`;
  return (
    <section aria-label={name}>
      <div class="toolbar">
        <h2 ref={heading}>{name}</h2>
        <button type="button" class="secondary" onClick={props.onClose}>
          Close
        </button>
      </div>
      <ErrorNote error={error} />
      <div class="table-wrap">
        <table aria-label={name}>
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">When</th>
              <th scope="col">Reward given</th>
              <th scope="col">How</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((r) => (
              <tr key={r.id}>
                <td>
                  <a href={`#/customers/${encodeURIComponent(r.customerId)}`}>
                    {r.customerId}
                  </a>
                </td>
                <td>{new Date(r.redeemedAt).toLocaleString()}</td>
                <td>
                  {r.rewardName} <code class="muted">{r.rewardId}</code>
                  {r.kind === "coupon" &&
                    ` · applied to ${r.appliedCount} charge${r.appliedCount === 1 ? "" : "s"}`}
                </td>
                <td>{how(r)}</td>
              </tr>
            ))}
            {page.items.length === 0 && (
              <tr>
                <td colSpan={4}>No redemptions of {code} yet.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pager
        hasMore={page.nextCursor !== null}
        canGoBack={pages.canGoBack}
        onNext={() => page.nextCursor && pages.next(page.nextCursor)}
        onPrevious={pages.previous}
      />
    </section>
  );
}
