import type { LanguageCode, TranslationLanguage } from './languages.js';

/**
 * The office's glossary (decision 0044): each key term once, with the rendering the office uses in
 * every language and the variants it must not use. One source for three things:
 * - the seed texts and posts are checked against it (a forbidden variant fails a test);
 * - the glossary post in the library is generated from it;
 * - search treats a visa's code and its names in every language as the same word (E-9 finds
 *   비전문취업, non-professional employment and lao động không chuyên môn).
 *
 * Forbidden variants are matched case-insensitively anywhere in a text of that language, so each
 * is written as narrowly as the error it catches (滞留资格, not 滞留: 非法滞留 is correct Chinese).
 */
export interface GlossaryTerm {
  /** The Korean term as the office writes it. */
  ko: string;
  /** The visa's code, for visa types: E-9, F-6. */
  code?: string;
  /** The approved rendering in each language. */
  approved: Record<TranslationLanguage, string>;
  /** Renderings that must not appear in that language, and why (the reviewer's reason, for the test's message). */
  forbidden?: Partial<Record<TranslationLanguage, readonly string[]>>;
  /** Other names visitors search by, in any language (for visa types: common short names). */
  aliases?: readonly string[];
  /** Why the approved rendering, where it is not obvious (shown to translators, not visitors). */
  note?: string;
}

