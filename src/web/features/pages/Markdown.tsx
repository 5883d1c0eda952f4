import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import s from './Pages.module.css';

type HastNode = { type: string; tagName?: string; children?: HastNode[] };
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * The page's title is its h1, so the text's headings sit below it: when the operator wrote a
 * `#` heading, every heading moves down one level (h6 stays h6), keeping their order.
 */
function headingsBelowTitle() {
  return (tree: HastNode) => {
    const all: HastNode[] = [];
    const walk = (n: HastNode) => {
      if (n.type === 'element' && HEADINGS.includes(n.tagName!)) all.push(n);
      n.children?.forEach(walk);
    };
    walk(tree);
    if (!all.some((n) => n.tagName === 'h1')) return;
    for (const n of all) n.tagName = HEADINGS[Math.min(HEADINGS.indexOf(n.tagName!) + 1, 5)];
  };
}

// Links within the site stay in the app; others open normally (same tab, as any link does).
const components: Components = {
  a: ({ href, children, node: _, ...rest }: ComponentProps<'a'> & { node?: unknown }) =>
    href && href.startsWith('/') && !href.startsWith('//') ? <Link to={href} {...rest}>{children}</Link> : <a href={href} {...rest}>{children}</a>,
};

/**
 * The operator's Markdown as the site shows it: CommonMark without raw HTML (react-markdown shows
 * any HTML as text, and its default URL check drops `javascript:` links): that is the sanitising.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className={s.prose}>
      <ReactMarkdown rehypePlugins={[headingsBelowTitle]} components={components}>{children}</ReactMarkdown>
    </div>
  );
}
