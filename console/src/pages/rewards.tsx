/** Rewards (coupons, feature grants) with each code's redemptions (count, and the list of one code's), and referral programs (each linking to its redemptions' page): list, create, deactivate (create and deactivate only for roles that may write). */
import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { PagedTable } from "../pager.js";
import { useWrites } from "../roles.js";
import { ErrorNote, Field, useAction } from "../ui.js";
import { CodeRedemptions } from "./code-redemptions.js";

type Rewards = Schemas["ConsoleRewards"];
type Code = { code: string; redemptions?: number; expires_at?: number | null };
/** A reward's name and id, as its row shows them. */
const rewardName = (r: { id: string; name?: string | null }) => (
  <>
    <strong>{r.name ?? r.id}</strong> <code class="muted">{r.id}</code>
  </>
);
const EMPTY: Rewards = { coupons: [], feature_grants: [], programs: [] };
const NEW_REWARD = {
  kind: "coupon" as "coupon" | "grant",
  id: "",
  name: "",
  percent: "10",
  duration: "one_off" as "one_off" | "months" | "forever",
  months: "3",
  feature: "",
  units: "100",
  code: "",
  limit: "",
};
const NEW_PROGRAM = {
  id: "",
  reward: "",
  receivedBy: "referrer" as "referrer" | "all",
  max: "",
};

/** A reward's codes with their redemptions (and limit), e.g. `LAUNCH20: 3 of 100 redemptions`. */
const codesText = (
  codes: Code[],
  limit: (c: Code) => number | null | undefined,
) =>
  codes.length === 0
    ? "No codes"
    : codes
        .map((c) => {
          const n = c.redemptions ?? 0;
          const max = limit(c);
          return `${c.code}: ${n}${max ? ` of ${max}` : ""} redemption${n === 1 && !max ? "" : "s"}${c.expires_at ? ` (until ${new Date(c.expires_at).toLocaleDateString()})` : ""}`;
        })
        .join(" · ");

