/** Every lucide icon in Roost is 20 px with a 1.75 stroke and hidden from assistive tech. */
export const ICON = { size: 20, strokeWidth: 1.75, 'aria-hidden': true } as const;
export const ICON_SMALL = { size: 16, strokeWidth: 2, 'aria-hidden': true } as const;
