import { useI18n } from '../../i18n';
import { LightSearchBar } from '../search-bar/LightSearchBar';
import { HeroScene } from './HeroScene';
import s from './Landing.module.css';

/** The promise, the search bar, and the bay at sunset behind them. */
export function Hero() {
  const { t } = useI18n();
  return (
    <section className={s.hero} aria-labelledby="hero-title">
      <HeroScene className={s.heroScene} label={t('landing.sceneAlt')} />
      <div className={s.heroContent}>
        <h1 id="hero-title" className={s.heroTitle}>{t('landing.title')}</h1>
        <p className={s.heroSubtitle}>{t('landing.subtitle')}</p>
        <div className={s.heroSearch}><LightSearchBar /></div>
      </div>
    </section>
  );
}
