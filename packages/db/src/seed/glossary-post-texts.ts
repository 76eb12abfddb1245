import type { LanguageCode } from '@office/contracts';

/**
 * The words around the generated glossary post (glossary-post.ts) in each language: its title, the
 * paragraph before the tables, the tables' captions and the closing paragraph. HTML is allowed in
 * `intro` and `outro` (p-level inline tags and links); `{contact}` and `{mainTask}` in `outro` become
 * links to the contact and main-task pages in that language, their link texts `contactLink` and `mainTaskLink`.
 */
export interface GlossaryPostTexts {
  title: string;
  intro: string;
  termsCaption: string;
  visasCaption: string;
  /** The visa table's first column heading ("code"). */
  codeHeading: string;
  outro: string;
  contactLink: string;
  mainTaskLink: string;
}

export const glossaryPostTexts: Record<LanguageCode, GlossaryPostTexts> = {
  ko: {
    title: '출입국·체류 용어 6개 국어 대조표',
    intro:
      '상담과 서류 준비 과정에서 자주 쓰는 출입국·체류 용어를 한국어, 중국어, 일본어, 영어, 러시아어, 베트남어로 정리했습니다. 이 사무소의 모든 안내문은 이 표의 번역어를 씁니다. 기관이나 자료에 따라 번역어가 조금씩 다를 수 있으므로, 공식 서류를 작성할 때는 하이코리아 등 해당 기관의 외국어 안내 표기를 우선 확인해 주십시오.',
    termsCaption: '자주 쓰는 용어',
    visasCaption: '체류자격(비자 종류)',
    codeHeading: '기호',
    outro: '용어의 뜻이나 실제 절차가 궁금하시면 {contact}로 물어봐 주십시오. 분야별 업무 안내는 {mainTask}에서 보실 수 있습니다.',
    contactLink: '문의하기',
    mainTaskLink: '주요업무',
  },
  zh: {
    title: '出入境与居留用语六语对照表',
    intro:
      '我们将咨询和准备材料过程中常用的出入境、居留用语，按韩语、中文、日语、英语、俄语、越南语整理如下。本事务所的所有说明均采用本表中的译法。译法可能因机构或资料而略有不同，填写正式文件时，请优先确认HiKorea等相关机构外语说明中的写法。',
    termsCaption: '常用用语',
    visasCaption: '居留资格（签证种类）',
    codeHeading: '代码',
    outro: '如想了解用语的含义或实际办理流程，请通过{contact}咨询。各领域的业务介绍，可在{mainTask}中查看。',
    contactLink: '联系我们',
    mainTaskLink: '主要业务',
  },
  ja: {
    title: '出入国・在留用語 6か国語対照表',
    intro:
      '相談や書類準備の際によく使われる出入国・在留関連の用語を、韓国語、中国語、日本語、英語、ロシア語、ベトナム語でまとめました。当事務所のご案内はすべて、この表の訳語を使用しています。機関や資料によって訳語が多少異なる場合がありますので、公式書類を作成する際は、HiKoreaなど各機関の外国語案内の表記を優先してご確認ください。',
    termsCaption: 'よく使われる用語',
    visasCaption: '在留資格（ビザの種類）',
    codeHeading: '記号',
    outro:
      '用語の意味や実際の手続きについてご不明な点は、{contact}からお尋ねください。分野別の業務のご案内は、{mainTask}でご覧いただけます。',
    contactLink: 'お問い合わせ',
    mainTaskLink: '業務内容',
  },
  en: {
    title: 'Immigration and Stay Terms in Six Languages',
    intro:
      'Below are the immigration and stay terms that come up most often in consultations and when preparing documents, in Korean, Chinese, Japanese, English, Russian and Vietnamese. All of our guidance uses the translations given here. Translations can vary slightly between authorities and sources, so when you fill in official documents, check the foreign-language terms used by the authority concerned, such as HiKorea, first.',
    termsCaption: 'Common terms',
    visasCaption: 'Statuses of stay (visa types)',
    codeHeading: 'Code',
    outro:
      'If you would like to know what a term means or how a procedure works in practice, just ask us on the {contact} page. Guidance on each area of our work is available under {mainTask}.',
    contactLink: 'Contact',
    mainTaskLink: 'Main services',
  },
  ru: {
    title: 'Иммиграционные термины: словарь на шести языках',
    intro:
      'Мы собрали иммиграционные термины, которые часто встречаются на консультациях и при подготовке документов, на корейском, китайском, японском, английском, русском и вьетнамском языках. Во всех материалах нашего офиса используются переводы из этого словаря. Переводы терминов могут немного различаться в зависимости от учреждения и источника, поэтому при заполнении официальных документов в первую очередь ориентируйтесь на иноязычные материалы соответствующего учреждения, например HiKorea.',
    termsCaption: 'Часто используемые термины',
    visasCaption: 'Статусы пребывания (виды виз)',
    codeHeading: 'Код',
    outro:
      'Если хотите уточнить значение термина или узнать, как процедура проходит на практике, спросите нас через раздел «{contact}». Описание услуг по направлениям — в разделе «{mainTask}».',
    contactLink: 'Контакты',
    mainTaskLink: 'Услуги',
  },
  vi: {
    title: 'Bảng đối chiếu thuật ngữ xuất nhập cảnh và lưu trú bằng 6 thứ tiếng',
    intro:
      'Chúng tôi đã tổng hợp các thuật ngữ về xuất nhập cảnh và lưu trú thường gặp khi tư vấn và chuẩn bị hồ sơ bằng tiếng Hàn, tiếng Trung, tiếng Nhật, tiếng Anh, tiếng Nga và tiếng Việt. Mọi tài liệu hướng dẫn của Văn phòng chúng tôi đều dùng cách dịch trong bảng này. Cách dịch có thể hơi khác nhau tùy cơ quan hoặc tài liệu, vì vậy khi điền giấy tờ chính thức, bạn hãy ưu tiên kiểm tra cách ghi trong phần hướng dẫn bằng tiếng nước ngoài của cơ quan liên quan, chẳng hạn HiKorea.',
    termsCaption: 'Thuật ngữ thường dùng',
    visasCaption: 'Tư cách lưu trú (loại thị thực)',
    codeHeading: 'Ký hiệu',
    outro:
      'Nếu bạn muốn hiểu rõ nghĩa của một thuật ngữ hay cách làm thủ tục trên thực tế, vui lòng hỏi chúng tôi qua trang {contact}. Thông tin về từng lĩnh vực công việc có tại mục {mainTask}.',
    contactLink: 'Liên hệ',
    mainTaskLink: 'Dịch vụ chính',
  },
};
