import type { SeedPageTexts } from '../types.js';

/** The not-found page shown for any unknown path. */
export const notFoundTexts: SeedPageTexts<'404'> = {
  title: {
    ko: '페이지를 찾을 수 없습니다',
    zh: '找不到该页面',
    ja: 'ページが見つかりません',
    en: 'Page not found',
    ru: 'Страница не найдена',
    vi: 'Không tìm thấy trang',
  },
  text: {
    ko: '찾으시는 페이지가 삭제되었거나 주소가 바뀌었을 수 있습니다. 입력하신 주소를 다시 한번 확인해 주시거나, 홈에서 원하시는 정보를 찾아보세요.',
    zh: '您要访问的页面可能已被删除，或网址已经更改。请检查输入的网址，或返回首页查找您需要的信息。',
    ja: 'お探しのページは削除されたか、URLが変更された可能性があります。アドレスをもう一度ご確認いただくか、ホームから目的の情報をお探しください。',
    en: 'The page you are looking for may have been removed or moved to a new address. Please check the address, or head back to the home page to find what you need.',
    ru: 'Возможно, страница была удалена или её адрес изменился. Проверьте, правильно ли введён адрес, или вернитесь на главную, чтобы найти нужную информацию.',
    vi: 'Trang bạn đang tìm có thể đã bị xóa hoặc đã đổi địa chỉ. Vui lòng kiểm tra lại địa chỉ đã nhập, hoặc quay về trang chủ để tìm thông tin bạn cần.',
  },
  button: {
    ko: '홈으로 돌아가기',
    zh: '返回首页',
    ja: 'ホームに戻る',
    en: 'Back to home',
    ru: 'На главную',
    vi: 'Về trang chủ',
  },

  'seo.title': {
    ko: '페이지를 찾을 수 없음',
    zh: '页面不存在',
    ja: 'ページが見つかりません',
    en: 'Page Not Found',
    ru: 'Страница не найдена',
    vi: 'Không tìm thấy trang',
  },
  'seo.description': {
    ko: `요청하신 페이지를 찾을 수 없습니다. {office.name} 홈페이지에서 당진 지역 비자·체류, 외국인 고용, 인허가 안내를 확인해 보세요.`,
    zh: `抱歉，找不到您要访问的页面。欢迎返回{office.name}首页，了解唐津地区的签证、居留、外国人雇佣及行政许可服务。`,
    ja: `お探しのページが見つかりませんでした。{office.name}のホームページで、唐津のビザ・在留、外国人雇用、許認可のご案内をご覧ください。`,
    en: `Sorry, we could not find that page. Visit the {office.name} home page for visa, residence, hiring and permit services in Dangjin, Korea.`,
    ru: 'Такой страницы нет. На главной странице Административного бюро «Ханбит» — всё о визах, пребывании, найме иностранцев и разрешениях в Танджине.',
    vi: `Không tìm thấy trang bạn yêu cầu. Hãy xem thông tin về thị thực, lưu trú, tuyển dụng người nước ngoài và giấy phép tại Dangjin trên trang chủ của {office.name}.`,
  },
  'seo.keywords': {
    ko: '한빛 행정사사무소, 당진 행정사, 외국인 비자 상담',
    zh: '韩光行政士事务所, 唐津行政士, 韩国签证咨询',
    ja: 'ハンビット行政書士事務所, 唐津 行政書士, 韓国 ビザ 相談',
    en: 'Hanbit Administrative Agency, Dangjin administrative agent, Korea visa help',
    ru: 'Административное бюро Ханбит, административный агент Танджин, визы в Корею',
    vi: 'Văn phòng Hành chính sư Hanbit, hành chính sư Dangjin, tư vấn visa Hàn Quốc',
  },
};
