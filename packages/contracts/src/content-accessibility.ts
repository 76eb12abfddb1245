import type { LanguageCode } from './languages.js';

/*
 * The accessibility check a post's text goes through before it is published (issue 28, item 6):
 * images without a text alternative, heading order, empty or vague links, tables without header
 * cells, text in capitals. Pure: it reads a tree shaped like the DOM (`ContentNode`), which the
 * console has (DOMParser) and a server can make from htmlparser2's nodes, so the same rules run
 * wherever the text is. Messages are Korean, for the console.
 *
 * Decorative images: an `<img alt="">` (an empty alternative, which HTML defines as "decorative")
 * is fine; an `<img>` without `alt` is a finding. The editor writes `alt=""` when an image's
 * description is left empty on purpose; the sanitizer and the site keep it.
 */

/** The little of a DOM node the check reads: a browser's nodes have it (elements' names in any case). */
export interface ContentNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly nodeValue: string | null;
  readonly childNodes: ArrayLike<ContentNode>;
  getAttribute?(name: string): string | null;
}

export type AccessibilityRule =
  | 'image-alt-missing'
  | 'image-alt-filename'
  | 'thumbnail-alt-missing'
  | 'heading-h1'
  | 'heading-skipped'
  | 'link-empty'
  | 'link-vague'
  | 'table-no-headers'
  | 'all-caps';

/** Which of a post's texts a finding is in. */
export type AccessibilityField = 'title' | 'body' | 'thumbnailAlt';

/**
 * Where in the body a finding is, in terms an editor can find again: the n-th (from 0, in document
 * order) image, heading, link or table, or the n-th occurrence of a text (whitespace collapsed).
 */
export type BodyTarget =
  { kind: 'element'; element: 'image' | 'heading' | 'link' | 'table'; index: number } | { kind: 'text'; text: string; occurrence: number };

export interface AccessibilityFinding {
  rule: AccessibilityRule;
  lang: LanguageCode;
  field: AccessibilityField;
  /** What is wrong and what to do, in Korean. */
  message: string;
  /** In the body only. */
  target?: BodyTarget;
}

/** Korean names of the fields, for a finding's place ("본문", "썸네일 대체 텍스트"). */
export const accessibilityFieldNames: Record<AccessibilityField, string> = {
  title: '제목',
  body: '본문',
  thumbnailAlt: '썸네일 대체 텍스트',
};

/**
 * Link texts that say nothing of where the link goes (WCAG 2.4.4), per language, written as
 * `normalizeLinkText` makes them. A text is checked against its own language's list and English's
 * (English phrases turn up in every language's posts). Whole texts only: "여기" is vague, "여기에서
 * 신청서 내려받기" is not.
 */
export const vagueLinkPhrases: Record<LanguageCode, readonly string[]> = {
  en: [
    'click',
    'click here',
    'here',
    'more',
    'read more',
    'learn more',
    'more info',
    'more information',
    'link',
    'this link',
    'this',
    'details',
    'go',
  ],
  ko: [
    '여기',
    '이곳',
    '여기를 클릭',
    '여기를 클릭하세요',
    '여기 클릭',
    '이곳을 클릭',
    '클릭',
    '클릭하세요',
    '더보기',
    '더 보기',
    '자세히',
    '자세히 보기',
    '바로가기',
    '바로 가기',
    '링크',
  ],
  zh: ['点击这里', '点击此处', '这里', '此处', '点击', '更多', '了解更多', '查看更多', '详情', '链接'],
  ja: ['ここ', 'こちら', 'ここをクリック', 'こちらをクリック', 'クリック', '詳細', '詳しくはこちら', 'もっと見る', 'リンク'],
  ru: ['здесь', 'тут', 'нажмите здесь', 'подробнее', 'читать далее', 'далее', 'ещё', 'еще', 'ссылка', 'по ссылке'],
  vi: ['tại đây', 'ở đây', 'đây', 'bấm vào đây', 'nhấn vào đây', 'nhấp vào đây', 'xem thêm', 'chi tiết', 'liên kết'],
};

