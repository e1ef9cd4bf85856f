import { invalid } from "../../platform/errors.js";
import { RevenueError } from "../errors.js";
import type { Handle, Tx } from "../../platform/db/handle.js";
import type { RevenueContext } from "../context.js";
import type { Schemas, Space } from "../types.js";
import { announceMigrated } from "../webhooks/plan-events.js";
import type { PlanRow } from "./plans.repo.js";
import {
  attachAction,
  canonical,
  type FeatureLookup,
  newPlanState,
  type PlanPatch,
  type PlanState,
  type StoredItem,
  patchPlanState,
  type UpdatePlanParams,
  versionDecision,
  versionedContent,
  type VersionMode,
  versionMode,
} from "./plans.rules.js";
import { envOf, planState, planView } from "./plans.view.js";

type Plan = Schemas["Plan"];
type Eligibility = Schemas["CustomerEligibility"];

/** plans.migrate moves at most this many customers per call. */
export const MIGRATE_BATCH = 1000;

/** The fields of plans.update that change every version in place. */
type InPlaceFields = Pick<UpdatePlanParams, "name" | "description" | "metadata" | "archived">;

/** What `tandem plans copy-to-live` did. */
export interface CopyToLiveResult {
  features: { id: string; action: "created" | "updated" | "unchanged" }[];
  plans: { id: string; test_version: number; live_version: number; action: "created" | "new_version" | "updated" | "unchanged" }[];
}

/** The catalog's plans: versions, customer eligibility, migrations, copy to live. */
/** Takes a customer's billing lock if it is free (answers its release), else null: a billing change of theirs is running. */
export type TryCustomerLock = (spaceId: number, customerId: string) => Promise<(() => void) | null>;

