import { describe, expect, it } from 'vitest';
import { escapeHtml, extractLinks } from './html.js';
import { renderEmail } from './layout.js';

const base = {
  siteName: 'Harbour Stays',
  publicUrl: 'https://stays.example.org',
  heading: 'Confirm your email',
  paragraphs: ['Hi Ana,', 'Please confirm.'],
  action: { label: 'Confirm', url: 'https://stays.example.org/verify?token=abc&next=%2Fme' },
};

describe('escapeHtml', () => {
  it('neutralises markup and both quote styles', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('renderEmail', () => {
  it('puts the site name, heading, paragraphs and the call-to-action URL in both parts', () => {
    const { html, text } = renderEmail(base);
    for (const part of [html, text]) {
      expect(part).toContain('Harbour Stays');
      expect(part).toContain('Confirm your email');
      expect(part).toContain('Please confirm.');
    }
    // In HTML the & of the query string is escaped, as an attribute and as text.
    expect(html).toContain('href="https://stays.example.org/verify?token=abc&amp;next=%2Fme"');
    expect(html.split('https://stays.example.org/verify?token=abc&amp;next=%2Fme').length - 1).toBe(3); // button href, copy link href and its text
    expect(text.split('\n')).toContain('https://stays.example.org/verify?token=abc&next=%2Fme');
  });

  it('escapes every piece of text it is given', () => {
    const evil = '<script>alert(1)</script>';
    const { html, text } = renderEmail({
      ...base,
      siteName: `Evil ${evil}`,
      preheader: evil,
      heading: evil,
      paragraphs: [evil, `"quoted" & 'single'`],
      action: { label: evil, url: 'https://x.example/"><img src=x onerror=alert(1)>' },
      secondary: { label: evil, url: 'https://x.example/second' },
      footnote: evil,
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('href="https://x.example/&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; &#39;single&#39;');
    // The text part is plain text: shown as written.
    expect(text).toContain(evil);
  });

  it('includes the optional preheader, secondary link and footnote only when given', () => {
    const bare = renderEmail(base);
    const full = renderEmail({ ...base, preheader: 'Inbox preview line', secondary: { label: 'Or reset:', url: 'https://stays.example.org/reset' }, footnote: 'Ignore if not you.' });
    for (const s of ['Inbox preview line', 'https://stays.example.org/reset', 'Ignore if not you.']) {
      expect(bare.html).not.toContain(s);
      expect(full.html).toContain(s);
    }
    expect(full.text).toContain('Or reset:\nhttps://stays.example.org/reset');
    expect(full.text).toContain('Ignore if not you.');
    expect(full.text).not.toContain('Inbox preview line');
  });

  it('refuses links that are not web links', () => {
    expect(() => renderEmail({ ...base, action: { label: 'Go', url: 'javascript:alert(1)' } })).toThrow(/http\(s\)/);
    expect(() => renderEmail({ ...base, secondary: { label: 'Go', url: 'data:text/html,x' } })).toThrow(/http\(s\)/);
  });
});

describe('extractLinks', () => {
  it('finds http(s) links once each, without trailing punctuation', () => {
    const text = 'Go to https://a.example/x?t=1. Or http://b.example/y, or again https://a.example/x?t=1\nftp://no.example';
    expect(extractLinks(text)).toEqual(['https://a.example/x?t=1', 'http://b.example/y']);
  });
});
