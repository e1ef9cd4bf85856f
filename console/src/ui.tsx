/** Small shared pieces: the once-shown secret, async actions with their errors, dates. */
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import { ConsoleApiError } from "./client.js";

export const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : "—");

/** A secret shown exactly once, with a copy button. */
export function OnceSecret(props: { label: string; value: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.value);
      setCopied(true);
    } catch {
      (document.getElementById("once-secret") as HTMLInputElement | null)?.select();
    }
  };
  return (
    <section class="once" aria-labelledby="once-title">
      <h3 id="once-title">{props.label}</h3>
      <p>Copy it now: it is shown only this once.</p>
      <div class="row">
        <input id="once-secret" aria-label={props.label} readOnly value={props.value} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        <button type="button" onClick={copy}>
          {copied ? "Copied" : "Copy"}
        </button>
        <button type="button" class="secondary" onClick={props.onDone}>
          Done
        </button>
      </div>
    </section>
  );
}

/** Runs async work, keeping the last error to show. */
export function useAction() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setError(null);
    try {
      return await work();
    } catch (e) {
      setError(e instanceof ConsoleApiError ? `${e.message} (${e.code})` : String(e));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run, setError };
}

export function ErrorNote(props: { error: string | null }) {
  return props.error ? (
    <p class="error" role="alert">
      {props.error}
    </p>
  ) : null;
}

export function Field(props: { label: string; children: ComponentChildren }) {
  return (
    <label class="field">
      <span>{props.label}</span>
      {props.children}
    </label>
  );
}
