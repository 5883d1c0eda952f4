import { useEffect } from 'react';
import { useI18n } from '../i18n';
import { Container } from '../ui/Surface';
import { Deferred } from '../ui/Deferred';
import { Destinations } from '../features/landing/Destinations';
import { FeaturedStays } from '../features/landing/FeaturedStays';
import { Hero } from '../features/landing/Hero';
import { BecomeHost, HowItWorks, WhyRoost } from '../features/landing/Sections';
import { useSiteName } from '../api/site-config';

/** `/`: hero with search, destinations, featured stays, how it works, hosting, why Roost. */
export default function LandingPage() {
  const { t } = useI18n();
  const site = useSiteName();
  useEffect(() => {
    document.title = `${site} — ${t('landing.title')}`;
  }, [t, site]);
  return (
    <main id="main">
      <Container>
        <Hero />
        {/* Below the fold: each part renders in its own quiet moment after the hero is up. */}
        <Deferred minBlockSize={330}><Destinations /></Deferred>
        <Deferred minBlockSize={460}><FeaturedStays /></Deferred>
        <Deferred minBlockSize={400}><HowItWorks /></Deferred>
        <Deferred minBlockSize={420}><BecomeHost /></Deferred>
        <Deferred minBlockSize={400}><WhyRoost /></Deferred>
      </Container>
    </main>
  );
}
