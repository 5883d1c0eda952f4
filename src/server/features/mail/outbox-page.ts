import { escapeHtml as e } from './html.js';
import type { OutboxMessage } from './outbox-repo.js';

// A <style> element is allowed by the app's CSP (style-src 'unsafe-inline'); scripts are not, and none are needed.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#fafaf9;color:#1c1917;font:16px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif}
main{max-width:960px;margin-inline:auto;padding:32px 24px}
h1{font-size:28px;line-height:36px;margin:0 0 4px;font-weight:600}
.lead{color:#57534e;margin:0 0 24px}
form{display:flex;gap:8px;flex-wrap:wrap;align-items:center;margin:0 0 24px}
label{font-weight:500}
input{font:inherit;min-height:44px;padding:8px 12px;border:1px solid #d6d3d1;border-radius:8px;min-width:16rem;background:#fff}
button,.clear{font:inherit;min-height:44px;padding:8px 16px;border-radius:8px;border:0;background:#0f766e;color:#fff;font-weight:600;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center}
.clear{background:transparent;color:#0f766e;border:1px solid #e7e5e4}
a{color:#0f766e}
:focus-visible{outline:2px solid #0f766e;outline-offset:2px}
ol{list-style:none;margin:0;padding:0;display:grid;gap:24px}
article{background:#fff;border:1px solid #e7e5e4;border-radius:12px;padding:24px}
article h2{font-size:18px;line-height:24px;margin:0 0 8px;font-weight:600}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 16px;font-size:14px;color:#57534e}
dt{font-weight:500}dd{margin:0;overflow-wrap:anywhere}
h3{font-size:14px;margin:16px 0 4px;font-weight:600}
.links{margin:0;padding-inline-start:20px;font-size:14px;overflow-wrap:anywhere;display:block}
details{margin-top:12px;font-size:14px}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fafaf9;border:1px solid #e7e5e4;border-radius:8px;padding:12px;margin:8px 0 0}
.empty{background:#fff;border:1px dashed #d6d3d1;border-radius:12px;padding:32px;text-align:center;color:#57534e}
`;

function when(iso: string): string {
  return iso.replace('T', ' ').slice(0, 19) + ' UTC';
}

function messageItem(m: OutboxMessage, basePath: string): string {
  const links = m.links.length
    ? `<h3>Links</h3><ul class="links">${m.links.map((l) => `<li><a href="${e(l)}">${e(l)}</a></li>`).join('')}</ul>`
    : '';
  return `<li><article aria-labelledby="m-${e(m.id)}">
<h2 id="m-${e(m.id)}">${e(m.subject)}</h2>
<dl><dt>To</dt><dd>${e(m.to)}</dd><dt>Time</dt><dd><time datetime="${e(m.createdAt)}">${e(when(m.createdAt))}</time></dd></dl>
${links}
<p><a href="${e(`${basePath}/messages/${m.id}`)}">See the message as the recipient does</a></p>
<details><summary>Text version</summary><pre>${e(m.text)}</pre></details>
</article></li>`;
}

/** The whole /dev/outbox page: server-rendered, no scripts. */
export function renderOutboxPage(p: { siteName: string; messages: OutboxMessage[]; to?: string; limit: number; basePath: string }): string {
  const json = `${p.basePath}/messages.json${p.to ? `?to=${encodeURIComponent(p.to)}` : ''}`;
  const filtered = p.to ? ` to ${e(p.to)}` : '';
  const list = p.messages.length
    ? `<ol>${p.messages.map((m) => messageItem(m, p.basePath)).join('\n')}</ol>`
    : `<p class="empty">No messages${filtered} yet. Sign up or ask for a password reset, then reload this page.</p>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox · ${e(p.siteName)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p class="lead">E-mail ${e(p.siteName)} would have sent (no SMTP_URL is set). Newest first, up to ${p.limit}. Only available outside production. <a href="${e(json)}">JSON</a></p>
<form method="get" action="" role="search">
<label for="to">Recipient</label>
<input id="to" name="to" type="email" value="${e(p.to ?? '')}" placeholder="name@example.com" autocomplete="off">
<button type="submit">Filter</button>
${p.to ? `<a class="clear" href="${e(p.basePath)}">Show all</a>` : ''}
</form>
${list}
</main>
</body>
</html>
`;
}
