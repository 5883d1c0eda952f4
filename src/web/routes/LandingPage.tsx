import { useEffect } from 'react';
import { useI18n } from '../i18n';
import { Container } from '../ui/Surface';
import { Destinations } from '../features/landing/Destinations';
import { FeaturedStays } from '../features/landing/FeaturedStays';
import { Hero } from '../features/landing/Hero';
import { BecomeHost, HowItWorks, WhyRoost } from '../features/landing/Sections';

/** `/`: hero with search, destinations, featured stays, how it works, hosting, why Roost. */
export default function LandingPage() {
  const { t } = useI18n();
  useEffect(() => {
    document.title = `${t('app.name')} — ${t('landing.title')}`;
  }, [t]);
  return (
    <main id="main">
      <Container>
        <Hero />
        <Destinations />
        <FeaturedStays />
        <HowItWorks />
        <BecomeHost />
        <WhyRoost />
      </Container>
    </main>
  );
}
