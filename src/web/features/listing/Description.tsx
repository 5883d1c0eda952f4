import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useI18n } from '../../i18n';
import { PHONE_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import sec from './Section.module.css';
import s from './Description.module.css';

/** About this many characters fill the clamped eight lines, on a phone and on a wider screen. */
const LIKELY_CLAMPED_CHARS = { phone: 360, wide: 720 };

/** The host's description, clamped to a few lines with "Show more" when it is longer. */
export function Description({ text }: { text: string }) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  // A first guess from the text's length, so the first paint (from the server too) already has
  // the button where it will be; the real measure follows once the text is laid out.
  const phone = useMediaQuery(PHONE_QUERY);
  const [overflows, setOverflows] = useState(() => text.length > LIKELY_CLAMPED_CHARS[phone ? 'phone' : 'wide']);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();

  // Measured when the browser reports the box's size (after its own layout), not during React's
  // commit, where reading scrollHeight forced the whole new page to be laid out at once.
  useEffect(() => {
    const el = ref.current;
    if (!el || expanded) return;
    const ro = new ResizeObserver(() => setOverflows(el.scrollHeight > el.clientHeight + 1));
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
