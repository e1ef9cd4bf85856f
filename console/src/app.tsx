import { useEffect, useState } from "preact/hooks";
import { api, type Mode, type Session, unwrap, whenSignedOut } from "./api.js";
import { BillingWebhooksPage } from "./pages/billing-webhooks.js";
import { CustomersPage } from "./pages/customers.js";
import { HomePage } from "./pages/home.js";
import { InboxPage } from "./pages/inbox.js";
import { InvoicesPage } from "./pages/invoices.js";
import { KeysPage } from "./pages/keys.js";
import { PlansPage } from "./pages/plans.js";
import { ReferralRedemptionsPage } from "./pages/referral-redemptions.js";
import { RewardsPage } from "./pages/rewards.js";
import { SettingsPage } from "./pages/settings.js";
import { WebhooksPage } from "./pages/webhooks.js";
import { LinkSignIn, SignIn } from "./sign-in.js";
import { AuditPage } from "./pages/audit.js";
import { TeamPage } from "./pages/team.js";
import { RoleContext, sees } from "./roles.js";

/** Pages reached from another page, not the navigation (the billing webhooks: from Invoices). */
const LINKED_PAGES = ["billing-webhooks"] as const;

const PAGES = [
  { path: "home", name: "Home" },
  { path: "keys", name: "API keys" },
  { path: "webhooks", name: "Webhooks" },
  { path: "plans", name: "Plans" },
  { path: "customers", name: "Customers" },
  { path: "invoices", name: "Invoices" },
  { path: "rewards", name: "Rewards" },
  { path: "inbox", name: "Inbox" },
  { path: "team", name: "Team" },
  { path: "audit", name: "Audit log" },
  { path: "settings", name: "Settings" },
] as const;
type PagePath = (typeof PAGES)[number]["path"] | (typeof LINKED_PAGES)[number];

const route = () => location.hash.replace(/^#\/?/, "");

/** The program of `rewards/programs/<id>` (its redemptions' page), if the path is one. */
const programOf = (path: string): string | undefined => {
  const m = /^rewards\/programs\/([^/]+)$/.exec(path);
  return m ? decodeURIComponent(m[1]) : undefined;
};

export function App() {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [path, setPath] = useState(route());
  const [mode, setMode] = useState<Mode>("test");
  // A one-time link (sign-in, invitation, password reset): the operator chooses a password first.
  const [linkToken, setLinkToken] = useState<string | null>(
    /^link\/([A-Za-z0-9_-]+)$/.exec(route())?.[1] ?? null,
  );

  const signedInAs = (s: Session | null) => {
    api.setSession(s);
    setSession(s);
  };
  useEffect(() => {
    whenSignedOut(() => signedInAs(null));
    const onHash = () => setPath(route());
    window.addEventListener("hashchange", onHash);
    // A one-time link shows its own page; else the current session, if any.
    if (linkToken) signedInAs(null);
    else unwrap(api.GET("/session")).then(signedInAs, () => signedInAs(null));
    return () => window.removeEventListener("hashchange", onHash);
  }, []);

  if (linkToken)
    return (
      <LinkSignIn
        token={linkToken}
        onSignedIn={(s) => {
          setLinkToken(null);
          signedInAs(s);
          location.replace("#/");
        }}
      />
    );
  if (session === undefined) return <p class="loading">Loading…</p>;
  if (session === null) return <SignIn onSignedIn={signedInAs} />;

  // `#/<page>/<id>?<filters>`: the filters a link opens a list with (`#/customers?plan=pro&version=2`
  // from the Plans page, `#/invoices?customer=<id>` from a customer's page).
  const [bare, search = ""] = path.split("?");
  const linked = LINKED_PAGES.find((p) => p === bare.split("/")[0]);
  // The role's pages only (the API refuses the others with 403 forbidden).
  const visible = PAGES.filter((p) => sees(session.operator.role, p.path));
  const page: PagePath =
    linked ??
    ((visible.find((p) => p.path === bare.split("/")[0])?.path ??
      visible[0].path) as PagePath);
  const signOut = async () => {
    await api.DELETE("/session");
    signedInAs(null);
  };
  return (
    <RoleContext.Provider value={session.operator.role}>
      <div class={`shell ${mode}`}>
        <a class="skip" href="#main">
          Skip to content
        </a>
        <header>
          <strong class="brand">Tandem</strong>
          <nav aria-label="Console">
            <ul>
              {visible.map((p) => (
                <li key={p.path}>
                  <a
                    href={`#/${p.path}`}
                    aria-current={p.path === page ? "page" : undefined}
                  >
                    {p.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div class="mode" role="group" aria-label="Mode">
            {(["test", "live"] as const).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={mode === m}
                onClick={() => setMode(m)}
              >
                {m === "test" ? "Test" : "Live"}
              </button>
            ))}
          </div>
          <span
            class="who"
            title={`${session.operator.name ?? session.operator.email} · ${session.operator.role}`}
          >
            {session.operator.name ?? session.operator.email} ·{" "}
            {session.operator.role}
          </span>
          <button type="button" class="secondary" onClick={signOut}>
            Sign out
          </button>
        </header>
        {mode === "live" && (
          <p class="live-banner" role="note">
            Live mode: you are looking at and changing real data.
          </p>
        )}
        <main id="main" tabIndex={-1}>
          {page === "home" && <HomePage mode={mode} />}
          {page === "keys" && <KeysPage mode={mode} />}
          {page === "webhooks" && <WebhooksPage mode={mode} />}
          {page === "billing-webhooks" && <BillingWebhooksPage mode={mode} />}
          {page === "plans" && <PlansPage mode={mode} />}
          {page === "customers" && (
            <CustomersPage
              mode={mode}
              customerId={bare.split("/")[1]}
              filter={search}
            />
          )}
          {page === "invoices" && (
            <InvoicesPage
              mode={mode}
              invoiceId={bare.split("/")[1]}
              customerId={new URLSearchParams(search).get("customer") ?? ""}
            />
          )}
          {page === "inbox" && <InboxPage mode={mode} />}
          {page === "rewards" &&
            (programOf(path) !== undefined ? (
              <ReferralRedemptionsPage
                key={`${mode}:${programOf(path)}`}
                mode={mode}
                programId={programOf(path)!}
              />
            ) : (
              <RewardsPage mode={mode} />
            ))}
          {page === "settings" && <SettingsPage />}
          {page === "team" && <TeamPage me={session.operator.id} />}
          {page === "audit" && <AuditPage />}
        </main>
      </div>
    </RoleContext.Provider>
  );
}
