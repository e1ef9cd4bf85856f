/** A referral program's redemptions (who referred whom): each code with its referrer, the customer it brought, when, and each side's reward; newest first, paged. Reached from the program's row on the Rewards page. */
import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { Pager, useCursors } from "../pager.js";
import { ErrorNote, useAction } from "../ui.js";

type Page = Schemas["ConsoleReferralPage"];
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
export function ReferralRedemptionsPage(props: {
  mode: Mode;
  programId: string;
}) {
  const { mode, programId } = props;
  const [page, setPage] = useState<Page>({ items: [], nextCursor: null });
  const pages = useCursors();
  const { error, run } = useAction();
  useEffect(() => {
    void run(async () => {
      const query = {
        mode,
        limit: PAGE_SIZE,
        ...(pages.cursor !== undefined && { cursor: pages.cursor }),
      };
      setPage(
        await unwrap(
          api.GET("/referral_programs/{id}/referrals", {
            params: { path: { id: programId }, query },
          }),
        ),
      );
    });
  }, [mode, programId, pages.cursor]);
  const name = `Redemptions of program ${programId}`;
  return (
    <>
      <p>
        <a href="#/rewards">← Rewards</a>
      </p>
      <h1>{name}</h1>
      <p class="muted">
        Each referral code of the program with its referrer, and every customer
        who redeemed it, newest first. A code nobody has redeemed yet shows
        once, without a customer.
      </p>
      <ErrorNote error={error} />
      <div class="table-wrap">
        <table aria-label={name}>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Referrer</th>
              <th scope="col">Referred customer</th>
              <th scope="col">Redeemed</th>
              <th scope="col">Referrer's reward</th>
              <th scope="col">Referred customer's reward</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((r) => {
              const d = r.redemption;
              return (
                <tr key={d?.id ?? r.code}>
                  <td>
                    <code>{r.code}</code>
                  </td>
                  <td>
                    <CustomerLink id={r.referrerId} />
                  </td>
                  {d ? (
                    <>
                      <td>
                        <CustomerLink id={d.customerId} />
                      </td>
                      <td>{new Date(d.redeemedAt).toLocaleString()}</td>
                      <td>{STATE[d.referrerReward]}</td>
                      <td>{STATE[d.referredReward]}</td>
                    </>
                  ) : (
                    <td colSpan={4} class="muted">
                      Not redeemed yet (code made{" "}
                      {new Date(r.codeCreatedAt).toLocaleDateString()})
                    </td>
                  )}
                </tr>
              );
            })}
            {page.items.length === 0 && (
              <tr>
                <td colSpan={6}>No referrals yet.</td>
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
    </>
  );
}