export function RewardsPage({ mode }: { mode: Mode }) {
  const [data, setData] = useState<Rewards>(EMPTY);
  const [form, setForm] = useState(NEW_REWARD);
  const [program, setProgram] = useState(NEW_PROGRAM);
  const [note, setNote] = useState("");
  /** The code whose redemptions are shown, if any. */
  const [shown, setShown] = useState<string | null>(null);
  const { error, busy, run } = useAction();
  const writes = useWrites();
  const where = { params: { query: { mode } } };
  const load = () =>
    run(async () => setData(await unwrap(api.GET("/rewards", where))));
  useEffect(() => {
    setNote("");
    setShown(null);
    void load();
  }, [mode]);

  const create = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const limit = form.limit.trim() === "" ? null : Number(form.limit);
      const codes = form.code.trim() === "" ? [] : [form.code.trim()];
      const body =
        form.kind === "coupon"
          ? {
              coupon: {
                id: form.id.trim(),
                name: form.name.trim(),
                type: "percentage_discount" as const,
                value: Number(form.percent),
                duration: {
                  type: form.duration,
                  length:
                    form.duration === "months" ? Number(form.months) : null,
                },
                plan_ids: null,
                promo_codes: codes.map((code) => ({
                  code,
                  global_max_redemption: limit,
                })),
              },
            }
          : {
              feature_grant: {
                id: form.id.trim(),
                name: form.name.trim(),
                grants: [
                  {
                    feature_id: form.feature.trim(),
                    included: Number(form.units),
                    expiry: null,
                  },
                ],
                promo_codes: codes.map((code) => ({ code, max_uses: limit })),
              },
            };
      await unwrap(api.POST("/rewards", { ...where, body }));
      setNote(`Created reward ${form.id.trim()}.`);
      setForm(NEW_REWARD);
      await load();
    });
  };
  const createProgram = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      await unwrap(
        api.POST("/referral_programs", {
          ...where,
          body: {
            id: program.id.trim(),
            reward_id: program.reward,
            redeem_on: "customer_creation",
            received_by: program.receivedBy,
            max_redemptions:
              program.max.trim() === "" ? null : Number(program.max),
          },
        }),
      );
      setNote(`Created referral program ${program.id.trim()}.`);
      setProgram(NEW_PROGRAM);
      await load();
    });
  };
  const deactivate = (what: "reward" | "program", id: string) =>
    run(async () => {
      if (
        !confirm(
          `Deactivate ${what} ${id}? Its codes stop working at once; what was already given stays.`,
        )
      )
        return;
      if (what === "reward")
        await unwrap(
          api.POST("/rewards/{id}/deactivate", {
            params: { path: { id }, query: { mode } },
          }),
        );
      else
        await unwrap(
          api.POST("/referral_programs/{id}/deactivate", {
            params: { path: { id }, query: { mode } },
          }),
        );
      setNote(`Deactivated ${what} ${id}.`);
      await load();
    });
  /** A reward's codes with their counts, and a Redemptions button per code (a read: every role). */
  const codes = (
    list: Code[],
    limit: (c: Code) => number | null | undefined,
  ) => (
    <>
      {codesText(list, limit)}
      {list.map((c) => (
        <button
          key={c.code}
          type="button"
          class="link redemptions"
          onClick={() => setShown(c.code)}
          aria-label={`Redemptions of ${c.code}`}
          aria-expanded={shown === c.code}
        >
          Redemptions{list.length > 1 ? ` (${c.code})` : ""}
        </button>
      ))}
    </>
  );
  const rewardIds = [...data.coupons, ...data.feature_grants].map((r) => r.id);

  const Deactivate = (props: { what: "reward" | "program"; id: string }) =>
    writes && (
      <button
        type="button"
        class="secondary"
        disabled={busy}
        onClick={() => deactivate(props.what, props.id)}
        aria-label={`Deactivate ${props.id}`}
      >
        Deactivate
      </button>
    );

  return (
    <>
      <h1>Rewards</h1>
      <p class="muted">
        Coupons and feature grants customers redeem with a code, and referral
        programs. Deactivating stops a reward's or program's codes at once;
        discounts and balances already given stay.
      </p>
      {writes && (
        <form class="toolbar" onSubmit={create} aria-label="New reward">
          <Field label="Kind">
            <select
              aria-label="Kind"
              value={form.kind}
              onChange={(e) =>
                setForm({
                  ...form,
                  kind: e.currentTarget.value as "coupon" | "grant",
                })
              }
            >
              <option value="coupon">Coupon</option>
              <option value="grant">Feature grant</option>
            </select>
          </Field>
          <Field label="Reward id">
            <input
              required
              value={form.id}
              pattern="[A-Za-z0-9_\-]+"
              maxLength={255}
              onInput={(e) => setForm({ ...form, id: e.currentTarget.value })}
              placeholder="launch"
            />
          </Field>
          <Field label="Reward name">
            <input
              required
              value={form.name}
              maxLength={255}
              onInput={(e) => setForm({ ...form, name: e.currentTarget.value })}
              placeholder="Launch discount"
            />
          </Field>
          {form.kind === "coupon" ? (
            <>
              <Field label="Percent off">
                <input
                  required
                  type="number"
                  min={0}
                  max={100}
                  step="any"
                  value={form.percent}
                  onInput={(e) =>
                    setForm({ ...form, percent: e.currentTarget.value })
                  }
                />
              </Field>
              <Field label="Duration">
                <select
                  aria-label="Duration"
                  value={form.duration}
                  onChange={(e) =>
                    setForm({
                      ...form,
                      duration: e.currentTarget.value as typeof form.duration,
                    })
                  }
                >
                  <option value="one_off">Next charge</option>
                  <option value="months">Months</option>
                  <option value="forever">Forever</option>
                </select>
              </Field>
              {form.duration === "months" && (
                <Field label="Months">
                  <input
                    required
                    type="number"
                    min={1}
                    value={form.months}
                    onInput={(e) =>
                      setForm({ ...form, months: e.currentTarget.value })
                    }
                  />
                </Field>
              )}
            </>
          ) : (
            <>
              <Field label="Feature id">
                <input
                  required
                  value={form.feature}
                  maxLength={255}
                  onInput={(e) =>
                    setForm({ ...form, feature: e.currentTarget.value })
                  }
                  placeholder="messages"
                />
              </Field>
              <Field label="Units">
                <input
                  required
                  type="number"
                  min={0}
                  step="any"
                  value={form.units}
                  onInput={(e) =>
                    setForm({ ...form, units: e.currentTarget.value })
                  }
                />
              </Field>
            </>
          )}
          <Field label="Code">
            <input
              value={form.code}
              pattern="[A-Za-z0-9_\-]+"
              maxLength={64}
              onInput={(e) => setForm({ ...form, code: e.currentTarget.value })}
              placeholder="LAUNCH20"
            />
          </Field>
          <Field label="Redemption limit">
            <input
              type="number"
              min={1}
              value={form.limit}
              onInput={(e) =>
                setForm({ ...form, limit: e.currentTarget.value })
              }
              placeholder="unlimited"
            />
          </Field>
          <button type="submit" disabled={busy}>
            Create reward
          </button>
        </form>
      )}
      <ErrorNote error={error} />
      <p role="status">{note}</p>
      <h2>Coupons</h2>
      <PagedTable
        label="Coupons"
        columns={[
          ["Reward", rewardName],
          [
            "Discount",
            (r) =>
              `${
                r.type === "percentage_discount"
                  ? `${r.value}% off`
                  : `${r.value} ${(r.currency ?? "usd").toUpperCase()} off`
              }, ${
                r.duration.type === "months"
                  ? `${r.duration.length} months`
                  : r.duration.type === "one_off"
                    ? "next charge"
                    : "forever"
              }`,
          ],
          [
            "Codes and redemptions",
            (r) =>
              codes(
                r.promo_codes,
                (c) =>
                  (c as { global_max_redemption?: number | null })
                    .global_max_redemption,
              ),
          ],
        ]}
        actions={(r) => <Deactivate what="reward" id={r.id} />}
        rows={data.coupons}
        empty={`No coupons in ${mode} mode.`}
      />
      <h2>Feature grants</h2>
      <PagedTable
        label="Feature grants"
        columns={[
          ["Reward", rewardName],
          [
            "Grants",
            (r) =>
              r.grants
                .map(
                  (g) =>
                    `${g.included ?? "unlimited"} ${g.feature_id}${g.expiry ? `, expire after ${g.expiry.length} ${g.expiry.type}(s)` : ""}`,
                )
                .join(" · "),
          ],
          [
            "Codes and redemptions",
            (r) =>
              codes(
                r.promo_codes,
                (c) => (c as { max_uses?: number | null }).max_uses,
              ),
          ],
        ]}
        actions={(r) => <Deactivate what="reward" id={r.id} />}
        rows={data.feature_grants}
        empty={`No feature grants in ${mode} mode.`}
      />
      {shown !== null && (
        <CodeRedemptions
          key={`${mode}:${shown}`}
          mode={mode}
          code={shown}
          onClose={() => setShown(null)}
        />
      )}
      <h2>Referral programs</h2>
      <p class="muted">
        A program made here gives its reward when a code is redeemed; one that
        waits for the first payment of chosen plans is made with the billing API
        (referrals.create_program).
      </p>
      {writes && (
        <form
          class="toolbar"
          onSubmit={createProgram}
          aria-label="New referral program"
        >
          <Field label="Program id">
            <input
              required
              value={program.id}
              pattern="[A-Za-z0-9_\-]+"
              maxLength={255}
              onInput={(e) =>
                setProgram({ ...program, id: e.currentTarget.value })
              }
              placeholder="refer-a-friend"
            />
          </Field>
          <Field label="Program reward">
            <select
              aria-label="Program reward"
              required
              value={program.reward}
              onChange={(e) =>
                setProgram({ ...program, reward: e.currentTarget.value })
              }
            >
              <option value="">Choose a reward</option>
              {rewardIds.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Received by">
            <select
              aria-label="Received by"
              value={program.receivedBy}
              onChange={(e) =>
                setProgram({
                  ...program,
                  receivedBy: e.currentTarget
                    .value as typeof program.receivedBy,
                })
              }
            >
              <option value="referrer">The referrer</option>
              <option value="all">Referrer and the new customer</option>
            </select>
          </Field>
          <Field label="Redemptions per code">
            <input
              type="number"
              min={1}
              value={program.max}
              onInput={(e) =>
                setProgram({ ...program, max: e.currentTarget.value })
              }
              placeholder="unlimited"
            />
          </Field>
          <button type="submit" disabled={busy}>
            Create program
          </button>
        </form>
      )}
      <PagedTable
        label="Referral programs"
        columns={[
          [
            "Program",
            (p) => (
              <>
                <code>{p.id}</code>
                <a class="redemptions" href={`#/rewards/programs/${encodeURIComponent(p.id)}`} aria-label={`Redemptions of program ${p.id}`}>
                  Redemptions
                </a>
              </>
            ),
          ],
          ["Reward", (p) => p.reward_id],
          [
            "Rules",
            (p) =>
              `${p.redeem_on === "checkout" ? "at the first payment" : "when redeemed"}, to ${
                p.received_by === "all" ? "both" : "the referrer"
              }, ${
                p.max_redemptions
                  ? `${p.max_redemptions} redemptions per code`
                  : "unlimited redemptions"
              }`,
          ],
        ]}
        actions={(p) => <Deactivate what="program" id={p.id} />}
        rows={data.programs}
        empty={`No referral programs in ${mode} mode.`}
      />
    </>
  );
}
