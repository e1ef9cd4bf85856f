/**
 * Tandem's chat widget. One tag on any site:
 *   <script src="https://desk.example.com/widget.js" data-public-key="pk_live_…" async></script>
 * A host page may identify its user first (user_hash from its backend):
 *   window.TandemWidgetSettings = { identity: { external_id, name, email, user_hash } };
 * or later: window.TandemWidget.identify({ … }).
 */
import { darker } from "../../src/platform/tenancy/brand.rules.js";
import { type Brand, type Conversation, createApi, type Feed, type Identity, type Message, type Ticket, WidgetApiError } from "./api.js";
import { fill, h } from "./dom.js";
import { CSS } from "./styles.js";

declare global {
  interface Window {
    TandemWidgetSettings?: { identity?: Identity };
    TandemWidget?: { open(): void; close(): void; identify(identity: Identity): Promise<void> };
  }
}

const WAIT_SECONDS = 25;
const DEFAULT_GREETING = "Ask us anything: we usually answer within a few hours.";
const CHAT_ICON = "M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z";

function boot(): void {
  const script =
    (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>("script[data-public-key][src*='widget.js']");
  const publicKey = script?.dataset.publicKey;
  if (!script || !publicKey || !/^pk_(live|test)_/.test(publicKey)) {
    console.error("Tandem widget: add data-public-key=\"pk_live_…\" to the script tag.");
    return;
  }
  if (document.getElementById("tandem-chat-widget")) return;
  const base = new URL(script.src, location.href).origin;
  const api = createApi(base, publicKey);
  const storageKey = `tandem:${publicKey}`;

  // ── the shadow root ────────────────────────────────────────────────
  const host = h("div", { id: "tandem-chat-widget" });
  const shadow = host.attachShadow({ mode: "open" });
  const style = document.createElement("style");
  style.textContent = CSS;
  const root = h("div", { class: "root" });
  shadow.append(style, root);

  const icon = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  icon.setAttribute("viewBox", "0 0 24 24");
  icon.setAttribute("aria-hidden", "true");
  const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
  path.setAttribute("d", CHAT_ICON);
  icon.append(path);
  const launcher = h("button", { class: "launcher", type: "button", "aria-expanded": "false", "aria-controls": "tandem-panel" }, icon, "Chat with us");

  const closeButton = h("button", { type: "button", "aria-label": "Close chat" }, "×");
  const title = h("h2", {}, "Support");
  const logo = h("img", { class: "logo", alt: "", hidden: true });
  const messagesTab = h("button", { type: "button", role: "tab", "aria-selected": "true" }, "Messages");
  const ticketsTab = h("button", { type: "button", role: "tab", "aria-selected": "false" }, "Tickets");
  const body = h("div", { class: "body" });
  const errorLine = h("div", { class: "error", role: "alert" });
  const footer = h("div");
  const panel = h(
    "div",
    { class: "panel", id: "tandem-panel", role: "dialog", "aria-label": "Support chat", hidden: true },
    h("div", { class: "head" }, logo, title, closeButton),
    h("div", { class: "tabs", role: "tablist" }, messagesTab, ticketsTab),
    body,
    errorLine,
    footer,
  );
  root.append(panel, launcher);

  // ── state ──────────────────────────────────────────────────────────
  let ready: Promise<void> | undefined;
  let identity = window.TandemWidgetSettings?.identity;
  let current: Conversation | undefined;
  let messages: Message[] = [];
  let cursor: string | undefined;
  let polling: AbortController | undefined;
  let view: "thread" | "list" | "tickets" = "thread";
  let brand: Brand | undefined;
  /** The conversation the visitor just rated in this panel: it offers the optional comment. */
  let justRated: string | undefined;

  const showError = (err: unknown) => {
    if (err instanceof WidgetApiError && err.code === "identity_verification_failed") {
      console.error(`Tandem widget: ${err.message}`);
      errorLine.textContent = "Chat is unavailable: your sign-in could not be verified.";
    } else errorLine.textContent = err instanceof WidgetApiError ? err.message : err ? "Connection problem; retrying…" : "";
  };

  const stored = (): { token?: string; externalId?: string; brand?: Brand } => {
    try {
      return JSON.parse(localStorage.getItem(storageKey) ?? "{}");
    } catch {
      return {};
    }
  };
  const store = (token: string, externalId: string | undefined) => {
    try {
      localStorage.setItem(storageKey, JSON.stringify({ token, externalId, brand }));
    } catch {
      /* private mode: the token lives as long as the page */
    }
  };

  /**
   * The workspace's identity (the session answers it; the last one is kept with the token, so a
   * returning visitor sees it before connecting): title, accent colour, logo, greeting.
   */
  function applyBrand(b: Brand | undefined): void {
    if (!b) return;
    brand = b;
    title.textContent = b.name;
    if (b.accentColor && /^#[0-9a-fA-F]{6}$/.test(b.accentColor)) {
      root.style.setProperty("--accent", b.accentColor);
      root.style.setProperty("--accent-dark", darker(b.accentColor));
    } else {
      root.style.removeProperty("--accent");
      root.style.removeProperty("--accent-dark");
    }
    if (b.logoUrl) logo.setAttribute("src", new URL(b.logoUrl, base).href);
    logo.hidden = !b.logoUrl;
  }
  applyBrand(stored().brand);

  /** A visitor session: the stored token when it is for the same identity. */
  async function connect(): Promise<void> {
    const saved = stored();
    api.token = saved.externalId === identity?.external_id ? saved.token : undefined;
    const s = await api.session(identity);
    api.token = s.visitorToken;
    applyBrand(s.brand);
    store(s.visitorToken, identity?.external_id);
  }

  // ── views ──────────────────────────────────────────────────────────
  function messageNode(m: Message): HTMLElement {
    const who = m.author === "contact" ? "You" : (m.author_name ?? "Support team");
    return h("div", { class: `msg ${m.author}` }, h("span", { class: "who" }, who), m.body);
  }

  function composer(): HTMLElement {
    const field = h("textarea", { id: "tandem-message", rows: "1", placeholder: "Write a message…" });
    const send = h("button", { class: "primary", type: "submit" }, "Send");
    const form = h("form", { class: "composer" }, h("label", { for: "tandem-message" }, "Message"), field, send);
    field.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && !e.shiftKey) {
        e.preventDefault();
        form.requestSubmit();
      }
    });
    form.addEventListener("submit", async (e) => {
      e.preventDefault();
      const text = field.value;
      if (!text.trim()) return;
      send.disabled = true;
      try {
        if (current) {
          const m = await api.send(current._id, text);
          addMessages([m]);
        } else {
          current = await api.start(text);
          cursor = undefined;
          messages = [];
          render();
          await refresh();
          poll();
        }
        field.value = "";
        showError(undefined);
      } catch (err) {
        showError(err);
      } finally {
        send.disabled = false;
        field.focus();
      }
    });
    return form;
  }

  /**
   * A click on a star records the rating at once (`csat.received`), so closing the
   * panel loses nothing; the optional comment then follows as an update of it.
   */
  function ratingNode(c: Conversation): HTMLElement | null {
    if (c.status !== "resolved") return null;
    if (c.rated) return justRated === c._id ? commentNode(c) : h("div", { class: "rating" }, h("p", {}, "Thanks for your feedback!"));
    const box = h("div", { class: "rating", role: "group", "aria-label": "Rate this conversation" });
    const stars = h("div", { class: "stars" });
    for (let n = 1; n <= 5; n++) {
      const b = h("button", { type: "button", "aria-label": `Rate ${n}` }, `${n}★`);
      b.addEventListener("click", async () => {
        for (const s of stars.children) (s as HTMLButtonElement).disabled = true;
        try {
          await api.rate(c._id, n);
          justRated = c._id;
          current = { ...c, rated: true };
          render();
          (body.querySelector("#tandem-rating-comment") as HTMLElement | null)?.focus();
        } catch (err) {
          showError(err);
          for (const s of stars.children) (s as HTMLButtonElement).disabled = false;
        }
      });
      stars.append(b);
    }
    box.append(h("p", {}, "How did we do?"), stars);
    return box;
  }

  /** After the rating: thanks, and an optional comment added to that rating. */
  function commentNode(c: Conversation): HTMLElement {
    const box = h("div", { class: "rating" }, h("p", {}, "Thanks for your feedback!"));
    const comment = h("textarea", { id: "tandem-rating-comment", rows: "2", maxlength: "2000", placeholder: "Anything to add? (optional)" });
    const submit = h("button", { class: "primary", type: "button" }, "Send comment");
    submit.addEventListener("click", async () => {
      const text = comment.value.trim();
      if (!text) return comment.focus();
      submit.disabled = true;
      try {
        await api.comment(c._id, text);
        justRated = undefined;
        render();
      } catch (err) {
        showError(err);
        submit.disabled = false;
      }
    });
    box.append(h("label", { for: "tandem-rating-comment", class: "sr" }, "Comment (optional)"), comment, submit);
    return box;
  }

  function renderThread(): void {
    const log = h("div", { role: "log", "aria-live": "polite", "aria-label": "Conversation history" });
    for (const m of messages) log.append(messageNode(m));
    const top = h("div", { class: "bar" });
    const back = h("button", { class: "link", type: "button" }, "All conversations");
    back.addEventListener("click", () => void openList());
    top.append(back, h("span", { class: "status" }, current ? current.status : ""));
    fill(body, top, current ? null : h("p", { class: "greeting" }, brand?.greeting ?? DEFAULT_GREETING), log, current ? ratingNode(current) : null);
    if (current?.status === "resolved") {
      const again = h("button", { class: "primary", type: "button" }, "New conversation");
      again.addEventListener("click", () => newConversation());
      fill(footer, h("div", { class: "composer" }, again));
    } else fill(footer, composer());
    body.scrollTop = body.scrollHeight;
  }

  async function openList(): Promise<void> {
    stopPolling();
    view = "list";
    const list = await api.conversations().catch((err) => (showError(err), [] as Conversation[]));
    const start = h("button", { class: "primary", type: "button" }, "New conversation");
    start.addEventListener("click", () => newConversation());
    const items = list.map((c) => {
      const b = h("button", { class: "convo", type: "button" }, c.subject ?? `Conversation of ${new Date(c.createdAt).toLocaleDateString()}`, " ", h("span", { class: "badge" }, c.status));
      b.addEventListener("click", () => void openThread(c));
      return b;
    });
    fill(body, ...(items.length ? items : [h("p", { class: "empty" }, "No conversations yet.")]));
    fill(footer, h("div", { class: "composer" }, start));
  }

  async function renderTickets(): Promise<void> {
    stopPolling();
    fill(footer);
    const tickets = await api.tickets().catch((err) => (showError(err), [] as Ticket[]));
    const nodes = tickets.map((t) =>
      h(
        "div",
        { class: "ticket" },
        h("h3", {}, `#${t.number} ${t.title}`),
        h("span", { class: "badge" }, t.status),
        ...t.comments.map((c) => h("div", { class: "comment" }, h("span", { class: "status" }, `${c.author_name ?? "Support team"}: `), c.body)),
      ),
    );
    fill(body, ...(nodes.length ? nodes : [h("p", { class: "empty" }, "No tickets.")]));
  }

  function render(): void {
    messagesTab.setAttribute("aria-selected", String(view !== "tickets"));
    ticketsTab.setAttribute("aria-selected", String(view === "tickets"));
    if (view === "thread") renderThread();
  }

  function addMessages(items: Message[]): void {
    const known = new Set(messages.map((m) => m._id));
    const fresh = items.filter((m) => !known.has(m._id));
    if (fresh.length === 0) return;
    messages = [...messages, ...fresh];
    if (view === "thread") {
      const log = body.querySelector("[role=log]");
      if (log) {
        for (const m of fresh) log.append(messageNode(m));
        body.scrollTop = body.scrollHeight;
      } else render();
    }
  }

  function apply(feed: Feed): void {
    cursor = feed.cursor;
    const changed = !current || current.status !== feed.conversation.status || current.rated !== feed.conversation.rated;
    current = feed.conversation;
    if (changed) {
      messages = [...messages.filter((m) => !feed.items.some((f) => f._id === m._id)), ...feed.items];
      render();
    } else addMessages(feed.items);
  }

  async function refresh(): Promise<void> {
    if (!current) return;
    apply(await api.feed(current._id, cursor, 0));
  }

  function stopPolling(): void {
    polling?.abort();
    polling = undefined;
  }

  /** Long polling: each answer comes when something changed (or after 25 s). */
  function poll(): void {
    stopPolling();
    if (!current || panel.hidden) return;
    const ctl = (polling = new AbortController());
    const id = current._id;
    void (async () => {
      while (!ctl.signal.aborted && current?._id === id) {
        try {
          const feed = await api.feed(id, cursor, WAIT_SECONDS, ctl.signal);
          if (ctl.signal.aborted) return;
          apply(feed);
          showError(undefined);
        } catch (err) {
          if (ctl.signal.aborted) return;
          showError(err);
          await new Promise((r) => setTimeout(r, 3000));
        }
      }
    })();
  }

  async function openThread(c: Conversation | undefined): Promise<void> {
    stopPolling();
    view = "thread";
    current = c;
    messages = [];
    cursor = undefined;
    justRated = undefined;
    render();
    if (c) {
      await refresh().catch(showError);
      poll();
    }
  }

  function newConversation(): void {
    void openThread(undefined).then(() => (shadow.getElementById("tandem-message") as HTMLTextAreaElement | null)?.focus());
  }

  // ── open / close ───────────────────────────────────────────────────
  async function open(): Promise<void> {
    panel.hidden = false;
    launcher.setAttribute("aria-expanded", "true");
    try {
      ready ??= connect();
      await ready;
      if (view === "tickets") await renderTickets();
      else if (!current) {
        const list = await api.conversations();
        await openThread(list.find((c) => c.status !== "resolved") ?? list[0]);
      } else {
        await refresh();
        poll();
      }
      showError(undefined);
    } catch (err) {
      ready = undefined;
      showError(err);
    }
    (shadow.getElementById("tandem-message") as HTMLTextAreaElement | null)?.focus();
  }

  function close(): void {
    stopPolling();
    panel.hidden = true;
    launcher.setAttribute("aria-expanded", "false");
    launcher.focus();
  }

  launcher.addEventListener("click", () => (panel.hidden ? void open() : close()));
  closeButton.addEventListener("click", close);
  panel.addEventListener("keydown", (e) => {
    if (e.key === "Escape") close();
  });
  messagesTab.addEventListener("click", () => {
    view = "thread";
    void openThread(current);
  });
  ticketsTab.addEventListener("click", () => {
    view = "tickets";
    render();
    void renderTickets();
  });

  window.TandemWidget = {
    open: () => void open(),
    close,
    async identify(next: Identity) {
      identity = next;
      stopPolling();
      current = undefined;
      ready = connect();
      await ready;
      if (!panel.hidden) await open();
    },
  };

  (document.body ?? document.documentElement).append(host);
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot, { once: true });
else boot();
