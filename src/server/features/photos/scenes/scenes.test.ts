import { describe, expect, it } from 'vitest';
import { demoStorageKey, describeScene, parseDemoStorageKey, SCENE_KINDS, sceneSvg } from './index.js';

describe('illustrated scenes', () => {
  it('draws the same picture for the same seed, and a different one for another', () => {
    for (const kind of SCENE_KINDS) {
      expect(sceneSvg(kind, 7)).toBe(sceneSvg(kind, 7));
      expect(sceneSvg(kind, 7)).not.toBe(sceneSvg(kind, 8));
    }
  });

  it('round-trips storage keys and rejects anything else', () => {
    expect(parseDemoStorageKey(demoStorageKey('view', 4_000_000_000))).toEqual({ kind: 'view', seed: 4_000_000_000 });
    for (const bad of ['demo-castle-1', 'demo-view-', 'demo-view-../x', 'upload-view-1', 'demo-view-zzzzzzzzz']) expect(parseDemoStorageKey(bad)).toBeNull();
  });

  it('describes what it draws', () => {
    expect(describeScene('cabin', 3).alt).toMatch(/^Illustration of a timber cabin .+ (in|on|at) /);
  });
});
