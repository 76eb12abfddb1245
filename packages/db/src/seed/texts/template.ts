import type { SeedPageTexts } from '../types.js';

/**
 * The frame of every page: top bar, menu, footer, map links and the page-level error state.
 * The office's name, address, phone, e-mail, representative and numbers are `{office.…}` placeholders,
 * filled from the details an admin enters (decision 0038).
 */
export const templateTexts: SeedPageTexts<'템플릿'> = {
  title1: {
    ko: '{office.name}',
    zh: '{office.name}',
    ja: '{office.name}',
    en: '{office.name}',
    ru: '{office.name}',
  },
  title2: {
    ko: '외국인 비자·체류와 인허가 전문 행정사',
    zh: '外国人签证、滞留与行政许可专业服务',
    ja: '外国人のビザ・在留・許認可の専門家',
    en: 'Visa, residence and permit specialists',
    ru: 'Визы, пребывание и разрешения для иностранцев',
  },
  menu1: { ko: '사무소 소개', zh: '事务所简介', ja: '事務所紹介', en: 'About us', ru: 'О нас' },
  menu2: { ko: '주요업무', zh: '主要业务', ja: '業務内容', en: 'Main services', ru: 'Услуги' },
  menu3: { ko: '공지사항', zh: '通知公告', ja: 'お知らせ', en: 'Notices', ru: 'Объявления' },
  menu4: { ko: '자료실', zh: '资料中心', ja: '資料室', en: 'Library', ru: 'Материалы' },
  menu5: { ko: '문의하기', zh: '联系我们', ja: 'お問い合わせ', en: 'Contact', ru: 'Контакты' },

  'footer.title1': {
    ko: '{office.name}',
    zh: '{office.name}',
    ja: '{office.name}',
    en: '{office.name}',
    ru: '{office.name}',
  },
  'footer.title2': {
    ko: `행정사 업무신고번호 {office.licenceNumber}`,
    zh: '行政士执业登记号 {office.licenceNumber}',
    ja: '行政書士登録番号 {office.licenceNumber}',
    en: 'Licensed administrative agent, registration no. {office.licenceNumber}',
    ru: 'Лицензированный административный агент, рег. № {office.licenceNumber}',
  },
  'footer.address1': {
    ko: '{office.address}',
    zh: '{office.address}',
    ja: '{office.address}',
    en: '{office.address}',
    ru: '{office.address}',
  },
  'footer.address2': {
    ko: `우편번호 {office.postalCode}`,
    zh: `韩文地址：{office.addressKo}`,
    ja: `韓国語表記：{office.addressKo}`,
    en: `In Korean: {office.addressKo}`,
    ru: `Адрес по-корейски: {office.addressKo}`,
  },
  'footer.phone': {
    ko: `전화 {office.phone} · 팩스 {office.fax}`,
    zh: `电话 {office.phone} · 传真 {office.fax}`,
    ja: `電話 {office.phone} · FAX {office.fax}`,
    en: `Tel. {office.phone} · Fax {office.fax}`,
    ru: `Тел. {office.phone} · Факс {office.fax}`,
  },
  'footer.time': {
    ko: '{office.hours}',
    zh: '{office.hours}',
    ja: '{office.hours}',
    en: '{office.hours}',
    ru: '{office.hours}',
  },
  'footer.terms': { ko: '이용약관', zh: '使用条款', ja: '利用規約', en: 'Terms of use', ru: 'Условия использования' },
  'footer.privacy': {
    ko: '개인정보처리방침',
    zh: '隐私政策',
    ja: 'プライバシーポリシー',
    en: 'Privacy policy',
    ru: 'Политика конфиденциальности',
  },
  'footer.copyright': {
    ko: `© 2026 {office.name}. All rights reserved.`,
    zh: `© 2026 {office.name} 版权所有`,
    ja: `© 2026 {office.name} All rights reserved.`,
    en: `© 2026 {office.name}. All rights reserved.`,
    ru: `© 2026 {office.name}. Все права защищены.`,
  },

  siteName: {
    ko: '{office.name}',
    zh: '{office.name}',
    ja: '{office.name}',
    en: '{office.name}',
    ru: '{office.name}',
  },
  'footer.representative': {
    ko: `대표 행정사 {office.representative}`,
    zh: `代表行政士：{office.representative}`,
    ja: `代表行政書士：{office.representative}`,
    en: `Representative: {office.representative}`,
    ru: `Руководитель: {office.representative}`,
  },
  'footer.businessNumber': {
    ko: `사업자등록번호 {office.businessNumber}`,
    zh: `营业登记号：{office.businessNumber}`,
    ja: `事業者登録番号：{office.businessNumber}`,
    en: `Business registration no. {office.businessNumber}`,
    ru: `Регистрационный номер предприятия: {office.businessNumber}`,
  },
  'footer.email': {
    ko: `이메일 {office.email}`,
    zh: `电子邮箱 {office.email}`,
    ja: `メール {office.email}`,
    en: `E-mail {office.email}`,
    ru: `Эл. почта {office.email}`,
  },

  'nav.skipToContent': {
    ko: '본문 바로가기',
    zh: '跳到主要内容',
    ja: '本文へスキップ',
    en: 'Skip to main content',
    ru: 'Перейти к основному содержанию',
  },
  'nav.mainMenu': { ko: '주 메뉴', zh: '主菜单', ja: 'メインメニュー', en: 'Main menu', ru: 'Главное меню' },
  // The phone's menu button (decision 0021): a word short enough for the bar in every language.
  'nav.menu': { ko: '메뉴', zh: '菜单', ja: 'メニュー', en: 'Menu', ru: 'Меню' },
  'nav.openMenu': { ko: '메뉴 열기', zh: '打开菜单', ja: 'メニューを開く', en: 'Open menu', ru: 'Открыть меню' },
  'nav.closeMenu': { ko: '메뉴 닫기', zh: '关闭菜单', ja: 'メニューを閉じる', en: 'Close menu', ru: 'Закрыть меню' },
  'nav.language': { ko: '언어', zh: '语言', ja: '言語', en: 'Language', ru: 'Язык' },
  loading: {
    ko: '불러오는 중…',
    zh: '加载中…',
    ja: '読み込み中…',
    en: 'Loading…',
    ru: 'Загрузка…',
  },

  'map.title': {
    ko: '사무소 위치',
    zh: '事务所位置',
    ja: '事務所の所在地',
    en: 'Office location',
    ru: 'Как нас найти',
  },
  'map.openIn': {
    ko: '지도 앱으로 보기',
    zh: '在地图应用中打开',
    ja: '地図アプリで開く',
    en: 'Open in',
    ru: 'Открыть в приложении',
  },
  'map.googleMaps': {
    ko: '구글 지도',
    zh: '谷歌地图',
    ja: 'Googleマップ',
    en: 'Google Maps',
    ru: 'Google Карты',
  },
  'map.naverMap': {
    ko: '네이버 지도',
    zh: 'Naver地图',
    ja: 'NAVERマップ',
    en: 'Naver Map',
    ru: 'Naver Map',
  },
  'map.kakaoMap': {
    ko: '카카오맵',
    zh: 'Kakao地图',
    ja: 'カカオマップ',
    en: 'KakaoMap',
    ru: 'KakaoMap',
  },

  'error.title': {
    ko: '일시적인 오류가 발생했습니다',
    zh: '页面暂时出现问题',
    ja: '一時的なエラーが発生しました',
    en: 'Something went wrong',
    ru: 'Что-то пошло не так',
  },
  'error.text': {
    ko: `페이지를 불러오는 중 문제가 생겼습니다. 잠시 후 다시 시도해 주세요. 문제가 계속되면 {office.phone}으로 연락 주시기 바랍니다.`,
    zh: `页面加载时出现问题，请稍后重试。如问题持续存在，请致电 {office.phone} 与我们联系。`,
    ja: `ページの読み込み中に問題が発生しました。しばらくしてからもう一度お試しください。解決しない場合は {office.phone} までお電話ください。`,
    en: `We could not load this page. Please try again in a moment. If the problem persists, call us on {office.phone}.`,
    ru: `Не удалось загрузить страницу. Пожалуйста, повторите попытку чуть позже. Если ошибка не исчезнет, позвоните нам: {office.phone}.`,
  },
  'error.retry': { ko: '다시 시도', zh: '重试', ja: '再読み込み', en: 'Try again', ru: 'Повторить' },

  // Written once, shown twice: in the privacy policy (articles 2 and 3) and under the inquiry form's
  // consent text (decision 0041). New keys reach a database seeded before them at its next start,
  // so every installation states both, whatever its older texts say. Each reads alone in either
  // place. PIPA art. 24 and 24-2: the API masks these numbers as an inquiry arrives.
  'inquiry.identifiers': {
    ko: '웹사이트 문의로는 주민등록번호, 외국인등록번호, 여권번호를 수집하지 않습니다. 이름이나 문의 내용에 이런 번호를 적어 보내시면 저장하기 전에 자동으로 가립니다. 주민등록번호와 외국인등록번호는 앞 6자리(생년월일)만 남기고, 여권번호는 모두 별표(*)로 바꿉니다.',
    zh: '本事务所不通过网站咨询收集居民登录号码、外国人登录号码或护照号码。如您在姓名或咨询内容中填写了这些号码，系统会在保存前自动将其遮盖：居民登录号码和外国人登录号码只保留前6位（出生日期），护照号码全部替换为“*”。',
    ja: 'ウェブサイトからのお問い合わせでは、住民登録番号、外国人登録番号、パスポート番号を収集しません。お名前やお問い合わせ内容にこれらの番号が記入されている場合は、保存する前に自動的に伏せ字にします。住民登録番号と外国人登録番号は先頭の6桁（生年月日）のみを残し、パスポート番号はすべて「*」に置き換えます。',
    en: 'The Office does not collect resident registration numbers, alien registration numbers or passport numbers through website inquiries. If you write one of these numbers in your name or your inquiry, it is masked automatically before it is stored: a registration number keeps only its first six digits (the date of birth), and a passport number is replaced entirely with "*".',
    ru: 'Через запросы с сайта Бюро не собирает корейские регистрационные номера резидентов, регистрационные номера иностранцев и номера паспортов. Если вы укажете такой номер в имени или в тексте запроса, перед сохранением он будет автоматически скрыт: у регистрационного номера останутся только первые шесть цифр (дата рождения), а номер паспорта будет полностью заменён символами «*».',
  },
  // The retention period is defaultInquiryRetentionDays (365 days = 1 year; INQUIRY_RETENTION_DAYS):
  // counted from closing, or, for an inquiry never closed, from its last activity (received, or
  // last changed by staff).
  'inquiry.retention': {
    ko: '문의의 보유 기간: 문의는 처리가 끝나 종결된 날부터 1년이 지나면 파기합니다. 종결되지 않은 문의는 마지막으로 접수되거나 처리된 날부터 1년이 지나면 파기합니다. 다만, 다른 법령에서 더 오래 보존하도록 정한 경우에는 그 기간 동안 보관합니다.',
    zh: '咨询的保存期限：咨询自处理完毕、办结之日起满1年后销毁；未办结的咨询自最后一次受理或处理之日起满1年后销毁。但其他法律法规要求保存更长时间的，在该期限内保存。',
    ja: 'お問い合わせの保有期間：お問い合わせは、対応が完了して終了した日から1年が経過した後に破棄します。終了していないお問い合わせは、最後に受付または対応をした日から1年が経過した後に破棄します。ただし、他の法令でより長い保存が定められている場合は、その期間保管します。',
    en: 'How long inquiries are kept: an inquiry is destroyed 1 year after it is closed, or, if it is never closed, 1 year after it was last received or handled. Where another law requires longer retention, it is kept for that period.',
    ru: 'Срок хранения запросов: запрос уничтожается через 1 год после завершения работы по нему, а если работа по нему так и не была завершена — через 1 год после того, как он был получен или в последний раз обработан. Если другой закон требует более длительного хранения, запрос хранится в течение этого срока.',
  },
};
