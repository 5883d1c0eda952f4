import { useEffect, useRef, useState, type ElementType, type HTMLAttributes } from 'react';
import s from './Reveal.module.css';

/**
 * Fades its content in with a 16 px rise the first time it scrolls into view, then stops
 * watching. Under prefers-reduced-motion the content simply is there (see the CSS).
 */
export function Reveal({ as: As = 'div', className, ...rest }: HTMLAttributes<HTMLElement> & { as?: ElementType }) {
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          io.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px', threshold: 0.1 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return <As ref={ref} {...rest} className={[s.reveal, shown && s.shown, className].filter(Boolean).join(' ')} />;
}
