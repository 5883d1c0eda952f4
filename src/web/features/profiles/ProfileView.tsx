import { ShieldCheck, Star } from 'lucide-react';
import type { PublicProfile } from '../../../contract/profiles';
import { useI18n } from '../../i18n';
import { ButtonLink } from '../../ui/Button';
import { Avatar } from '../../ui/Avatar';
import { ListingCard } from '../listing-card';
import { ReportButton } from '../reports';
import { useSession } from '../session';
import { ProfileReviews } from './ProfileReviews';
import s from './Profile.module.css';

const STAR = { size: 14, strokeWidth: 2, fill: 'currentColor', 'aria-hidden': true } as const;
const CARD_SIZES = '(max-width: 743px) calc(100vw - 32px), (max-width: 1127px) calc(50vw - 48px), 300px';

/** /users/:id: who they are (photo, name, since when, verified), what they wrote, their listings and reviews. */
export function ProfileView({ profile }: { profile: PublicProfile }) {
  const { t, number, date } = useI18n();
  const { user } = useSession();
  const own = user?.id === profile.id;
  const { asHost, asGuest } = profile.reviews;
  const since = date(profile.memberSince.slice(0, 10), { month: 'long', year: 'numeric' });
  const rating = (n: number | null) => (n === null ? '–' : number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

  return (
    <div className={s.layout}>
      <aside className={s.card} aria-label={profile.name}>
        <Avatar name={profile.name} url={profile.avatarUrl} sources={profile.avatarSources} size={120} alt={t('profile.photoOf', { name: profile.name })} className={s.photo} />
        <h1 className={s.name}>{profile.name}</h1>
        <p className={s.since}>{t('profile.memberSince', { date: since })}</p>
        {profile.emailVerified && (
          <p className={s.verified}><ShieldCheck size={18} strokeWidth={1.75} aria-hidden="true" />{t('profile.emailVerified')}</p>
        )}
        {(asHost.count > 0 || asGuest.count > 0) && (
          <ul className={s.summary} role="list">
            {asHost.count > 0 && <li><Star {...STAR} />{t('profile.summary.host', { rating: rating(asHost.average), count: asHost.count })}</li>}
            {asGuest.count > 0 && <li><Star {...STAR} />{t('profile.summary.guest', { rating: rating(asGuest.average), count: asGuest.count })}</li>}
          </ul>
        )}
        <div className={s.cardActions}>
          {own ? (
            <ButtonLink to="/account" variant="secondary" size="small">{t('profile.edit')}</ButtonLink>
          ) : (
            <ReportButton targetType="user" targetId={profile.id} ownerId={profile.id} />
          )}
        </div>
      </aside>

      <div className={s.main}>
        <section aria-labelledby="profile-about" className={s.section}>
          <h2 id="profile-about" className={s.heading}>{t('profile.about', { name: profile.name })}</h2>
          {profile.about.trim() ? <p className={s.about}>{profile.about}</p> : <p className={s.muted}>{t('profile.aboutNone', { name: profile.name })}</p>}
        </section>

        {profile.listings.length > 0 && (
          <section aria-labelledby="profile-listings" className={s.section}>
            <h2 id="profile-listings" className={s.heading}>{t('profile.listings', { name: profile.name })}</h2>
            <ul className={s.cards} role="list">
              {/* The first cards' photos load first and are drawn as they arrive, before the app starts. */}
              {profile.listings.map((l, i) => (
                <li key={l.id}><ListingCard listing={l} sizes={CARD_SIZES} eager={i < 2} /></li>
              ))}
            </ul>
          </section>
        )}

        <ProfileReviews profile={profile} />
      </div>
    </div>
  );
}
