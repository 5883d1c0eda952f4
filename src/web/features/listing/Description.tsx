import { useId, useLayoutEffect, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useI18n } from '../../i18n';
import sec from './Section.module.css';
import s from './Description.module.css';

/** The host's description, clamped to a few lines with "Show more" when it is longer. */
export function Description({ text }: { text: string }) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || expanded) return;
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [text, expanded]);

  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim());
  return (
    <section className={sec.section} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={sec.heading}>{t('listing.about')}</h2>
      <div id={id} ref={ref} className={s.text} data-expanded={expanded || undefined}>
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {(overflows || expanded) && (
        <button type="button" className={sec.textButton} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('listing.showLess') : t('listing.showMore')}
          <ChevronDown size={16} strokeWidth={2} aria-hidden="true" className={s.chevron} data-up={expanded || undefined} />
        </button>
      )}
    </section>
  );
}
