import { useState } from "preact/hooks";
import { api, type Session, unwrap } from "./api.js";
import { ErrorNote, Field, useAction } from "./ui.js";

export function SignIn(props: { onSignedIn: (s: Session) => void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { error, busy, run } = useAction();
  const submit = async (e: Event) => {
    e.preventDefault();
    const s = await run(() => unwrap(api.POST("/session", { body: { email, password } })));
    if (s) props.onSignedIn(s);
  };
  return (
    <main class="sign-in">
      <h1>Tandem console</h1>
      <form onSubmit={submit}>
        <Field label="Email">
          <input type="email" name="email" autoComplete="username" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
        </Field>
        <Field label="Password">
          <input type="password" name="password" autoComplete="current-password" required value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
        </Field>
        <ErrorNote error={error} />
        <button type="submit" disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  );
}

/**
 * A one-time link's page (sign-in, invitation or password reset): a new password (required by a
 * reset link, optional otherwise), then the link is spent and the session starts.
 */
export function LinkSignIn(props: { token: string; onSignedIn: (s: Session) => void }) {
  const [password, setPassword] = useState("");
  const { error, busy, run } = useAction();
  const go = async (withPassword: boolean) => {
    const body = withPassword ? { token: props.token, password } : { token: props.token };
    const s = await run(() => unwrap(api.POST("/session/link", { body })));
    if (s) props.onSignedIn(s);
  };
  const submit = (e: Event) => {
    e.preventDefault();
    void go(true);
  };
  return (
    <main class="sign-in">
      <h1>Choose your password</h1>
      <p>This link works once. Choose a password of at least 10 characters to sign in with next time.</p>
      <form onSubmit={submit}>
        <Field label="New password">
          <input type="password" name="new-password" autoComplete="new-password" minLength={10} required value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
        </Field>
        <ErrorNote error={error} />
        <button type="submit" disabled={busy}>
          Set password and sign in
        </button>
        <button type="button" class="secondary" disabled={busy} onClick={() => go(false)}>
          Sign in without a password
        </button>
      </form>
    </main>
  );
}
