import type { PostStatus } from '@office/contracts';
import * as css from '../../styles.css';
import { postStatusLabels } from './post-labels';

export function StatusBadge({ status }: { status: PostStatus }) {
  return <span className={status === 'published' ? css.badgePublished : css.badgeDraft}>{postStatusLabels[status]}</span>;
}
