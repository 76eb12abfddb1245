import type { PostKind, PostStatus } from '@office/contracts';

export const kindLabels: Record<PostKind, string> = { notice: '공지사항', library: '자료실' };
export const postStatusLabels: Record<PostStatus, string> = { draft: '초안', published: '게시됨' };

/** The console's list of notices or of library items. */
export const listPathOf = (kind: PostKind) => (kind === 'notice' ? '/posts/notice' : '/posts/library');

/** The small (400 px) variant of a stored thumbnail, for previews. */
export const w400 = (url: string) => url.replace(/w800\.webp$/, 'w400.webp');
