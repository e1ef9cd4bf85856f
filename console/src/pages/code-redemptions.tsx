/** One promotion code's redemptions on the Rewards page: customer (a link to its page), when, the reward given; newest first, paged. */
import { useEffect, useRef } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { PagedTable, usePaged } from "../pager.js";
import { ErrorNote } from "../ui.js";

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
  const heading = useRef<HTMLHeadingElement>(null);
  // Mounted per mode and code (the parent keys it so): pages start at the first.
  useEffect(() => heading.current?.scrollIntoView({ block: "nearest" }), []);
  const list = usePaged(
    (cursor) =>
      unwrap(
        api.GET("/rewards/codes/{code}/redemptions", {
          params: {
            path: { code },
            query: {
              mode,
              limit: PAGE_SIZE,
              ...(cursor !== undefined && { cursor }),
            },
          },
        }),
      ),
    [mode, code],
  );
  const name = `Redemptions of ${code}`;
  return (
    <section aria-label={name}>
      <div class="toolbar">
        <h2 ref={heading}>{name}</h2>
        <button type="button" class="secondary" onClick={props.onClose}>
          Close
        </button>
      </div>
      <ErrorNote error={list.error} />
      <PagedTable
        label={name}
        columns={[
          [
            "Customer",
            (r) => (
              <a href={`#/customers/${encodeURIComponent(r.customerId)}`}>
                {r.customerId}
              </a>
            ),
          ],
          ["When", (r) => new Date(r.redeemedAt).toLocaleString()],
          [
            "Reward given",
            (r) => (
              <>
                {r.rewardName} <code class="muted">{r.rewardId}</code>
                {r.kind === "coupon" &&
                  ` · applied to ${r.appliedCount} charge${r.appliedCount === 1 ? "" : "s"}`}
              </>
            ),
          ],
          ["How", how],
        ]}
        rows={list.page.items}
        empty={`No redemptions of ${code} yet.`}
        pager={list.pager}
      />
    </section>
  );
}
