import {
  internationalPhone,
  type LanguageCode,
  languageFontStacks,
  languageTags,
  localized,
  messengerNames,
  type OfficeDetails,
} from '@office/contracts';

/**
 * The page a visitor sees when a page cannot be rendered: the database is unreachable (503) or
 * something broke (500). It is made here, from constants, because the page texts live in the
 * database that may be the thing that is down; it needs no script and no stylesheet of the build.
 * The office's name, phone, e-mail and messengers are the details this process last read (decision 0038).
 */
interface ErrorPageTexts {
  title: Record<503 | 500, string>;
  lead: Record<503 | 500, string>;
  call: string;
  write: string;
  /** Before the office's messenger links. */
  messengers: string;
  retry: string;
  home: string;
}

const texts: Record<LanguageCode, ErrorPageTexts> = {
  ko: {
    title: { 503: '잠시 이용할 수 없습니다', 500: '페이지를 표시하지 못했습니다' },
    lead: {
      503: '지금은 서비스 점검 또는 일시적인 장애로 페이지를 불러올 수 없습니다. 잠시 후 다시 시도해 주세요.',
      500: '예기치 않은 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    },
    call: '급한 문의는 전화로 연락해 주세요',
    write: '이메일',
    messengers: '메신저',
    retry: '다시 시도',
    home: '처음으로',
  },
  zh: {
    title: { 503: '暂时无法访问', 500: '无法显示此页面' },
    lead: {
      503: '由于系统维护或临时故障，页面暂时无法加载。请稍后再试。',
      500: '发生了意外错误。请稍后再试。',
    },
    call: '如有急事，请致电咨询',
    write: '电子邮件',
    messengers: '即时通讯',
    retry: '重试',
    home: '返回首页',
  },
  ja: {
    title: { 503: 'ただいまご利用いただけません', 500: 'ページを表示できませんでした' },
    lead: {
      503: 'メンテナンスまたは一時的な障害のため、ページを読み込めません。しばらくしてから再度お試しください。',
      500: '予期しないエラーが発生しました。しばらくしてから再度お試しください。',
    },
    call: 'お急ぎの方はお電話でお問い合わせください',
    write: 'メール',
    messengers: 'メッセンジャー',
    retry: '再読み込み',
    home: 'トップへ',
  },
  en: {
    title: { 503: 'Temporarily unavailable', 500: 'This page could not be shown' },
    lead: {
      503: 'The site cannot load this page right now because of maintenance or a temporary fault. Please try again in a few minutes.',
      500: 'Something unexpected went wrong. Please try again in a few minutes.',
    },
    call: 'For anything urgent, please call us',
    write: 'E-mail',
    messengers: 'Messengers',
    retry: 'Try again',
    home: 'Home page',
  },
  ru: {
    title: { 503: 'Сайт временно недоступен', 500: 'Не удалось показать страницу' },
    lead: {
      503: 'Сейчас страница не загружается из-за технических работ или временного сбоя. Пожалуйста, попробуйте через несколько минут.',
      500: 'Произошла непредвиденная ошибка. Пожалуйста, попробуйте через несколько минут.',
    },
    call: 'По срочным вопросам звоните нам',
    write: 'Эл. почта',
    messengers: 'Мессенджеры',
    retry: 'Повторить',
    home: 'На главную',
  },
  vi: {
    title: { 503: 'Tạm thời không truy cập được', 500: 'Không thể hiển thị trang này' },
    lead: {
      503: 'Hiện không thể tải trang do bảo trì hoặc sự cố tạm thời. Vui lòng thử lại sau ít phút.',
      500: 'Đã xảy ra lỗi ngoài dự kiến. Vui lòng thử lại sau ít phút.',
    },
    call: 'Nếu có việc gấp, vui lòng gọi điện cho chúng tôi',
    write: 'Email',
    messengers: 'Ứng dụng nhắn tin',
    retry: 'Thử lại',
    home: 'Về trang chủ',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Colours and sizes of the site's theme (apps/web/src/styles/theme.css.ts), kept small. */
const style = `
body{margin:0;color:#1f2933;background:#f5f7fa;line-height:1.6}
header{background:#1d3557;color:#fff;padding:16px 24px;font-weight:700}
main{max-width:640px;margin:48px auto;padding:0 24px}
:lang(ko){word-break:keep-all}
h1{font-size:1.75rem;line-height:1.3;margin:0 0 16px;color:#1d3557}
p{margin:0 0 16px}
.contact{background:#fff;border:1px solid #d9e2ec;border-radius:8px;padding:16px 20px;margin:24px 0}
.phone{font-size:1.5rem;font-weight:700}
a{color:#1d4ed8}
a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
nav a{display:inline-block;margin-right:24px;padding:12px 0;min-height:24px}
`;

/** A finished page in the visitor's language, naming the office's phone, e-mail and messengers when they are known. */
export function errorPageHtml({
  lang,
  status,
  path,
  office,
}: {
  lang: LanguageCode;
  status: 503 | 500;
  path: string;
  office: OfficeDetails | null;
}): string {
  const t = texts[lang];
  const name = office ? localized(office.name, lang) : '';
  const phone = office?.phone ?? '';
  const email = office?.email ?? '';
  // https links only (the console takes no other), each named by its brand.
  const messengers = (office?.messengers ?? []).filter((m) => m.url.startsWith('https://'));
  const contact = [
    phone && `<p class="phone"><a href="tel:${escapeHtml(internationalPhone(phone).replace(/-/g, ''))}">${escapeHtml(phone)}</a></p>`,
    email && `<p>${escapeHtml(t.write)}: <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a></p>`,
    messengers.length > 0 &&
      `<p>${escapeHtml(t.messengers)}: ${messengers
        .map((m) => `<a href="${escapeHtml(m.url)}" rel="noopener noreferrer">${escapeHtml(messengerNames[m.kind] ?? m.kind)}</a>`)
        .join(' · ')}</p>`,
  ].filter(Boolean);
  return `<!doctype html>
<html lang="${languageTags[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(name ? `${name} | ${t.title[status]}` : t.title[status])}</title>
<style>body{font-family:${languageFontStacks[lang]}}${style}</style>
</head>
<body>
${name ? `<header>${escapeHtml(name)}</header>\n` : ''}<main>
<h1>${escapeHtml(t.title[status])}</h1>
<p>${escapeHtml(t.lead[status])}</p>
${contact.length ? `<div class="contact">\n<p>${escapeHtml(t.call)}</p>\n${contact.join('\n')}\n</div>\n` : ''}<nav><a href="${escapeHtml(path)}">${escapeHtml(t.retry)}</a><a href="/">${escapeHtml(t.home)}</a></nav>
</main>
</body>
</html>`;
}
