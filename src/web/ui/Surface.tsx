import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import s from './Surface.module.css';

type Space = 0 | 1 | 2 | 3 | 4 | 6 | 8 | 12 | 16;
const gap = (n: Space | undefined) => (n === undefined ? undefined : n === 0 ? 0 : `var(--sp-${n})`);
const cx = (...c: (string | false | undefined)[]) => c.filter(Boolean).join(' ');

/** White card surface: no shadow at rest (DESIGN.md); `floating` for things above the page. */
export function Card({ as: As = 'div', padded, floating, className, ...rest }: HTMLAttributes<HTMLElement> & { as?: ElementType; padded?: boolean; floating?: boolean }) {
  return <As {...rest} className={cx(s.card, padded && s.padded, floating && s.floating, className)} />;
}

/** Centred content column: 1280 px plus gutters, or full width for the search page. */
export function Container({ as: As = 'div', full, className, ...rest }: HTMLAttributes<HTMLElement> & { as?: ElementType; full?: boolean }) {
  return <As {...rest} className={cx(s.container, full && s.full, className)} />;
}

type StackProps = HTMLAttributes<HTMLElement> & { as?: ElementType; gap?: Space; direction?: 'column' | 'row'; align?: CSSProperties['alignItems']; justify?: CSSProperties['justifyContent']; children?: ReactNode };

/** Flex column (or wrapping row) on the 4 px grid. */
export function Stack({ as: As = 'div', gap: g = 4, direction = 'column', align, justify, className, style, ...rest }: StackProps) {
  return <As {...rest} className={cx(direction === 'row' ? s.row : s.stack, className)} style={{ gap: gap(g), alignItems: align, justifyContent: justify, ...style }} />;
}

/** A grey shimmering block shaped like what will appear. Hidden from screen readers. */
export function Skeleton({ width, height, radius, className, style }: { width?: CSSProperties['width']; height?: CSSProperties['height']; radius?: CSSProperties['borderRadius']; className?: string; style?: CSSProperties }) {
  return <span aria-hidden="true" className={cx(s.skeleton, className)} style={{ inlineSize: width, blockSize: height ?? '1em', borderRadius: radius, ...style }} />;
}
