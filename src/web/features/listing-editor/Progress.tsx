import { useId } from 'react';
import s from './Photos.module.css';

/**
 * A labelled progress bar (role="progressbar"). Not React Aria's ProgressBar: that module shares
 * a file with the context every Button reads, so using it would move it into the first page's
 * JavaScript.
 */
export function Progress({ label, value, max = 100, valueText, status, className }: {
  label: string; value: number | null; max?: number; valueText: string; status?: string; className?: string;
}) {
  const id = useId();
  const pct = value === null ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <div className={[s.progress, className].filter(Boolean).join(' ')}>
      <div className={s.progressHead}>
        <span id={id} className={s.fileName}>{label}</span>
        {status && <span className={s.progressValue} aria-hidden="true">{status}</span>}
      </div>
      <div
        className={s.bar}
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value ?? undefined}
        aria-valuetext={valueText}
      >
        <div className={s.fill} style={{ inlineSize: `${pct}%` }} />
      </div>
    </div>
  );
}
