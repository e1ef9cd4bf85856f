/**
 * Element helpers. Text is only ever set with textContent: data from the API
 * (messages, names, titles) can never become markup.
 */
type Attrs = Record<string, string | boolean | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string | null | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === "string" ? document.createTextNode(c) : c);
  }
  return el;
}

/** Replaces an element's children. */
export function fill(el: Element, ...children: (Node | null | false)[]): void {
  el.replaceChildren(...children.filter((c): c is Node => c !== null && c !== false));
}
