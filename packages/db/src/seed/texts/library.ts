import type { SeedPageTexts } from '../types.js';
import { sharedPostPageTexts } from './post-pages.js';

/** Library page (자료실): category tabs, list, detail view and the page's SEO texts. */
export const libraryTexts: SeedPageTexts<'자료실'> = {
  ...sharedPostPageTexts,
  title: {
    ko: '자료실',
    zh: '资料中心',
    ja: '資料室',
    en: 'Library',
    ru: 'Материалы',
  },
  subTitle: {
    ko: '신청서 서식과 준비 서류 목록, 제도 안내 자료를 내려받으실 수 있습니다',
    zh: '提供申请表格、所需材料清单及制度说明资料下载',
    ja: '申請書の様式、必要書類のチェックリスト、制度の解説資料をダウンロードいただけます',
    en: 'Application forms, document checklists and guides to download',
    ru: 'Бланки заявлений, списки документов и памятки для скачивания',
  },

  category0: { ko: '전체', zh: '全部', ja: 'すべて', en: 'All', ru: 'Все' },
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
    en: 'Naturalization',
    ru: 'Гражданство',
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
    ru: 'Разрешения',
  },
  category5: {
    ko: '인증·아포스티유',
    zh: '认证与海牙认证',
    ja: '認証・アポスティーユ',
    en: 'Apostille',
    ru: 'Апостиль',
  },
  category6: {
    ko: '번역',
    zh: '翻译',
    ja: '翻訳',
    en: 'Translation',
    ru: 'Переводы',
  },

  'tabs.label': {
    ko: '자료 분류',
    zh: '资料分类',
    ja: '資料の分類',
    en: 'Document categories',
    ru: 'Категории материалов',
  },
  emptyMessage: {
    ko: '이 분류에는 아직 등록된 자료가 없습니다.',
    zh: '该分类下暂无资料。',
    ja: 'このカテゴリーにはまだ資料がありません。',
    en: 'No documents in this category yet.',
    ru: 'В этом разделе пока нет материалов.',
  },
  loading: {
    ko: '자료를 불러오는 중입니다...',
    zh: '正在加载资料...',
    ja: '資料を読み込んでいます...',
    en: 'Loading documents...',
    ru: 'Загрузка материалов...',
  },

  'author.default': {
    ko: '관리자',
    zh: '管理员',
    ja: '管理者',
    en: 'Administrator',
    ru: 'Администратор',
  },
  'date.label': { ko: '등록일', zh: '发布日期', ja: '登録日', en: 'Date', ru: 'Дата' },
  /** Shown above a document that has no translation into the page's language (decision 0019). */
  koreanOnly: {
    ko: '이 자료는 한국어로만 제공됩니다.',
    zh: '此资料仅提供韩语版本。',
    ja: 'この資料は韓国語のみでご覧いただけます。',
    en: 'This document is available in Korean only.',
    ru: 'Этот материал доступен только на корейском языке.',
  },

  'attachments.title': {
    ko: '첨부 파일',
    zh: '附件',
    ja: '添付ファイル',
    en: 'Attachments',
    ru: 'Прикреплённые файлы',
  },

  'search.label': {
    ko: '자료실 검색',
    zh: '搜索资料',
    ja: '資料を検索',
    en: 'Search the library',
    ru: 'Поиск по материалам',
  },
  'search.empty': {
    ko: '검색어와 일치하는 자료가 없습니다. 다른 검색어로 찾아보세요.',
    zh: '没有与搜索词相符的资料，请换个关键词试试。',
    ja: '検索語に一致する資料はありません。別の言葉でお試しください。',
    en: 'No documents match your search. Try other words.',
    ru: 'По вашему запросу материалов не найдено. Попробуйте другие слова.',
  },

  'seo.title': {
    ko: '자료실 – 비자·체류 서식과 준비 서류 안내',
    zh: '资料中心 – 签证与滞留申请表格及材料清单',
    ja: '資料室 – ビザ・在留の申請書様式と必要書類',
    en: 'Library – Visa Forms, Checklists and Guides',
    ru: 'Материалы – бланки, списки документов и памятки',
  },
  'seo.description': {
    ko: `당진 {office.name} 자료실입니다. 비자·체류, 귀화, 외국인 고용, 인허가, 아포스티유 관련 신청서 서식과 준비 서류 목록을 내려받으세요.`,
    zh: `唐津{office.name}资料中心：签证与滞留、入籍、外国人雇佣、行政许可、海牙认证相关的申请表格和材料清单下载。`,
    ja: `唐津（タンジン）の{office.name}の資料室。ビザ・在留、帰化、外国人雇用、許認可、アポスティーユに関する申請書様式と必要書類リストをダウンロードできます。`,
    en: `Forms, document checklists and guides from {office.name} in Dangjin: visas, naturalization, hiring foreign staff, permits and apostille.`,
    ru: 'Бланки, списки документов и памятки Административного бюро «Ханбит» в Танджине: визы, гражданство, наём иностранцев, разрешения и апостиль.',
  },
  'seo.keywords': {
    ko: '당진 행정사 자료실, 비자 신청서 서식, 체류 연장 준비 서류, 귀화 신청 서류, 외국인 고용 서식, 인허가 신청서, 아포스티유 신청, 번역 확인',
    zh: '唐津行政士资料, 韩国签证申请表, 滞留延期所需材料, 韩国入籍材料, 外国人雇佣表格, 行政许可申请书, 海牙认证申请, 文件翻译',
    ja: '唐津 行政書士 資料, 韓国 ビザ 申請書, 在留延長 必要書類, 韓国 帰化 書類, 外国人雇用 様式, 許認可 申請書, アポスティーユ 申請, 翻訳',
    en: 'Korea visa application form, residence extension checklist, naturalization documents, foreign worker hiring forms, business permit application, apostille Korea, Dangjin administrative agent',
    ru: 'бланки заявлений на визу в Корею, документы для продления пребывания, документы на гражданство Кореи, наём иностранцев, разрешения, апостиль, Танджин',
  },
};