export const glossary: readonly GlossaryTerm[] = [
  {
    ko: '행정사',
    approved: { zh: '行政士', ja: '行政書士', en: 'licensed administrative agent', ru: 'административный агент', vi: 'hành chính sư' },
    forbidden: { ja: ['行政士'], en: ['administrative scrivener'] },
    note: 'ja: 行政書士 is the Japanese profession a Japanese reader knows; zh keeps the Korean title.',
  },
  {
    ko: '행정사법',
    approved: {
      zh: '《行政士法》',
      ja: '韓国行政書士法',
      en: 'Licensed Administrative Agent Act',
      ru: 'Закон о лицензированных административных агентах',
      vi: 'Luật Hành chính sư',
    },
    forbidden: { en: ['Administrative Agents Act', 'Administrative Agent Act'] },
    note: 'en: the official English title of 행정사법 (law.go.kr).',
  },
  {
    ko: '행정심판',
    approved: {
      zh: '行政复议',
      ja: '行政不服審査',
      en: 'administrative appeal',
      ru: 'административное обжалование',
      vi: 'khiếu nại hành chính',
    },
    forbidden: { zh: ['行政审判'], ja: ['行政審判'], ru: ['административный суд'], vi: ['xét xử hành chính'] },
    note: 'zh 行政审判 and ja 行政審判 name court or tribunal proceedings; 행정심판 is the appeal to an administrative body.',
  },
  {
    ko: '체류자격',
    approved: { zh: '居留资格', ja: '在留資格', en: 'status of stay', ru: 'статус пребывания', vi: 'tư cách lưu trú' },
    forbidden: { zh: ['滞留资格'], ja: ['滞在資格'], en: ['visa status'] },
    note: 'zh: 滞留 means being stranded or overstaying in mainland usage (非法滞留 stays correct).',
  },
  {
    ko: '체류기간',
    approved: { zh: '居留期限', ja: '在留期間', en: 'period of stay', ru: 'срок пребывания', vi: 'thời hạn lưu trú' },
    forbidden: { zh: ['滞留期间', '滞留期限'], ja: ['滞在期間'] },
  },
  {
    ko: '체류지',
    approved: { zh: '居留地', ja: '居住地', en: 'place of stay', ru: 'место пребывания', vi: 'nơi lưu trú' },
    forbidden: { zh: ['滞留地'] },
  },
  {
    ko: '사증발급인정서',
    approved: {
      zh: '签证发放认定书',
      ja: '査証発給認定書',
      en: 'Certificate for Confirmation of Visa Issuance',
      ru: 'подтверждение на выдачу визы',
      vi: 'giấy chứng nhận cấp thị thực',
    },
    forbidden: { ru: ['сертификат о выдаче визы'] },
    note: 'It confirms that a visa may be issued; it is not the visa.',
  },
  {
    ko: '외국인등록증',
    approved: {
      zh: '外国人登录证',
      ja: '外国人登録証',
      en: 'residence card',
      ru: 'карта регистрации иностранца',
      vi: 'thẻ đăng ký người nước ngoài',
    },
    forbidden: { ru: ['ID-карт', 'ID карт'], en: ['alien card'], vi: ['thẻ căn cước'] },
    aliases: ['ARC', '外国人登録証明書'],
  },
  {
    ko: '영주권',
    approved: { zh: '永久居留权', ja: '永住権', en: 'permanent residence', ru: 'ПМЖ', vi: 'quyền thường trú' },
    forbidden: { zh: ['永住权'], ru: ['вид на жительство'] },
    note: 'ru: вид на жительство is a (temporary) residence permit to a Russian reader; F-5 is ПМЖ.',
  },
  {
    ko: '귀화',
    approved: { zh: '归化', ja: '帰化', en: 'naturalization', ru: 'натурализация', vi: 'nhập tịch' },
    forbidden: { zh: ['入籍'] },
  },
  {
    ko: '사유서',
    approved: { zh: '情况说明书', ja: '理由書', en: 'letter of explanation', ru: 'объяснительное письмо', vi: 'bản tường trình' },
    forbidden: { zh: ['事由书'], ja: ['事由書'] },
    note: '事由书 and 事由書 are Korean-only Sino-Korean words.',
  },
  {
    ko: '특례고용가능확인서',
    approved: {
      zh: '特例雇佣许可确认书',
      ja: '特例雇用許可確認書',
      en: 'special employment confirmation',
      ru: 'подтверждение права на особый наём',
      vi: 'giấy xác nhận tuyển dụng đặc biệt',
    },
    forbidden: { zh: ['特例雇佣可能确认书'], ja: ['特例雇用可能確認書'] },
  },
  {
    ko: '내국인',
    approved: { zh: '韩国国民', ja: '韓国国民', en: 'Korean nationals', ru: 'граждане Кореи', vi: 'công dân Hàn Quốc' },
    forbidden: { zh: ['本国人'], ja: ['本国人'] },
    note: '本国人 reads as "Koreans" in one place and "the reader\'s compatriots" in another.',
  },
  {
    ko: '보완 요청',
    approved: {
      zh: '补正通知',
      ja: '補正',
      en: 'request for additional documents',
      ru: 'запрос дополнительных документов',
      vi: 'yêu cầu bổ sung hồ sơ',
    },
    forbidden: { ja: ['補完'] },
    note: 'ja: 補正 is the administrative term; 補完 means "complement".',
  },
  {
    ko: '신고',
    approved: { zh: '申报', ja: '届出', en: 'report', ru: 'уведомление', vi: 'khai báo' },
    forbidden: { ja: ['申告'] },
    note: 'ja: 申告 is a tax return; reports to immigration and to authorities are 届出.',
  },
  {
    ko: '출입국·외국인관서',
    approved: {
      zh: '出入境·外国人事务所',
      ja: '出入国・外国人官署',
      en: 'immigration office',
      ru: 'иммиграционная служба',
      vi: 'Cục Quản lý Xuất nhập cảnh',
    },
  },
  {
    ko: '재입국허가',
    approved: {
      zh: '再入境许可',
      ja: '再入国許可',
      en: 're-entry permit',
      ru: 'разрешение на повторный въезд',
      vi: 'giấy phép tái nhập cảnh',
    },
  },
  {
    ko: '사회통합프로그램',
    approved: {
      zh: '社会融合项目',
      ja: '社会統合プログラム',
      en: 'Korea Immigration and Integration Program',
      ru: 'программа социальной интеграции',
      vi: 'Chương trình Hội nhập Xã hội',
    },
    aliases: ['KIIP'],
  },
  {
    ko: '외국인등록',
    approved: {
      zh: '外国人登录',
      ja: '外国人登録',
      en: 'foreign resident registration',
      ru: 'регистрация иностранца',
      vi: 'đăng ký người nước ngoài',
    },
    aliases: ['alien registration'],
  },
  {
    ko: '체류기간 연장허가',
    approved: {
      zh: '居留期限延长许可',
      ja: '在留期間延長許可',
      en: 'extension of period of stay',
      ru: 'продление срока пребывания',
      vi: 'gia hạn thời hạn lưu trú',
    },
    note: 'ja: Japan calls its own procedure 在留期間更新許可; the Korean one keeps 延長.',
  },
  {
    ko: '체류자격 변경허가',
    approved: {
      zh: '居留资格变更许可',
      ja: '在留資格変更許可',
      en: 'change of status of stay',
      ru: 'изменение статуса пребывания',
      vi: 'thay đổi tư cách lưu trú',
    },
  },
  {
    ko: '체류자격외 활동허가',
    approved: {
      zh: '居留资格外活动许可',
      ja: '資格外活動許可',
      en: 'permission for activities outside the status of stay',
      ru: 'разрешение на деятельность вне статуса пребывания',
      vi: 'giấy phép hoạt động ngoài tư cách lưu trú',
    },
  },
  {
    ko: '체류기간 만료일',
    approved: {
      zh: '居留期限届满日',
      ja: '在留期間満了日',
      en: 'expiry date of the period of stay',
      ru: 'дата окончания срока пребывания',
      vi: 'ngày hết hạn lưu trú',
    },
    forbidden: { zh: ['滞留期满'] },
  },
  {
    ko: '체류지 변경신고',
    approved: {
      zh: '居留地变更申报',
      ja: '居住地変更届出',
      en: 'report of change of address',
      ru: 'уведомление о смене места пребывания',
      vi: 'khai báo thay đổi nơi lưu trú',
    },
    forbidden: { ja: ['滞留地'] },
    note: 'ja: 居住地 and 届出 as in the 체류지 and 신고 entries; 滞留地 is not Japanese.',
  },
  {
    ko: '외국인등록사항 변경신고',
    approved: {
      zh: '外国人登录事项变更申报',
      ja: '外国人登録事項変更届出',
      en: 'report of change in registered details',
      ru: 'уведомление об изменении регистрационных данных',
      vi: 'khai báo thay đổi thông tin đăng ký người nước ngoài',
    },
  },
  {
    ko: '방문예약',
    approved: {
      zh: '到访预约',
      ja: '訪問予約',
      en: 'visit reservation',
      ru: 'предварительная запись на приём',
      vi: 'đặt lịch hẹn đến làm việc',
    },
    note: 'The booking on HiKorea for applying in person at an immigration office.',
  },
  {
    ko: '전자민원',
    approved: {
      zh: '电子民愿（网上申请）',
      ja: '電子申請',
      en: 'online application (e-application)',
      ru: 'электронное обращение (онлайн-заявление)',
      vi: 'nộp hồ sơ trực tuyến',
    },
    note: 'Applications and reports filed online through HiKorea. zh: 民愿 is a Korean word (민원), so 网上申请 explains it.',
  },
  {
    ko: '수수료',
    approved: { zh: '手续费', ja: '手数料', en: 'fee', ru: 'пошлина', vi: 'lệ phí' },
  },
  {
    ko: '고용허가서',
    approved: {
      zh: '雇佣许可书',
      ja: '雇用許可書',
      en: 'employment permit',
      ru: 'разрешение на трудоустройство иностранца',
      vi: 'giấy phép tuyển dụng lao động nước ngoài',
    },
    note: 'Issued to the employer under the Employment Permit System (E-9, H-2).',
  },
  {
    ko: '표준근로계약서',
    approved: {
      zh: '标准劳动合同',
      ja: '標準労働契約書',
      en: 'standard labour contract',
      ru: 'типовой трудовой договор',
      vi: 'hợp đồng lao động mẫu',
    },
  },
  {
    ko: '고용변동 신고',
    approved: {
      zh: '雇佣变动申报',
      ja: '雇用変動届出',
      en: 'report of change in employment',
      ru: 'уведомление об изменениях в трудоустройстве',
      vi: 'khai báo biến động lao động',
    },
  },
  {
    ko: '신원보증서',
    approved: {
      zh: '身份保证书',
      ja: '身元保証書',
      en: 'letter of guarantee',
      ru: 'гарантийное письмо (поручительство)',
      vi: 'giấy bảo lãnh nhân thân',
    },
  },
  {
    ko: '범죄경력증명서',
    approved: {
      zh: '无犯罪记录证明',
      ja: '犯罪経歴証明書',
      en: 'criminal record certificate',
      ru: 'справка о несудимости',
      vi: 'phiếu lý lịch tư pháp',
    },
  },
  {
    ko: '가족관계증명서',
    approved: {
      zh: '家族关系证明书',
      ja: '家族関係証明書',
      en: 'family relation certificate',
      ru: 'справка о семейных отношениях',
      vi: 'giấy chứng nhận quan hệ gia đình',
    },
    note: 'The Korean certificate from the family relation register; zh keeps its Korean name, as the seed texts do.',
  },
  {
    ko: '아포스티유',
    approved: {
      zh: '海牙认证（附加证明书）',
      ja: 'アポスティーユ',
      en: 'apostille',
      ru: 'апостиль',
      vi: 'chứng nhận Apostille',
    },
  },
  {
    ko: '영사확인',
    approved: {
      zh: '领事认证',
      ja: '領事認証',
      en: 'consular legalization',
      ru: 'консульская легализация',
      vi: 'hợp pháp hóa lãnh sự',
    },
  },
  {
    ko: '번역공증',
    approved: {
      zh: '翻译公证',
      ja: '翻訳公証',
      en: 'notarized translation',
      ru: 'нотариальное заверение перевода',
      vi: 'công chứng bản dịch',
    },
  },
  {
    ko: '번역확인증명서',
    approved: {
      zh: '翻译确认证明书',
      ja: '翻訳確認証明書',
      en: 'translation certificate',
      ru: 'сертификат подтверждения перевода',
      vi: 'giấy xác nhận bản dịch',
    },
    note: 'The translator confirms the translation matches the original; not a notarization (번역공증).',
  },
  {
    ko: '유학',
    code: 'D-2',
    approved: { zh: '留学', ja: '留学', en: 'study', ru: 'учёба', vi: 'du học' },
    aliases: ['student visa'],
  },
  {
    ko: '일반연수',
    code: 'D-4',
    approved: { zh: '一般研修', ja: '一般研修', en: 'general training', ru: 'общее обучение', vi: 'tu nghiệp phổ thông' },
    aliases: ['language course visa'],
  },
  {
    ko: '구직',
    code: 'D-10',
    approved: { zh: '求职', ja: '求職', en: 'job seeking', ru: 'поиск работы', vi: 'tìm việc' },
  },
  {
    ko: '특정활동',
    code: 'E-7',
    approved: {
      zh: '特定活动',
      ja: '特定活動',
      en: 'Specially Designated Activities',
      ru: 'особая деятельность',
      vi: 'hoạt động đặc định',
    },
    forbidden: { en: ['Special Occupation'] },
    note: 'en: the official English name of E-7.',
  },
  {
    ko: '숙련기능인력',
    code: 'E-7-4',
    approved: { zh: '熟练技能人才', ja: '熟練技能人材', en: 'skilled worker', ru: 'квалифицированный работник', vi: 'lao động lành nghề' },
  },
  {
    ko: '비전문취업',
    code: 'E-9',
    approved: {
      zh: '非专业就业',
      ja: '非専門就業',
      en: 'non-professional employment',
      ru: 'непрофессиональная занятость',
      vi: 'lao động không chuyên môn',
    },
    aliases: ['EPS', 'lao động phổ thông', '고용허가제'],
  },
  {
    ko: '거주',
    code: 'F-2',
    approved: { zh: '居住', ja: '居住', en: 'residence', ru: 'проживание', vi: 'cư trú' },
  },
  {
    ko: '재외동포',
    code: 'F-4',
    approved: { zh: '在外同胞', ja: '在外同胞', en: 'overseas Korean', ru: 'зарубежный соотечественник', vi: 'kiều bào Hàn Quốc' },
  },
  {
    ko: '영주',
    code: 'F-5',
    approved: { zh: '永久居留', ja: '永住', en: 'permanent residence', ru: 'ПМЖ', vi: 'thường trú' },
    forbidden: { ru: ['вид на жительство'] },
  },
  {
    ko: '결혼이민',
    code: 'F-6',
    approved: { zh: '结婚移民', ja: '結婚移民', en: 'marriage migrant', ru: 'брачная иммиграция', vi: 'kết hôn di trú' },
    aliases: ['visa kết hôn', 'marriage visa'],
  },
  {
    ko: '방문취업',
    code: 'H-2',
    approved: { zh: '访问就业', ja: '訪問就業', en: 'working visit', ru: 'трудовое посещение', vi: 'thăm thân làm việc' },
  },
];

/** The terms each language must not use, with the approved one, for checking a text. */
export function forbiddenVariantsIn(text: string, lang: LanguageCode): { variant: string; approved: string; ko: string }[] {
  if (lang === 'ko') return [];
  const lower = text.toLowerCase();
  const found: { variant: string; approved: string; ko: string }[] = [];
  for (const term of glossary) {
    const approved = term.approved[lang];
    // A variant inside the approved rendering itself (Agent Act in Licensed Administrative Agent Act) is not a use of it.
    const rest = lower.replaceAll(approved.toLowerCase(), '\u0000');
    for (const variant of term.forbidden?.[lang] ?? []) {
      if (rest.includes(variant.toLowerCase())) found.push({ variant, approved, ko: term.ko });
    }
  }
  return found;
}

/**
 * The words search treats as one: each visa type's code, its Korean name, its approved name in every
 * language and its aliases. Lower case, as search compares them.
 */
export const glossarySynonymGroups: readonly (readonly string[])[] = glossary
  .filter((term) => term.code !== undefined)
  .map((term) => [
    ...new Set([term.code!, term.ko, ...Object.values(term.approved), ...(term.aliases ?? [])].map((word) => word.toLowerCase())),
  ]);
