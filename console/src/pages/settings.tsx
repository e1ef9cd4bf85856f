import { Fragment } from "preact";
import { useEffect, useState } from "preact/hooks";
import { api, unwrap } from "../api.js";
import type { Schemas } from "../client.js";
import { useWrites } from "../roles.js";
import { ErrorNote, useAction } from "../ui.js";

type Profile = Schemas["Tandem.Desk.WorkspaceProfile"];
type Text = "name" | "legalName" | "address" | "taxId" | "supportEmail" | "accentColor" | "widgetGreeting";

/** The fields as the form edits them (an empty field clears the value, except the name). */
const FIELDS: { key: Text; label: string; hint?: string; multiline?: boolean; max: number }[] = [
  { key: "name", label: "Name", hint: "As customers know the business: hosted pages, mails, the widget.", max: 100 },
  { key: "legalName", label: "Legal name", hint: "On invoices and their PDF.", max: 200 },
  { key: "address", label: "Address", hint: "On invoices; up to 6 lines.", multiline: true, max: 500 },
  { key: "taxId", label: "Tax ID", hint: "VAT number, EIN, …", max: 50 },
  { key: "supportEmail", label: "Support e-mail", hint: "Signs visitor mails; shown on billing pages.", max: 254 },
  { key: "accentColor", label: "Accent colour", hint: "#rrggbb: buttons and links of the billing pages and the widget.", max: 7 },
  { key: "widgetGreeting", label: "Widget greeting", hint: "The widget's first line to a visitor.", max: 280 },
];

/** Reads a file as base64 (without the data: prefix). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ""));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

/** The workspace's identity: owners and admins change it; a viewer reads it (no form, no logo upload). */
export function SettingsPage() {
  const writes = useWrites();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [draft, setDraft] = useState<Record<Text, string>>({} as Record<Text, string>);
  const [saved, setSaved] = useState<string | null>(null);
  const { error, busy, run } = useAction();
  const show = (p: Profile) => {
    setProfile(p);
    setDraft(Object.fromEntries(FIELDS.map((f) => [f.key, p[f.key] ?? ""])) as Record<Text, string>);
  };
  useEffect(() => void run(async () => show(await unwrap(api.GET("/settings")))), []);

  const save = async (e: Event) => {
    e.preventDefault();
    setSaved(null);
    if (!profile) return;
    // Only what changed is sent; an emptied field is cleared (null).
    const body: Record<string, string | null> = {};
    for (const f of FIELDS) {
      const value = draft[f.key].trim();
      if (value !== (profile[f.key] ?? "")) body[f.key] = value === "" && f.key !== "name" ? null : value;
    }
    const p = await run(() => unwrap(api.PATCH("/settings", { body })));
    if (p) {
      show(p);
      setSaved("Settings saved.");
    }
  };
  const upload = async (e: Event) => {
    setSaved(null);
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const p = await run(async () => unwrap(api.PUT("/settings/logo", { body: { imageBase64: await base64Of(file) } })));
    input.value = "";
    if (p) {
      show(p);
      setSaved("Logo saved.");
    }
  };
  const removeLogo = async () => {
    const p = await run(() => unwrap(api.DELETE("/settings/logo")));
    if (p) show(p);
  };

  if (!profile) return <ErrorNote error={error} />;
  return (
    <>
      <h1>Settings</h1>
      <p class="muted">The business's identity, shown on checkout, portal and invoice pages, invoice PDFs, mails to visitors and the chat widget.</p>
      {!writes && (
        <dl class="totals" aria-label="Workspace identity">
          {FIELDS.map((f) => (
            <Fragment key={f.key}>
              <dt>{f.label}</dt>
              <dd class="url">{profile[f.key] ?? <span class="muted">not set</span>}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {writes && (
        <form class="settings" onSubmit={save} aria-label="Workspace identity">
          {FIELDS.map((f) => {
            const id = `settings-${f.key}`;
            const input = { id, maxLength: f.max, value: draft[f.key], "aria-describedby": f.hint ? `${id}-hint` : undefined };
            const onInput = (e: { currentTarget: { value: string } }) => setDraft({ ...draft, [f.key]: e.currentTarget.value });
            return (
              <div class="field" key={f.key}>
                <label for={id}>{f.label}</label>
                {f.multiline ? (
                  <textarea rows={3} {...input} onInput={onInput} />
                ) : f.key === "supportEmail" ? (
                  <input type="email" {...input} onInput={onInput} />
                ) : (
                  <input type="text" required={f.key === "name"} {...input} onInput={onInput} />
                )}
                {f.hint && (
                  <small class="muted" id={`${id}-hint`}>
                    {f.hint}
                  </small>
                )}
              </div>
            );
          })}
          <button type="submit" disabled={busy}>
            Save settings
          </button>
        </form>
      )}
      <section aria-labelledby="logo-title">
        <h2 id="logo-title">Logo</h2>
        {profile.logoUrl ? <img class="logo-preview" src={profile.logoUrl} alt="Current logo" /> : <p class="muted">No logo yet.</p>}
        {writes && (
          <div class="row logo-row">
            <div class="field">
              <label for="settings-logo">Upload a logo (PNG, JPEG or WebP, at most 512 KiB)</label>
              <input id="settings-logo" type="file" accept="image/png,image/jpeg,image/webp" onChange={upload} disabled={busy} />
            </div>
            {profile.logoUrl && (
              <button type="button" class="danger" onClick={removeLogo} disabled={busy}>
                Remove logo
              </button>
            )}
          </div>
        )}
      </section>
      <p class="notice" role="status">
        {saved}
      </p>
      <ErrorNote error={error} />
    </>
  );
}
