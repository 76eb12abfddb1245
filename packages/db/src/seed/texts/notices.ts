import type { SeedPageTexts } from '../types.js';
import { sharedPostPageTexts } from './post-pages.js';

/** Notices page (공지사항): list, detail view, pagination and the page's SEO texts. */
export const noticeTexts: SeedPageTexts<'공지사항'> = {
  ...sharedPostPageTexts,
  title: {
    ko: '공지사항',
    zh: '通知公告',
    ja: 'お知らせ',
    en: 'Notices',
    ru: 'Объявления',
    vi: 'Thông báo',
  },
  subTitle: {
    ko: '출입국 제도 변경과 사무소 소식을 알려 드립니다',
    zh: '为您发布出入境制度变化及事务所最新消息',
    ja: '出入国制度の改正や事務所からのお知らせをお届けします',
    en: 'Changes to immigration rules and news from our office',
    ru: 'Изменения в иммиграционных правилах и новости бюро',
    vi: 'Cập nhật những thay đổi về chế độ xuất nhập cảnh và tin tức của văn phòng',
  },
  emptyMessage: {
    ko: '아직 등록된 공지사항이 없습니다.',
    zh: '暂无通知公告。',
    ja: 'お知らせはまだありません。',
    en: 'There are no notices yet.',
    ru: 'Объявлений пока нет.',
    vi: 'Hiện chưa có thông báo nào.',
  },
  loading: {
    ko: '공지사항을 불러오는 중입니다...',
    zh: '正在加载通知公告...',
    ja: 'お知らせを読み込んでいます...',
    en: 'Loading notices...',
    ru: 'Загрузка объявлений...',
    vi: 'Đang tải thông báo...',
  },

  'author.default': {
    ko: 'admin',
    zh: '管理员',
    ja: '管理者',
    en: 'admin',
    ru: 'администратор',
    vi: 'Quản trị viên',
  },
  'date.label': { ko: '작성일', zh: '发布日期', ja: '投稿日', en: 'Date', ru: 'Дата', vi: 'Ngày đăng' },
  /** Shown above a notice that has no translation into the page's language (decision 0019). */
  koreanOnly: {
    ko: '이 공지는 한국어로만 제공됩니다.',
    zh: '此公告仅提供韩语版本。',
    ja: 'このお知らせは韓国語のみでご覧いただけます。',
    en: 'This notice is available in Korean only.',
    ru: 'Это объявление доступно только на корейском языке.',
    vi: 'Thông báo này chỉ có bằng tiếng Hàn.',
  },

  'search.label': {
    ko: '공지사항 검색',
    zh: '搜索通知公告',
    ja: 'お知らせを検索',
    en: 'Search notices',
    ru: 'Поиск по объявлениям',
    vi: 'Tìm kiếm thông báo',
  },
  'search.empty': {
    ko: '검색어와 일치하는 공지사항이 없습니다. 다른 검색어로 찾아보세요.',
    zh: '没有与搜索词相符的通知公告，请换个关键词试试。',
    ja: '検索語に一致するお知らせはありません。別の言葉でお試しください。',
    en: 'No notices match your search. Try other words.',
    ru: 'По вашему запросу объявлений не найдено. Попробуйте другие слова.',
    vi: 'Không có thông báo nào khớp với từ khóa. Hãy thử tìm bằng từ khóa khác.',
  },

  'seo.title': {
    ko: '공지사항 – 출입국 제도 변경과 사무소 소식',
    zh: '通知公告 – 出入境政策变化与事务所动态',
    ja: 'お知らせ – 出入国制度の改正と事務所からのお知らせ',
    en: 'Notices – Immigration Updates and Office News',
    ru: 'Объявления – иммиграционные новости и новости бюро',
    vi: 'Thông báo – thay đổi chế độ xuất nhập cảnh và tin tức văn phòng',
  },
  'seo.description': {
    ko: `당진 {office.name}의 공지사항입니다. 비자·체류 제도 변경, 외국인 고용 관련 소식, 사무소 운영 시간과 휴무 안내를 확인하세요.`,
    zh: `唐津{office.name}通知公告：韩国签证与居留制度变化、外国人雇佣相关消息、事务所营业时间及休息日安排。`,
    ja: `唐津（タンジン）の{office.name}からのお知らせ。ビザ・在留制度の改正、外国人雇用に関する情報、営業時間や休業日をご案内します。`,
    en: `News from {office.name} in Dangjin: changes to Korean visa and immigration rules, updates for employers, office hours and holiday closures.`,
    ru: `Новости Административного бюро «Ханбит» в Танджине: изменения в визовых и иммиграционных правилах Кореи, новости для работодателей, режим работы.`,
    vi: `Thông báo của {office.name} tại Dangjin: thay đổi về chế độ thị thực và lưu trú, tin tức liên quan đến tuyển dụng người nước ngoài, giờ làm việc và ngày nghỉ của văn phòng.`,
  },
  'seo.keywords': {
    ko: '당진 행정사 공지사항, 출입국 제도 변경, 비자 제도 변경, 체류 안내, 외국인 고용 소식, 사무소 휴무 안내',
    zh: '唐津行政士通知, 韩国出入境政策变化, 韩国签证新规, 居留须知, 外国人雇佣动态, 事务所休息日',
    ja: '唐津 行政書士 お知らせ, 韓国 出入国 制度改正, 韓国 ビザ 最新情報, 在留 案内, 外国人雇用 ニュース, 休業日',
    en: 'Dangjin administrative agent news, Korea immigration updates, Korean visa rule changes, residence notices, foreign worker hiring news, office holidays',
    ru: 'Танджин, новости иммиграции Корея, изменения визовых правил Кореи, пребывание в Корее, наём иностранцев, режим работы бюро',
    vi: 'thông báo hành chính sư Dangjin, thay đổi chế độ xuất nhập cảnh, thay đổi chế độ visa Hàn Quốc, hướng dẫn lưu trú, tin tức tuyển dụng người nước ngoài, lịch nghỉ văn phòng',
  },
};
