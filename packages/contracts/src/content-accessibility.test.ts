import { describe, expect, it } from 'vitest';
import {
  allCapsRuns,
  checkBody,
  checkPostText,
  type ContentNode,
  isFileNameAlt,
  isVagueLinkText,
  normalizeLinkText,
  vagueLinkPhrases,
} from './content-accessibility.js';
import { languageCodes } from './languages.js';

/** A DOM-shaped tree without a DOM: `el('p', {}, 'text', el('img', { src }))`. */
type Child = ContentNode | string;
const text = (value: string): ContentNode => ({ nodeType: 3, nodeName: '#text', nodeValue: value, childNodes: [] });
function el(name: string, attributes: Record<string, string> = {}, ...content: Child[]): ContentNode {
  return {
    nodeType: 1,
    nodeName: name.toUpperCase(),
    nodeValue: null,
    childNodes: content.map((child) => (typeof child === 'string' ? text(child) : child)),
    getAttribute: (attribute) => attributes[attribute] ?? null,
  };
}
const body = (...content: Child[]) => el('body', {}, ...content);
const rules = (root: ContentNode, lang: 'ko' | 'en' | 'zh' | 'ja' | 'ru' | 'vi' = 'ko') => checkBody(root, lang).map((f) => f.rule);

describe('vague link texts', () => {
  it('matches whole texts, any case, trimmed of punctuation and spaces', () => {
    expect(isVagueLinkText('여기', 'ko')).toBe(true);
    expect(isVagueLinkText(' 여기를 클릭! ', 'ko')).toBe(true);
    expect(isVagueLinkText('더 보기 »', 'ko')).toBe(true);
    expect(isVagueLinkText('[바로가기]', 'ko')).toBe(true);
    expect(isVagueLinkText('Click Here.', 'en')).toBe(true);
    expect(isVagueLinkText('READ MORE', 'en')).toBe(true);
    expect(isVagueLinkText('→ more', 'en')).toBe(true);
  });

  it('does not match a text that names where the link goes', () => {
    expect(isVagueLinkText('여기에서 신청서 내려받기', 'ko')).toBe(false);
    expect(isVagueLinkText('Read more about the E-9 visa', 'en')).toBe(false);
    expect(isVagueLinkText('hereby', 'en')).toBe(false);
    expect(isVagueLinkText('', 'en')).toBe(false);
  });

  it('knows each language, and English phrases in every language', () => {
    expect(isVagueLinkText('点击这里', 'zh')).toBe(true);
    expect(isVagueLinkText('更多…', 'zh')).toBe(true);
    expect(isVagueLinkText('ここをクリック', 'ja')).toBe(true);
    expect(isVagueLinkText('詳細', 'ja')).toBe(true);
    expect(isVagueLinkText('Подробнее', 'ru')).toBe(true);
    expect(isVagueLinkText('ЗДЕСЬ', 'ru')).toBe(true);
    expect(isVagueLinkText('Tại đây', 'vi')).toBe(true);
    expect(isVagueLinkText('Bấm vào đây.', 'vi')).toBe(true);
    // Vietnamese typed decomposed (combining marks) is the same text.
    expect(isVagueLinkText('xem thêm'.normalize('NFD'), 'vi')).toBe(true);
    expect(isVagueLinkText('click here', 'ko')).toBe(true);
    // Another language's phrase is not this one's: "здесь" in a Korean text is not checked as Korean.
    expect(isVagueLinkText('здесь', 'ko')).toBe(false);
  });

  it('has a list for every language, each phrase already normalized', () => {
    for (const lang of languageCodes) {
      expect(vagueLinkPhrases[lang].length).toBeGreaterThan(3);
      for (const phrase of vagueLinkPhrases[lang]) expect(normalizeLinkText(phrase)).toBe(phrase);
    }
  });
});

