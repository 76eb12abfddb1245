import type { PageTextKey } from '@office/contracts';
import type { Localized } from '../types.js';

/** Keys both post pages (notices and library) read the same way. */
type SharedPostPageKey = PageTextKey<'공지사항'> & PageTextKey<'자료실'>;

/** The texts of the notice and library pages' lists and detail views that are worded alike. */
export const sharedPostPageTexts = {
  'author.label': { ko: '작성자', zh: '发布人', ja: '投稿者', en: 'Author', ru: 'Автор', vi: 'Người đăng' },
  backToList: {
    ko: '목록으로',
    zh: '返回列表',
    ja: '一覧に戻る',
    en: 'Back to list',
    ru: 'Вернуться к списку',
    vi: 'Quay lại danh sách',
  },
  /** A deleted post's page (HTTP 410, decision 0047): it was removed on purpose; the list is one link away. */
  'gone.title': {
    ko: '삭제된 글입니다',
    zh: '该文章已被删除',
    ja: 'この投稿は削除されました',
    en: 'This post has been removed',
    ru: 'Эта публикация удалена',
    vi: 'Bài viết này đã bị xóa',
  },
  'gone.text': {
    ko: '찾으시는 글은 사무소에서 삭제하여 더 이상 볼 수 없습니다. 목록에서 다른 글을 찾아보세요.',
    zh: '您要查看的文章已由事务所删除，无法再浏览。请在列表中查看其他文章。',
    ja: 'お探しの投稿は事務所により削除されたため、ご覧いただけません。一覧から他の投稿をお探しください。',
    en: 'The office has removed this post, so it can no longer be viewed. You can find other posts in the list.',
    ru: 'Бюро удалило эту публикацию, и она больше недоступна. Другие публикации можно найти в списке.',
    vi: 'Văn phòng đã xóa bài viết này nên bạn không thể xem được nữa. Bạn có thể tìm các bài viết khác trong danh sách.',
  },
  'pagination.previous': {
    ko: '이전 페이지',
    zh: '上一页',
    ja: '前のページ',
    en: 'Previous page',
    ru: 'Предыдущая страница',
    vi: 'Trang trước',
  },
  'pagination.next': {
    ko: '다음 페이지',
    zh: '下一页',
    ja: '次のページ',
    en: 'Next page',
    ru: 'Следующая страница',
    vi: 'Trang sau',
  },
  'pagination.label': { ko: '페이지', zh: '分页', ja: 'ページ', en: 'Pages', ru: 'Страницы', vi: 'Phân trang' },
  // The search (decision 0020). `{count}` is replaced by the number of results.
  'search.button': { ko: '검색', zh: '搜索', ja: '検索', en: 'Search', ru: 'Найти', vi: 'Tìm kiếm' },
  'search.results': {
    ko: '검색 결과 {count}건',
    zh: '共找到 {count} 条结果',
    ja: '検索結果：{count}件',
    en: 'Results: {count}',
    ru: 'Найдено: {count}',
    vi: 'Kết quả tìm kiếm: {count}',
  },
  'search.clear': {
    ko: '검색 지우기',
    zh: '清除搜索',
    ja: '検索をクリア',
    en: 'Clear search',
    ru: 'Сбросить поиск',
    vi: 'Xóa tìm kiếm',
  },
  /** On a result shown in the page's language whose words only its Korean original has. */
  'search.foundInKorean': {
    ko: '한국어 원문에서 찾은 결과입니다.',
    zh: '搜索词出现在韩语原文中。',
    ja: '検索語は韓国語の原文に含まれています。',
    en: 'Your search words appear in the Korean original.',
    ru: 'Слова из запроса есть в корейском оригинале.',
    vi: 'Từ khóa bạn tìm có trong bản gốc tiếng Hàn.',
  },
} satisfies Partial<Record<SharedPostPageKey, Localized>>;
