import { lazy, Suspense, useState } from 'react';
import { DateSegments, type DateSegment } from './DateSegments';
import type { DatesFieldProps } from './DatesField';
import s from './SearchBar.module.css';

const load = () => import('./DatesField');
const DatesField = lazy(load);

/**
 * The date range picker and its calendar are fetched on first intent (hover, focus, press),
 * so `/` starts with two light buttons that look and are named the same.
 */
export function LazyDatesField({ initialOpen = null, ...props }: DatesFieldProps) {
  const [wanted, setWanted] = useState<DateSegment | null | false>(initialOpen ?? false);
  const placeholder = (
    <div className={[s.dates, props.stacked && s.datesStacked].filter(Boolean).join(' ')}>
      <div className={s.datesGroup}>
        <DateSegments value={props.value} active={wanted || null} onPress={setWanted} onIntent={() => void load()} />
      </div>
    </div>
  );
  if (wanted === false) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DatesField {...props} initialOpen={wanted} />
    </Suspense>
  );
}