export function plansService(ctx: RevenueContext, tryLock: TryCustomerLock) {
  /** The rules look features up synchronously: the space's features, read once, up front. */
  const featureLookup = async (h: Handle, spaceId: number): Promise<FeatureLookup> => {
    const byId = new Map((await ctx.repos(h).features.list(spaceId)).map((f) => [f.id, { type: f.type, archived: f.archived === 1 }]));
    return (id) => byId.get(id);
  };

  /** Every version, newest first; 404 when there is no such plan. */
  const versionsOf = async (h: Handle, spaceId: number, id: string): Promise<PlanRow[]> => {
    const versions = await ctx.repos(h).plans.versions(spaceId, id);
    if (versions.length === 0) throw new RevenueError("plan_not_found", `No plan ${id}.`);
    return versions;
  };
  const versionOf = (versions: PlanRow[], version: number): PlanRow => {
    const row = versions.find((v) => v.version === version);
    if (!row) throw new RevenueError("plan_not_found", `No version ${version} of plan ${versions[0].id}.`);
    return row;
  };

  const columns = (s: PlanState) => ({
    name: s.name,
    plan_group: s.group,
    add_on: s.add_on ? 1 : 0,
    auto_enable: s.auto_enable ? 1 : 0,
    definition: JSON.stringify(s.def),
    archived: s.archived ? 1 : 0,
  });
  const save = (tx: Tx, row: PlanRow, s: PlanState) => ctx.repos(tx).plans.update({ ...row, ...columns(s) });
  const insertVersion = async (tx: Tx, spaceId: number, id: string, version: number, s: PlanState): Promise<number> =>
    await ctx.repos(tx).plans.insert({ space_id: spaceId, id, version, created_at: ctx.clock.now(), ...columns(s) });

  /** `name`, `description`, `metadata`, `archived` as sent, on one version's state. */
  const withInPlace = (s: PlanState, body: InPlaceFields): PlanState => ({
    ...s,
    name: body.name ?? s.name,
    archived: body.archived ?? s.archived,
    def: {
      ...s.def,
      description: body.description !== undefined ? body.description : s.def.description,
      metadata: body.metadata ?? s.def.metadata,
    },
  });

  /**
   * Moves every customer on one version to another (inside the caller's
   * write), announcing each subscription moved as `customer.plan.migrated`;
   * the customers' ids (anonymous ones are counted, not listed).
   */
  async function moveCustomers(tx: Tx, from: PlanRow, to: PlanRow, limit: number, customerIds?: string[], includeCustom = false) {
    const { plans: repo, customers, cycle } = ctx.repos(tx);
    const subs = await repo.movable(from.seq, limit, customerIds, includeCustom);
    const moved = new Map<number, string | null>();
    for (const s of subs) {
      // A customer whose billing change is running (its lock held across a provider call) moves on a later call.
      const release = await tryLock(from.space_id, s.customer_id);
      if (!release) continue;
      try {
        await repo.moveSubscription(s.seq, to.seq);
        await announceMigrated(ctx, tx, await customers.bySeq(s.customer_seq), (await cycle.subscription(s.seq))!, from.version, to.version);
        moved.set(s.customer_seq, s.anonymous === 1 ? null : s.customer_id);
      } finally {
        release();
      }
    }
    return [...moved.values()];
  }

  /**
   * One plan's update: name/description/metadata/archived on every version,
   * the versioned fields where `versionDecision` says. Returns the seq of the
   * resulting version.
   */
  async function applyUpdate(
    tx: Tx,
    spaceId: number,
    versions: PlanRow[],
    target: PlanRow,
    body: PlanPatch & InPlaceFields,
    mode: VersionMode,
    migration: UpdatePlanParams["migration"],
  ): Promise<number> {
    const repo = ctx.repos(tx).plans;
    const featureOf = await featureLookup(tx, spaceId);
    let rows = versions;
    if (body.name !== undefined || body.description !== undefined || body.metadata !== undefined || body.archived !== undefined) {
      for (const v of versions) await save(tx, v, withInPlace(planState(v), body));
      rows = await repo.versions(spaceId, versions[0].id);
    }
    const t = rows.find((r) => r.seq === target.seq)!;
    const current = planState(t);
    const next = patchPlanState(current, body, featureOf);

    if (mode === "all_versions") {
      for (const v of rows) {
        const s = planState(v);
        const n = v.seq === t.seq ? next : patchPlanState(s, body, featureOf);
        if (versionedContent(s) !== versionedContent(n)) await save(tx, v, n);
      }
      return t.seq;
    }
    const decision = versionDecision(mode, versionedContent(current) !== versionedContent(next), await repo.customersOn(t.seq));
    if (decision === "in_place") await save(tx, t, next);
    if (decision !== "new_version") return t.seq;
    const seq = await insertVersion(tx, spaceId, t.id, rows[0].version + 1, next);
    if (migration?.draft === false) {
      const to = (await repo.bySeq(seq))!;
      while ((await moveCustomers(tx, t, to, MIGRATE_BATCH, undefined, migration.include_custom === true)).length > 0);
    }
    return seq;
  }

  /** customer_eligibility of each plan for one customer (plans.list with customer_id). */
  async function eligibilityFor(h: Handle, space: Space, customerId: string, entityId: string | undefined): Promise<(row: PlanRow) => Promise<Eligibility>> {
    const { plans: repo, customers, cycle } = ctx.repos(h);
    const customer = await customers.byId(space.spaceId, customerId);
    if (!customer) throw new RevenueError("customer_not_found", `No customer ${customerId}.`);
    if (entityId !== undefined && !(await customers.entityExists(customer.seq, entityId))) {
      throw new RevenueError("entity_not_found", `No entity ${entityId} of customer ${customerId}.`);
    }
    const now = ctx.nowFor(customer);
    const subs = await Promise.all(
      (await customers.subscriptions(customer.seq)).map(async (s) => {
        const row = (await repo.bySeq(s.plan_seq))!;
        return { s, id: row.id, state: planState(row) };
      }),
    );
    return async (row) => {
      const state = planState(row);
      const mine = subs.find((x) => x.id === row.id);
      const current = subs.find((x) => x.id !== row.id && !x.state.add_on && x.state.group === state.group && x.s.status === "active");
      return {
        ...(state.def.free_trial ? { trial_available: !(await cycle.trialUsed(customer.seq, row.id)) } : {}),
        ...(mine
          ? {
              status: mine.s.status as Eligibility["status"],
              canceling: mine.s.canceled_at !== null,
              trialing: mine.s.trial_ends_at !== null && mine.s.trial_ends_at > now,
            }
          : {}),
        attach_action: attachAction(state, mine !== undefined, current?.state),
      };
    };
  }

  return {
    /** The catalog; `customer_id`/`entity_id` (secret keys only) add customer_eligibility. */
    async list(h: Handle, space: Space, body: Schemas["ListPlansParams"] | undefined, publishable: boolean): Promise<Schemas["PlanList"]> {
      const b = body ?? {};
      if (publishable && (b.customer_id !== undefined || b.entity_id !== undefined)) {
        throw new RevenueError("secret_key_required", "plans.list with customer_id or entity_id needs a secret key.");
      }
      if (b.entity_id !== undefined && b.customer_id === undefined) invalid("entity_id", "needs customer_id");
      const eligibility = b.customer_id !== undefined ? await eligibilityFor(h, space, b.customer_id, b.entity_id) : undefined;
      const env = envOf(space.mode);
      const rows = (await ctx.repos(h).plans.all(space.spaceId)).filter((r) => (b.all_versions === true || r.latest === 1) && (b.include_archived === true || r.archived === 0));
      const eligibilities = eligibility ? await Promise.all(rows.map((r) => eligibility(r))) : undefined;
      return { list: rows.map((r, i) => planView(r, env, r.latest === 1, eligibilities?.[i])) };
    },

    /**
     * The console's catalog: every version of every plan that is not archived, as plans.list
     * answers them but with each item's `proration` (kept, not answered by billing), so the
     * console's plan editor can send the items back whole.
     */
    async catalog(h: Handle, space: Space): Promise<(Omit<Plan, "items"> & { items: StoredItem[] })[]> {
      const env = envOf(space.mode);
      const rows = (await ctx.repos(h).plans.all(space.spaceId)).filter((r) => r.archived === 0);
      return rows.map((r) => ({ ...planView(r, env, r.latest === 1), items: planState(r).def.items }));
    },

    async get(h: Handle, space: Space, body: Schemas["GetPlanParams"]): Promise<Plan> {
      const versions = await versionsOf(h, space.spaceId, body.plan_id);
      const row = body.version === undefined ? versions[0] : versionOf(versions, body.version);
      return planView(row, envOf(space.mode), row === versions[0]);
    },

    async create(h: Handle, space: Space, body: Schemas["CreatePlanParams"]): Promise<Plan> {
      return await ctx.writeIn(h, async (tx) => {
        const repo = ctx.repos(tx).plans;
        if (await repo.latest(space.spaceId, body.plan_id)) invalid("plan_id", `is taken: a plan ${body.plan_id} exists`);
        const state = newPlanState(body, await featureLookup(tx, space.spaceId));
        const seq = await insertVersion(tx, space.spaceId, body.plan_id, 1, state);
        return planView((await repo.bySeq(seq))!, envOf(space.mode), true);
      });
    },

    async update(h: Handle, space: Space, body: UpdatePlanParams): Promise<Plan> {
      return await ctx.writeIn(h, async (tx) => {
        const repo = ctx.repos(tx).plans;
        const { spaceId } = space;
        const versions = await versionsOf(tx, spaceId, body.plan_id);
        const target = body.version === undefined ? versions[0] : versionOf(versions, body.version);
        const mode = versionMode(body);
        const renameTo = body.new_plan_id !== undefined && body.new_plan_id !== body.plan_id ? body.new_plan_id : undefined;
        if (renameTo !== undefined) {
          if (await repo.latest(spaceId, renameTo)) invalid("new_plan_id", `is taken: a plan ${renameTo} exists`);
          for (const v of versions) {
            if (await repo.hasSubscriptions(v.seq)) invalid("new_plan_id", "cannot rename a plan that customers are or have been on");
          }
        }
        if (typeof body.base_plan_id === "string") {
          if (body.base_plan_id === body.plan_id) invalid("base_plan_id", "cannot name the plan itself");
          await versionsOf(tx, spaceId, body.base_plan_id);
        }
        for (const ref of body.update_license_parents ?? []) versionOf(await versionsOf(tx, spaceId, ref.plan_id), ref.version);
        const variants: PlanRow[][] = [];
        for (const id of body.update_variant_ids ?? []) {
          if (id === body.plan_id) invalid("update_variant_ids", "cannot name the plan itself");
          variants.push(await versionsOf(tx, spaceId, id));
        }

        const resultSeq = await applyUpdate(tx, spaceId, versions, target, body, mode, body.migration);
        // Variants get the same change to their content (not the plan's name, description, metadata or variant link).
        const { group, add_on, auto_enable, price, items, licenses, free_trial, config, billing_controls, variants: v } = body;
        for (const vs of variants) {
          await applyUpdate(tx, spaceId, vs, vs[0], { group, add_on, auto_enable, price, items, licenses, free_trial, config, billing_controls, variants: v }, undefined, body.migration);
        }
        if (renameTo !== undefined) await repo.rename(spaceId, body.plan_id, renameTo);
        const row = (await repo.bySeq(resultSeq))!;
        return planView(row, envOf(space.mode), row.version === (await repo.latest(spaceId, row.id))!.version);
      });
    },

    /** Deletes the latest version (or all); a version any subscription points at stays (400). */
    async delete(h: Handle, space: Space, body: Schemas["DeletePlanParams"]): Promise<Schemas["DeleteResult"]> {
      return await ctx.writeIn(h, async (tx) => {
        const repo = ctx.repos(tx).plans;
        const versions = await versionsOf(tx, space.spaceId, body.plan_id);
        const doomed = body.all_versions === true ? versions : [versions[0]];
        for (const v of doomed) {
          if ((await repo.customersOn(v.seq)) > 0) {
            invalid("plan_id", `version ${v.version} has customers on it; archive the plan with plans.update (archived: true) instead`);
          }
          if (await repo.hasSubscriptions(v.seq)) invalid("plan_id", `version ${v.version} has ended subscriptions; archive it instead`);
        }
        for (const v of doomed) await repo.delete(v.seq);
        return { success: true };
      });
    },

    async versions(h: Handle, space: Space, body: Schemas["PlanVersionsParams"]): Promise<Schemas["PlanVersionList"]> {
      const versions = await versionsOf(h, space.spaceId, body.plan_id);
      const env = envOf(space.mode);
      return { list: versions.map((r, i) => planView(r, env, i === 0)) };
    },

    async migrate(h: Handle, space: Space, body: Schemas["MigratePlanParams"]): Promise<Schemas["MigratePlanResult"]> {
      return await ctx.writeIn(h, async (tx) => {
        const versions = await versionsOf(tx, space.spaceId, body.plan_id);
        const from = versionOf(versions, body.from_version);
        const to = versionOf(versions, body.to_version);
        if (from.seq === to.seq) invalid("to_version", "must differ from from_version");
        const moved = await moveCustomers(tx, from, to, MIGRATE_BATCH, body.customer_ids);
        return { migrated: moved.length, customer_ids: moved.filter((id): id is string => id !== null) };
      });
    },

    /**
     * Copies test plans (their latest version; every plan that is not archived,
     * or only `planId`) and the features they use to live, in one transaction.
     * A live plan that exists is updated as plans.update would: a new version
     * when live customers are on its latest version and its content differs.
     * A live feature that exists is updated to match, unless its type differs
     * (then nothing is copied).
     */
    async copyToLive(h: Handle, test: Space, live: Space, planId?: string): Promise<CopyToLiveResult> {
      return await ctx.writeIn(h, async (tx) => {
        const repo = ctx.repos(tx).plans;
        const result: CopyToLiveResult = { features: [], plans: [] };
        const sources =
          planId !== undefined
            ? [(await versionsOf(tx, test.spaceId, planId))[0]]
            : (await repo.all(test.spaceId)).filter((r) => r.latest === 1 && r.archived === 0);

        const featureIds = new Set<string>();
        const collect = async (id: string) => {
          if (featureIds.has(id)) return;
          const f = await repo.feature(test.spaceId, id);
          if (!f) return;
          // A credit system's metered features first, so they exist when it does.
          const schema = (JSON.parse(f.definition) as { credit_schema?: { metered_feature_id?: unknown }[] }).credit_schema ?? [];
          for (const e of schema) if (typeof e.metered_feature_id === "string") await collect(e.metered_feature_id);
          featureIds.add(id);
        };
        for (const p of sources) for (const it of planState(p).def.items) await collect(it.feature_id);

        for (const id of featureIds) {
          const src = (await repo.feature(test.spaceId, id))!;
          const dst = await repo.feature(live.spaceId, id);
          if (!dst) {
            const { seq: _seq, ...copy } = src;
            await repo.insertFeature({ ...copy, space_id: live.spaceId, created_at: ctx.clock.now() });
            result.features.push({ id, action: "created" });
          } else if (dst.type !== src.type) {
            throw new RevenueError("invalid_request", `Feature ${id} is ${dst.type} in live but ${src.type} in test; nothing was copied.`);
          } else if (dst.name !== src.name || dst.consumable !== src.consumable || canonical(JSON.parse(dst.definition)) !== canonical(JSON.parse(src.definition))) {
            await repo.updateFeature({ seq: dst.seq, name: src.name, consumable: src.consumable, definition: src.definition });
            result.features.push({ id, action: "updated" });
          } else {
            result.features.push({ id, action: "unchanged" });
          }
        }

        for (const src of sources) {
          const s = planState(src);
          const existing = await repo.versions(live.spaceId, src.id);
          if (existing.length === 0) {
            await insertVersion(tx, live.spaceId, src.id, 1, s);
            result.plans.push({ id: src.id, test_version: src.version, live_version: 1, action: "created" });
            continue;
          }
          let touched = false;
          for (const v of existing) {
            const cur = planState(v);
            const next = withInPlace(cur, { name: s.name, description: s.def.description, metadata: s.def.metadata, archived: s.archived });
            if (canonical(next) !== canonical(cur)) {
              await save(tx, v, next);
              touched = true;
            }
          }
          const latest = (await repo.versions(live.spaceId, src.id))[0];
          const cur = planState(latest);
          const next: PlanState = { ...s, name: cur.name, archived: cur.archived, def: { ...s.def, description: cur.def.description, metadata: cur.def.metadata } };
          let liveVersion = latest.version;
          let action: CopyToLiveResult["plans"][number]["action"] = touched ? "updated" : "unchanged";
          if (versionedContent(cur) !== versionedContent(next)) {
            if ((await repo.customersOn(latest.seq)) > 0) {
              await insertVersion(tx, live.spaceId, src.id, latest.version + 1, next);
              liveVersion = latest.version + 1;
              action = "new_version";
            } else {
              await save(tx, latest, next);
              action = "updated";
            }
          }
          result.plans.push({ id: src.id, test_version: src.version, live_version: liveVersion, action });
        }
        return result;
      });
    },
  };
}
export type PlansService = ReturnType<typeof plansService>;
