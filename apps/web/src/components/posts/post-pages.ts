/** The two list pages differ only in their texts and URLs. */
export type PostPageName = '공지사항' | '자료실';
export const basePath = { 공지사항: '/notice', 자료실: '/library' } as const;
