// `all: initial` on the host stops the page's inherited styles (fonts, colours, line-height) coming
// in; the shadow root keeps these rules from going out.
export const INSPECTOR_CSS = `
:host{all:initial;position:fixed;right:12px;bottom:12px;z-index:2147483647;color-scheme:light dark;
--bg:#fff;--fg:#1b1b1f;--muted:#5d5d66;--line:#d4d4da;--accent:#0b5cd5;--ok:#0a6b2d;--err:#b3261e;--code:#f3f3f6;
font:13px/1.45 system-ui,sans-serif;color:var(--fg)}
@media (prefers-color-scheme:dark){:host{--bg:#1e1f24;--fg:#ececf1;--muted:#a9a9b4;--line:#3b3c44;--accent:#8ab4ff;--ok:#7bd88f;--err:#ff8a80;--code:#2a2b31}}
*{box-sizing:border-box}
button,input,select,textarea{font:inherit;color:inherit;background:var(--bg);border:1px solid var(--line);border-radius:4px;padding:2px 6px}
button{cursor:pointer}
:focus-visible{outline:2px solid var(--accent);outline-offset:1px}
.toggle{border-radius:16px;padding:6px 12px;background:var(--accent);color:var(--bg);border:0;font-weight:600;box-shadow:0 2px 8px #0004}
[role=dialog]{position:fixed;right:12px;bottom:12px;width:min(560px,calc(100vw - 24px));max-height:calc(100vh - 24px);overflow:auto;background:var(--bg);border:1px solid var(--line);border-radius:8px;box-shadow:0 4px 24px #0005;padding:10px 14px}
[hidden]{display:none!important}
header{display:flex;gap:8px;align-items:center;justify-content:space-between}
h2{font-size:15px;margin:0}h3{font-size:13px;margin:12px 0 4px}h4{font-size:12px;margin:8px 0 2px}
p{margin:4px 0}ul,ol{margin:2px 0;padding-left:18px}
code,pre,textarea{font-family:ui-monospace,monospace;font-size:12px}
pre{background:var(--code);padding:6px;border-radius:4px;overflow:auto;margin:4px 0}
.muted{color:var(--muted)}
.state{font-weight:600}
details.tool{border-top:1px solid var(--line);padding:4px 0}
summary{cursor:pointer}
.badge{font-size:11px;border:1px solid var(--line);border-radius:8px;padding:0 6px;margin-left:4px}
.consequential,.error{color:var(--err)}.ok{color:var(--ok)}
fieldset{border:1px solid var(--line);border-radius:4px;margin:4px 0;padding:4px 8px}
.field{margin:4px 0;display:grid;gap:2px}
.row{display:flex;gap:8px;align-items:center;margin-top:6px}
textarea{width:100%}
.result{display:block;white-space:pre-wrap;font-family:ui-monospace,monospace;font-size:12px;background:var(--code);padding:6px;border-radius:4px;margin-top:6px}
.small{font-size:11px;padding:0 4px}
.link{border:0;padding:0;color:var(--accent);text-decoration:underline;font-family:ui-monospace,monospace}
.confirm{border:1px solid var(--err);border-radius:4px;padding:6px;margin-top:6px}
`;
