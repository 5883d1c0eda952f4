import { CalendarCheck, Code2, HandCoins, KeyRound, Search, ShieldCheck } from 'lucide-react';
import { useI18n } from '../../i18n';
import { ButtonLink } from '../../ui/Button';
import { ICON } from '../../ui/icon';
import { Reveal } from '../../ui/Reveal';
import { HostScene } from './HostScene';
import s from './Landing.module.css';

const STEPS = [
  { key: 'find', Icon: Search },
  { key: 'book', Icon: CalendarCheck },
  { key: 'stay', Icon: KeyRound },
] as const;

export function HowItWorks() {
  const { t } = useI18n();
  return (
    <Reveal as="section" className={s.section} aria-labelledby="how-title">
      <h2 id="how-title" className={s.sectionTitle}>{t('landing.how.title')}</h2>
      <ol className={s.steps}>
        {STEPS.map(({ key, Icon }, i) => (
          <li key={key} className={s.step}>
            <span className={s.stepIcon}><Icon {...ICON} size={24} /></span>
            <p className={s.stepNumber}>{t('landing.how.step', { n: i + 1 })}</p>
            <h3 className={s.stepTitle}>{t(`landing.how.${key}.title`)}</h3>
            <p className={s.stepBody}>{t(`landing.how.${key}.body`)}</p>
          </li>
        ))}
      </ol>
    </Reveal>
  );
}

export function BecomeHost() {
  const { t } = useI18n();
  return (
    <Reveal as="section" className={`${s.section} ${s.host}`} aria-labelledby="host-title">
      <div className={s.hostArt}><HostScene /></div>
      <div className={s.hostText}>
        <h2 id="host-title" className={s.sectionTitle}>{t('landing.host.title')}</h2>
        <p className={s.hostBody}>{t('landing.host.body')}</p>
        <ButtonLink to="/host/listings/new" size="large">{t('landing.host.cta')}</ButtonLink>
      </div>
    </Reveal>
  );
}

const REASONS = [
  { key: 'commission', Icon: HandCoins },
  { key: 'data', Icon: ShieldCheck },
  { key: 'open', Icon: Code2 },
] as const;

export function WhyRoost() {
  const { t } = useI18n();
  return (
    <Reveal as="section" className={s.section} aria-labelledby="why-title">
      <h2 id="why-title" className={s.sectionTitle}>{t('landing.why.title')}</h2>
      <ul role="list" className={s.reasons}>
        {REASONS.map(({ key, Icon }) => (
          <li key={key} className={s.reason}>
            <Icon {...ICON} size={28} className={s.reasonIcon} />
            <h3 className={s.stepTitle}>{t(`landing.why.${key}.title`)}</h3>
            <p className={s.stepBody}>{t(`landing.why.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
