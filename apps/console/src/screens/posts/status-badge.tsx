import type { PostStatus, TranslationLanguage, TranslationState } from '@office/contracts';
import { translationLanguages } from '@office/contracts/browser';
import { postStatusLabels, translationLanguageLabels, translationLanguageTags, translationStateLabels } from './post-labels';
import * as badges from '../../styles/badges.css';

/** The post's status; with `planned` (a schedule in words, `plannedChange`), marked 예약 and said under it. */
export function StatusBadge({ status, planned }: { status: PostStatus; planned?: string | null }) {
  const badge = <span className={status === 'published' ? badges.badgePublished : badges.badgeDraft}>{postStatusLabels[status]}</span>;
  if (!planned) return badge;
  return (
    <span className={badges.badgeRow}>
      {badge}
      <span className={badges.badgeWarn}>예약</span>
      <span className={badges.plannedLine}>{planned}</span>
    </span>
  );
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
