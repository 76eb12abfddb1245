import type { PostKind, PostStatus } from '@office/contracts';
import * as css from '../../styles.css';

export const kindLabels: Record<PostKind, string> = { notice: '공지사항', library: '자료실' };
export const postStatusLabels: Record<PostStatus, string> = { draft: '초안', published: '게시됨' };

/** The console's list of notices or of library items. */
export const listPathOf = (kind: PostKind) => (kind === 'notice' ? '/posts/notice' : '/posts/library');

export function StatusBadge({ status }: { status: PostStatus }) {
  return <span className={status === 'published' ? css.badgePublished : css.badgeDraft}>{postStatusLabels[status]}</span>;
}
