import type { PostStatus, TranslationLanguage, TranslationState } from '@office/contracts';
import { translationLanguages } from '@office/contracts/browser';
import { postStatusLabels, translationLanguageLabels, translationLanguageTags, translationStateLabels } from './post-labels';
import * as badges from '../../styles/badges.css';

export function StatusBadge({ status }: { status: PostStatus }) {
  return <span className={status === 'published' ? badges.badgePublished : badges.badgeDraft}>{postStatusLabels[status]}</span>;
}

const stateBadge: Record<TranslationState, string> = {
  missing: badges.badgeDraft,
  current: badges.badgePublished,
  outdated: badges.badgeWarn,
};
const stateMark: Record<TranslationState, string> = { missing: '–', current: '✓', outdated: '!' };

/** One language's translation state; `short` for a list's cell (a tag and a mark, the words for screen readers). */
export function TranslationBadge({ lang, state, short }: { lang: TranslationLanguage; state: TranslationState; short?: boolean }) {
  const words = `${translationLanguageLabels[lang]}: ${translationStateLabels[state]}`;
  if (!short) return <span className={stateBadge[state]}>{translationStateLabels[state]}</span>;
  return (
    <span className={stateBadge[state]} title={words}>
      <span aria-hidden="true">
        {translationLanguageTags[lang]} {stateMark[state]}
      </span>
      <span className="visually-hidden">{words}</span>
    </span>
  );
}

/** Every language's state, as a list shows them. */
export function TranslationBadges({ states }: { states: Record<TranslationLanguage, TranslationState> }) {
  return (
    <span className={badges.badgeRow}>
      {translationLanguages.map((lang) => (
        <TranslationBadge key={lang} lang={lang} state={states[lang]} short />
      ))}
    </span>
  );
}
