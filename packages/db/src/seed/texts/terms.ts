import type { SeedPageTexts } from '../types.js';

// Bodies are plain text: paragraphs separated by a blank line, list items as lines starting with "- ".
const paras = (...blocks: string[]) => blocks.join('\n\n');
const list = (...items: string[]) => items.map((item) => `- ${item}`).join('\n');

/** The Korean text is authoritative; the other languages translate it and add nothing. */
export const termsTexts: SeedPageTexts<'이용약관'> = {
  title: {
    ko: '이용약관',
    zh: '网站使用条款',
    ja: '利用規約',
    en: 'Terms of Use',
    ru: 'Условия использования сайта',
    vi: 'Điều khoản sử dụng',
  },
  intro: {
    ko: paras(
      `이 약관은 {office.name}(이하 “사무소”)가 운영하는 웹사이트의 이용 조건과 절차, 사무소와 이용자의 권리·의무를 정합니다. 웹사이트를 이용하기 전에 이 약관을 읽어 주시기 바랍니다. 약관에 관한 문의는 이메일({office.email})로 보내 주십시오.`,
      '이 약관은 중국어·일본어·영어·러시아어·베트남어 번역본으로도 제공되며, 번역본과 한국어본의 내용이 다른 경우에는 한국어본이 우선합니다.',
    ),
    zh: paras(
      `本条款规定{office.name}（以下简称“本事务所”）所运营网站的使用条件和程序，以及本事务所与用户的权利和义务。使用本网站前，请阅读本条款。如对本条款有疑问，请发送电子邮件至 {office.email}。`,
      '本条款另提供中文、日文、英文、俄文和越南文译本；译本与韩文版本内容不一致时，以韩文版本为准。',
    ),
    ja: paras(
      `本規約は、{office.name}（以下「当事務所」）が運営するウェブサイトの利用条件および手続、ならびに当事務所と利用者の権利・義務を定めるものです。ウェブサイトをご利用になる前に、本規約をお読みください。本規約に関するお問い合わせは、メール（{office.email}）でお送りください。`,
      '本規約は中国語・日本語・英語・ロシア語・ベトナム語の翻訳版でも提供しており、翻訳版と韓国語版の内容が異なる場合は、韓国語版が優先します。',
    ),
    en: paras(
      `These terms set out the conditions and procedures for using the website operated by {office.name} (the "Office"), and the rights and obligations of the Office and its users. Please read them before using the website. Questions about these terms can be sent by e-mail to {office.email}.`,
      'These terms are also provided in Chinese, Japanese, English, Russian and Vietnamese translations. If a translation differs from the Korean version, the Korean version prevails.',
    ),
    ru: paras(
      `Настоящие условия определяют порядок и условия использования сайта, которым управляет {office.name} (далее — «Бюро»), а также права и обязанности Бюро и пользователей. Пожалуйста, ознакомьтесь с ними, прежде чем пользоваться сайтом. Вопросы по этим условиям можно направить по электронной почте: {office.email}.`,
      'Настоящие условия также предоставляются в переводе на китайский, японский, английский, русский и вьетнамский языки. Если перевод расходится с текстом на корейском языке, преимущественную силу имеет корейский текст.',
    ),
    vi: paras(
      `Điều khoản sử dụng này quy định điều kiện và thủ tục sử dụng trang web do {office.name} (sau đây gọi là “Văn phòng”) vận hành, cũng như quyền và nghĩa vụ của Văn phòng và Người sử dụng. Vui lòng đọc kỹ Điều khoản này trước khi sử dụng trang web. Mọi thắc mắc về Điều khoản này xin gửi qua email ({office.email}).`,
      'Điều khoản này cũng được cung cấp bằng bản dịch tiếng Trung, tiếng Nhật, tiếng Anh, tiếng Nga và tiếng Việt. Trường hợp nội dung bản dịch khác với bản tiếng Hàn thì bản tiếng Hàn được ưu tiên áp dụng.',
    ),
  },

  'section1.title': {
    ko: '제1조 (목적)',
    zh: '第1条（目的）',
    ja: '第1条（目的）',
    en: 'Article 1 (Purpose)',
    ru: 'Статья 1. Цель',
    vi: 'Điều 1. Mục đích',
  },
  'section1.body': {
    ko: '이 약관은 사무소가 웹사이트를 통하여 제공하는 정보 및 문의 서비스의 이용 조건과 절차, 사무소와 이용자의 권리·의무 및 책임에 관한 사항을 정하는 것을 목적으로 합니다.',
    zh: '本条款旨在规定本事务所通过网站提供的信息服务和咨询服务的使用条件与程序，以及本事务所与用户之间的权利、义务和责任等事项。',
    ja: '本規約は、当事務所がウェブサイトを通じて提供する情報提供およびお問い合わせサービスの利用条件と手続、ならびに当事務所と利用者の権利・義務および責任に関する事項を定めることを目的とします。',
    en: 'The purpose of these terms is to set out the conditions and procedures for using the information and inquiry services the Office provides through its website, and the rights, obligations and responsibilities of the Office and its users.',
    ru: 'Цель настоящих условий — определить условия и порядок пользования информационными услугами и услугой приёма запросов, которые Бюро предоставляет через сайт, а также права, обязанности и ответственность Бюро и пользователей.',
    vi: 'Điều khoản này nhằm quy định điều kiện và thủ tục sử dụng dịch vụ cung cấp thông tin và dịch vụ tiếp nhận yêu cầu tư vấn mà Văn phòng cung cấp qua trang web, cũng như các vấn đề về quyền, nghĩa vụ và trách nhiệm của Văn phòng và Người sử dụng.',
  },

  'section2.title': {
    ko: '제2조 (정의)',
    zh: '第2条（定义）',
    ja: '第2条（定義）',
    en: 'Article 2 (Definitions)',
    ru: 'Статья 2. Определения',
    vi: 'Điều 2. Giải thích từ ngữ',
  },
  'section2.body': {
    ko: paras(
      '이 약관에서 사용하는 용어의 뜻은 다음과 같습니다.',
      list(
        '“웹사이트”란 사무소가 정보 제공과 문의 접수를 위하여 운영하는 인터넷 사이트를 말합니다.',
        '“이용자”란 웹사이트에 접속하여 이 약관에 따라 서비스를 이용하는 모든 사람을 말합니다. 웹사이트는 회원 가입 없이 이용할 수 있습니다.',
        '“서비스”란 사무소가 웹사이트를 통하여 제공하는 정보 제공, 공지사항, 자료실 및 온라인 문의 접수를 말합니다.',
        '“콘텐츠”란 사무소가 웹사이트에 게시한 글, 사진, 이미지, 서식, 자료 등을 말합니다.',
        '“문의”란 이용자가 웹사이트의 문의 양식을 통하여 사무소에 보내는 질문이나 상담 요청을 말합니다.',
      ),
      '이 약관에서 정하지 않은 용어는 관계 법령과 일반적인 관례에 따릅니다.',
    ),
    zh: paras(
      '本条款中使用的术语含义如下：',
      list(
        '“网站”是指本事务所为提供信息和受理咨询而运营的互联网站点。',
        '“用户”是指访问本网站并依照本条款使用服务的所有人。本网站无需注册会员即可使用。',
        '“服务”是指本事务所通过网站提供的信息介绍、公告、资料室及在线咨询受理。',
        '“内容”是指本事务所在网站上发布的文字、照片、图片、表格样式及资料等。',
        '“咨询”是指用户通过网站咨询表格向本事务所发送的问题或咨询请求。',
      ),
      '本条款未定义的术语，依照相关法律法规及一般惯例解释。',
    ),
    ja: paras(
      '本規約で使用する用語の意味は、次のとおりです。',
      list(
        '「ウェブサイト」とは、当事務所が情報提供およびお問い合わせの受付のために運営するインターネットサイトをいいます。',
        '「利用者」とは、ウェブサイトにアクセスし、本規約に従ってサービスを利用するすべての方をいいます。ウェブサイトは会員登録なしでご利用いただけます。',
        '「サービス」とは、当事務所がウェブサイトを通じて提供する情報提供、お知らせ、資料室およびオンラインでのお問い合わせの受付をいいます。',
        '「コンテンツ」とは、当事務所がウェブサイトに掲載した文章、写真、画像、書式、資料等をいいます。',
        '「お問い合わせ」とは、利用者がウェブサイトのお問い合わせフォームを通じて当事務所に送る質問または相談の依頼をいいます。',
      ),
      '本規約で定めのない用語は、関係法令および一般的な慣行に従います。',
    ),
    en: paras(
      'In these terms:',
      list(
        '"Website" means the internet site the Office operates to provide information and receive inquiries.',
        '"User" means anyone who visits the website and uses its services under these terms. No registration is needed to use the website.',
        '"Services" means the information, notices, document library and online inquiry form the Office provides through the website.',
        '"Content" means the texts, photographs, images, forms, documents and other materials the Office publishes on the website.',
        '"Inquiry" means a question or request for consultation that a user sends to the Office through the inquiry form on the website.',
      ),
      'Terms not defined here have the meaning given to them by the relevant laws and general practice.',
    ),
    ru: paras(
      'В настоящих условиях используются следующие термины:',
      list(
        '«Сайт» — интернет-сайт, который Бюро ведёт для предоставления информации и приёма запросов.',
        '«Пользователь» — любое лицо, которое заходит на сайт и пользуется его услугами в соответствии с настоящими условиями. Регистрация для пользования сайтом не требуется.',
        '«Услуги» — информация, объявления, раздел материалов и приём онлайн-запросов, которые Бюро предоставляет через сайт.',
        '«Контент» — тексты, фотографии, изображения, бланки, документы и другие материалы, размещённые Бюро на сайте.',
        '«Запрос» — вопрос или просьба о консультации, которые пользователь направляет Бюро через форму запроса на сайте.',
      ),
      'Термины, не определённые в настоящих условиях, толкуются в соответствии с применимым законодательством и общепринятой практикой.',
    ),
    vi: paras(
      'Trong Điều khoản này, các từ ngữ dưới đây được hiểu như sau:',
      list(
        '“Trang web” là trang thông tin điện tử trên Internet do Văn phòng vận hành để cung cấp thông tin và tiếp nhận yêu cầu tư vấn.',
        '“Người sử dụng” là bất kỳ người nào truy cập trang web và sử dụng dịch vụ theo Điều khoản này. Có thể sử dụng trang web mà không cần đăng ký thành viên.',
        '“Dịch vụ” là việc cung cấp thông tin, thông báo, thư viện tài liệu và tiếp nhận yêu cầu tư vấn trực tuyến mà Văn phòng thực hiện qua trang web.',
        '“Nội dung” là bài viết, ảnh chụp, hình ảnh, biểu mẫu, tài liệu và các tư liệu khác do Văn phòng đăng tải trên trang web.',
        '“Yêu cầu tư vấn” là câu hỏi hoặc đề nghị được tư vấn mà Người sử dụng gửi đến Văn phòng thông qua biểu mẫu liên hệ trên trang web.',
      ),
      'Những từ ngữ không được giải thích trong Điều khoản này được hiểu theo quy định pháp luật có liên quan và thông lệ chung.',
    ),
  },

  'section3.title': {
    ko: '제3조 (약관의 효력 및 변경)',
    zh: '第3条（条款的效力及变更）',
    ja: '第3条（規約の効力および変更）',
    en: 'Article 3 (Effect and amendment of these terms)',
    ru: 'Статья 3. Вступление в силу и изменение условий',
    vi: 'Điều 3. Hiệu lực và sửa đổi Điều khoản',
  },
  'section3.body': {
    ko: paras(
      '이 약관은 웹사이트에 게시함으로써 효력이 생기며, 이용자는 언제든지 웹사이트 하단의 링크를 통하여 이 약관을 확인할 수 있습니다.',
      '사무소는 「약관의 규제에 관한 법률」 등 관계 법령을 위반하지 않는 범위에서 이 약관을 변경할 수 있습니다. 약관을 변경하는 경우 변경 내용과 시행일을 시행일 7일 전부터 웹사이트 공지사항에 게시합니다. 다만, 이용자에게 불리한 변경은 시행일 30일 전부터 게시합니다.',
      '이용자는 변경된 약관에 동의하지 않으면 웹사이트 이용을 중단할 수 있습니다. 변경된 약관의 시행일 이후에도 웹사이트를 계속 이용하는 경우에는 변경된 약관이 적용됩니다.',
    ),
    zh: paras(
      '本条款自在网站上公布之日起生效，用户可随时通过网站底部的链接查阅本条款。',
      '本事务所可在不违反《条款规制法》等相关法律法规的范围内变更本条款。变更本条款时，本事务所将自施行日7日前起在网站公告栏中公布变更内容及施行日期；但对用户不利的变更，自施行日30日前起公布。',
      '用户不同意变更后的条款时，可停止使用本网站。在变更后的条款施行日之后继续使用本网站的，适用变更后的条款。',
    ),
    ja: paras(
      '本規約は、ウェブサイトに掲示することにより効力を生じます。利用者は、ウェブサイト下部のリンクからいつでも本規約を確認することができます。',
      '当事務所は、「約款の規制に関する法律」等の関係法令に違反しない範囲で、本規約を変更することができます。本規約を変更する場合は、変更内容と施行日を施行日の7日前からウェブサイトのお知らせに掲示します。ただし、利用者に不利な変更は、施行日の30日前から掲示します。',
      '利用者は、変更後の規約に同意しない場合、ウェブサイトの利用を中止することができます。変更後の規約の施行日以降もウェブサイトを引き続き利用する場合は、変更後の規約が適用されます。',
    ),
    en: paras(
      'These terms take effect when they are posted on the website. Users can read them at any time through the link at the bottom of the website.',
      "The Office may amend these terms to the extent that this does not violate the Act on the Regulation of Terms and Conditions or other relevant laws. When it does, it posts the changes and their effective date in the website's notices from 7 days before the effective date, or from 30 days before if the change is unfavourable to users.",
      'Users who do not agree to the amended terms may stop using the website. If a user continues to use the website after the amended terms take effect, the amended terms apply.',
    ),
    ru: paras(
      'Настоящие условия вступают в силу с момента их размещения на сайте. Пользователь может в любое время ознакомиться с ними по ссылке в нижней части сайта.',
      'Бюро вправе изменять настоящие условия в пределах, не противоречащих Закону о регулировании стандартных условий договоров и другому применимому законодательству. При изменении условий Бюро размещает описание изменений и дату их вступления в силу в разделе объявлений на сайте не позднее чем за 7 дней до этой даты, а если изменения ухудшают положение пользователей, — не позднее чем за 30 дней.',
      'Пользователь, не согласный с изменёнными условиями, может прекратить пользоваться сайтом. Если пользователь продолжает пользоваться сайтом после вступления изменённых условий в силу, к нему применяются изменённые условия.',
    ),
    vi: paras(
      'Điều khoản này có hiệu lực kể từ khi được đăng tải trên trang web. Người sử dụng có thể xem Điều khoản này vào bất kỳ lúc nào qua đường liên kết ở cuối trang web.',
      'Văn phòng có thể sửa đổi Điều khoản này trong phạm vi không trái với Luật về kiểm soát điều khoản hợp đồng mẫu và các quy định pháp luật có liên quan khác. Khi sửa đổi Điều khoản, Văn phòng đăng nội dung sửa đổi và ngày có hiệu lực tại mục Thông báo của trang web từ 7 ngày trước ngày có hiệu lực; riêng nội dung sửa đổi bất lợi cho Người sử dụng được đăng từ 30 ngày trước ngày có hiệu lực.',
      'Người sử dụng không đồng ý với Điều khoản đã sửa đổi có thể ngừng sử dụng trang web. Trường hợp Người sử dụng tiếp tục sử dụng trang web sau ngày Điều khoản sửa đổi có hiệu lực thì Điều khoản đã sửa đổi được áp dụng.',
    ),
  },

  'section4.title': {
    ko: '제4조 (서비스의 내용과 정보의 성격)',
    zh: '第4条（服务内容及信息的性质）',
    ja: '第4条（サービスの内容と情報の性質）',
    en: 'Article 4 (Services and the nature of the information)',
    ru: 'Статья 4. Услуги и характер информации',
    vi: 'Điều 4. Nội dung dịch vụ và tính chất của thông tin',
  },
  'section4.body': {
    ko: paras(
      '사무소는 웹사이트를 통하여 다음 서비스를 제공합니다.',
      list(
        '사무소 소개와 주요 업무 안내',
        '비자·체류, 외국인 고용 등 행정 절차에 관한 일반 정보, 공지사항 및 자료실',
        '온라인 문의 접수와 답변',
      ),
      '웹사이트에 게시된 정보는 일반적인 안내를 위한 것이며, 개별 사안에 대한 법률 자문이나 행정사의 의견이 아닙니다. 법령과 행정기관의 기준은 수시로 바뀔 수 있고, 같은 제도라도 개인의 사정에 따라 결과가 달라질 수 있으므로, 구체적인 사안은 상담을 통해 확인하시기 바랍니다.',
      '문의를 보내거나 답변을 받는 것만으로 사무소와 이용자 사이에 업무 위임 관계가 성립하지 않습니다. 업무 위임은 별도의 위임 계약을 체결한 때에 성립합니다.',
      '사무소는 「행정사법」에 따른 행정사 업무를 수행하며, 소송 대리 등 변호사만 할 수 있는 업무는 수행하지 않습니다. 허가·연장 등에 관한 최종 결정은 관할 행정기관이 하며, 사무소는 그 결과를 보장하지 않습니다.',
      '사무소는 설비의 점검·교체·고장, 통신 장애 등 부득이한 사유가 있는 경우 서비스 제공을 일시적으로 중단할 수 있습니다.',
    ),
    zh: paras(
      '本事务所通过网站提供以下服务：',
      list('介绍本事务所及主要业务', '有关签证与居留、外国人雇佣等行政手续的一般信息、公告及资料室', '受理并答复在线咨询'),
      '网站上发布的信息仅作一般性说明，并非针对个别案件的法律意见或行政士意见。法律法规及行政机关的标准可能随时变化，即使是同一制度，结果也可能因个人情况不同而有所不同，具体事项请通过咨询确认。',
      '仅发送咨询或获得答复，并不在本事务所与用户之间建立业务委托关系。业务委托关系自另行签订委托合同时成立。',
      '本事务所依据《行政士法》开展行政士业务，不从事诉讼代理等仅限律师从事的业务。许可、延期等事项的最终决定由主管行政机关作出，本事务所不保证其结果。',
      '如遇设备检修、更换、故障或通信中断等不可避免的情况，本事务所可暂时中断服务。',
    ),
    ja: paras(
      '当事務所は、ウェブサイトを通じて次のサービスを提供します。',
      list(
        '当事務所の紹介と主な業務のご案内',
        'ビザ・在留、外国人雇用等の行政手続に関する一般的な情報、お知らせおよび資料室',
        'オンラインでのお問い合わせの受付と回答',
      ),
      'ウェブサイトに掲載された情報は一般的な案内を目的とするものであり、個別の事案に対する法的助言や行政書士としての意見ではありません。法令や行政機関の基準は随時変わることがあり、同じ制度でも個人の事情によって結果が異なる場合がありますので、具体的な事案についてはご相談のうえご確認ください。',
      'お問い合わせを送信したり回答を受けたりするだけでは、当事務所と利用者との間に業務の委任関係は成立しません。業務の委任は、別途委任契約を締結した時に成立します。',
      '当事務所は、韓国行政書士法（행정사법）に基づく行政書士業務を行うものであり、訴訟代理など弁護士のみが行うことのできる業務は行いません。許可や延長等に関する最終的な決定は管轄の行政機関が行うものであり、当事務所はその結果を保証しません。',
      '当事務所は、設備の点検・交換・故障、通信障害等のやむを得ない事由がある場合、サービスの提供を一時的に中断することがあります。',
    ),
    en: paras(
      'The Office provides the following services through the website:',
      list(
        'information about the Office and its main services',
        'general information on administrative procedures such as visas, residence and the employment of foreign nationals, notices and a document library',
        'receiving and answering online inquiries',
      ),
      "The information on the website is general guidance. It is not legal advice on any individual case, nor the opinion of a licensed administrative agent (haengjeongsa). Laws and the standards of administrative agencies change from time to time, and the same rules can lead to different results depending on a person's circumstances, so please confirm your specific case in a consultation.",
      'Sending an inquiry or receiving an answer does not by itself create a mandate between the Office and the user. A mandate is created only when a separate mandate agreement is concluded.',
      'The Office carries out the work of a licensed administrative agent under the Licensed Administrative Agent Act. It does not perform work reserved to attorneys, such as representation in litigation. Final decisions on permits, extensions and the like are made by the competent administrative agency, and the Office does not guarantee their outcome.',
      'The Office may suspend the services temporarily where this is unavoidable, for example for the inspection, replacement or failure of equipment, or a telecommunications outage.',
    ),
    ru: paras(
      'Через сайт Бюро предоставляет следующие услуги:',
      list(
        'сведения о Бюро и основных направлениях его работы',
        'общая информация об административных процедурах (визы, пребывание, трудоустройство иностранцев и др.), объявления и раздел материалов',
        'приём онлайн-запросов и ответы на них',
      ),
      'Информация на сайте носит общий справочный характер и не является юридической консультацией по конкретному делу или заключением административного агента (хэнджонса). Законы и требования государственных органов могут меняться, а одни и те же правила в зависимости от обстоятельств человека могут приводить к разным результатам, поэтому свой конкретный случай уточняйте на консультации.',
      'Отправка запроса или получение ответа сами по себе не создают между Бюро и пользователем отношений поручения. Такие отношения возникают только после заключения отдельного договора поручения.',
      'Бюро выполняет работу административного агента в соответствии с Законом о лицензированных административных агентах и не оказывает услуги, которые вправе оказывать только адвокаты, например представительство в суде. Окончательные решения о выдаче разрешений, продлении и т. п. принимает компетентный государственный орган, и Бюро не гарантирует их результат.',
      'Бюро может временно приостановить предоставление услуг по уважительным причинам, например при проверке, замене или неисправности оборудования либо при сбоях связи.',
    ),
    vi: paras(
      'Văn phòng cung cấp các dịch vụ sau đây qua trang web:',
      list(
        'Giới thiệu về Văn phòng và các lĩnh vực nghiệp vụ chính',
        'Thông tin chung về thủ tục hành chính như thị thực, lưu trú, tuyển dụng người nước ngoài; thông báo và thư viện tài liệu',
        'Tiếp nhận và trả lời yêu cầu tư vấn trực tuyến',
      ),
      'Thông tin đăng trên trang web chỉ nhằm mục đích hướng dẫn chung, không phải là ý kiến tư vấn pháp lý cho từng trường hợp cụ thể hay ý kiến của hành chính sư (행정사). Pháp luật và tiêu chuẩn của cơ quan hành chính có thể thay đổi bất cứ lúc nào, và cùng một quy định nhưng kết quả có thể khác nhau tùy hoàn cảnh của từng người; vì vậy, đối với trường hợp cụ thể, Người sử dụng vui lòng xác nhận lại thông qua buổi tư vấn.',
      'Việc gửi yêu cầu tư vấn hoặc nhận được câu trả lời không làm phát sinh quan hệ ủy quyền công việc giữa Văn phòng và Người sử dụng. Quan hệ ủy quyền chỉ được xác lập khi hai bên ký kết hợp đồng ủy quyền riêng.',
      'Văn phòng thực hiện nghiệp vụ hành chính sư theo Luật Hành chính sư của Hàn Quốc (행정사법) và không thực hiện các công việc mà chỉ luật sư mới được phép làm, chẳng hạn như đại diện trong tố tụng. Quyết định cuối cùng về việc cấp phép, gia hạn và các vấn đề tương tự do cơ quan hành chính có thẩm quyền đưa ra; Văn phòng không bảo đảm kết quả của các quyết định đó.',
      'Văn phòng có thể tạm ngừng cung cấp dịch vụ khi có lý do không thể tránh khỏi như kiểm tra, thay thế hoặc hỏng hóc thiết bị, sự cố đường truyền viễn thông.',
    ),
  },

  'section5.title': {
    ko: '제5조 (이용자의 의무)',
    zh: '第5条（用户的义务）',
    ja: '第5条（利用者の義務）',
    en: "Article 5 (Users' obligations)",
    ru: 'Статья 5. Обязанности пользователей',
    vi: 'Điều 5. Nghĩa vụ của Người sử dụng',
  },
  'section5.body': {
    ko: paras(
      '이용자는 웹사이트를 이용할 때 다음 행위를 해서는 안 됩니다.',
      list(
        '문의 양식에 거짓 정보나 다른 사람의 개인정보를 입력하는 행위',
        '웹사이트의 운영을 방해하거나 서버에 과도한 부하를 주는 행위, 악성 코드를 전송하는 행위',
        '사무소의 허락 없이 콘텐츠를 복제·배포하거나 영리 목적으로 이용하는 행위',
        '사무소나 제3자의 명예를 훼손하거나 권리를 침해하는 행위',
        '그 밖에 관계 법령에 위반되는 행위',
      ),
      '이용자는 문의에 업무와 관계없는 민감한 정보나 여권번호·외국인등록번호 등 고유식별정보를 적지 않도록 주의해야 합니다. 사무소는 이 조를 위반한 문의에 답변하지 않을 수 있습니다.',
    ),
    zh: paras(
      '用户使用本网站时，不得从事以下行为：',
      list(
        '在咨询表格中填写虚假信息或他人的个人信息',
        '妨碍网站运营、对服务器造成过度负荷或传播恶意代码',
        '未经本事务所许可复制、传播内容或将其用于营利目的',
        '损害本事务所或第三方的名誉或侵害其权利',
        '其他违反相关法律法规的行为',
      ),
      '用户应注意不要在咨询中填写与业务无关的敏感信息，或护照号码、外国人登录号码等固有识别信息。对于违反本条规定的咨询，本事务所可不予答复。',
    ),
    ja: paras(
      '利用者は、ウェブサイトの利用にあたり、次の行為をしてはなりません。',
      list(
        'お問い合わせフォームに虚偽の情報または他人の個人情報を入力する行為',
        'ウェブサイトの運営を妨害し、サーバーに過度な負荷をかけ、または悪意のあるコードを送信する行為',
        '当事務所の許可なくコンテンツを複製・配布し、または営利目的で利用する行為',
        '当事務所または第三者の名誉を毀損し、またはその権利を侵害する行為',
        'その他関係法令に違反する行為',
      ),
      '利用者は、お問い合わせに業務と関係のない機微な情報や、パスポート番号・外国人登録番号等の固有識別情報を記載しないよう注意しなければなりません。当事務所は、本条に違反するお問い合わせには回答しないことがあります。',
    ),
    en: paras(
      'When using the website, users must not:',
      list(
        "enter false information or another person's personal information in the inquiry form",
        'disrupt the operation of the website, place an excessive load on its servers or transmit malicious code',
        "copy or distribute content, or use it for commercial purposes, without the Office's permission",
        'defame the Office or a third party or infringe their rights',
        'do anything else that violates the relevant laws',
      ),
      'Users should take care not to include in an inquiry sensitive information unrelated to the matter, or unique identifiers such as a passport number or alien registration number. The Office may decline to answer inquiries that breach this article.',
    ),
    ru: paras(
      'Пользуясь сайтом, пользователь не должен:',
      list(
        'указывать в форме запроса ложные сведения или персональные данные другого человека',
        'мешать работе сайта, создавать чрезмерную нагрузку на его серверы или передавать вредоносный код',
        'копировать и распространять контент либо использовать его в коммерческих целях без разрешения Бюро',
        'порочить честь и достоинство Бюро или третьих лиц либо нарушать их права',
        'совершать иные действия, нарушающие применимое законодательство',
      ),
      'Пользователю следует не указывать в запросе чувствительные сведения, не относящиеся к делу, а также уникальные идентификаторы, такие как номер паспорта или регистрационный номер иностранца. Бюро может не отвечать на запросы, нарушающие настоящую статью.',
    ),
    vi: paras(
      'Khi sử dụng trang web, Người sử dụng không được thực hiện các hành vi sau đây:',
      list(
        'Nhập thông tin sai sự thật hoặc thông tin cá nhân của người khác vào biểu mẫu liên hệ',
        'Cản trở hoạt động của trang web, gây quá tải cho máy chủ hoặc phát tán mã độc',
        'Sao chép, phân phối nội dung hoặc sử dụng nội dung vào mục đích thương mại khi chưa được Văn phòng cho phép',
        'Xúc phạm danh dự, uy tín hoặc xâm phạm quyền của Văn phòng hoặc của bên thứ ba',
        'Các hành vi khác vi phạm quy định pháp luật có liên quan',
      ),
      'Người sử dụng cần lưu ý không ghi vào yêu cầu tư vấn những thông tin nhạy cảm không liên quan đến công việc cần tư vấn, hoặc thông tin định danh cá nhân như số hộ chiếu, số đăng ký người nước ngoài. Văn phòng có thể không trả lời những yêu cầu tư vấn vi phạm Điều này.',
    ),
  },

  'section6.title': {
    ko: '제6조 (지식재산권)',
    zh: '第6条（知识产权）',
    ja: '第6条（知的財産権）',
    en: 'Article 6 (Intellectual property)',
    ru: 'Статья 6. Интеллектуальная собственность',
    vi: 'Điều 6. Quyền sở hữu trí tuệ',
  },
  'section6.body': {
    ko: paras(
      '웹사이트 콘텐츠에 대한 저작권 등 지식재산권은 사무소 또는 정당한 권리자에게 있습니다.',
      '이용자는 콘텐츠를 개인적·비영리적 목적으로 열람하고 출력할 수 있습니다. 그 밖의 목적으로 복제, 배포, 전송 또는 변경하려면 사무소의 사전 서면 동의를 받아야 합니다.',
      '자료실 등에 게시된 행정기관의 공식 서식과 공공저작물에 대한 권리는 해당 기관에 있으며, 그 이용은 해당 기관이 정한 조건에 따릅니다.',
    ),
    zh: paras(
      '网站内容的著作权等知识产权归本事务所或合法权利人所有。',
      '用户可出于个人、非营利目的浏览和打印内容。出于其他目的复制、传播、传输或修改内容的，须事先取得本事务所的书面同意。',
      '资料室等处发布的行政机关官方表格及公共著作物的权利归相关机关所有，其使用须遵守相关机关规定的条件。',
    ),
    ja: paras(
      'ウェブサイトのコンテンツに関する著作権その他の知的財産権は、当事務所または正当な権利者に帰属します。',
      '利用者は、個人的かつ非営利の目的でコンテンツを閲覧し、印刷することができます。それ以外の目的で複製、配布、送信または改変するには、当事務所の事前の書面による同意を得なければなりません。',
      '資料室等に掲載された行政機関の公式書式および公共著作物に関する権利は当該機関に帰属し、その利用は当該機関が定める条件に従います。',
    ),
    en: paras(
      'Copyright and other intellectual property rights in the content of the website belong to the Office or to the lawful rights holders.',
      "Users may view and print content for personal, non-commercial purposes. Copying, distributing, transmitting or modifying content for any other purpose requires the Office's prior written consent.",
      'Rights in the official forms of administrative agencies and other public works published in the document library or elsewhere on the website belong to the agencies concerned, and their use is subject to the conditions those agencies set.',
    ),
    ru: paras(
      'Авторские и иные права интеллектуальной собственности на контент сайта принадлежат Бюро или законным правообладателям.',
      'Пользователь может просматривать и распечатывать контент в личных некоммерческих целях. Для копирования, распространения, передачи или изменения контента в иных целях требуется предварительное письменное согласие Бюро.',
      'Права на официальные бланки государственных органов и другие публичные произведения, размещённые в разделе материалов и в других разделах сайта, принадлежат соответствующим органам, и их использование регулируется условиями, установленными этими органами.',
    ),
    vi: paras(
      'Quyền tác giả và các quyền sở hữu trí tuệ khác đối với nội dung của trang web thuộc về Văn phòng hoặc chủ thể có quyền hợp pháp.',
      'Người sử dụng được xem và in nội dung cho mục đích cá nhân, phi thương mại. Việc sao chép, phân phối, truyền tải hoặc chỉnh sửa nội dung cho mục đích khác phải được Văn phòng đồng ý trước bằng văn bản.',
      'Quyền đối với các biểu mẫu chính thức và tài liệu công của cơ quan hành chính được đăng tại thư viện tài liệu và các mục khác của trang web thuộc về cơ quan đó; việc sử dụng các tài liệu này phải tuân theo điều kiện do cơ quan đó quy định.',
    ),
  },

  'section7.title': {
    ko: '제7조 (면책 및 책임의 제한)',
    zh: '第7条（免责及责任限制）',
    ja: '第7条（免責および責任の制限）',
    en: 'Article 7 (Disclaimer and limitation of liability)',
    ru: 'Статья 7. Освобождение от ответственности и её ограничение',
    vi: 'Điều 7. Miễn trừ và giới hạn trách nhiệm',
  },
  'section7.body': {
    ko: paras(
      '사무소는 웹사이트의 정보가 정확하고 최신 상태가 되도록 노력하지만, 게시 후 법령이나 행정기관의 기준이 바뀌어 정보가 현재와 다를 수 있습니다. 각 게시물은 작성일을 기준으로 한 정보입니다.',
      '사무소는 다음의 경우에는 책임을 지지 않습니다. 다만, 사무소의 고의 또는 중대한 과실로 인한 손해는 그러하지 아니합니다.',
      list(
        '이용자가 개별 상담 없이 웹사이트의 일반 정보만을 근거로 판단하거나 행동하여 생긴 손해',
        '천재지변, 전쟁, 정전, 통신 사업자의 서비스 중단 등 사무소가 통제할 수 없는 사유로 서비스를 제공하지 못하여 생긴 손해',
        '이용자의 귀책사유로 생긴 손해',
        '웹사이트에 연결된 외부 사이트(행정기관 사이트, 지도 서비스 등)의 내용과 그 이용으로 생긴 손해',
      ),
      '이 조는 위임 계약에 따라 수행하는 업무에 대한 사무소의 책임에는 적용되지 않으며, 그 책임은 해당 위임 계약과 관계 법령에 따릅니다.',
    ),
    zh: paras(
      '本事务所努力确保网站信息准确、及时，但发布后法律法规或行政机关的标准可能发生变化，导致信息与现行情况不符。各篇文章均为截至撰写日期的信息。',
      '对于以下情况，本事务所不承担责任；但因本事务所故意或重大过失造成的损害除外：',
      list(
        '用户未经个别咨询、仅依据网站上的一般信息作出判断或采取行动而产生的损害',
        '因自然灾害、战争、停电、通信运营商服务中断等本事务所无法控制的原因未能提供服务而产生的损害',
        '因可归责于用户的原因产生的损害',
        '与网站链接的外部网站（行政机关网站、地图服务等）的内容及因使用该网站而产生的损害',
      ),
      '本条不适用于本事务所根据委托合同开展业务所承担的责任，该责任依照相关委托合同及法律法规确定。',
    ),
    ja: paras(
      '当事務所は、ウェブサイトの情報が正確かつ最新のものとなるよう努めますが、掲載後に法令や行政機関の基準が変わり、情報が現在の内容と異なる場合があります。各掲載記事は、作成日時点の情報です。',
      '当事務所は、次の場合には責任を負いません。ただし、当事務所の故意または重大な過失による損害については、この限りではありません。',
      list(
        '利用者が個別の相談を経ずに、ウェブサイトの一般的な情報のみに基づいて判断し、または行動したことにより生じた損害',
        '天災地変、戦争、停電、通信事業者のサービス停止等、当事務所が管理できない事由によりサービスを提供できなかったことにより生じた損害',
        '利用者の責めに帰すべき事由により生じた損害',
        'ウェブサイトからリンクされた外部サイト（行政機関のサイト、地図サービス等）の内容およびその利用により生じた損害',
      ),
      '本条は、委任契約に基づいて行う業務に関する当事務所の責任には適用されず、その責任は当該委任契約および関係法令に従います。',
    ),
    en: paras(
      'The Office strives to keep the information on the website accurate and up to date, but laws and the standards of administrative agencies may change after publication, so information may no longer be current. Each post reflects the information as of the date it was written.',
      'The Office is not liable in the following cases, except for damage caused by its intent or gross negligence:',
      list(
        "damage arising from a user's decisions or actions based only on the general information on the website, without an individual consultation",
        "damage arising from the Office being unable to provide the services for reasons beyond its control, such as natural disasters, war, power cuts or the suspension of a telecommunications provider's service",
        'damage attributable to the user',
        'the content of external sites linked from the website (such as government agency sites and map services) and damage arising from their use',
      ),
      "This article does not apply to the Office's liability for work it performs under a mandate agreement; that liability is governed by the mandate agreement and the relevant laws.",
    ),
    ru: paras(
      'Бюро стремится поддерживать информацию на сайте точной и актуальной, однако после публикации законы и требования государственных органов могут измениться, и информация может перестать соответствовать действительности. Каждая публикация отражает сведения на дату её подготовки.',
      'Бюро не несёт ответственности в следующих случаях, за исключением вреда, причинённого умышленно или по грубой неосторожности Бюро:',
      list(
        'вред, возникший в результате решений или действий пользователя, основанных только на общей информации с сайта без индивидуальной консультации',
        'вред, возникший из-за невозможности предоставить услуги по причинам, не зависящим от Бюро, таким как стихийные бедствия, война, отключение электроэнергии или прекращение услуг оператором связи',
        'вред, возникший по вине пользователя',
        'содержание внешних сайтов, на которые ведут ссылки с сайта (сайты государственных органов, картографические сервисы и т. п.), и вред, возникший в результате их использования',
      ),
      'Настоящая статья не применяется к ответственности Бюро за работу, выполняемую по договору поручения; такая ответственность определяется соответствующим договором и применимым законодательством.',
    ),
    vi: paras(
      'Văn phòng nỗ lực bảo đảm thông tin trên trang web chính xác và cập nhật, tuy nhiên sau khi đăng tải, pháp luật hoặc tiêu chuẩn của cơ quan hành chính có thể thay đổi khiến thông tin không còn phù hợp với hiện tại. Mỗi bài đăng là thông tin tính đến ngày soạn thảo bài đăng đó.',
      'Văn phòng không chịu trách nhiệm trong các trường hợp sau đây, trừ thiệt hại phát sinh do lỗi cố ý hoặc lỗi vô ý nghiêm trọng của Văn phòng:',
      list(
        'Thiệt hại phát sinh do Người sử dụng tự đánh giá hoặc hành động chỉ dựa trên thông tin chung của trang web mà không qua tư vấn riêng',
        'Thiệt hại phát sinh do không thể cung cấp dịch vụ vì những lý do nằm ngoài khả năng kiểm soát của Văn phòng như thiên tai, chiến tranh, mất điện, nhà cung cấp dịch vụ viễn thông ngừng cung cấp dịch vụ',
        'Thiệt hại phát sinh do lỗi của Người sử dụng',
        'Nội dung của các trang web bên ngoài được liên kết từ trang web (trang web của cơ quan hành chính, dịch vụ bản đồ, v.v.) và thiệt hại phát sinh từ việc sử dụng các trang web đó',
      ),
      'Điều này không áp dụng đối với trách nhiệm của Văn phòng về công việc thực hiện theo hợp đồng ủy quyền; trách nhiệm đó được xác định theo hợp đồng ủy quyền tương ứng và quy định pháp luật có liên quan.',
    ),
  },

  'section8.title': {
    ko: '제8조 (준거법 및 관할)',
    zh: '第8条（准据法及管辖）',
    ja: '第8条（準拠法および管轄）',
    en: 'Article 8 (Governing law and jurisdiction)',
    ru: 'Статья 8. Применимое право и подсудность',
    vi: 'Điều 8. Luật áp dụng và thẩm quyền giải quyết tranh chấp',
  },
  'section8.body': {
    ko: paras(
      '이 약관의 해석과 웹사이트 이용에 관한 사항에는 대한민국 법령을 적용합니다.',
      '웹사이트 이용과 관련하여 분쟁이 생긴 경우 사무소와 이용자는 먼저 성실히 협의하여 해결하도록 노력합니다.',
      '협의로 해결되지 않아 소송을 제기하는 경우에는 사무소 소재지를 관할하는 대전지방법원 서산지원을 제1심 관할 법원으로 합니다. 다만, 이용자는 「민사소송법」에 따라 관할권이 있는 다른 법원(이용자의 주소지를 관할하는 법원 등)에도 소를 제기할 수 있습니다.',
    ),
    zh: paras(
      '本条款的解释及与网站使用有关的事项，适用大韩民国法律。',
      '因使用网站发生纠纷时，本事务所与用户应首先本着诚信原则协商解决。',
      '协商不成而提起诉讼的，以管辖本事务所所在地的大田地方法院瑞山支院为第一审管辖法院；但用户也可以向依照《民事诉讼法》享有管辖权的其他法院（如管辖用户住所地的法院）提起诉讼。',
    ),
    ja: paras(
      '本規約の解釈およびウェブサイトの利用に関する事項には、大韓民国の法令を適用します。',
      'ウェブサイトの利用に関して紛争が生じた場合、当事務所と利用者は、まず誠実に協議して解決するよう努めます。',
      '協議により解決せず訴訟を提起する場合は、当事務所の所在地を管轄する大田地方法院瑞山支院を第一審の管轄裁判所とします。ただし、利用者は、「民事訴訟法」に基づき管轄権を有する他の裁判所（利用者の住所地を管轄する裁判所等）にも訴えを提起することができます。',
    ),
    en: paras(
      'These terms and all matters relating to the use of the website are governed by the laws of the Republic of Korea.',
      'If a dispute arises in connection with the use of the website, the Office and the user will first try in good faith to resolve it by discussion.',
      "If it cannot be resolved by discussion and a lawsuit is filed, the Seosan Branch of the Daejeon District Court, which has jurisdiction over the Office's location, is the court of first instance. The user may, however, also bring an action before any other court that has jurisdiction under the Civil Procedure Act (such as the court for the user's place of residence).",
    ),
    ru: paras(
      'К толкованию настоящих условий и ко всем вопросам, связанным с использованием сайта, применяется законодательство Республики Корея.',
      'Если в связи с использованием сайта возникает спор, Бюро и пользователь прежде всего добросовестно стремятся урегулировать его путём переговоров.',
      'Если спор не удаётся урегулировать путём переговоров и подаётся иск, судом первой инстанции является Сосанское отделение Окружного суда Тэджона, к подсудности которого относится местонахождение Бюро. Пользователь также вправе обратиться в любой другой суд, обладающий подсудностью согласно Закону о гражданском процессе (например, в суд по месту своего жительства).',
    ),
    vi: paras(
      'Việc giải thích Điều khoản này và các vấn đề liên quan đến việc sử dụng trang web được điều chỉnh bởi pháp luật Đại Hàn Dân Quốc.',
      'Khi phát sinh tranh chấp liên quan đến việc sử dụng trang web, Văn phòng và Người sử dụng trước hết sẽ nỗ lực giải quyết thông qua thương lượng một cách thiện chí.',
      'Trường hợp không giải quyết được bằng thương lượng và phải khởi kiện, Chi nhánh Seosan của Tòa án Địa phương Daejeon (대전지방법원 서산지원), nơi có thẩm quyền đối với địa điểm đặt trụ sở của Văn phòng, là tòa án có thẩm quyền giải quyết ở cấp sơ thẩm. Tuy nhiên, Người sử dụng cũng có thể khởi kiện tại tòa án khác có thẩm quyền theo Luật Tố tụng dân sự (chẳng hạn tòa án có thẩm quyền tại nơi cư trú của Người sử dụng).',
    ),
  },

  effectiveDate: {
    ko: '이 약관은 2026년 11월 1일부터 시행합니다.',
    zh: '本条款自2026年11月1日起施行。',
    ja: '本規約は、2026年11月1日から施行します。',
    en: 'These terms take effect on 1 November 2026.',
    ru: 'Настоящие условия вступают в силу 1 ноября 2026 года.',
    vi: 'Điều khoản này có hiệu lực từ ngày 01 tháng 11 năm 2026.',
  },
  'seo.title': {
    ko: '이용약관',
    zh: '网站使用条款',
    ja: '利用規約',
    en: 'Terms of Use',
    ru: 'Условия использования сайта',
    vi: 'Điều khoản sử dụng',
  },
  'seo.description': {
    ko: '당진 한빛 행정사사무소 웹사이트 이용약관입니다. 제공하는 서비스와 게시 정보의 성격, 이용자의 의무, 지식재산권, 면책 및 책임의 제한, 준거법과 관할 법원 등 웹사이트를 이용할 때 적용되는 조건을 확인하실 수 있습니다.',
    zh: '忠清南道唐津韩光行政士事务所网站使用条款。您可以在此了解使用本网站时适用的各项条件，包括本网站提供的服务、网站信息的性质（仅为一般性说明，不构成针对个别案件的意见）、用户的义务、知识产权、免责及责任限制，以及准据法和管辖法院等内容。请在使用前阅读。',
    ja: 'ハンビット行政書士事務所ウェブサイトの利用規約です。提供するサービスと掲載情報の性質（一般的な案内であり、個別の助言ではありません）、利用者の義務、知的財産権、免責および責任の制限、準拠法と管轄裁判所など、ウェブサイトをご利用いただく際に適用される条件をご確認いただけます。',
    en: 'Terms of use of the Hanbit Administrative Agency website: services, the general nature of its information, user duties, copyright, liability, jurisdiction.',
    ru: 'Условия использования сайта бюро «Ханбит»: услуги, характер информации, обязанности пользователей, авторские права, ответственность, подсудность.',
    vi: 'Điều khoản sử dụng trang web của Văn phòng Hành chính sư Hanbit tại Dangjin, gồm các điều kiện áp dụng khi sử dụng trang web: dịch vụ được cung cấp, tính chất của thông tin đăng tải, nghĩa vụ của Người sử dụng, quyền sở hữu trí tuệ, miễn trừ và giới hạn trách nhiệm, luật áp dụng và tòa án có thẩm quyền.',
  },
  'seo.keywords': {
    ko: '이용약관, 웹사이트 이용 조건, 한빛 행정사사무소, 당진 행정사, 면책, 준거법, 관할 법원',
    zh: '使用条款, 网站使用条件, 韩光行政士事务所, 唐津行政士, 免责声明, 准据法, 管辖法院',
    ja: '利用規約, ウェブサイト利用条件, ハンビット行政書士事務所, タンジン 行政書士, 免責, 準拠法, 管轄裁判所',
    en: 'terms of use, website terms, Hanbit Administrative Agency, Dangjin administrative agent, disclaimer, governing law, jurisdiction',
    ru: 'условия использования, правила сайта, Административное бюро «Ханбит», Танджин, отказ от ответственности, применимое право, подсудность',
    vi: 'điều khoản sử dụng, điều kiện sử dụng trang web, Văn phòng Hành chính sư Hanbit, hành chính sư Dangjin, miễn trừ trách nhiệm, luật áp dụng, tòa án có thẩm quyền',
  },
};
