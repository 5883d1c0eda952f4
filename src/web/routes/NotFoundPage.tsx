import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../i18n';
import { ICON } from '../ui/icon';
import s from './NotFoundPage.module.css';

/** Unknown routes: say so, and offer the two ways on — a search and the home page. */
export default function NotFoundPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(q.trim() ? `/s?place=${encodeURIComponent(q.trim())}` : '/s');
  };
  return (
    <main id="main" className={s.page}>
      <p className={s.code}>{t('shell.notFound.code')}</p>
      <h1 className={s.title}>{t('shell.notFound.title')}</h1>
      <p className={s.body}>{t('shell.notFound.body')}</p>
      <form role="search" className={s.search} onSubmit={submit}>
        <label className="visually-hidden" htmlFor="nf-where">{t('searchBar.where')}</label>
        <Search {...ICON} className={s.searchIcon} />
        <input id="nf-where" className={s.input} value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('searchBar.wherePlaceholder')} autoComplete="off" />
        <button type="submit" className={s.submit}>{t('searchBar.search')}</button>
      </form>
      <Link to="/" className={s.home}>{t('shell.notFound.home')}</Link>
    </main>
  );
}
