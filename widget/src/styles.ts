/** The widget's styles, inside its shadow root: the host page's styles neither reach in nor are touched. */
export const CSS = `
:host { all: initial; }
* { box-sizing: border-box; }
.root { --accent: #2f5bea; --accent-dark: #2449c4; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #1f2430; }
button { font: inherit; cursor: pointer; }
button:focus-visible, textarea:focus-visible { outline: 3px solid #8ab4ff; outline-offset: 2px; }
.launcher { position: fixed; right: 20px; bottom: 20px; z-index: 2147483646; display: flex; align-items: center; gap: 8px;
  padding: 12px 18px; border: 0; border-radius: 999px; background: var(--accent); color: #fff; font-weight: 600;
  box-shadow: 0 6px 20px rgba(20, 30, 60, .25); }
.launcher:hover { background: var(--accent-dark); }
.launcher svg { width: 20px; height: 20px; fill: currentColor; }
.panel { position: fixed; right: 20px; bottom: 80px; z-index: 2147483647; width: 360px; max-width: calc(100vw - 40px);
  height: 540px; max-height: calc(100vh - 110px); display: flex; flex-direction: column; background: #fff;
  border-radius: 14px; overflow: hidden; box-shadow: 0 12px 40px rgba(20, 30, 60, .3); }
.panel[hidden] { display: none; }
.head { display: flex; align-items: center; gap: 8px; padding: 14px 16px; background: var(--accent); color: #fff; }
.head h2 { margin: 0; font-size: 16px; flex: 1; }
.head .logo { height: 28px; max-width: 96px; object-fit: contain; background: #fff; border-radius: 6px; padding: 2px; }
.head .logo[hidden] { display: none; }
.greeting { color: #1f2430; background: #fff; border: 1px solid #e6e8ef; border-radius: 12px; padding: 10px 12px; margin: 0 0 12px; }
.head button { border: 0; background: transparent; color: #fff; font-size: 20px; line-height: 1; padding: 2px 6px; border-radius: 6px; }
.tabs { display: flex; border-bottom: 1px solid #e6e8ef; }
.tabs button { flex: 1; padding: 10px; border: 0; background: #fff; color: #5a6275; border-bottom: 2px solid transparent; }
.tabs button[aria-selected="true"] { color: var(--accent); border-bottom-color: var(--accent); font-weight: 600; }
.body { flex: 1; overflow-y: auto; padding: 14px 16px; background: #f7f8fb; }
.bar { display: flex; justify-content: space-between; align-items: center; margin-bottom: 10px; }
.link { border: 0; background: none; color: var(--accent); padding: 0; }
.status { font-size: 12px; color: #5a6275; }
.msg { max-width: 85%; margin: 0 0 10px; padding: 8px 12px; border-radius: 12px; white-space: pre-wrap; word-wrap: break-word; }
.msg .who { display: block; font-size: 11px; color: #5a6275; margin-bottom: 2px; }
.msg.contact { margin-left: auto; background: var(--accent); color: #fff; border-bottom-right-radius: 4px; }
.msg.contact .who { color: #dfe6ff; }
.msg.team { background: #fff; border: 1px solid #e6e8ef; border-bottom-left-radius: 4px; }
.empty { color: #5a6275; text-align: center; margin-top: 40px; }
.composer { display: flex; gap: 8px; padding: 10px; border-top: 1px solid #e6e8ef; background: #fff; align-items: flex-end; }
.composer label, .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
textarea { flex: 1; resize: none; min-height: 40px; max-height: 120px; padding: 9px 10px; border: 1px solid #cfd4e0; border-radius: 8px; font: inherit; color: inherit; }
.primary { border: 0; border-radius: 8px; background: var(--accent); color: #fff; padding: 9px 14px; font-weight: 600; }
.primary:disabled { opacity: .5; cursor: default; }
.rating { background: #fff; border: 1px solid #e6e8ef; border-radius: 12px; padding: 12px; margin-top: 6px; text-align: center; }
.rating p { margin: 0 0 8px; font-weight: 600; }
.stars { display: flex; justify-content: center; gap: 6px; margin-bottom: 8px; }
.stars button { min-width: 44px; height: 40px; white-space: nowrap; padding: 0 6px; border: 1px solid #cfd4e0; border-radius: 8px; background: #fff; font-size: 16px; }
.stars button[aria-pressed="true"] { background: #ffcf4d; border-color: #e0ad1f; }
.rating textarea { width: 100%; margin-bottom: 8px; }
.ticket { background: #fff; border: 1px solid #e6e8ef; border-radius: 10px; padding: 10px 12px; margin-bottom: 10px; }
.ticket h3 { margin: 0 0 4px; font-size: 14px; }
.badge { display: inline-block; font-size: 11px; padding: 1px 8px; border-radius: 999px; background: #eef1fb; color: var(--accent); }
.comment { margin-top: 8px; padding-top: 8px; border-top: 1px dashed #e6e8ef; white-space: pre-wrap; }
.error:empty { display: none; }
.error { color: #b42318; font-size: 12px; padding: 0 12px 8px; background: #fff; }
.convo { display: block; width: 100%; text-align: left; background: #fff; border: 1px solid #e6e8ef; border-radius: 10px; padding: 10px 12px; margin-bottom: 8px; }
`;
