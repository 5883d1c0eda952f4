import { escapeHtml } from './html.js';

export type EmailParts = {
  siteName: string;
  publicUrl: string;
  /** The line mail clients show after the subject in the inbox list. */
  preheader?: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** A quieter second way forward ("Forgot your password?"), a text link, never a button. */
  secondary?: { label: string; url: string };
  footnote?: string;
  /** The reader's language, for the few words the frame itself says (English when left out). */
  locale?: 'en' | 'es';
};

/** The first line of every message to a member, in their language: "Hi Ana," / "Hola, Ana:". */
export function greeting(locale: 'en' | 'es', name: string): string {
  const trimmed = name.trim();
  if (locale === 'es') return trimmed ? `Hola, ${trimmed}:` : 'Hola:';
  return trimmed ? `Hi ${trimmed},` : 'Hi,';
}

// The frame's own words, per language.
const FRAME = {
  en: { copyLink: 'If the button does not work, copy this link into your browser:', sentBy: (site: string) => `Sent by ${site}` },
  es: { copyLink: 'Si el botón no funciona, copia este enlace en tu navegador:', sentBy: (site: string) => `Enviado por ${site}` },
};

// DESIGN.md colours, written out: mail clients ignore CSS variables and most <style> blocks.
const BRAND = '#0f766e';
const INK = '#1c1917';
const SLATE = '#57534e';
const LINE = '#e7e5e4';
const PAPER = '#fafaf9';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * One message in the house style: the site name on top, a heading, a few paragraphs and one
 * call to action (a big button, with the raw link below it for clients that break buttons).
 * HTML uses nested tables and inline styles only, which is what survives Outlook and webmail.
 */
export function renderEmail(parts: EmailParts): { html: string; text: string } {
  // Escaping keeps markup out, not a javascript: or data: link: only web links are rendered.
  for (const link of [parts.action, parts.secondary]) {
    if (link && !/^https?:\/\//i.test(link.url)) throw new Error(`E-mail links must be http(s) URLs, got ${JSON.stringify(link.url.slice(0, 40))}`);
  }
  return { html: renderHtml(parts), text: renderText(parts) };
}

function renderHtml(p: EmailParts): string {
  const e = escapeHtml;
  const home = p.publicUrl.replace(/\/$/, '') + '/';
  const paragraphs = p.paragraphs
    .map((t) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK};">${e(t)}</p>`)
    .join('\n');
  const preheader = p.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${PAPER};opacity:0;">${e(p.preheader)}</div>`
    : '';
  const secondary = p.secondary
    ? `<p style="margin:24px 0 0;font-size:14px;line-height:20px;color:${INK};">${e(p.secondary.label)} <a href="${e(p.secondary.url)}" style="color:${BRAND};word-break:break-all;">${e(p.secondary.url)}</a></p>`
    : '';
  const footnote = p.footnote
    ? `<p style="margin:24px 0 0;font-size:14px;line-height:20px;color:${SLATE};">${e(p.footnote)}</p>`
    : '';
  return `<!DOCTYPE html>
<html lang="${p.locale ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(p.heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAPER};">
${preheader}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAPER};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;font-family:${FONT};">
<tr><td style="padding:0 8px 16px;font-size:22px;line-height:28px;font-weight:600;">
<a href="${e(home)}" style="color:${BRAND};text-decoration:none;">${e(p.siteName)}</a>
</td></tr>
<tr><td style="background-color:#ffffff;border:1px solid ${LINE};border-radius:12px;padding:24px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;font-weight:600;color:${INK};">${e(p.heading)}</h1>
${paragraphs}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;">
<tr><td align="center" bgcolor="${BRAND}" style="border-radius:8px;background-color:${BRAND};">
<a href="${e(p.action.url)}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px;">${e(p.action.label)}</a>
</td></tr>
</table>
<p style="margin:0 0 4px;font-size:14px;line-height:20px;color:${SLATE};">${e(FRAME[p.locale ?? 'en'].copyLink)}</p>
<p style="margin:0;font-size:14px;line-height:20px;word-break:break-all;"><a href="${e(p.action.url)}" style="color:${BRAND};">${e(p.action.url)}</a></p>
${secondary}
${footnote}
</td></tr>
<tr><td style="padding:16px 8px 0;font-size:12px;line-height:18px;color:${SLATE};">
Sent by ${e(p.siteName)} · <a href="${e(home)}" style="color:${SLATE};">${e(home)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(p: EmailParts): string {
  const home = p.publicUrl.replace(/\/$/, '') + '/';
  const blocks = [
    p.siteName,
    p.heading,
    ...p.paragraphs,
    // The URL stands alone on its line so terminals and mail clients link all of it.
    `${p.action.label}:\n${p.action.url}`,
    ...(p.secondary ? [`${p.secondary.label}\n${p.secondary.url}`] : []),
    ...(p.footnote ? [p.footnote] : []),
    `--\n${FRAME[p.locale ?? 'en'].sentBy(p.siteName)} · ${home}`,
  ];
  return blocks.join('\n\n') + '\n';
}
