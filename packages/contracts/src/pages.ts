/** Page names exactly as the office's API knows them (docs/api.md#page-names): texts are keyed by these. */
export const pageNames = [
  '템플릿',
  '홈',
  '주요업무',
  '문의하기',
  '공지사항',
  '자료실',
  '회사소개',
  '이용약관',
  '개인정보처리방침',
  '404',
] as const;
export type PageName = (typeof pageNames)[number];

/** The page whose texts frame every screen (top bar, footer). */
export const templatePage = '템플릿' satisfies PageName;

export const categoryKeys = ['category1', 'category2', 'category3', 'category4', 'category5', 'category6'] as const;
export type CategoryKey = (typeof categoryKeys)[number];

/** The library's extra "all" tab (docs/product.md#pages). */
export const allCategoriesKey = 'category0';
