import { useState } from 'react';
import { Ellipsis, Pencil, Trash } from 'lucide-react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useI18n } from '../../i18n';
import { Button, IconButton } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ICON } from '../../ui/icon';
import { useDeleteWishlist, useRenameWishlist } from './api';
import { LazyNameDialog } from './LazyNameDialog';
import s from './Wishlists.module.css';

type Props = {
  userId: string;
  list: { id: string; name: string; count: number };
  /** On a photo (the lists page) the button is a white disc. */
  onPhoto?: boolean;
  onDeleted?: () => void;
};

/** "Options for <list>": rename it, or delete it after a confirmation that says what goes. */
export function ListActions({ userId, list, onPhoto, onDeleted }: Props) {
  const { t } = useI18n();
  const rename = useRenameWishlist(userId);
  const remove = useDeleteWishlist(userId);
  const [open, setOpen] = useState<'rename' | 'delete' | null>(null);

  return (
    <>
      <MenuTrigger>
        <IconButton aria-label={t('wishlists.options', { name: list.name })} onPhoto={onPhoto} size={onPhoto ? 'small' : 'medium'} className={onPhoto ? s.optionsOnPhoto : undefined}>
          <Ellipsis {...ICON} />
        </IconButton>
        <Popover placement="bottom end" offset={6} className={s.popover}>
          <Menu className={s.menu} onAction={(key) => setOpen(key as 'rename' | 'delete')}>
            <MenuItem id="rename" className={s.menuItem} textValue={t('wishlists.rename')}><Pencil {...ICON} />{t('wishlists.rename')}</MenuItem>
            <MenuItem id="delete" className={s.menuItem} textValue={t('wishlists.delete')}><Trash {...ICON} />{t('wishlists.delete')}</MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>

      {open === 'rename' && (
        <LazyNameDialog
          isOpen
          onOpenChange={(o) => !o && setOpen(null)}
          title={t('wishlists.renameTitle')}
          submitLabel={t('wishlists.save')}
          initial={list.name}
          pending={rename.isPending}
          onSubmit={(name) => rename.mutateAsync({ id: list.id, name })}
        />
      )}
      <Dialog
        isOpen={open === 'delete'}
        onOpenChange={(o) => !o && setOpen(null)}
        title={t('wishlists.deleteTitle')}
        footer={
          <div className={s.dialogActions}>
            <Button variant="ghost" onPress={() => setOpen(null)}>{t('wishlists.cancel')}</Button>
            <Button
              variant="dark"
              pending={remove.isPending}
              onPress={() => remove.mutate(list.id, { onSuccess: () => { setOpen(null); onDeleted?.(); } })}
            >
              {t('wishlists.deleteConfirm')}
            </Button>
          </div>
        }
      >
        <p>{t('wishlists.deleteBody', { name: list.name, count: list.count })}</p>
        {remove.isError && <p role="alert" className={s.error}>{remove.error.message}</p>}
      </Dialog>
    </>
  );
}
