import { useEffect, useState } from "preact/hooks";
import { api, type Mode, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { PagedTable } from "../pager.js";
import { useWrites } from "../roles.js";
import { ErrorNote, Field, OnceSecret, useAction, when } from "../ui.js";

const API_NAMES = { desk: "Desk", revenue: "Billing" } as const;

export function KeysPage({ mode }: { mode: Mode }) {
  const [keys, setKeys] = useState<Schemas["ApiKey"][]>([]);
  const [apiName, setApiName] = useState<"desk" | "revenue">("desk");
  const [kind, setKind] = useState<"secret" | "publishable">("secret");
  const [name, setName] = useState("");
  const writes = useWrites();
  const [created, setCreated] = useState<Schemas["CreatedApiKey"] | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const { error, busy, run } = useAction();
  const load = () => run(async () => setKeys((await unwrap(api.GET("/keys"))).items));
  useEffect(() => void load(), []);
  // A new key is shown once, under the mode it was made in: switching Test/Live clears it.
  useEffect(() => setCreated(null), [mode]);

  const create = async (e: Event) => {
    e.preventDefault();
    const body = { api: apiName, mode, kind: apiName === "desk" ? "secret" : kind, ...(name.trim() !== "" && { name }) } as const;
    const k = await run(() => unwrap(api.POST("/keys", { body })));
    if (k) {
      setCreated(k);
      setName("");
      await load();
    }
  };
  const revoke = async (id: string) => {
    setConfirming(null);
    await run(() => unwrap(api.POST("/keys/{id}/revoke", { params: { path: { id } } })));
    await load();
  };
  const shown = keys.filter((k) => k.mode === mode);
  return (
    <>
      <h1>API keys</h1>
      {writes && (
        <form class="toolbar" onSubmit={create} aria-label="New key">
          <Field label="Name">
            <input value={name} maxLength={100} placeholder="e.g. Zapier sync" onInput={(e) => setName(e.currentTarget.value)} />
          </Field>
          <Field label="API">
            <select value={apiName} onChange={(e) => setApiName(e.currentTarget.value as "desk" | "revenue")}>
              <option value="desk">Desk</option>
              <option value="revenue">Billing</option>
            </select>
          </Field>
          <Field label="Kind">
            <select value={apiName === "desk" ? "secret" : kind} disabled={apiName === "desk"} onChange={(e) => setKind(e.currentTarget.value as "secret" | "publishable")}>
              <option value="secret">Secret</option>
              <option value="publishable">Publishable</option>
            </select>
          </Field>
          <button type="submit" disabled={busy}>
            Create key
          </button>
        </form>
      )}
      {created && <OnceSecret label={`New ${API_NAMES[created.api]} ${created.mode} ${created.kind} key “${created.name}”`} value={created.key} onDone={() => setCreated(null)} />}
      <ErrorNote error={error} />
      <PagedTable
        caption={`${mode === "live" ? "Live" : "Test"} keys`}
        rowHeaders
        columns={[
          ["Name", (k) => k.name],
          ["Kind", (k) => `${API_NAMES[k.api]} ${k.kind}`],
          ["Key", (k) => <code>{k.display}</code>],
          ["Created", (k) => when(k.createdAt)],
          // Recorded to about a minute (the API's lastUsedAt).
          ["Last used", (k) => (k.lastUsedAt === null ? "never" : when(k.lastUsedAt))],
          ["State", (k) => (k.state === "active" ? "Active" : `Revoked ${when(k.revokedAt)}`)],
        ]}
        actions={
          writes
            ? (k) =>
                k.state === "active" &&
                (confirming === k.id ? (
                  <span class="confirm" role="group" aria-label={`Revoke ${k.display} (${k.name})?`}>
                    <span>Revoke it? Apps using it stop working.</span>
                    <button type="button" class="danger" onClick={() => revoke(k.id)}>
                      Yes, revoke
                    </button>
                    <button type="button" class="secondary" onClick={() => setConfirming(null)}>
                      Cancel
                    </button>
                  </span>
                ) : (
                  <button type="button" class="danger" aria-label={`Revoke ${k.display} (${k.name})`} onClick={() => setConfirming(k.id)}>
                    Revoke
                  </button>
                ))
            : undefined
        }
        rows={shown}
        empty={`No ${mode} keys yet.`}
      />
    </>
  );
}
