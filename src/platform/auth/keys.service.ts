import type { Clock } from "../clock.js";
import type { Handle, Store } from "../db/handle.js";
import type { PlatformRepos } from "../repos.js";
import type { Mode, WorkspacesRepo } from "../tenancy/workspaces.repo.js";
import { AppError } from "../errors.js";
import type { KeysRepo } from "./keys.repo.js";
import { type KeyApi, type KeyFormat, type KeyKind, keyFormat, keyName, mintKey } from "./keys.rules.js";

export interface CreatedKey {
  id: string;
  /** The full key: shown once, never stored. */
  key: string;
  display: string;
  name: string;
  api: KeyApi;
  mode: Mode;
  kind: KeyKind;
}

/** What to create: `name` optional (default `<api> <mode> <kind>`; 400 `invalid_request` when out of bounds, keys.rules.ts keyName). */
export interface KeySpec {
  api: KeyApi;
  mode: Mode;
  kind: KeyKind;
  name?: string;
}

/** Creates an API key for the workspace's space of `mode`; only its hash is stored. */
export async function createApiKey(
  deps: { keys: KeysRepo; workspaces: WorkspacesRepo; clock: Clock; keyFormats: readonly KeyFormat[] },
  workspaceId: string,
  spec: KeySpec,
): Promise<CreatedKey> {
  const name = keyName(spec.name, spec);
  if (typeof name !== "string") throw new AppError("invalid_request", name.problem);
  const format = keyFormat(deps.keyFormats, spec.api, spec.kind, spec.mode);
  if (!format || format.issued === false) throw new Error(`The ${spec.api} API has no ${spec.kind} ${spec.mode} keys.`);
  const space = await deps.workspaces.space(workspaceId, spec.mode);
  if (!space) throw new Error(`Workspace ${workspaceId} has no ${spec.mode} mode.`);
  const minted = mintKey(format);
  await deps.keys.insert({ id: minted.id, spaceId: space.id, api: spec.api, kind: spec.kind, hash: minted.hash, display: minted.display, name, now: deps.clock.now() });
  return { id: minted.id, key: minted.token, display: minted.display, api: spec.api, mode: spec.mode, kind: spec.kind, name };
}

/**
 * `createApiKey` on the store: in `h`'s transaction (a savepoint of it) when it is one, else in a
 * unit of its own (the CLI, the first run).
 */
export async function createApiKeyIn(
  h: Handle,
  deps: { store: Store; repos: Pick<PlatformRepos, "keys" | "workspaces">; clock: Clock; keyFormats: readonly KeyFormat[] },
  workspaceId: string,
  spec: KeySpec,
): Promise<CreatedKey> {
  return await deps.store.writeIn(h, (tx) =>
    createApiKey({ keys: tx.use(deps.repos.keys), workspaces: tx.use(deps.repos.workspaces), clock: deps.clock, keyFormats: deps.keyFormats }, workspaceId, spec),
  );
}
