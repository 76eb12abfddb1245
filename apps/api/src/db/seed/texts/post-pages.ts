import type { PageTextKey } from '@office/contracts';
import type { Localized } from '../types.js';

/** Keys both post pages (notices and library) read the same way. */
type SharedPostPageKey = PageTextKey<'공지사항'> & PageTextKey<'자료실'>;

/** The texts of the notice and library pages' lists and detail views that are worded alike. */
export const sharedPostPageTexts = {
  'author.label': { ko: '작성자', zh: '发布人', ja: '投稿者', en: 'Author', ru: 'Автор' },
  backToList: {
    ko: '목록으로',
    zh: '返回列表',
    ja: '一覧に戻る',
    en: 'Back to list',
    ru: 'Вернуться к списку',
  },
  'pagination.previous': {
    ko: '이전 페이지',
    zh: '上一页',
    ja: '前のページ',
    en: 'Previous page',
    ru: 'Предыдущая страница',
  },
  'pagination.next': {
    ko: '다음 페이지',
    zh: '下一页',
    ja: '次のページ',
    en: 'Next page',
    ru: 'Следующая страница',
  },
  'pagination.label': { ko: '페이지', zh: '分页', ja: 'ページ', en: 'Pages', ru: 'Страницы' },
} satisfies Partial<Record<SharedPostPageKey, Localized>>;
