import { LISTING_LIMITS } from '../../../../contract/hosting';
import { useI18n } from '../../../i18n';
import { usePhotoActions } from '../../host-listings';
import { useEditor, useSavedListing } from '../EditorContext';
import { PhotoGrid } from '../PhotoGrid';
import { PhotoUploader } from '../PhotoUploader';
import { Progress } from '../Progress';
import { StepSection } from '../StepSection';
import { usePhotoUploads } from '../usePhotoUploads';
import { useStepForm } from '../useStepForm';
import s from '../Photos.module.css';

/** Upload, order, caption and delete photos; each change is saved as it happens. */
export function PhotosStep() {
  const { t } = useI18n();
  const { currency } = useEditor();
  const listing = useSavedListing();
  const photos = listing.photos;
  const uploads = usePhotoUploads(listing.id, photos.length);
  const { order, edit, remove } = usePhotoActions(listing.id);
  // Nothing to send but the step: photos are saved one by one as they change.
  const form = useStepForm({ currency, fields: [], initial: {}, toPatch: () => ({}) });
  const need = LISTING_LIMITS.photos;
  const enough = photos.length >= need;

  return (
    <StepSection formless form={form} intro={t('hosting.photos.intro', { count: need })}>
      <PhotoUploader queue={uploads.queue} onFiles={uploads.add} onDismiss={uploads.dismiss} />
      <div className={s.countRow}>
        <Progress
          className={s.countBar}
          label={t('hosting.photos.count', { count: photos.length, min: need })}
          value={Math.min(photos.length, need)}
          max={need}
          valueText={t('hosting.photos.count', { count: photos.length, min: need })}
        />
        <span className={s.countHint} data-enough={enough}>
          {enough ? t('hosting.photos.enough') : t('hosting.photos.needMore', { count: need - photos.length })}
        </span>
      </div>
      {order.isError && <p className={s.refused} role="alert">{order.error.message}</p>}
      <PhotoGrid
        photos={photos}
        onOrder={(ids) => order.mutate(ids)}
        onEdit={(photoId, text) => edit.mutateAsync({ photoId, ...text })}
        onDelete={(photoId) => remove.mutateAsync(photoId)}
      />
      <p className={s.countHint}>{t('hosting.photos.reorderHint')}</p>
    </StepSection>
  );
}
