/** A referral program's redemptions (who referred whom): each code with its referrer, the customer it brought, when, and each side's reward; newest first, paged. Reached from the program's row on the Rewards page. */
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { PagedTable, usePaged } from "../pager.js";
import { ErrorNote } from "../ui.js";

type State = Schemas["ConsoleReferralRedemption"]["referrerReward"];
const PAGE_SIZE = 20;

/** A side's reward, as operators say it. */
const STATE: Record<State, string> = {
  granted: "Granted",
  pending_checkout: "Pending first payment",
  not_receiver: "None (referrer only)",
};

const CustomerLink = (props: { id: string }) => (
  <a href={`#/customers/${encodeURIComponent(props.id)}`}>{props.id}</a>
);

/** Rendered with `key={mode + programId}` so another program or mode starts on its first page. */
export function ReferralRedemptionsPage(props: { mode: Mode; programId: string }) {
  const { mode, programId } = props;
  const list = usePaged(
    (cursor) =>
      unwrap(
        api.GET("/referral_programs/{id}/referrals", {
          params: { path: { id: programId }, query: { mode, limit: PAGE_SIZE, ...(cursor !== undefined && { cursor }) } },
        }),
      ),
    [mode, programId],
  );
  const name = `Redemptions of program ${programId}`;
  return (
    <>
      <p>
        <a href="#/rewards">← Rewards</a>
      </p>
      <h1>{name}</h1>
      <p class="muted">
        Each referral code of the program with its referrer, and every customer who redeemed it, newest first. A code nobody has redeemed yet
        shows once, without a customer.
      </p>
      <ErrorNote error={list.error} />
      <PagedTable
        label={name}
        rowKey={(r) => r.redemption?.id ?? r.code}
        columns={[
          ["Code", (r) => <code>{r.code}</code>],
          ["Referrer", (r) => <CustomerLink id={r.referrerId} />],
          [
            "Referred customer",
            (r) =>
              r.redemption ? (
                <CustomerLink id={r.redemption.customerId} />
              ) : (
                <span class="muted">Not redeemed yet (code made {new Date(r.codeCreatedAt).toLocaleDateString()})</span>
              ),
          ],
          ["Redeemed", (r) => (r.redemption ? new Date(r.redemption.redeemedAt).toLocaleString() : "—")],
          ["Referrer's reward", (r) => (r.redemption ? STATE[r.redemption.referrerReward] : "—")],
          ["Referred customer's reward", (r) => (r.redemption ? STATE[r.redemption.referredReward] : "—")],
        ]}
        rows={list.page.items}
        empty="No referrals yet."
        pager={list.pager}
      />
    </>
  );
}
