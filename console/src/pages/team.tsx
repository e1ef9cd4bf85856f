import { useState } from "preact/hooks";
import { api, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { Pager, usePaged } from "../pager.js";
import { type Role, useWrites } from "../roles.js";
import { ErrorNote, Field, OnceSecret, when } from "../ui.js";

type Member = Schemas["TeamMember"];
type OperatorSession = Schemas["OperatorSession"];
const ROLE_NAMES: Record<Role, string> = { owner: "Owner", admin: "Admin", agent: "Agent", viewer: "Viewer" };
const PAGE_SIZE = 25;

/** The team (owners only): invite by e-mail, change roles, reset passwords, disable, remove, sessions. */
export function TeamPage({ me }: { me: string }) {
  const writes = useWrites();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<Role>("agent");
  const [notice, setNotice] = useState("");
  const [link, setLink] = useState<{ label: string; value: string } | null>(null);
  const [sessionsOf, setSessionsOf] = useState<{ member: Member; items: OperatorSession[] } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const list = usePaged((cursor) => unwrap(api.GET("/team", { params: { query: { limit: PAGE_SIZE, ...(cursor && { after: cursor }) } } })), []);
  const { error, busy, run, reload: load } = list;

  const sent = (what: string, r: Schemas["LinkSent"]) => {
    if (r.mailed) setNotice(`${what} e-mailed to ${r.operator.email}.`);
    else if (r.link) setLink({ label: `${what} link for ${r.operator.email} (no e-mail was sent)`, value: r.link });
  };
  const invite = async (e: Event) => {
    e.preventDefault();
    const r = await run(() => unwrap(api.POST("/team/invites", { body: { email, role, ...(name.trim() && { name: name.trim() }) } })));
    if (r) {
      sent("Invitation", r);
      setEmail("");
      setName("");
      await load();
    }
  };
  const update = async (m: Member, body: Schemas["TeamMemberUpdate"], what: string) => {
    const r = await run(() => unwrap(api.PATCH("/team/{id}", { params: { path: { id: m.id } }, body })));
    if (r) {
      setNotice(`${r.email}: ${what}.`);
      await load();
    }
  };
  const reset = async (m: Member) => {
    const r = await run(() => unwrap(api.POST("/team/{id}/password_reset", { params: { path: { id: m.id } } })));
    if (r) sent("Password reset", r);
  };
  const remove = async (m: Member) => {
    setConfirming(null);
    if (await run(() => unwrap(api.DELETE("/team/{id}", { params: { path: { id: m.id } } })))) {
      setNotice(`${m.email} removed.`);
      await load();
    }
  };
  const showSessions = async (m: Member) => {
    const r = await run(() => unwrap(api.GET("/team/{id}/sessions", { params: { path: { id: m.id } } })));
    if (r) setSessionsOf({ member: m, items: r.items });
  };
  const revoke = async (m: Member, sessionId?: string) => {
    const r = await run(() =>
      unwrap(sessionId ? api.DELETE("/team/{id}/sessions/{sessionId}", { params: { path: { id: m.id, sessionId } } }) : api.DELETE("/team/{id}/sessions", { params: { path: { id: m.id } } })),
    );
    if (r) {
      setNotice(`${m.email}: ${r.revoked} session${r.revoked === 1 ? "" : "s"} ended.`);
      await showSessions(m);
    }
  };

  // Owners only (roles.ts hides the link from the rest); a read-only role is shown no controls.
  if (!writes) return <h1>Team</h1>;
  return (
    <>
      <h1>Team</h1>
      <form class="toolbar" onSubmit={invite} aria-label="Invite an operator">
        <Field label="Email">
          <input type="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
        </Field>
        <Field label="Name">
          <input value={name} maxLength={100} onInput={(e) => setName(e.currentTarget.value)} />
        </Field>
        <Field label="Role">
          <select value={role} onChange={(e) => setRole(e.currentTarget.value as Role)}>
            {(Object.keys(ROLE_NAMES) as Role[]).map((r) => (
              <option key={r} value={r}>
                {ROLE_NAMES[r]}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" disabled={busy}>
          Invite
        </button>
      </form>
      <p class="hint">Owners manage the team and API keys; admins everything else; agents the inbox; viewers read.</p>
      {link && <OnceSecret label={link.label} value={link.value} onDone={() => setLink(null)} />}
      {notice && (
        <p class="notice" role="status">
          {notice}
        </p>
      )}
      <ErrorNote error={error} />
      <div class="table-wrap">
        <table>
          <caption>Operators</caption>
          <thead>
            <tr>
              <th scope="col">Operator</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Since</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.page.items.map((m) => (
              <tr key={m.id}>
                <td>
                  {m.name ?? m.email.split("@")[0]}
                  <br />
                  <small>{m.email}</small>
                  {m.id === me && <small> (you)</small>}
                </td>
                <td>
                  <select aria-label={`Role of ${m.email}`} value={m.role} onChange={(e) => update(m, { role: e.currentTarget.value as Role }, `now ${e.currentTarget.value}`)}>
                    {(Object.keys(ROLE_NAMES) as Role[]).map((r) => (
                      <option key={r} value={r}>
                        {ROLE_NAMES[r]}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{m.status}</td>
                <td>{when(m.createdAt)}</td>
                <td class="actions">
                  <button type="button" class="secondary" onClick={() => reset(m)} aria-label={`Reset password of ${m.email}`}>
                    Reset password
                  </button>
                  <button type="button" class="secondary" onClick={() => showSessions(m)} aria-label={`Sessions of ${m.email}`}>
                    Sessions
                  </button>
                  {m.status === "disabled" ? (
                    <button type="button" class="secondary" onClick={() => update(m, { disabled: false }, "enabled")} aria-label={`Enable ${m.email}`}>
                      Enable
                    </button>
                  ) : (
                    <button type="button" class="secondary" onClick={() => update(m, { disabled: true }, "disabled")} aria-label={`Disable ${m.email}`}>
                      Disable
                    </button>
                  )}
                  {confirming === m.id ? (
                    <button type="button" class="danger" onClick={() => remove(m)} aria-label={`Confirm removing ${m.email}`}>
                      Confirm remove
                    </button>
                  ) : (
                    <button type="button" class="danger" onClick={() => setConfirming(m.id)} aria-label={`Remove ${m.email}`}>
                      Remove
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager {...list.pager} />
      {sessionsOf && (
        <section aria-labelledby="sessions-title">
          <h2 id="sessions-title">Sessions of {sessionsOf.member.email}</h2>
          {sessionsOf.items.length === 0 ? (
            <p>No open sessions.</p>
          ) : (
            <ul class="list">
              {sessionsOf.items.map((s) => (
                <li key={s.id} class="row">
                  <span>
                    Signed in {when(s.createdAt)}, until {when(s.expiresAt)}
                    {s.current && " (this browser)"}
                  </span>
                  <button type="button" class="secondary" onClick={() => revoke(sessionsOf.member, s.id)}>
                    Revoke
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" class="secondary" onClick={() => revoke(sessionsOf.member)} disabled={sessionsOf.items.length === 0}>
            Revoke all sessions
          </button>
        </section>
      )}
    </>
  );
}
