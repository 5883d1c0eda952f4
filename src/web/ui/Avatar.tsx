import s from './Avatar.module.css';

type Props = {
  name: string;
  /** The picture; initials on a neutral disc without one. */
  url: string | null;
  /** Every stored size (uploaded avatars), for a sharp picture on dense screens. */
  sources?: { w: number; url: string }[];
  /** Rendered size in CSS pixels. */
  size: number;
  /** Spoken name of the picture; decorative (empty) when the name is written next to it. */
  alt?: string;
  className?: string;
};

/** The first letters of the first and last words: "Ana María Ruiz" → "AR". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]][0] ?? '';
  const last = words.length > 1 ? [...words[words.length - 1]][0] ?? '' : '';
  return (first + last).toLocaleUpperCase();
}

/** A member's round photo, or their initials. */
export function Avatar({ name, url, sources, size, alt = '', className }: Props) {
  const cls = [s.avatar, className].filter(Boolean).join(' ');
  const style = { inlineSize: size, blockSize: size, fontSize: Math.max(12, Math.round(size * 0.38)) };
  if (url) {
    const srcSet = sources && sources.length > 1 ? sources.map((x) => `${x.url} ${x.w}w`).join(', ') : undefined;
    return <img src={url} srcSet={srcSet} sizes={srcSet ? `${size}px` : undefined} alt={alt} width={size} height={size} className={cls} style={style} loading="lazy" decoding="async" />;
  }
  return (
    <span className={`${cls} ${s.initials}`} style={style} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
      {initials(name)}
    </span>
  );
}
