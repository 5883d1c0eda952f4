import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { Container } from '../../ui/Surface';
import { ICON } from '../../ui/icon';
import { editListingHref } from '../host-listings';
import s from './PreviewBanner.module.css';

/** Over a listing its host (or an admin) sees before guests can: it is a preview, and the way back to the editor. */
export function PreviewBanner({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <div className={s.banner} role="note">
      <Container className={s.inner}>
        <Eye {...ICON} />
        <p className={s.text}><strong>{t('listing.preview.title')}</strong> {t('listing.preview.body')}</p>
        <Link className={s.link} to={editListingHref(id)}>{t('listing.preview.edit')}</Link>
      </Container>
    </div>
  );
}