/**
 * A link's text as compared: Unicode-composed (Vietnamese arrives decomposed from some keyboards),
 * lower case, punctuation and symbols trimmed from both ends ("여기!", "more »", "[링크]"),
 * whitespace collapsed.
 */
export function normalizeLinkText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu, '')
    .replace(/\s+/g, ' ');
}

const spaceless = (text: string) => text.replace(/\s+/g, '');
const vagueSets = Object.fromEntries(
  Object.entries(vagueLinkPhrases).map(([lang, phrases]) => [lang, new Set(phrases.map((phrase) => spaceless(normalizeLinkText(phrase))))]),
) as Record<LanguageCode, Set<string>>;

/** Whether a link's whole text is one of the vague phrases of its language or English ("더보기" and "더 보기" alike). */
export function isVagueLinkText(text: string, lang: LanguageCode): boolean {
  const key = spaceless(normalizeLinkText(text));
  return key !== '' && (vagueSets[lang].has(key) || vagueSets.en.has(key));
}

/** Capital words in a row that make a finding: this many words, or this many letters in all. */
export const allCapsThresholds = { words: 3, letters: 20 } as const;

const letterCount = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;
/** A token's core, punctuation and symbols trimmed from both ends. */
const coreOf = (token: string) => token.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
/** A token ending a sentence or a list item: a run of capitals stops after it. */
const endsClause = /[,;:.!?。、，；：！？…]$/u;

type TokenClass = 'caps' | 'neutral' | 'other';
function classify(core: string): TokenClass {
  // Small letters, or letters of another script (Hangul, Han, kana), stop a run.
  if (/\p{Ll}/u.test(core) || /\p{L}/u.test(core.replace(/[\p{Script=Latin}\p{Script=Cyrillic}]/gu, ''))) return 'other';
  // Codes and numbers (E-9, F-5, D-2, 2026, §3) and single capitals (A, I) neither count nor stop one.
  if (/\d/.test(core) || letterCount(core) < 2) return 'neutral';
  return 'caps';
}

/**
 * The runs of text in capitals (Latin or Cyrillic script) in a text: at least
 * `allCapsThresholds.words` capital words of two or more letters in a row, or one or more with
 * `allCapsThresholds.letters` letters in all. Acronyms and visa codes alone (PIPA, KIIP, E-9, F-5)
 * are not runs; a comma or a full stop ends one, so a list of acronyms is not either.
 */
export function allCapsRuns(text: string): string[] {
  const runs: string[] = [];
  let start = -1;
  let end = -1;
  let words = 0;
  let letters = 0;
  const close = () => {
    if (start >= 0 && (words >= allCapsThresholds.words || letters >= allCapsThresholds.letters)) runs.push(text.slice(start, end));
    start = -1;
    words = 0;
    letters = 0;
  };
  for (const match of text.matchAll(/\S+/g)) {
    const token = match[0];
    const core = coreOf(token);
    const kind = classify(core);
    if (kind === 'other') close();
    else if (kind === 'caps') {
      const coreStart = match.index + token.indexOf(core);
      if (start < 0) start = coreStart;
      end = coreStart + core.length;
      words += 1;
      letters += letterCount(core);
    }
    if (endsClause.test(token)) close();
  }
  close();
  return runs;
}

const short = (text: string, max = 40) => {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return collapsed.length > max ? `${collapsed.slice(0, max - 1)}…` : collapsed;
};
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An image's alternative that is a file's name ("IMG_1234.jpg", "사진.png"): it says nothing of the picture. */
export function isFileNameAlt(alt: string): boolean {
  const text = alt.trim();
  return /^\S+\.(jpe?g|png|gif|webp|avif|svg|bmp|heic|tiff?)$/i.test(text) || /^(img|dsc|dscn|pxl|scan)[_\- ]?\d+$/i.test(text);
}

const blockTags = new Set([
  'body',
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
  'hr',
]);

const nameOf = (node: ContentNode) => node.nodeName.toLowerCase();
const attributeOf = (node: ContentNode, name: string) => node.getAttribute?.(name) ?? null;
const children = (node: ContentNode) => Array.from(node.childNodes);

