import type { Clock } from "../clock.js";
import type { Mode, WorkspacesRepo } from "../tenancy/workspaces.repo.js";
import type { KeysRepo } from "./keys.repo.js";
import { type KeyApi, type KeyKind, keyFormat, mintKey } from "./keys.rules.js";

export interface CreatedKey {
  id: string;
  /** The full key: shown once, never stored. */
  key: string;
  display: string;
  api: KeyApi;
  mode: Mode;
  kind: KeyKind;
}

/** Creates an API key for the workspace's space of `mode`; only its hash is stored. */
export function createApiKey(
  deps: { keys: KeysRepo; workspaces: WorkspacesRepo; clock: Clock },
  workspaceId: string,
  spec: { api: KeyApi; mode: Mode; kind: KeyKind },
): CreatedKey {
  if (spec.api === "desk" && spec.kind === "publishable") {
    throw new Error("The desk API has no publishable API keys; the widget uses the workspace's pk_ key.");
  }
  const space = deps.workspaces.space(workspaceId, spec.mode);
  if (!space) throw new Error(`Workspace ${workspaceId} has no ${spec.mode} mode.`);
  const minted = mintKey(keyFormat(spec.api, spec.kind, spec.mode));
  deps.keys.insert({ id: minted.id, spaceId: space.id, api: spec.api, kind: spec.kind, hash: minted.hash, display: minted.display, now: deps.clock.now() });
  return { id: minted.id, key: minted.token, display: minted.display, ...spec };
}
