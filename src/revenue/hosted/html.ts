/**
 * HTML built by a tagged template that escapes every value: `html\`<p>${name}</p>\``.
 * A value that is itself `Html` (or an array of them) goes in as it is; null,
 * undefined and false leave nothing. Nothing else reaches a page unescaped.
 */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function piece(v: unknown): string {
  if (v instanceof Html) return v.text;
  if (Array.isArray(v)) return v.map(piece).join("");
  if (v === null || v === undefined || v === false) return "";
  return escapeHtml(String(v));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += piece(values[i]) + strings[i + 1];
  return new Html(out);
}

/**
 * A URL a page may link or redirect to: absolute http(s), or a path on this
 * origin (`/…`, not `//…`). Anything else (`javascript:`, `data:`) is null.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.href : null;
  } catch {
    return null;
  }
}
