import type { SeedPageTexts } from '../types.js';

/** Main services page (주요업무): hero, the six category tabs and the page's SEO texts. */
export const mainTaskTexts: SeedPageTexts<'주요업무'> = {
  'hero.title': {
    ko: '주요업무',
    zh: '主要业务',
    ja: '業務内容',
    en: 'Main services',
    ru: 'Наши услуги',
  },
  'hero.subTitle': {
    ko: '비자·체류부터 귀화, 외국인 고용, 인허가, 서류 인증과 번역까지 분야별로 안내해 드립니다',
    zh: '从签证、滞留到入籍、外国人雇佣、行政许可、文件认证和翻译，按业务领域为您详细介绍',
    ja: 'ビザ・在留から帰化、外国人雇用、許認可、書類の認証、翻訳まで、分野ごとにご案内します',
    en: 'From visas and residence to naturalization, hiring foreign staff, business permits, document certification and translation',
    ru: 'Визы и пребывание, гражданство, наём иностранцев, разрешения для бизнеса, легализация документов и переводы',
  },

  category1: {
    ko: '비자·체류',
    zh: '签证与滞留',
    ja: 'ビザ・在留',
    en: 'Visas and residence',
    ru: 'Визы и пребывание',
  },
  category2: {
    ko: '귀화·국적',
    zh: '入籍与国籍',
    ja: '帰化・国籍',
    en: 'Naturalization and nationality',
    ru: 'Натурализация и гражданство',
  },
  category3: {
    ko: '외국인 고용',
    zh: '外国人雇佣',
    ja: '外国人雇用',
    en: 'Hiring foreign workers',
    ru: 'Наём иностранцев',
  },
  category4: {
    ko: '인허가',
    zh: '行政许可',
    ja: '許認可',
    en: 'Licences and permits',
    ru: 'Лицензии и разрешения',
  },
  category5: {
    ko: '서류 인증·아포스티유',
    zh: '文件认证与海牙认证',
    ja: '書類認証・アポスティーユ',
    en: 'Certification and apostille',
    ru: 'Апостиль и легализация',
  },
  category6: {
    ko: '번역',
    zh: '翻译服务',
    ja: '翻訳',
    en: 'Translation',
    ru: 'Переводы',
  },

  'tabs.label': {
    ko: '업무 분야',
    zh: '业务类别',
    ja: '業務分野',
    en: 'Service categories',
    ru: 'Категории услуг',
  },
  loading: {
    ko: '업무 안내를 불러오는 중…',
    zh: '正在加载业务介绍…',
    ja: '業務内容を読み込み中…',
    en: 'Loading services…',
    ru: 'Загрузка услуг…',
  },

  'seo.title': {
    ko: '주요업무 – 비자·귀화·외국인 고용·인허가',
    zh: '主要业务 – 签证·入籍·外国人雇佣·行政许可',
    ja: '業務内容 – ビザ・帰化・外国人雇用・許認可',
    en: 'Our Services – Visas, Naturalization, Hiring and Permits',
    ru: 'Услуги – визы, гражданство, наём иностранцев, разрешения',
  },
  'seo.description': {
    ko: `당진 {office.name}의 주요업무 안내입니다. 비자·체류, 귀화·국적, 외국인 고용, 인허가, 아포스티유 등 서류 인증과 번역을 도와드립니다.`,
    zh: `唐津{office.name}业务介绍：签证与滞留、入籍与国籍、外国人雇佣、行政许可、海牙认证等文件认证及翻译服务。`,
    ja: `唐津（タンジン）の{office.name}の業務内容。ビザ・在留、帰化・国籍、外国人雇用、許認可、アポスティーユなどの書類認証と翻訳をサポートします。`,
    en: `{office.name} in Dangjin: visas and stay status, naturalization, hiring foreign workers, business permits, apostille and translation.`,
    ru: `{office.name} в Танджине: визы и пребывание, гражданство, наём иностранцев, разрешения для бизнеса, апостиль и переводы.`,
  },
  'seo.keywords': {
    ko: '당진 행정사, 비자 연장, 체류자격 변경, 귀화 신청, 국적 취득, 외국인 고용, E-9 고용허가, E-7 비자, 인허가 대행, 아포스티유, 영사 확인, 번역 확인',
    zh: '唐津行政士, 韩国签证延期, 滞留资格变更, 韩国入籍, 国籍取得, 外国人雇佣, E-9雇佣许可, E-7签证, 行政许可代办, 海牙认证, 领事认证, 文件翻译',
    ja: '唐津 行政書士, 韓国 ビザ 延長, 在留資格 変更, 韓国 帰化, 国籍取得, 外国人雇用, E-9 雇用許可, E-7 ビザ, 許認可 代行, アポスティーユ, 領事認証, 翻訳',
    en: 'Dangjin administrative agent, Korea visa extension, change of status of stay, Korean naturalization, nationality, hiring foreign workers, E-9 employment permit, E-7 visa, business licence, apostille, consular legalization, certified translation',
    ru: 'Танджин, продление визы Корея, смена визового статуса, гражданство Кореи, натурализация, наём иностранцев, E-9, виза E-7, лицензии и разрешения, апостиль, консульская легализация, перевод документов',
  },
};
