import { useState } from 'react';
import { Menu as MenuIcon, MoreHorizontal } from 'lucide-react';
import {
  Button as AriaButton, DropIndicator, GridList, GridListItem, Menu, MenuItem, MenuTrigger, Popover, useDragAndDrop,
} from 'react-aria-components';
import { CARD_MAX_WIDTH, type PhotoView } from '../../../contract/photos';
import { useI18n } from '../../i18n';
import { ICON } from '../../ui/icon';
import { makeCover, nudge, reorder } from './photoOrder';
import { PhotoDetailsDialog, DeletePhotoDialog } from './PhotoDialogs';
import s from './Photos.module.css';

type Props = {
  photos: PhotoView[];
  onOrder: (ids: string[]) => void;
  onEdit: (photoId: string, text: { caption: string; alt: string }) => Promise<unknown>;
  onDelete: (photoId: string) => Promise<unknown>;
};

const srcSet = (p: PhotoView) => p.sources.filter((x) => x.w <= CARD_MAX_WIDTH).map((x) => `${x.url} ${x.w}w`).join(', ');
const smallest = (p: PhotoView) => p.sources[0]?.url;

/**
 * The listing's photos in order, the first being the cover. Reordered by dragging, by keyboard
 * (the handle, Enter, arrows, Enter: React Aria's drag and drop) or from each photo's menu
 * (make cover, move earlier or later); caption, alt text and delete from the same menu.
 */
export function PhotoGrid({ photos, onOrder, onEdit, onDelete }: Props) {
  const { t } = useI18n();
  const [editing, setEditing] = useState<PhotoView | null>(null);
  const [deleting, setDeleting] = useState<PhotoView | null>(null);
  const ids = photos.map((p) => p.id);
  const label = (p: PhotoView, i: number) => t(i === 0 ? 'hosting.photos.itemCover' : 'hosting.photos.item', { index: i + 1, alt: p.alt || p.caption || t('hosting.photos.noAlt') });

  const { dragAndDropHooks } = useDragAndDrop<PhotoView>({
    getItems: (keys) => [...keys].map((k) => ({ 'text/plain': String(k) })),
    onReorder: (e) => {
      if (e.target.type !== 'item') return;
      onOrder(reorder(ids, [...e.keys].map(String), String(e.target.key), e.target.dropPosition));
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={s.dropIndicator} />,
  });

  const act = (p: PhotoView, action: string) => {
    if (action === 'cover') onOrder(makeCover(ids, p.id));
    else if (action === 'earlier') onOrder(nudge(ids, p.id, -1));
    else if (action === 'later') onOrder(nudge(ids, p.id, 1));
    else if (action === 'edit') setEditing(p);
    else if (action === 'delete') setDeleting(p);
  };

  if (photos.length === 0) return <p className={s.empty}>{t('hosting.photos.none')}</p>;

  return (
    <>
      <GridList
        aria-label={t('hosting.photos.list')}
        items={photos}
        // Each item's label, position and menu depend on the whole order, not only on its photo.
        dependencies={[ids.join(' ')]}
        layout="grid"
        className={s.grid}
        dragAndDropHooks={dragAndDropHooks}
      >
        {(p) => {
          const i = ids.indexOf(p.id);
          return (
            <GridListItem id={p.id} textValue={label(p, i)} className={s.item}>
              <div className={s.thumb} style={p.placeholder.startsWith('data:') ? { backgroundImage: `url("${p.placeholder}")` } : { backgroundColor: p.placeholder }}>
                <img src={smallest(p)} srcSet={srcSet(p)} sizes="(max-width: 743px) 50vw, 260px" alt={p.alt} width={p.width} height={p.height} loading="lazy" draggable={false} />
                {i === 0 && <span className={s.cover}>{t('hosting.photos.cover')}</span>}
              </div>
              <div className={s.itemBar}>
                <AriaButton slot="drag" className={s.handle} aria-label={t('hosting.photos.drag', { index: i + 1 })}>
                  <MenuIcon {...ICON} />
                </AriaButton>
                <span className={s.itemText} data-missing={!p.alt}>{p.caption || p.alt || t('hosting.photos.noAlt')}</span>
                <MenuTrigger>
                  <AriaButton className={s.iconButton} aria-label={t('hosting.photos.actions', { index: i + 1 })}>
                    <MoreHorizontal {...ICON} />
                  </AriaButton>
                  <Popover placement="bottom end" offset={4}>
                    <Menu className={s.menu} onAction={(key) => act(p, String(key))}>
                      {i > 0 && <MenuItem id="cover" className={s.menuItem}>{t('hosting.photos.makeCover')}</MenuItem>}
                      {i > 0 && <MenuItem id="earlier" className={s.menuItem}>{t('hosting.photos.earlier')}</MenuItem>}
                      {i < photos.length - 1 && <MenuItem id="later" className={s.menuItem}>{t('hosting.photos.later')}</MenuItem>}
                      <MenuItem id="edit" className={s.menuItem}>{t('hosting.photos.edit')}</MenuItem>
                      <MenuItem id="delete" className={s.menuItem} data-danger="true">{t('hosting.photos.delete')}</MenuItem>
                    </Menu>
                  </Popover>
                </MenuTrigger>
              </div>
            </GridListItem>
          );
        }}
      </GridList>
      {editing && <PhotoDetailsDialog photo={editing} onClose={() => setEditing(null)} onSave={(text) => onEdit(editing.id, text)} />}
      {deleting && <DeletePhotoDialog photo={deleting} onClose={() => setDeleting(null)} onDelete={() => onDelete(deleting.id)} />}
    </>
  );
}
