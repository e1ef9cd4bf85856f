import type { DeskContext } from "../context.js";
import type { DeskHandlerGroup } from "../types.js";

export function workspaceHandlers(ctx: DeskContext): DeskHandlerGroup<"workspace.get"> {
  return {
    "workspace.get": ({ auth }) => {
      const workspace = ctx.workspaces.byId(auth.workspaceId)!;
      const space = ctx.workspaces.space(auth.workspaceId, auth.mode)!;
      return {
        _id: workspace.id,
        name: workspace.name,
        publicKey: space.public_key,
        ventureId: workspace.venture_id,
        mode: auth.mode,
      };
    },
  };
}
