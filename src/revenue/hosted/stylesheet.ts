/** The hosted pages' one stylesheet, served at STYLESHEET_PATH (the CSP allows 'self' styles only). */
export const STYLESHEET_PATH = "/hosted/style.css";

export const STYLESHEET = `
:root { color-scheme: light; --ink: #1d2330; --muted: #5a6272; --line: #dde1e8; --bg: #f4f6fa; --accent: #1f4fd1; --accent-dark: #163a9c; --bad: #a4161a; --bad-bg: #fdecec; --good: #13653a; --good-bg: #e6f4ea; --warn-bg: #fff4d6; --warn: #7a4f00; }
* { box-sizing: border-box; }
html { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; font-size: 16px; line-height: 1.5; color: var(--ink); background: var(--bg); }
body { margin: 0; padding: 0 1rem 3rem; }
.test-banner { margin: 0 -1rem 1.5rem; padding: .4rem 1rem; background: var(--warn-bg); color: var(--warn); border-bottom: 1px solid #f0d48a; text-align: center; font-size: .875rem; font-weight: 600; }
main { max-width: 36rem; margin: 2rem auto 0; background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 2rem; box-shadow: 0 1px 3px rgba(20, 30, 60, .06); }
.test-banner + main { margin-top: 0; }
main.wide { max-width: 48rem; }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 .25rem; }
h2 { font-size: 1.05rem; margin: 2rem 0 .75rem; }
p { margin: .5rem 0; }
.muted { color: var(--muted); }
.eyebrow { margin: 0 0 .25rem; color: var(--muted); font-size: .875rem; text-transform: uppercase; letter-spacing: .04em; }
a { color: var(--accent); }
a:hover { color: var(--accent-dark); }
table { width: 100%; border-collapse: collapse; margin: .75rem 0; font-variant-numeric: tabular-nums; }
th, td { text-align: left; padding: .5rem .25rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-size: .8125rem; color: var(--muted); font-weight: 600; }
td.num, th.num { text-align: right; white-space: nowrap; }
tfoot th, tfoot td { border-bottom: 0; color: var(--ink); font-size: 1rem; font-weight: 400; }
tfoot tr.total th, tfoot tr.total td { font-weight: 700; font-size: 1.0625rem; border-top: 2px solid var(--ink); }
dl.meta { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 1rem 0; }
dl.meta dt { color: var(--muted); }
dl.meta dd { margin: 0; }
fieldset { border: 0; padding: 0; margin: 1.5rem 0 0; }
legend { font-weight: 600; font-size: 1.05rem; margin-bottom: .5rem; padding: 0; }
.field { margin: 0 0 1rem; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
label { display: block; font-weight: 600; font-size: .9375rem; margin-bottom: .25rem; }
.hint { display: block; color: var(--muted); font-size: .8125rem; margin: 0 0 .25rem; }
input[type=text] { width: 100%; font: inherit; padding: .6rem .7rem; border: 1px solid #aab1bf; border-radius: 8px; background: #fff; color: var(--ink); }
input[aria-invalid=true] { border-color: var(--bad); box-shadow: 0 0 0 1px var(--bad); }
.field-error { color: var(--bad); font-size: .875rem; margin: .3rem 0 0; font-weight: 600; }
:focus-visible { outline: 3px solid #7aa2ff; outline-offset: 2px; }
button, .button { display: inline-block; font: inherit; font-weight: 600; border-radius: 8px; padding: .65rem 1.25rem; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; text-decoration: none; text-align: center; }
button:hover, .button:hover { background: var(--accent-dark); border-color: var(--accent-dark); color: #fff; }
button.block { width: 100%; margin-top: .5rem; font-size: 1.0625rem; padding: .75rem; }
button.secondary, .button.secondary { background: #fff; color: var(--accent); }
button.secondary:hover, .button.secondary:hover { background: #eef2fd; color: var(--accent-dark); }
button.danger { background: #fff; color: var(--bad); border-color: #d9a3a5; }
button.danger:hover { background: var(--bad-bg); color: var(--bad); }
button.small { padding: .3rem .75rem; font-size: .875rem; }
.actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1.5rem; }
.inline { display: inline; margin: 0; }
.alert { border-radius: 8px; padding: .75rem 1rem; margin: 1rem 0; background: var(--bad-bg); color: var(--bad); border: 1px solid #f0b7b9; }
.alert p { margin: .15rem 0; }
.notice { border-radius: 8px; padding: .6rem 1rem; margin: 1rem 0; background: var(--good-bg); color: var(--good); border: 1px solid #b5dcc2; }
.done { text-align: center; padding: 1rem 0; }
.done .mark { display: inline-block; width: 3rem; height: 3rem; line-height: 3rem; border-radius: 50%; background: var(--good-bg); color: var(--good); font-size: 1.5rem; font-weight: 700; margin-bottom: .75rem; }
.badge { display: inline-block; font-size: .75rem; font-weight: 700; padding: .1rem .5rem; border-radius: 999px; background: #e8ebf1; color: var(--ink); vertical-align: middle; text-transform: uppercase; letter-spacing: .03em; }
.badge.paid, .badge.active, .badge.default { background: var(--good-bg); color: var(--good); }
.badge.open, .badge.trialing, .badge.past_due { background: var(--warn-bg); color: var(--warn); }
.badge.void, .badge.uncollectible, .badge.canceled, .badge.expired, .badge.refunded, .badge.refund_pending { background: #eceef2; color: var(--muted); }
ul.methods { list-style: none; margin: .5rem 0; padding: 0; }
ul.methods li { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding: .75rem 0; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
ul.methods .card-name { font-weight: 600; }
ul.methods .buttons { display: flex; gap: .5rem; }
aside.test-cards { margin-top: 2rem; padding: 1rem; border: 1px dashed #e0c36a; border-radius: 8px; background: #fffcf2; font-size: .875rem; }
aside.test-cards h2 { margin: 0 0 .25rem; font-size: .9375rem; }
aside.test-cards table { margin: .5rem 0 0; }
aside.test-cards td { padding: .3rem .25rem; border-color: #f0e4bf; }
aside.test-cards code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: nowrap; }
.vh { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
header.seller { max-width: 36rem; margin: 2rem auto 1rem; display: flex; align-items: center; gap: .75rem; font-weight: 700; font-size: 1.125rem; }
.test-banner + header.seller { margin-top: 0; }
header.seller + main { margin-top: 0; }
header.seller:has(+ main.wide) { max-width: 48rem; }
.seller-logo { max-height: 40px; max-width: 160px; object-fit: contain; }
.seller-block { margin: 1rem 0; padding: .75rem 0 0; border-top: 1px solid var(--line); font-size: .9375rem; }
.seller-block .legal { font-weight: 600; }
.seller-block address { font-style: normal; white-space: pre-line; }
footer { max-width: 36rem; margin: 1rem auto 0; text-align: center; font-size: .8125rem; color: var(--muted); }
@media (max-width: 30rem) { main { padding: 1.25rem; } .row { grid-template-columns: 1fr; gap: 0; } }
`;
