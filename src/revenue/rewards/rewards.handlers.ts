import type { RevenueHandlerGroup } from "../types.js";
import type { RewardsService } from "./rewards.service.js";

type Ops = "rewards.create" | "rewards.list" | "rewards.get" | "rewards.update" | "rewards.delete" | "rewards.redeem";

export function rewardHandlers(rewards: RewardsService): RevenueHandlerGroup<Ops> {
  return {
    "rewards.create": ({ auth, body }) => rewards.create(auth, body),
    // autumn-js sends no body at all: the contract makes it optional.
    "rewards.list": ({ auth }) => rewards.list(auth),
    "rewards.get": ({ auth, body }) => rewards.get(auth, body.reward_id),
    "rewards.update": ({ auth, body }) => rewards.update(auth, body),
    "rewards.delete": ({ auth, body }) => rewards.delete(auth, body.reward_id),
    "rewards.redeem": ({ auth, body }) => rewards.redeem(auth, body),
  };
}
