import { useState, type Key } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { PublicProfile } from '../../../contract/profiles';
import { useI18n } from '../../i18n';
import { ReceivedList } from './ReceivedList';
import s from './Profile.module.css';

type Kind = 'host' | 'guest';

/** Reviews a member received: from guests (as a host) and from hosts (as a guest), each paged. */
export function ProfileReviews({ profile }: { profile: PublicProfile }) {
  const { t } = useI18n();
  const counts = { host: profile.reviews.asHost.count, guest: profile.reviews.asGuest.count };
  const kinds = (['host', 'guest'] as const).filter((k) => counts[k] > 0);
  const [selected, setSelected] = useState<Kind>(kinds[0] ?? 'host');

  return (
    <section aria-labelledby="profile-reviews" className={s.section}>
      <h2 id="profile-reviews" className={s.heading}>{t('profile.reviews')}</h2>
      {kinds.length === 0 ? (
        <div>
          <p className={s.subheading}>{t('profile.reviewsNone')}</p>
          <p className={s.muted}>{t('profile.reviewsNoneBody', { name: profile.name })}</p>
        </div>
      ) : kinds.length === 1 ? (
        <>
          <p className={`${s.muted} ${s.kindLine}`}>{t(`profile.tab.${kinds[0]}`, { count: counts[kinds[0]] })}</p>
          <ReceivedList userId={profile.id} kind={kinds[0]} hostName={kinds[0] === 'host' ? profile.name : undefined} />
        </>
      ) : (
        <Tabs selectedKey={selected} onSelectionChange={(k: Key) => setSelected(k as Kind)} className={s.tabs}>
          <TabList aria-label={t('profile.reviews')} className={s.tabList}>
            {kinds.map((k) => <Tab key={k} id={k} className={s.tab}>{t(`profile.tab.${k}`, { count: counts[k] })}</Tab>)}
          </TabList>
          {kinds.map((k) => (
            <TabPanel key={k} id={k} className={s.tabPanel}>
              <ReceivedList userId={profile.id} kind={k} hostName={k === 'host' ? profile.name : undefined} />
            </TabPanel>
          ))}
        </Tabs>
      )}
    </section>
  );
}
