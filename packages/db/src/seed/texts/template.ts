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
};
