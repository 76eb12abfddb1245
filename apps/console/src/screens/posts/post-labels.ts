import type { PostKind, PostStatus, TranslationLanguage, TranslationState } from '@office/contracts';
import { languageKoreanNames, languageNames, languageShortTags, translationLanguages } from '@office/contracts/browser';

export const kindLabels: Record<PostKind, string> = { notice: '공지사항', library: '자료실' };
export const postStatusLabels: Record<PostStatus, string> = { draft: '초안', published: '게시됨' };

/** The console's list of notices or of library items. */
export const listPathOf = (kind: PostKind) => (kind === 'notice' ? '/posts/notice' : '/posts/library');

/** The small (400 px) variant of a stored thumbnail, for previews. */
export const w400 = (url: string) => url.replace(/w800\.webp$/, 'w400.webp');

/** The translation languages as staff name them: Korean, then the language's own name. */
export const translationLanguageLabels = Object.fromEntries(
  translationLanguages.map((lang) => [lang, `${languageKoreanNames[lang]} (${languageNames[lang]})`]),
) as Record<TranslationLanguage, string>;
/** Short tags for the lists' badges. */
export const translationLanguageTags: Record<TranslationLanguage, string> = languageShortTags;
export const translationStateLabels: Record<TranslationState, string> = {
  missing: '번역 없음',
  current: '번역 최신',
  outdated: '원문이 바뀜',
};
