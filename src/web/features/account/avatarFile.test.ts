import { describe, expect, it } from 'vitest';
import { AVATAR_LIMITS } from '../../../contract/profiles';
import { avatarFileProblem, fileSize } from './avatarFile';

describe('avatar file checks', () => {
  it('takes JPEG, PNG, WebP and AVIF up to the server’s limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) expect(avatarFileProblem({ size: 1000, type })).toBeNull();
    expect(avatarFileProblem({ size: AVATAR_LIMITS.maxBytes, type: 'image/jpeg' })).toBeNull();
    expect(avatarFileProblem({ size: AVATAR_LIMITS.maxBytes + 1, type: 'image/jpeg' })).toBe('tooLarge');
  });

  it('refuses what is plainly not a photo, and leaves an unknown type to the server', () => {
    expect(avatarFileProblem({ size: 1000, type: 'image/svg+xml' })).toBe('wrongType');
    expect(avatarFileProblem({ size: 1000, type: 'application/pdf' })).toBe('wrongType');
    expect(avatarFileProblem({ size: 1000, type: '' })).toBeNull();
  });

  it('says a size in megabytes', () => {
    expect(fileSize(23.45 * 1024 * 1024, 'en')).toBe('23.5 MB');
  });
});
