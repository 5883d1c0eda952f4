import { Text } from 'react-aria-components';

/**
 * Empty, hidden anchors for a React Aria field's `description` and `errorMessage` slots. React Aria
 * gives each slot an id, then, in a layout effect after the field mounts, looks for an element
 * with it; finding none, it drops the id and renders the whole field again, synchronously, in the
 * same task. For a calendar (dozens of cells) or a date range picker that second render is as long
 * as the first. With the anchors there, the ids stay and the field renders once. They hold no
 * text, so what a screen reader announces does not change. Only for fields that show neither slot
 * themselves (a field with its own FieldError would then carry two elements with one id).
 */
export function SlotAnchors({ slots }: { slots: readonly ('description' | 'errorMessage')[] }) {
  return (
    <>
      {slots.map((slot) => (
        <Text key={slot} slot={slot} hidden />
      ))}
    </>
  );
}
