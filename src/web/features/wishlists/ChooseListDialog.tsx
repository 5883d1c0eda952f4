import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { WishlistNameSchema } from '../../../contract/wishlists';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { Skeleton } from '../../ui/Surface';
import { TextField } from '../../ui/TextField';
import { ErrorState } from '../../ui/States';
import { useCreateWishlist, useSaved, useWishlists, wishlistKeys } from './api';
import { Cover } from './Cover';
import { listsHolding, withSaved, type Saved } from './savedState';
import { removeStay, saveStay } from './saving';
import s from './Wishlists.module.css';

type Props = { userId: string; listingId: string; onClose: () => void };

/**
 * "Choose a list or create one by name": each of the member's lists with a checkbox (a stay may
 * be in several), and a name field that creates a list with the stay already in it.
 */
export default function ChooseListDialog({ userId, listingId, onClose }: Props) {
  const { t } = useI18n();
  const client = useQueryClient();
  const lists = useWishlists(userId);
  const saved = useSaved(userId);
  const create = useCreateWishlist(userId);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const holding = listsHolding(saved.data, listingId);
  const ctx = { client, userId, t };

  const toggle = (wishlistId: string, on: boolean) =>
    void (on ? saveStay(ctx, listingId, { wishlistId, quiet: true }) : removeStay(ctx, listingId, { wishlistId, quiet: true }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = WishlistNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(t('wishlists.name.invalid'));
      return;
    }
    setNameError(undefined);
    create.mutate({ name: parsed.data, listingId }, {
      onSuccess: (list) => {
        client.setQueryData<Saved>(wishlistKeys.saved(userId), (d) => withSaved(d, listingId, list.id));
        setName('');
      },
      onError: (err) => setNameError(err.message),
    });
  };

  let body;
  if (lists.isError) body = <ErrorState error={lists.error} headingLevel={3} onRetry={() => lists.refetch()} />;
  else if (!lists.data) body = <div className={s.chooseList}>{[0, 1].map((i) => <Skeleton key={i} height={56} />)}</div>;
  else if (lists.data.length) {
    body = (
      <ul role="list" className={s.chooseList}>
        {lists.data.map((l) => (
          <li key={l.id}>
            <Checkbox className={s.chooseRow} isSelected={holding.includes(l.id)} onChange={(on) => toggle(l.id, on)}>
              <span className={s.chooseText}>
                <Cover photo={l.cover} sizes="56px" className={s.chooseCover} />
                <span className={s.chooseName}>
                  <span className={s.name}>{l.name}</span>
                  <span className={s.count}>{t('wishlists.count', { count: l.count })}</span>
                </span>
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('wishlists.choose.title')}
      footer={<Button variant="dark" onPress={onClose} className={s.done}>{t('wishlists.choose.done')}</Button>}
    >
      <div className={s.choose}>
        {body}
        <form className={s.createForm} onSubmit={submit} noValidate>
          <TextField
            label={t('wishlists.choose.new')}
            value={name}
            onChange={setName}
            error={nameError}
            maxLength={60}
            autoComplete="off"
            className={s.createField}
          />
          <Button type="submit" variant="secondary" pending={create.isPending} className={s.createButton}>{t('wishlists.choose.create')}</Button>
        </form>
      </div>
    </Dialog>
  );
}
