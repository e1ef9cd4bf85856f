import type { DeskContext } from "../context.js";
import type { DeskHandlerGroup, Schemas } from "../types.js";

export function workspaceHandlers(ctx: DeskContext): DeskHandlerGroup<"workspace.get" | "workspace.update" | "workspace.setLogo" | "workspace.deleteLogo"> {
  const view = async (workspaceId: string, mode: "test" | "live"): Promise<Schemas["Workspace"]> => {
    const workspace = (await ctx.workspaces.byId(workspaceId))!;
    // The same answer in both modes (only `mode` differs): publicKey is always the live widget key.
    const live = (await ctx.workspaces.space(workspaceId, "live"))!;
    const test = (await ctx.workspaces.space(workspaceId, "test"))!;
    return {
      _id: workspace.id,
      ...(await ctx.brand.profile(workspaceId)),
      publicKey: live.public_key,
      testPublicKey: test.public_key,
      ventureId: workspace.venture_id,
      mode,
    };
  };
  return {
    "workspace.get": ({ auth }) => view(auth.workspaceId, auth.mode),
    "workspace.update": async ({ auth, body }) => {
      await ctx.write(() => ctx.brand.update(auth.workspaceId, body));
      return view(auth.workspaceId, auth.mode);
    },
    "workspace.setLogo": async ({ auth, body }) => {
      await ctx.write(() => ctx.brand.setLogoBase64(auth.workspaceId, body.imageBase64));
      return view(auth.workspaceId, auth.mode);
    },
    "workspace.deleteLogo": async ({ auth }) => {
      await ctx.write(() => ctx.brand.setLogo(auth.workspaceId, null));
      return view(auth.workspaceId, auth.mode);
    },
  };
}
