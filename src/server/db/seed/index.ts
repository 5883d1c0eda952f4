import type { Deps } from '../../deps.js';

// Placeholder: the demo marketplace generator fills an empty database here.
export async function seedDemoIfEmpty(_deps: Deps): Promise<void> {}