function textOf(node: ContentNode): string {
  if (node.nodeType === 3) return node.nodeValue ?? '';
  if (node.nodeType !== 1) return '';
  if (nameOf(node) === 'img') return ` ${attributeOf(node, 'alt') ?? ''} `;
  if (nameOf(node) === 'br') return ' ';
  return children(node).map(textOf).join('');
}

function hasDescendant(node: ContentNode, tags: ReadonlySet<string>): boolean {
  return children(node).some((child) => child.nodeType === 1 && (tags.has(nameOf(child)) || hasDescendant(child, tags)));
}
const headerCells = new Set(['th']);

/**
 * The findings in a body, a parsed HTML fragment's root (a document's `<body>`, say). Images and
 * tables are counted in document order, so `target` finds them again in an editor's document.
 */
export function checkBody(root: ContentNode, lang: LanguageCode): AccessibilityFinding[] {
  const findings: AccessibilityFinding[] = [];
  const counts = { image: 0, heading: 0, link: 0, table: 0 };
  const add = (rule: AccessibilityRule, message: string, target: BodyTarget) =>
    findings.push({ rule, lang, field: 'body', message, target });
  // The page's title is the h1: the body's headings start at h2.
  let previousLevel = 1;
  // The text so far, block by block, to number each occurrence of a run of capitals.
  const blocks: string[] = [];
  let current = '';

  const occurrencesIn = (text: string, needle: string) => {
    let count = 0;
    for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) count += 1;
    return count;
  };
  const flush = () => {
    const text = collapse(current);
    current = '';
    if (!text) return;
    let searchFrom = 0;
    for (const run of allCapsRuns(text)) {
      const at = text.indexOf(run, searchFrom);
      const before = blocks.reduce((sum, block) => sum + occurrencesIn(block, run), 0) + occurrencesIn(text.slice(0, at), run);
      searchFrom = at + run.length;
      add('all-caps', `대문자로만 쓴 글 '${short(run)}': 읽기 어렵고, 화면 낭독기가 한 글자씩 읽기도 합니다. 보통의 대소문자로 쓰세요.`, {
        kind: 'text',
        text: run,
        occurrence: before,
      });
    }
    blocks.push(text);
  };

  const walk = (node: ContentNode) => {
    if (node.nodeType === 3) {
      current += node.nodeValue ?? '';
      return;
    }
    if (node.nodeType !== 1) return;
    const tag = nameOf(node);
    if (tag === 'br') {
      current += ' ';
      return;
    }
    if (tag === 'img') {
      const index = counts.image++;
      const alt = attributeOf(node, 'alt');
      const target: BodyTarget = { kind: 'element', element: 'image', index };
      if (alt === null)
        add(
          'image-alt-missing',
          `${index + 1}번째 그림에 대체 텍스트가 없습니다. 그림을 선택하고 '그림 설명'으로 그림의 내용을 적으세요. 장식용 그림이면 설명을 비워 두고 확인하세요.`,
          target,
        );
      else if (isFileNameAlt(alt))
        add(
          'image-alt-filename',
          `${index + 1}번째 그림의 대체 텍스트가 파일 이름('${short(alt)}')입니다. 그림의 내용을 적으세요.`,
          target,
        );
      current += ' ';
      return;
    }
    const block = blockTags.has(tag);
    if (block) flush();
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      const level = Number(heading[1]);
      const index = counts.heading++;
      const text = short(textOf(node)) || '(빈 제목)';
      const target: BodyTarget = { kind: 'element', element: 'heading', index };
      if (level === 1)
        add('heading-h1', `제목 1(h1) '${text}'이(가) 있습니다. 글의 제목이 h1이므로 본문의 제목은 제목 2(h2)부터 쓰세요.`, target);
      else if (level > previousLevel + 1)
        add(
          'heading-skipped',
          previousLevel === 1
            ? `첫 제목 '${text}'이(가) 제목 ${level}(h${level})입니다. 제목 2(h2)부터 쓰세요.`
            : `제목 수준을 건너뛰었습니다: '${text}'은(는) 제목 ${level}(h${level})인데 앞 제목은 h${previousLevel}입니다. 제목 ${previousLevel + 1}(h${previousLevel + 1})로 바꾸세요.`,
          target,
        );
      previousLevel = level;
    }
    if (tag === 'a') {
      const index = counts.link++;
      const text = collapse(textOf(node));
      const name = text || collapse(attributeOf(node, 'aria-label') ?? '') || collapse(attributeOf(node, 'title') ?? '');
      const target: BodyTarget = { kind: 'element', element: 'link', index };
      const href = attributeOf(node, 'href');
      if (!name)
        add(
          'link-empty',
          `${index + 1}번째 링크${href ? `(${short(href, 60)})` : ''}에 텍스트가 없습니다. 화면 낭독기는 주소만 읽습니다. 링크가 가리키는 곳을 텍스트로 적으세요.`,
          target,
        );
      else if (isVagueLinkText(name, lang))
        add(
          'link-vague',
          `링크 텍스트 '${short(name)}'은(는) 어디로 가는지 알려 주지 않습니다. '체류자격 변경 신청서 내려받기'처럼 목적지를 알 수 있게 쓰세요.`,
          target,
        );
    }
    if (tag === 'table') {
      const index = counts.table++;
      if (!hasDescendant(node, headerCells))
        add(
          'table-no-headers',
          `${index + 1}번째 표에 제목 칸(th)이 없습니다. 표 안을 선택하고 '제목 행'으로 첫 행을 제목 행으로 만드세요.`,
          { kind: 'element', element: 'table', index },
        );
    }
    for (const child of children(node)) walk(child);
    if (block) flush();
  };
  walk(root);
  flush();
  return findings;
}