describe('text in capitals', () => {
  it('finds three capital words in a row, or twenty capital letters', () => {
    expect(allCapsRuns('Please note: PLEASE READ THIS GUIDE before applying.')).toEqual(['PLEASE READ THIS GUIDE']);
    expect(allCapsRuns('IMPORTANT ANNOUNCEMENT for everyone')).toEqual(['IMPORTANT ANNOUNCEMENT']);
    expect(allCapsRuns('ВНИМАНИЕ ВСЕМ ЗАЯВИТЕЛЯМ сегодня')).toEqual(['ВНИМАНИЕ ВСЕМ ЗАЯВИТЕЛЯМ']);
    expect(allCapsRuns('THÔNG BÁO QUAN TRỌNG')).toEqual(['THÔNG BÁO QUAN TRỌNG']);
  });

  it('leaves acronyms and visa codes alone, and a comma or full stop ends a run', () => {
    expect(allCapsRuns('E-9, F-5 and D-2 holders: see the PIPA notice and KIIP.')).toEqual([]);
    expect(allCapsRuns('PIPA, KIIP, TOPIK')).toEqual([]);
    expect(allCapsRuns('E-9 비자 소지자는 KIIP 과정을 들을 수 있습니다.')).toEqual([]);
    expect(allCapsRuns('TOPIK 시험 EPS 안내')).toEqual([]);
    expect(allCapsRuns('NO. NOT NOW.')).toEqual([]);
  });

  it('lets codes and single capitals sit inside a run without ending it', () => {
    expect(allCapsRuns('APPLY FOR E-9 VISA NOW')).toEqual(['APPLY FOR E-9 VISA NOW']);
    expect(allCapsRuns('I AM A STUDENT')).toEqual([]);
    expect(allCapsRuns('WE ARE A GREAT TEAM')).toEqual(['WE ARE A GREAT TEAM']);
  });
});

describe('image alternatives that are file names', () => {
  it('spots camera and file names', () => {
    expect(isFileNameAlt('IMG_1234.jpg')).toBe(true);
    expect(isFileNameAlt('사진.PNG')).toBe(true);
    expect(isFileNameAlt('DSC0042')).toBe(true);
    expect(isFileNameAlt('외국인등록증 앞면')).toBe(false);
    expect(isFileNameAlt('Fig. 3 shows the form.')).toBe(false);
  });
});

