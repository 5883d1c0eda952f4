import { FieldError, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { PAGE_LIMITS, UpdatePageBodySchema, type AdminSitePage, type PageLang, type PageSlug } from '../../../contract/pages';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Button, ButtonLink } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useSchemaForm } from '../../ui/useSchemaForm';
import { showToast } from '../../ui/Toast';
import { useSavePage } from './api';
import { SitePageView } from './SitePageView';
import s from './PageEditor.module.css';

/** Where each page is shown (router.tsx). */
const PAGE_PATHS: Record<PageSlug, string> = { about: '/about', help: '/help', terms: '/terms', privacy: '/privacy' };

/**
 * One page's title and Markdown in one language beside a live preview of what its readers will
 * see; Save publishes it. `shownInstead`: the language of the operator's text its readers see
 * while this one is not written.
 */
export function PageEditor({ page, shownInstead }: { page: AdminSitePage; shownInstead?: PageLang }) {
  const { t, number, date, locale } = useI18n();
  const language = (l: string) => new Intl.DisplayNames(locale, { type: 'language' }).of(l) ?? l;
  const save = useSavePage();
  const form = useSchemaForm(UpdatePageBodySchema, { title: page.title, body: page.body });
  const body = form.text('body');
  const day = (iso: string) => date(iso.slice(0, 10), { day: 'numeric', month: 'long', year: 'numeric' });
  const status = page.isDefault ? t('pages.admin.default')
    : page.updatedBy ? t('pages.admin.edited', { date: day(page.updatedAt), name: nameOf(t, page.updatedBy) }) : t('pages.admin.editedAnon', { date: day(page.updatedAt) });

  const submit = form.onSubmit(async (b) => {
    await save.mutateAsync({ slug: page.slug, body: { ...b, lang: page.lang } });
    showToast({ message: t('pages.admin.saved') });
  });

  return (
    <div className={s.editor}>
      <form ref={form.formRef} className={s.form} onSubmit={submit} noValidate>
        <p className={s.status}>{status}</p>
        {shownInstead && <p className={s.status}>{t('pages.admin.fallback', { language: language(page.lang), other: language(shownInstead) })}</p>}
        <TextField {...form.text('title')} label={t('pages.admin.field.title')} isRequired />
        <AriaTextField {...body} isInvalid={Boolean(body.error)} className={s.field} isRequired>
          <Label className={s.label}>{t('pages.admin.field.body')}</Label>
          <TextArea className={s.textarea} rows={18} spellCheck lang={page.lang} />
          <Text slot="description" className={s.hint}>
            {t('pages.admin.bodyHint', { count: form.values.body.length, max: number(PAGE_LIMITS.body) })}
          </Text>
          <FieldError className={s.error}>{body.error}</FieldError>
        </AriaTextField>
        {form.formError && <p role="alert" className={s.error}>{form.formError}</p>}
        <div className={s.actions}>
          <Button type="submit" pending={form.pending}>{t('pages.admin.save')}</Button>
          <ButtonLink variant="secondary" to={PAGE_PATHS[page.slug]}>{t('pages.admin.view')}</ButtonLink>
        </div>
      </form>
      <section className={s.preview} aria-labelledby={`preview-${page.slug}`}>
        <h2 id={`preview-${page.slug}`} className={s.previewLabel}>{t('pages.admin.preview')}</h2>
        {/* The screen has its own h1: the preview shows the page's title in the same style, not as a second h1. */}
        <div className={s.previewBody}>
          <SitePageView page={{ title: form.values.title, body: form.values.body, updatedAt: page.updatedAt, lang: page.lang }} titleAsHeading={false} />
        </div>
      </section>
    </div>
  );
}
