// The web page's one stylesheet (served from /assets/: the CSP allows no inline style).
export const STYLE = `:root{--fg:#1d1f23;--muted:#5b6270;--line:#dfe2e8;--accent:#2454d6;--bg:#fff;--code:#f5f6f8}
*{box-sizing:border-box}body{margin:0;font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
header{display:flex;gap:1rem;align-items:center;padding:.8rem 1.5rem;border-bottom:1px solid var(--line);background:#fafbfc}
header .home{font-weight:700;color:var(--fg);text-decoration:none;font-size:1.1rem}
header form{display:flex;gap:.4rem;flex:1;max-width:520px}
header input{flex:1;padding:.45rem .6rem;border:1px solid var(--line);border-radius:6px;font:inherit}
header button{padding:.45rem .9rem;border:1px solid var(--accent);background:var(--accent);color:#fff;border-radius:6px;font:inherit;cursor:pointer}
main{max-width:960px;margin:0 auto;padding:1.2rem 1.5rem 3rem}
h1{font-size:1.6rem;margin:.4rem 0 .8rem}h2{font-size:1.15rem;margin:1.8rem 0 .6rem;border-bottom:1px solid var(--line);padding-bottom:.3rem}
a{color:var(--accent)}.ver{font-size:.8em;color:var(--muted);font-weight:400;background:var(--code);padding:.05rem .4rem;border-radius:4px}
ul.skills{list-style:none;padding:0}ul.skills li{padding:.7rem 0;border-bottom:1px solid var(--line)}ul.skills p{margin:.2rem 0 0;color:var(--muted)}
.desc{font-size:1.05rem;color:var(--muted)}pre{background:var(--code);padding:.7rem .9rem;border-radius:6px;overflow-x:auto}
code{font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
table{border-collapse:collapse;width:100%;font-size:.92rem}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid var(--line);vertical-align:top}
tr.yanked td{color:var(--muted);text-decoration:line-through}tr.sev-high td:first-child{color:#b3261e;font-weight:700}tr.sev-medium td:first-child{color:#a15c00}
.warn{color:#b3261e}.ok{color:#1b7f3b}.meta,.size,.empty{color:var(--muted);font-size:.9rem}
article.markdown{border:1px solid var(--line);border-radius:8px;padding:.4rem 1.2rem}ul.files{columns:2}
`;