/** A one-line text (a title, a thumbnail's alternative): only capitals apply. */
export function checkLineText(text: string, field: Exclude<AccessibilityField, 'body'>, lang: LanguageCode): AccessibilityFinding[] {
  return allCapsRuns(collapse(text)).map((run) => ({
    rule: 'all-caps' as const,
    lang,
    field,
    message: `대문자로만 쓴 글 '${short(run)}'이(가) 있습니다. 보통의 대소문자로 쓰세요.`,
  }));
}

export interface PostTextToCheck {
  lang: LanguageCode;
  title: string;
  /** The body, parsed; null when there is none. */
  body: ContentNode | null;
  thumbnailAlt: string | null;
  /** Whether the post has a thumbnail. */
  hasThumbnail: boolean;
  /**
   * For a translation: the Korean source's thumbnail alternative. A thumbnail the Korean leaves
   * without one is decorative (the console's hint says so); its translations need none either.
   */
  sourceThumbnailAlt?: string | null;
}

/** Every finding in one language's text of a post: its title, thumbnail alternative and body. */
export function checkPostText(text: PostTextToCheck): AccessibilityFinding[] {
  const { lang, title, body, hasThumbnail, sourceThumbnailAlt } = text;
  const thumbnailAlt = text.thumbnailAlt?.trim() ?? '';
  const translation = sourceThumbnailAlt !== undefined;
  const needsAlt = hasThumbnail && (!translation || Boolean(sourceThumbnailAlt?.trim()));
  const findings = checkLineText(title, 'title', lang);
  if (needsAlt && !thumbnailAlt)
    findings.push({
      rule: 'thumbnail-alt-missing',
      lang,
      field: 'thumbnailAlt',
      message: translation
        ? '비어 있습니다. 한국어 원문에는 있으니 이 언어로도 적으세요.'
        : '비어 있습니다. 장식용 그림이 아니라면 그림의 내용을 적으세요.',
    });
  else if (thumbnailAlt && isFileNameAlt(thumbnailAlt))
    findings.push({
      rule: 'image-alt-filename',
      lang,
      field: 'thumbnailAlt',
      message: `파일 이름('${short(thumbnailAlt)}')입니다. 그림의 내용을 적으세요.`,
    });
  findings.push(...checkLineText(thumbnailAlt, 'thumbnailAlt', lang));
  if (body) findings.push(...checkBody(body, lang));
  return findings;
}
