import type { RevenueHandlerGroup } from "../types.js";
import type { RewardsService } from "./rewards.service.js";

type Ops = "rewards.create" | "rewards.list" | "rewards.get" | "rewards.update" | "rewards.delete" | "rewards.redeem";

export function rewardHandlers(rewards: RewardsService): RevenueHandlerGroup<Ops> {
  return {
    "rewards.create": ({ auth, body, h }) => rewards.create(h, auth, body),
    // autumn-js sends no body at all: the contract makes it optional.
    "rewards.list": ({ auth, h }) => rewards.list(h, auth),
    "rewards.get": ({ auth, body, h }) => rewards.get(h, auth, body.reward_id),
    "rewards.update": ({ auth, body, h }) => rewards.update(h, auth, body),
    "rewards.delete": ({ auth, body, h }) => rewards.delete(h, auth, body.reward_id),
    "rewards.redeem": ({ auth, body, h }) => rewards.redeem(h, auth, body),
  };
}
