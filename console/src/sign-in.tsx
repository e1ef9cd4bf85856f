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
