import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { taggedParts } from './tagged';
import s from './AuthCard.module.css';

const LINKS: Record<string, string> = { terms: '/terms', privacy: '/privacy' };

/** "By signing up you agree to the Terms…": the message's <terms> and <privacy> parts link to the pages in force. */
export function AgreeToTerms() {
  const { t } = useI18n();
  return (
    <p className={s.agree}>
      {taggedParts(t('auth.signup.agree')).map((part, i) => {
        const to = part.tag && LINKS[part.tag];
        return to ? <Link key={i} to={to}>{part.text}</Link> : <span key={i}>{part.text}</span>;
      })}
    </p>
  );
}
