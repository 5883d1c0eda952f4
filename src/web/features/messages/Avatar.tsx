import type { ConversationMember } from '../../../contract/messages';
import s from './Messages.module.css';

/** A member's photo, or their initial on ink; decorative (their name is always said beside it). */
export function Avatar({ member, size = 40 }: { member: Pick<ConversationMember, 'name' | 'avatarUrl'>; size?: number }) {
  const style = { inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.42) };
  return member.avatarUrl ? (
    <img src={member.avatarUrl} alt="" width={size} height={size} className={s.avatar} style={style} loading="lazy" decoding="async" />
  ) : (
    <span className={s.avatar} style={style} aria-hidden="true">{member.name.trim().charAt(0).toLocaleUpperCase() || '?'}</span>
  );
}
