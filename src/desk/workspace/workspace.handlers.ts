import type { DeskContext } from "../context.js";
import type { DeskHandlerGroup } from "../types.js";

export function workspaceHandlers(ctx: DeskContext): DeskHandlerGroup<"workspace.get"> {
  return {
    "workspace.get": ({ auth }) => {
      const workspace = ctx.workspaces.byId(auth.workspaceId)!;
      // The same answer in both modes (only `mode` differs): publicKey is always the live widget key.
      const live = ctx.workspaces.space(auth.workspaceId, "live")!;
      const test = ctx.workspaces.space(auth.workspaceId, "test")!;
      return {
        _id: workspace.id,
        name: workspace.name,
        publicKey: live.public_key,
        testPublicKey: test.public_key,
        ventureId: workspace.venture_id,
        mode: auth.mode,
      };
    },
  };
}