describe('checkBody', () => {
  it('finds an image without alt, but not a decorative one (alt="")', () => {
    const root = body(el('p', {}, 'a', el('img', { src: '/a.png' }), el('img', { src: '/b.png', alt: '' }), el('img', { src: '/c.png' })));
    const findings = checkBody(root, 'ko');
    expect(findings.map((f) => [f.rule, f.target])).toEqual([
      ['image-alt-missing', { kind: 'element', element: 'image', index: 0 }],
      ['image-alt-missing', { kind: 'element', element: 'image', index: 2 }],
    ]);
    expect(findings[0]).toMatchObject({ lang: 'ko', field: 'body' });
    expect(findings[1]!.message).toContain('3번째 그림');
    expect(rules(body(el('img', { src: '/d.png', alt: 'IMG_0001.JPG' })))).toEqual(['image-alt-filename']);
  });

  it('wants headings from h2 without a skipped level, and no h1', () => {
    expect(rules(body(el('h2', {}, 'a'), el('h3', {}, 'b'), el('h2', {}, 'c'), el('h3', {}, 'd'), el('h4', {}, 'e')))).toEqual([]);
    const findings = checkBody(body(el('h3', {}, '첫 제목'), el('h1', {}, '큰 제목'), el('h2', {}, 'x'), el('h4', {}, '건너뜀')), 'ko');
    expect(findings.map((f) => [f.rule, f.target])).toEqual([
      ['heading-skipped', { kind: 'element', element: 'heading', index: 0 }],
      ['heading-h1', { kind: 'element', element: 'heading', index: 1 }],
      ['heading-skipped', { kind: 'element', element: 'heading', index: 3 }],
    ]);
    expect(findings[0]!.message).toContain("첫 제목 '첫 제목'이(가) 제목 3(h3)");
    expect(findings[2]!.message).toContain('앞 제목은 h2');
  });

  it('finds empty and vague links; an image with alt names its link', () => {
    const root = body(
      el(
        'p',
        {},
        el('a', { href: 'https://a.example' }, '여기'),
        ' ',
        el('a', { href: 'https://b.example' }, el('img', { src: '/x.png', alt: '' })),
        el('a', { href: 'https://c.example' }, el('img', { src: '/y.png', alt: '신청서 양식' })),
        el('a', { href: 'https://d.example', title: '출입국 누리집' }),
        el('a', { href: 'https://e.example' }, '출입국 누리집의 체류 안내'),
        el('a', { href: 'https://f.example' }, 'read more'),
      ),
    );
    const findings = checkBody(root, 'ko');
    expect(findings.map((f) => [f.rule, f.target])).toEqual([
      ['link-vague', { kind: 'element', element: 'link', index: 0 }],
      ['link-empty', { kind: 'element', element: 'link', index: 1 }],
      ['link-vague', { kind: 'element', element: 'link', index: 5 }],
    ]);
    expect(findings[1]!.message).toContain('https://b.example');
  });

  it('finds tables without header cells', () => {
    const row = (...cells: string[]) => el('tr', {}, ...cells.map((cell) => el('td', {}, cell)));
    const headed = el('table', {}, el('thead', {}, el('tr', {}, el('th', {}, '구분'))), el('tbody', {}, row('a')));
    const bare = el('table', {}, el('tbody', {}, row('a', 'b'), row('c', 'd')));
    expect(checkBody(body(headed, bare), 'ko').map((f) => [f.rule, f.target])).toEqual([
      ['table-no-headers', { kind: 'element', element: 'table', index: 1 }],
    ]);
  });

  it('finds capitals per block, numbering repeated texts so they can be found again', () => {
    const root = body(
      el('p', {}, 'See ', el('strong', {}, 'THE'), ' RULES BELOW now.'),
      el('p', {}, 'THE RULES BELOW'),
      el('ul', {}, el('li', {}, 'ONE'), el('li', {}, 'TWO THREE')),
    );
    const findings = checkBody(root, 'en');
    expect(findings.map((f) => f.target)).toEqual([
      { kind: 'text', text: 'THE RULES BELOW', occurrence: 0 },
      { kind: 'text', text: 'THE RULES BELOW', occurrence: 1 },
    ]);
  });
});

describe('checkPostText', () => {
  const post = { title: '안내', body: body(el('p', {}, '본문')), thumbnailAlt: null };
  it('wants a thumbnail alternative in Korean when there is a thumbnail', () => {
    expect(checkPostText({ ...post, lang: 'ko', hasThumbnail: true }).map((f) => [f.rule, f.field])).toEqual([
      ['thumbnail-alt-missing', 'thumbnailAlt'],
    ]);
    expect(checkPostText({ ...post, lang: 'ko', hasThumbnail: false })).toEqual([]);
    expect(checkPostText({ ...post, lang: 'ko', hasThumbnail: true, thumbnailAlt: '외국인등록증' })).toEqual([]);
  });

  it('wants one in a translation only where the Korean has one', () => {
    expect(checkPostText({ ...post, lang: 'en', hasThumbnail: true, sourceThumbnailAlt: '외국인등록증' }).map((f) => f.rule)).toEqual([
      'thumbnail-alt-missing',
    ]);
    expect(checkPostText({ ...post, lang: 'en', hasThumbnail: true, sourceThumbnailAlt: null })).toEqual([]);
  });

  it('checks the title and the thumbnail alternative for capitals', () => {
    const findings = checkPostText({
      ...post,
      lang: 'en',
      title: 'NEW VISA RULES announced',
      thumbnailAlt: 'A FORM TO FILL IN',
      hasThumbnail: true,
      sourceThumbnailAlt: '서식',
    });
    expect(findings.map((f) => [f.rule, f.field])).toEqual([
      ['all-caps', 'title'],
      ['all-caps', 'thumbnailAlt'],
    ]);
    expect(findings[0]!.message).toContain("대문자로만 쓴 글 'NEW VISA RULES'");
  });
});
