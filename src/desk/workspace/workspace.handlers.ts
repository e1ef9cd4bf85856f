import type { Handle } from "../../platform/db/handle.js";
import type { DeskContext } from "../context.js";
import type { DeskHandlerGroup, Schemas } from "../types.js";

export function workspaceHandlers(ctx: DeskContext): DeskHandlerGroup<"workspace.get" | "workspace.update" | "workspace.setLogo" | "workspace.deleteLogo"> {
  const view = async (h: Handle, workspaceId: string, mode: "test" | "live"): Promise<Schemas["Workspace"]> => {
    const workspaces = ctx.workspaces(h);
    const workspace = (await workspaces.byId(workspaceId))!;
    // The same answer in both modes (only `mode` differs): publicKey is always the live widget key.
    const live = (await workspaces.space(workspaceId, "live"))!;
    const test = (await workspaces.space(workspaceId, "test"))!;
    return {
      _id: workspace.id,
      ...(await ctx.brand(h).profile(workspaceId)),
      publicKey: live.public_key,
      testPublicKey: test.public_key,
      ventureId: workspace.venture_id,
      mode,
    };
  };
  return {
    "workspace.get": ({ auth, h }) => view(h, auth.workspaceId, auth.mode),
    "workspace.update": async ({ auth, body, h }) => {
      await ctx.writeIn(h, (tx) => ctx.brand(tx).update(auth.workspaceId, body));
      return view(h, auth.workspaceId, auth.mode);
    },
    "workspace.setLogo": async ({ auth, body, h }) => {
      await ctx.writeIn(h, (tx) => ctx.brand(tx).setLogoBase64(auth.workspaceId, body.imageBase64));
      return view(h, auth.workspaceId, auth.mode);
    },
    "workspace.deleteLogo": async ({ auth, h }) => {
      await ctx.writeIn(h, (tx) => ctx.brand(tx).setLogo(auth.workspaceId, null));
      return view(h, auth.workspaceId, auth.mode);
    },
  };
}
