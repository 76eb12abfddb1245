import type { SeedPageTexts } from '../types.js';

// Bodies are plain text: paragraphs separated by a blank line, list items as lines starting with "- ".
const paras = (...blocks: string[]) => blocks.join('\n\n');
const list = (...items: string[]) => items.map((item) => `- ${item}`).join('\n');

/**
 * The privacy policy PIPA art. 30 requires. The Korean text is authoritative; the other languages
 * translate it and add nothing. What it says of website inquiries, the numbers never kept (after
 * article 2) and how long an inquiry is kept (after article 3), is the template's
 * `inquiry.identifiers` and `inquiry.retention`, which the inquiry form's consent text shows too
 * (decision 0041).
 */
export const privacyTexts: SeedPageTexts<'개인정보처리방침'> = {
  title: {
    ko: '개인정보처리방침',
    zh: '个人信息处理方针',
    ja: '個人情報処理方針',
    en: 'Privacy Policy',
    ru: 'Политика обработки персональных данных',
    vi: 'Chính sách xử lý thông tin cá nhân',
  },
  intro: {
    ko: paras(
      `{office.name}(이하 “사무소”)는 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 이와 관련한 고충을 신속하고 원활하게 처리할 수 있도록 다음과 같이 개인정보처리방침을 수립·공개합니다.`,
      '이 방침은 중국어·일본어·영어·러시아어·베트남어 번역본으로도 제공되며, 번역본과 한국어본의 내용이 다른 경우에는 한국어본이 우선합니다.',
    ),
    zh: paras(
      `{office.name}（以下简称“本事务所”）依据韩国《个人信息保护法》第30条，为保护信息主体的个人信息并迅速、妥善地处理相关投诉，制定并公开本个人信息处理方针。`,
      '本方针另提供中文、日文、英文、俄文和越南文译本；译本与韩文版本内容不一致时，以韩文版本为准。',
    ),
    ja: paras(
      `{office.name}（以下「当事務所」）は、韓国の「個人情報保護法」第30条に基づき、情報主体の個人情報を保護し、これに関する苦情を迅速かつ円滑に処理するため、次のとおり個人情報処理方針を定め、公開します。`,
      '本方針は中国語・日本語・英語・ロシア語・ベトナム語の翻訳版でも提供しており、翻訳版と韓国語版の内容が異なる場合は、韓国語版が優先します。',
    ),
    en: paras(
      `{office.name} (the "Office") has established and publishes this privacy policy under Article 30 of the Personal Information Protection Act of Korea in order to protect the personal information of data subjects and to handle related complaints promptly and smoothly.`,
      'This policy is also provided in Chinese, Japanese, English, Russian and Vietnamese translations. If a translation differs from the Korean version, the Korean version prevails.',
    ),
    ru: paras(
      `{office.name} (далее — «Бюро») в соответствии со статьёй 30 Закона Республики Корея о защите персональных данных устанавливает и публикует настоящую политику, чтобы защищать персональные данные субъектов данных и быстро и надлежащим образом рассматривать связанные с этим обращения.`,
      'Настоящая политика также предоставляется в переводе на китайский, японский, английский, русский и вьетнамский языки. Если перевод расходится с текстом на корейском языке, преимущественную силу имеет корейский текст.',
    ),
    vi: paras(
      `{office.name} (sau đây gọi là “Văn phòng”) ban hành và công khai Chính sách xử lý thông tin cá nhân này theo Điều 30 Luật Bảo vệ Thông tin Cá nhân của Hàn Quốc nhằm bảo vệ thông tin cá nhân của chủ thể thông tin và giải quyết nhanh chóng, thuận lợi các khiếu nại, vướng mắc liên quan.`,
      'Chính sách này cũng được cung cấp bằng bản dịch tiếng Trung, tiếng Nhật, tiếng Anh, tiếng Nga và tiếng Việt; trường hợp nội dung bản dịch khác với bản tiếng Hàn thì bản tiếng Hàn được ưu tiên áp dụng.',
    ),
  },

  'section1.title': {
    ko: '제1조 (개인정보의 처리 목적)',
    zh: '第1条（个人信息的处理目的）',
    ja: '第1条（個人情報の処理目的）',
    en: 'Article 1 (Purposes of processing)',
    ru: 'Статья 1. Цели обработки персональных данных',
    vi: 'Điều 1 (Mục đích xử lý thông tin cá nhân)',
  },
  'section1.body': {
    ko: paras(
      '사무소는 다음 목적을 위하여 개인정보를 처리합니다. 처리한 개인정보는 다음 목적 외의 용도로 이용하지 않으며, 이용 목적이 바뀌는 경우에는 「개인정보 보호법」 제18조에 따라 별도의 동의를 받는 등 필요한 조치를 하겠습니다.',
      list(
        '웹사이트 문의 답변: 문의 내용 확인, 답변, 상담 일정 안내 및 상담 진행',
        '상담 및 업무 수행: 업무 위임 계약의 체결과 이행, 의뢰인 본인 확인, 행정기관에 제출할 서류의 작성과 제출 대행, 진행 상황 안내, 수수료 청구와 정산',
        '법령상 의무 이행: 관계 법령에 따른 기록의 작성과 보존',
      ),
    ),
    zh: paras(
      '本事务所为以下目的处理个人信息。所处理的个人信息不会用于以下目的以外的用途；如使用目的发生变化，本事务所将依照《个人信息保护法》第18条另行取得同意等，采取必要措施。',
      list(
        '答复网站咨询：确认咨询内容、答复、告知咨询日程及提供咨询服务',
        '咨询及业务办理：签订和履行业务委托合同、核实委托人身份、代为撰写及提交向行政机关提交的文件、告知办理进度、收取和结算费用',
        '履行法定义务：依照相关法律法规制作和保存记录',
      ),
    ),
    ja: paras(
      '当事務所は、次の目的のために個人情報を処理します。処理した個人情報は次の目的以外の用途には利用せず、利用目的が変更される場合には、「個人情報保護法」第18条に基づき別途同意を得るなど、必要な措置を講じます。',
      list(
        'ウェブサイトからのお問い合わせへの回答：お問い合わせ内容の確認、回答、相談日程のご案内および相談の実施',
        '相談および業務の遂行：業務委任契約の締結および履行、依頼者の本人確認、行政機関に提出する書類の作成および提出代行、進捗状況のご案内、報酬の請求および精算',
        '法令上の義務の履行：関係法令に基づく記録の作成および保存',
      ),
    ),
    en: paras(
      'The Office processes personal information for the following purposes. It does not use the personal information it processes for any other purpose; if a purpose changes, it takes the necessary steps, such as obtaining separate consent under Article 18 of the Personal Information Protection Act.',
      list(
        'Answering website inquiries: reviewing the inquiry, replying, arranging consultation appointments and providing consultation',
        "Consultation and mandated work: concluding and performing mandate agreements, verifying the client's identity, preparing documents for administrative agencies and submitting them on the client's behalf, reporting on progress, and invoicing and settling fees",
        'Complying with legal obligations: keeping the records the relevant laws require',
      ),
    ),
    ru: paras(
      'Бюро обрабатывает персональные данные в следующих целях. Обрабатываемые данные не используются для иных целей; при изменении цели Бюро принимает необходимые меры, в том числе получает отдельное согласие в соответствии со статьёй 18 Закона о защите персональных данных.',
      list(
        'Ответы на запросы с сайта: рассмотрение запроса, ответ, согласование времени консультации и проведение консультации',
        'Консультации и выполнение поручений: заключение и исполнение договоров поручения, подтверждение личности клиента, подготовка документов для государственных органов и их подача от имени клиента, информирование о ходе работы, выставление счетов и расчёты',
        'Исполнение обязанностей по закону: ведение и хранение записей, предусмотренных применимым законодательством',
      ),
    ),
    vi: paras(
      'Văn phòng xử lý thông tin cá nhân cho các mục đích sau đây. Thông tin cá nhân đã xử lý không được sử dụng vào mục đích nào khác ngoài các mục đích này; trường hợp mục đích sử dụng thay đổi, Văn phòng sẽ thực hiện các biện pháp cần thiết như lấy sự đồng ý riêng theo Điều 18 Luật Bảo vệ Thông tin Cá nhân.',
      list(
        'Trả lời câu hỏi gửi qua trang web: xem xét nội dung câu hỏi, trả lời, thông báo lịch tư vấn và tiến hành tư vấn',
        'Tư vấn và thực hiện công việc: ký kết và thực hiện hợp đồng ủy quyền công việc, xác minh danh tính khách hàng, soạn thảo và nộp thay hồ sơ gửi cơ quan hành chính, thông báo tình hình xử lý, yêu cầu thanh toán và quyết toán phí dịch vụ',
        'Thực hiện nghĩa vụ theo quy định của pháp luật: lập và lưu giữ hồ sơ theo quy định của pháp luật có liên quan',
      ),
    ),
  },

  'section2.title': {
    ko: '제2조 (처리하는 개인정보의 항목 및 수집 방법)',
    zh: '第2条（处理的个人信息项目及收集方法）',
    ja: '第2条（処理する個人情報の項目および収集方法）',
    en: 'Article 2 (Personal information processed and how it is collected)',
    ru: 'Статья 2. Обрабатываемые персональные данные и способы их сбора',
    vi: 'Điều 2 (Hạng mục thông tin cá nhân được xử lý và phương thức thu thập)',
  },
  'section2.body': {
    ko: paras(
      '사무소는 다음 개인정보를 처리합니다.',
      list(
        '웹사이트 문의(필수): 이름, 연락처(전화번호), 이메일 주소, 문의 내용',
        '문의와 함께 기록되는 정보: 접수 일시, 개인정보 수집·이용 동의 여부와 동의한 안내문의 버전, 선택한 표시 언어',
        '상담 및 업무 위임 시: 이름, 생년월일, 국적, 성별, 주소, 연락처, 이메일 주소, 여권번호, 외국인등록번호, 체류자격과 체류기간, 근무처·학교 등 해당 신청에 필요한 정보. 구체적인 항목은 신청하는 업무에 따라 달라지며, 업무 수행에 필요한 최소한의 범위에서 수집합니다.',
      ),
      '여권번호와 외국인등록번호 등 고유식별정보는 정보주체의 별도 동의를 받거나 법령에서 처리를 요구하거나 허용하는 경우에만 처리합니다.',
      '개인정보는 웹사이트 문의 양식, 전화, 이메일, 방문 상담 및 정보주체가 직접 제출한 서류를 통하여 수집합니다. 고용주 등 제3자가 업무를 의뢰하면서 외국인 근로자의 개인정보를 제공하는 경우, 사무소는 그 정보가 정보주체의 동의 등 적법한 근거에 따라 제공된 것인지 확인하고, 정보주체가 요구하면 「개인정보 보호법」 제20조에 따라 개인정보의 수집 출처 등을 알립니다.',
    ),
    zh: paras(
      '本事务所处理以下个人信息：',
      list(
        '网站咨询（必填）：姓名、联系电话、电子邮箱、咨询内容',
        '随咨询一并记录的信息：受理时间、是否同意收集和使用个人信息及所同意告知文本的版本、所选择的显示语言',
        '咨询及业务委托时：姓名、出生日期、国籍、性别、地址、联系电话、电子邮箱、护照号码、外国人登录号码、居留资格及居留期限、工作单位或学校等相关申请所需的信息。具体项目因所申请的业务而异，本事务所仅在办理业务所需的最小范围内收集。',
      ),
      '护照号码、外国人登录号码等固有识别信息，仅在取得信息主体单独同意或法律法规要求、允许处理时处理。',
      '个人信息通过网站咨询表格、电话、电子邮件、到访咨询以及信息主体本人提交的文件收集。雇主等第三方在委托业务时提供外国劳动者个人信息的，本事务所将确认该信息是否基于信息主体的同意等合法依据提供；信息主体提出要求时，本事务所将依照《个人信息保护法》第20条告知个人信息的收集来源等事项。',
    ),
    ja: paras(
      '当事務所は、次の個人情報を処理します。',
      list(
        'ウェブサイトからのお問い合わせ（必須）：お名前、電話番号、メールアドレス、お問い合わせ内容',
        'お問い合わせとあわせて記録される情報：受付日時、個人情報の収集・利用への同意の有無および同意した案内文の版、選択した表示言語',
        '相談および業務委任の際：氏名、生年月日、国籍、性別、住所、電話番号、メールアドレス、パスポート番号、外国人登録番号、在留資格および在留期間、勤務先・学校等、当該申請に必要な情報。具体的な項目は申請する業務によって異なり、業務の遂行に必要な最小限の範囲で収集します。',
      ),
      'パスポート番号、外国人登録番号等の固有識別情報は、情報主体から別途同意を得た場合、または法令で処理が求められ、もしくは認められている場合に限り処理します。',
      '個人情報は、ウェブサイトのお問い合わせフォーム、電話、メール、来所相談および情報主体ご本人が提出した書類を通じて収集します。雇用主等の第三者が業務の依頼に際して外国人労働者の個人情報を提供する場合、当事務所は、その情報が情報主体の同意等の適法な根拠に基づいて提供されたものであるかを確認し、情報主体から求めがあれば、「個人情報保護法」第20条に基づき個人情報の収集元等をお知らせします。',
    ),
    en: paras(
      'The Office processes the following personal information:',
      list(
        'Website inquiries (required): name, phone number, e-mail address, content of the inquiry',
        'Information recorded with an inquiry: date and time of receipt, whether consent to collection and use was given and the version of the notice consented to, and the display language chosen',
        'Consultations and mandates: name, date of birth, nationality, sex, address, phone number, e-mail address, passport number, alien registration number, status and period of stay, employer or school, and other information needed for the application concerned. The exact items depend on the work requested, and the Office collects only the minimum needed to carry it out.',
      ),
      "Unique identifiers such as passport numbers and alien registration numbers are processed only with the data subject's separate consent or where laws require or permit their processing.",
      "Personal information is collected through the website's inquiry form, by phone, by e-mail, in consultations at the office and from documents the data subject submits. Where an employer or other third party provides a foreign worker's personal information when engaging the Office, the Office checks that the information was provided on a lawful basis, such as the data subject's consent, and, if the data subject asks, tells them the source of the information and the other matters set out in Article 20 of the Personal Information Protection Act.",
    ),
    ru: paras(
      'Бюро обрабатывает следующие персональные данные:',
      list(
        'Запросы с сайта (обязательно): имя, номер телефона, адрес электронной почты, текст запроса',
        'Сведения, записываемые вместе с запросом: дата и время получения, факт согласия на сбор и использование персональных данных и версия текста, с которым было дано согласие, выбранный язык сайта',
        'Консультации и поручения: имя, дата рождения, гражданство, пол, адрес, номер телефона, адрес электронной почты, номер паспорта, регистрационный номер иностранца, статус и срок пребывания, место работы или учёбы и другие сведения, необходимые для соответствующего заявления. Конкретный состав данных зависит от поручаемой работы; Бюро собирает только тот минимум, который нужен для её выполнения.',
      ),
      'Уникальные идентификаторы, такие как номер паспорта и регистрационный номер иностранца, обрабатываются только с отдельного согласия субъекта данных или в случаях, когда их обработка требуется или разрешается законом.',
      'Персональные данные собираются через форму запроса на сайте, по телефону, по электронной почте, на консультациях в офисе и из документов, которые представляет сам субъект данных. Если работодатель или иное третье лицо при обращении в Бюро передаёт персональные данные иностранного работника, Бюро проверяет, переданы ли они на законном основании, например с согласия субъекта данных, а по просьбе субъекта данных сообщает ему источник получения данных и другие сведения, предусмотренные статьёй 20 Закона о защите персональных данных.',
    ),
    vi: paras(
      'Văn phòng xử lý các thông tin cá nhân sau đây.',
      list(
        'Câu hỏi gửi qua trang web (bắt buộc): họ tên, số điện thoại liên lạc, địa chỉ email, nội dung câu hỏi',
        'Thông tin được ghi lại cùng với câu hỏi: ngày giờ tiếp nhận, việc có đồng ý thu thập và sử dụng thông tin cá nhân hay không và phiên bản của văn bản thông báo đã được đồng ý, ngôn ngữ hiển thị đã chọn',
        'Khi tư vấn và ủy quyền công việc: họ tên, ngày sinh, quốc tịch, giới tính, địa chỉ, số điện thoại liên lạc, địa chỉ email, số hộ chiếu, số đăng ký người nước ngoài, tư cách lưu trú và thời hạn lưu trú, nơi làm việc, trường học và các thông tin khác cần thiết cho hồ sơ tương ứng. Các hạng mục cụ thể khác nhau tùy theo công việc đề nghị thực hiện, và Văn phòng chỉ thu thập trong phạm vi tối thiểu cần thiết để thực hiện công việc.',
      ),
      'Thông tin định danh duy nhất như số hộ chiếu, số đăng ký người nước ngoài chỉ được xử lý khi có sự đồng ý riêng của chủ thể thông tin hoặc khi pháp luật yêu cầu hoặc cho phép xử lý.',
      'Thông tin cá nhân được thu thập qua biểu mẫu gửi câu hỏi trên trang web, điện thoại, email, tư vấn trực tiếp tại Văn phòng và hồ sơ do chính chủ thể thông tin nộp. Trường hợp bên thứ ba như người sử dụng lao động cung cấp thông tin cá nhân của người lao động nước ngoài khi đề nghị Văn phòng thực hiện công việc, Văn phòng sẽ kiểm tra thông tin đó có được cung cấp trên cơ sở hợp pháp, như sự đồng ý của chủ thể thông tin, hay không; khi chủ thể thông tin yêu cầu, Văn phòng sẽ thông báo nguồn thu thập thông tin cá nhân và các nội dung khác theo Điều 20 Luật Bảo vệ Thông tin Cá nhân.',
    ),
  },

  'section3.title': {
    ko: '제3조 (개인정보의 처리 및 보유 기간)',
    zh: '第3条（个人信息的处理及保存期限）',
    ja: '第3条（個人情報の処理および保有期間）',
    en: 'Article 3 (Processing and retention periods)',
    ru: 'Статья 3. Сроки обработки и хранения персональных данных',
    vi: 'Điều 3 (Thời hạn xử lý và lưu giữ thông tin cá nhân)',
  },
  'section3.body': {
    ko: paras(
      '사무소는 법령에 따른 보유 기간 또는 정보주체에게서 동의받은 보유 기간 안에서 개인정보를 처리·보유합니다.',
      list(
        '업무 위임으로 이어지지 않은 상담 기록: 상담이 끝난 날부터 1년간 보유한 후 파기',
        '업무 위임 관련 정보: 위임 업무가 끝날 때까지. 다만, 관계 법령에서 보존 기간을 정한 기록은 그 기간 동안 보존',
        '수수료 등 거래에 관한 장부와 증빙서류: 「국세기본법」에 따라 5년',
      ),
      '다른 법령에서 보존 기간을 따로 정한 경우에는 그 기간 동안 보관합니다.',
    ),
    zh: paras(
      '本事务所在法律规定的保存期限或经信息主体同意的保存期限内处理和保存个人信息。',
      list(
        '未转为业务委托的咨询记录：自咨询结束之日起保存1年后销毁',
        '业务委托相关信息：保存至委托业务完成时；但相关法律法规规定了保存期限的记录，在该期限内保存',
        '费用等交易相关账簿及凭证：依照《国税基本法》保存5年',
      ),
      '其他法律法规另行规定保存期限的，在该期限内保存。',
    ),
    ja: paras(
      '当事務所は、法令に基づく保有期間または情報主体から同意を得た保有期間の範囲内で、個人情報を処理・保有します。',
      list(
        '業務の委任に至らなかった相談の記録：相談が終了した日から1年間保有した後、破棄',
        '業務委任に関する情報：委任業務の終了まで。ただし、関係法令で保存期間が定められている記録は、その期間保存',
        '報酬等の取引に関する帳簿および証憑書類：「国税基本法」に基づき5年間',
      ),
      '他の法令で保存期間が別に定められている場合は、その期間保管します。',
    ),
    en: paras(
      'The Office processes and keeps personal information within the retention period set by law or the period the data subject consented to.',
      list(
        'Records of consultations that did not lead to a mandate: kept for 1 year from the end of the consultation, then destroyed',
        'Information relating to a mandate: kept until the mandated work is completed; records for which the relevant laws set a retention period are kept for that period',
        'Books and supporting documents on transactions such as fees: 5 years under the Framework Act on National Taxes',
      ),
      'Where another law sets a separate retention period, the information is kept for that period.',
    ),
    ru: paras(
      'Бюро обрабатывает и хранит персональные данные в пределах срока, установленного законом или согласованного с субъектом данных.',
      list(
        'Записи о консультациях, не завершившихся поручением: хранятся 1 год со дня окончания консультации, затем уничтожаются',
        'Сведения, связанные с поручением: до завершения порученной работы; записи, срок хранения которых установлен применимым законодательством, хранятся в течение этого срока',
        'Учётные книги и подтверждающие документы по расчётам (например, об оплате услуг): 5 лет в соответствии с Основным законом о национальных налогах',
      ),
      'Если другой закон устанавливает особый срок хранения, данные хранятся в течение этого срока.',
    ),
    vi: paras(
      'Văn phòng xử lý và lưu giữ thông tin cá nhân trong thời hạn lưu giữ theo quy định của pháp luật hoặc thời hạn lưu giữ đã được chủ thể thông tin đồng ý.',
      list(
        'Hồ sơ tư vấn không dẫn đến việc ủy quyền công việc: lưu giữ 1 năm kể từ ngày kết thúc tư vấn, sau đó hủy',
        'Thông tin liên quan đến việc ủy quyền công việc: lưu giữ cho đến khi hoàn thành công việc được ủy quyền; tuy nhiên, hồ sơ mà pháp luật có liên quan quy định thời hạn lưu giữ thì được lưu giữ trong thời hạn đó',
        'Sổ sách và chứng từ liên quan đến giao dịch như phí dịch vụ: 5 năm theo Luật Cơ bản về Thuế quốc gia',
      ),
      'Trường hợp pháp luật khác có quy định riêng về thời hạn lưu giữ thì thông tin được lưu giữ trong thời hạn đó.',
    ),
  },

  'section4.title': {
    ko: '제4조 (개인정보의 제3자 제공)',
    zh: '第4条（向第三方提供个人信息）',
    ja: '第4条（個人情報の第三者提供）',
    en: 'Article 4 (Provision to third parties)',
    ru: 'Статья 4. Предоставление персональных данных третьим лицам',
    vi: 'Điều 4 (Cung cấp thông tin cá nhân cho bên thứ ba)',
  },
  'section4.body': {
    ko: paras(
      '사무소는 정보주체의 개인정보를 제1조의 목적 범위에서만 처리하며, 다음의 경우를 제외하고는 제3자에게 제공하지 않습니다.',
      list(
        '정보주체가 별도로 동의한 경우',
        '법률에 특별한 규정이 있거나 법령상 의무를 준수하기 위하여 불가피한 경우',
        '그 밖에 「개인정보 보호법」 제17조 및 제18조에서 허용하는 경우',
      ),
      '의뢰인이 위임한 신청을 대행하는 경우, 사무소는 의뢰인의 요청에 따라 위임 범위 안에서 신청에 필요한 서류와 정보를 관할 행정기관(예: 출입국·외국인청, 출입국·외국인사무소, 고용노동부 고용센터, 시·군·구청)에 제출합니다. 이 제출은 의뢰인의 요청에 따라 이루어지며, 사무소는 위임받은 업무에 필요한 범위를 넘어 개인정보를 제공하지 않습니다.',
    ),
    zh: paras(
      '本事务所仅在第1条所述目的范围内处理信息主体的个人信息，除以下情况外，不向第三方提供：',
      list('信息主体另行同意的', '法律有特别规定或为遵守法定义务而不可避免的', '其他《个人信息保护法》第17条及第18条允许的情况'),
      '代为办理委托人所委托的申请时，本事务所将根据委托人的要求，在委托范围内向主管行政机关（如出入境·外国人厅、出入境·外国人事务所、雇佣劳动部就业中心、市·郡·区厅）提交申请所需的文件和信息。该提交依委托人的要求进行，本事务所不会超出受托业务所需的范围提供个人信息。',
    ),
    ja: paras(
      '当事務所は、情報主体の個人情報を第1条の目的の範囲内でのみ処理し、次の場合を除き、第三者に提供しません。',
      list(
        '情報主体から別途同意を得た場合',
        '法律に特別の規定がある場合、または法令上の義務を遵守するためにやむを得ない場合',
        'その他「個人情報保護法」第17条および第18条で認められる場合',
      ),
      '依頼者から委任を受けた申請を代行する場合、当事務所は、依頼者の求めに応じ、委任の範囲内で、申請に必要な書類および情報を管轄の行政機関（例：出入国・外国人庁、出入国・外国人事務所、雇用労働部雇用センター、市・郡・区役所）に提出します。この提出は依頼者の求めに基づいて行うものであり、当事務所は、委任を受けた業務に必要な範囲を超えて個人情報を提供しません。',
    ),
    en: paras(
      "The Office processes data subjects' personal information only within the purposes set out in Article 1 and does not provide it to third parties except:",
      list(
        'where the data subject has given separate consent',
        'where a law makes special provision for it, or it is unavoidable in order to comply with a legal obligation',
        'in other cases permitted by Articles 17 and 18 of the Personal Information Protection Act',
      ),
      "When the Office files an application on a client's behalf, it submits the documents and information the application needs to the competent administrative agency (for example an immigration office, a Job Center of the Ministry of Employment and Labor, or a city, county or district office), at the client's request and within the scope of the mandate. These submissions are made because the client asks for them, and the Office provides no personal information beyond what the mandated work requires.",
    ),
    ru: paras(
      'Бюро обрабатывает персональные данные субъектов данных только в пределах целей, указанных в статье 1, и не предоставляет их третьим лицам, кроме следующих случаев:',
      list(
        'субъект данных дал на это отдельное согласие',
        'это прямо предусмотрено законом или неизбежно для исполнения обязанности, установленной законом',
        'иные случаи, допускаемые статьями 17 и 18 Закона о защите персональных данных',
      ),
      'Когда Бюро подаёт заявление по поручению клиента, оно по просьбе клиента и в пределах поручения представляет необходимые для заявления документы и сведения в компетентный государственный орган (например, в управление или отдел иммиграционной службы, центр занятости Министерства занятости и труда, администрацию города, уезда или района). Такая передача осуществляется по просьбе клиента, и Бюро не предоставляет персональные данные сверх того, что требуется для выполнения поручения.',
    ),
    vi: paras(
      'Văn phòng chỉ xử lý thông tin cá nhân của chủ thể thông tin trong phạm vi mục đích nêu tại Điều 1 và không cung cấp cho bên thứ ba, trừ các trường hợp sau đây.',
      list(
        'Chủ thể thông tin đã đồng ý riêng',
        'Luật có quy định đặc biệt hoặc việc cung cấp là không thể tránh khỏi để tuân thủ nghĩa vụ theo quy định của pháp luật',
        'Các trường hợp khác được cho phép theo Điều 17 và Điều 18 Luật Bảo vệ Thông tin Cá nhân',
      ),
      'Khi thực hiện thay khách hàng thủ tục đã được ủy quyền, Văn phòng nộp các giấy tờ và thông tin cần thiết cho hồ sơ đến cơ quan hành chính có thẩm quyền (ví dụ: Cục Quản lý Xuất nhập cảnh, Văn phòng Quản lý Xuất nhập cảnh, Trung tâm Việc làm thuộc Bộ Việc làm và Lao động, cơ quan hành chính thành phố, huyện, quận) theo yêu cầu của khách hàng và trong phạm vi ủy quyền. Việc nộp này được thực hiện theo yêu cầu của khách hàng, và Văn phòng không cung cấp thông tin cá nhân vượt quá phạm vi cần thiết cho công việc được ủy quyền.',
    ),
  },

  'section5.title': {
    ko: '제5조 (개인정보 처리의 위탁)',
    zh: '第5条（个人信息处理的委托）',
    ja: '第5条（個人情報の処理の委託）',
    en: 'Article 5 (Entrusted processing)',
    ru: 'Статья 5. Поручение обработки персональных данных',
    vi: 'Điều 5 (Ủy thác xử lý thông tin cá nhân)',
  },
  'section5.body': {
    ko: paras(
      '사무소는 원활한 업무 처리를 위하여 다음과 같이 개인정보 처리 업무를 위탁하고 있습니다.',
      list(
        '웹사이트와 데이터베이스의 운영·보관: 웹 호스팅(클라우드 서버) 사업자',
        '문의 접수 알림과 답변 이메일 발송: 이메일 서비스 사업자',
      ),
      '사무소는 위탁 계약을 체결할 때 「개인정보 보호법」 제26조에 따라 위탁 업무 수행 목적 외의 개인정보 처리 금지, 기술적·관리적 보호 조치, 재위탁 제한, 수탁자에 대한 관리·감독, 손해배상 등 책임에 관한 사항을 문서에 정하고, 수탁자가 개인정보를 안전하게 처리하는지 감독합니다.',
      '수탁자나 위탁 업무의 내용이 바뀌면 지체 없이 이 개인정보처리방침을 통하여 공개합니다. 사무소는 현재 개인정보를 국외로 이전하지 않습니다.',
    ),
    zh: paras(
      '为顺利开展业务，本事务所按以下方式委托处理个人信息：',
      list('网站及数据库的运营和存储：网络托管（云服务器）服务商', '发送咨询受理通知及答复邮件：电子邮件服务商'),
      '本事务所签订委托合同时，依照《个人信息保护法》第26条，以书面形式约定禁止超出委托业务目的处理个人信息、技术和管理保护措施、再委托限制、对受托方的管理和监督、损害赔偿等责任事项，并监督受托方是否安全处理个人信息。',
      '受托方或委托业务内容发生变更时，本事务所将通过本个人信息处理方针及时公开。本事务所目前不向境外转移个人信息。',
    ),
    ja: paras(
      '当事務所は、業務を円滑に行うため、次のとおり個人情報の処理業務を委託しています。',
      list(
        'ウェブサイトおよびデータベースの運営・保管：ウェブホスティング（クラウドサーバー）事業者',
        'お問い合わせ受付の通知および回答メールの送信：メールサービス事業者',
      ),
      '当事務所は、委託契約を締結する際、「個人情報保護法」第26条に基づき、委託業務の遂行目的以外での個人情報の処理の禁止、技術的・管理的保護措置、再委託の制限、受託者に対する管理・監督、損害賠償等の責任に関する事項を文書で定め、受託者が個人情報を安全に処理しているかを監督します。',
      '受託者または委託業務の内容が変更された場合は、遅滞なく本個人情報処理方針を通じて公開します。当事務所は、現在、個人情報を国外に移転していません。',
    ),
    en: paras(
      'To carry out its work smoothly, the Office entrusts the following processing of personal information to others:',
      list(
        'Operating and storing the website and its database: a web hosting (cloud server) provider',
        'Sending inquiry notifications and reply e-mails: an e-mail service provider',
      ),
      'When concluding an entrustment contract, the Office sets out in writing, as Article 26 of the Personal Information Protection Act requires, the prohibition of processing beyond the purpose of the entrusted work, technical and managerial safeguards, restrictions on re-entrustment, its management and supervision of the entrustee, and liability such as compensation for damage, and it supervises whether the entrustee processes personal information securely.',
      'If an entrustee or the entrusted work changes, the Office discloses this without delay in this privacy policy. The Office does not currently transfer personal information outside Korea.',
    ),
    ru: paras(
      'Для бесперебойной работы Бюро поручает обработку персональных данных следующим лицам:',
      list(
        'работа и хранение сайта и его базы данных: провайдер веб-хостинга (облачных серверов)',
        'отправка уведомлений о запросах и писем с ответами: поставщик услуг электронной почты',
      ),
      'Заключая договор поручения, Бюро в соответствии со статьёй 26 Закона о защите персональных данных письменно устанавливает запрет на обработку данных вне целей поручения, технические и организационные меры защиты, ограничения на передачу обработки другим лицам, порядок контроля и надзора за исполнителем, ответственность, включая возмещение вреда, и контролирует, обрабатывает ли исполнитель персональные данные безопасно.',
      'При смене исполнителя или изменении содержания поручения Бюро без промедления сообщает об этом в настоящей политике. В настоящее время Бюро не передаёт персональные данные за пределы Кореи.',
    ),
    vi: paras(
      'Để thực hiện công việc một cách thuận lợi, Văn phòng ủy thác việc xử lý thông tin cá nhân như sau.',
      list(
        'Vận hành và lưu trữ trang web và cơ sở dữ liệu: nhà cung cấp dịch vụ lưu trữ web (máy chủ đám mây)',
        'Gửi thông báo tiếp nhận câu hỏi và email trả lời: nhà cung cấp dịch vụ email',
      ),
      'Khi ký kết hợp đồng ủy thác, theo Điều 26 Luật Bảo vệ Thông tin Cá nhân, Văn phòng quy định bằng văn bản các nội dung về việc cấm xử lý thông tin cá nhân ngoài mục đích thực hiện công việc được ủy thác, các biện pháp bảo vệ về kỹ thuật và quản lý, hạn chế ủy thác lại, việc quản lý và giám sát bên nhận ủy thác, trách nhiệm bồi thường thiệt hại và các trách nhiệm khác, đồng thời giám sát việc bên nhận ủy thác xử lý thông tin cá nhân một cách an toàn.',
      'Khi bên nhận ủy thác hoặc nội dung công việc ủy thác thay đổi, Văn phòng sẽ công khai ngay trong Chính sách xử lý thông tin cá nhân này. Hiện nay, Văn phòng không chuyển thông tin cá nhân ra ngoài lãnh thổ Hàn Quốc.',
    ),
  },

  'section6.title': {
    ko: '제6조 (개인정보의 파기 절차 및 방법)',
    zh: '第6条（个人信息的销毁程序及方法）',
    ja: '第6条（個人情報の破棄の手続および方法）',
    en: 'Article 6 (Destruction: procedure and method)',
    ru: 'Статья 6. Порядок и способы уничтожения персональных данных',
    vi: 'Điều 6 (Trình tự và phương pháp hủy thông tin cá nhân)',
  },
  'section6.body': {
    ko: paras(
      '사무소는 보유 기간이 지나거나 처리 목적이 달성되는 등 개인정보가 필요 없게 되었을 때에는 지체 없이 해당 개인정보를 파기합니다.',
      '다른 법령에 따라 개인정보를 계속 보존해야 하는 경우에는 해당 개인정보를 별도의 데이터베이스로 옮기거나 보관 장소를 달리하여 보존합니다.',
      list(
        '파기 절차: 파기 사유가 생긴 개인정보를 선정하고, 개인정보 보호책임자의 승인을 받아 파기합니다.',
        '파기 방법: 전자적 파일은 복구하거나 재생할 수 없는 방법으로 영구 삭제하고, 종이 문서는 분쇄하거나 소각합니다.',
      ),
    ),
    zh: paras(
      '当保存期限届满或处理目的已实现等个人信息不再需要时，本事务所将及时销毁相关个人信息。',
      '依照其他法律法规须继续保存个人信息的，本事务所将该个人信息转移至单独的数据库，或改变存放地点另行保存。',
      list(
        '销毁程序：选定出现销毁事由的个人信息，经个人信息保护负责人批准后销毁。',
        '销毁方法：电子文件以无法恢复或再现的方式永久删除；纸质文件以粉碎或焚烧方式销毁。',
      ),
    ),
    ja: paras(
      '当事務所は、保有期間の経過や処理目的の達成等により個人情報が不要となった場合、遅滞なく当該個人情報を破棄します。',
      '他の法令に基づき個人情報を引き続き保存しなければならない場合は、当該個人情報を別のデータベースに移し、または保管場所を分けて保存します。',
      list(
        '破棄の手続：破棄事由が生じた個人情報を選定し、個人情報保護責任者の承認を得て破棄します。',
        '破棄の方法：電子ファイルは復元・再生できない方法で完全に削除し、紙の書類は裁断または焼却します。',
      ),
    ),
    en: paras(
      'When personal information is no longer needed, for example because the retention period has expired or the purpose of processing has been achieved, the Office destroys it without delay.',
      'Where another law requires personal information to be kept, the Office moves it to a separate database or stores it in a separate place.',
      list(
        'Procedure: personal information for which a reason for destruction has arisen is identified and destroyed with the approval of the privacy officer.',
        'Method: electronic files are permanently deleted in a way that makes them impossible to recover or reproduce; paper documents are shredded or incinerated.',
      ),
    ),
    ru: paras(
      'Когда персональные данные становятся ненужными, например по истечении срока хранения или по достижении цели обработки, Бюро без промедления их уничтожает.',
      'Если другой закон требует продолжать хранение, Бюро переносит такие данные в отдельную базу данных или хранит их в отдельном месте.',
      list(
        'Порядок: данные, по которым возникло основание для уничтожения, отбираются и уничтожаются с одобрения ответственного за защиту персональных данных.',
        'Способ: электронные файлы удаляются безвозвратно, способом, исключающим их восстановление; бумажные документы измельчаются или сжигаются.',
      ),
    ),
    vi: paras(
      'Khi thông tin cá nhân không còn cần thiết, như khi hết thời hạn lưu giữ hoặc đã đạt được mục đích xử lý, Văn phòng sẽ hủy thông tin cá nhân đó mà không chậm trễ.',
      'Trường hợp phải tiếp tục lưu giữ thông tin cá nhân theo quy định của pháp luật khác, Văn phòng chuyển thông tin cá nhân đó sang cơ sở dữ liệu riêng hoặc lưu giữ tại nơi lưu trữ riêng biệt.',
      list(
        'Trình tự hủy: Văn phòng xác định thông tin cá nhân đã phát sinh lý do phải hủy và tiến hành hủy sau khi được người phụ trách bảo vệ thông tin cá nhân phê duyệt.',
        'Phương pháp hủy: tệp điện tử được xóa vĩnh viễn bằng phương pháp không thể khôi phục hoặc tái tạo; tài liệu giấy được cắt hủy hoặc đốt hủy.',
      ),
    ),
  },

  'section7.title': {
    ko: '제7조 (정보주체와 법정대리인의 권리·의무 및 행사 방법)',
    zh: '第7条（信息主体及法定代理人的权利、义务及行使方法）',
    ja: '第7条（情報主体および法定代理人の権利・義務ならびにその行使方法）',
    en: 'Article 7 (Rights of data subjects and legal representatives, and how to exercise them)',
    ru: 'Статья 7. Права субъектов данных и их законных представителей и порядок их осуществления',
    vi: 'Điều 7 (Quyền, nghĩa vụ của chủ thể thông tin và người đại diện theo pháp luật; cách thức thực hiện quyền)',
  },
  'section7.body': {
    ko: paras(
      '정보주체는 사무소에 대하여 언제든지 다음 권리를 행사할 수 있습니다.',
      list('개인정보 열람 요구', '오류 등이 있는 경우 정정·삭제 요구', '처리정지 요구 및 동의 철회'),
      `권리 행사는 서면, 전화, 이메일({office.privacyOfficer.email}), 방문 등으로 할 수 있으며, 사무소는 요구를 받은 날부터 10일 이내에 조치하고 그 결과를 알려 드립니다.`,
      '정보주체의 법정대리인이나 정보주체로부터 위임을 받은 사람 등 대리인을 통해서도 권리를 행사할 수 있습니다. 이 경우 위임장을 제출해야 합니다.',
      '다른 법령에서 그 개인정보를 수집 대상으로 명시하고 있는 경우에는 삭제를 요구할 수 없으며, 「개인정보 보호법」 제35조 제4항, 제37조 제2항 등에 따라 열람이나 처리정지 요구가 제한되거나 거절될 수 있습니다. 이 경우 사무소는 그 사유를 알려 드립니다.',
      '사무소는 권리 행사를 요구한 사람이 본인이거나 정당한 대리인인지 확인합니다. 만 14세 미만 아동의 개인정보를 처리해야 하는 경우에는 그 법정대리인의 동의를 받습니다.',
    ),
    zh: paras(
      '信息主体可随时向本事务所行使以下权利：',
      list('要求查阅个人信息', '信息有误等情况下要求更正或删除', '要求停止处理及撤回同意'),
      `上述权利可通过书面、电话、电子邮件（{office.privacyOfficer.email}）或到访等方式行使，本事务所将自收到要求之日起10日内采取措施并告知结果。`,
      '信息主体也可以通过其法定代理人或受其委托的人等代理人行使权利，此时须提交委托书。',
      '其他法律法规明确规定将该个人信息作为收集对象的，不得要求删除；依照《个人信息保护法》第35条第4款、第37条第2款等规定，查阅或停止处理的要求可能受到限制或被拒绝。此时，本事务所将告知理由。',
      '本事务所将确认提出要求的人是否为本人或合法代理人。需要处理未满14周岁儿童的个人信息时，本事务所将取得其法定代理人的同意。',
    ),
    ja: paras(
      '情報主体は、当事務所に対し、いつでも次の権利を行使することができます。',
      list('個人情報の閲覧の要求', '誤り等がある場合の訂正・削除の要求', '処理停止の要求および同意の撤回'),
      `権利の行使は、書面、電話、メール（{office.privacyOfficer.email}）、ご来所等の方法で行うことができ、当事務所は、要求を受けた日から10日以内に措置を講じ、その結果をお知らせします。`,
      '情報主体の法定代理人や情報主体から委任を受けた者等の代理人を通じて権利を行使することもできます。この場合は、委任状を提出していただく必要があります。',
      '他の法令でその個人情報が収集対象として明示されている場合は削除を求めることはできず、「個人情報保護法」第35条第4項、第37条第2項等により、閲覧や処理停止の要求が制限され、または拒否されることがあります。この場合、当事務所はその理由をお知らせします。',
      '当事務所は、権利の行使を求めた方がご本人または正当な代理人であるかを確認します。満14歳未満の児童の個人情報を処理する必要がある場合は、その法定代理人の同意を得ます。',
    ),
    en: paras(
      'Data subjects may at any time exercise the following rights against the Office:',
      list(
        'to request access to their personal information',
        'to request correction or deletion where it contains errors or the like',
        'to request suspension of processing, and to withdraw consent',
      ),
      `These rights may be exercised in writing, by phone, by e-mail ({office.privacyOfficer.email}) or in person. The Office acts on a request within 10 days of receiving it and informs the data subject of the result.`,
      "Rights may also be exercised through an agent, such as the data subject's legal representative or a person the data subject has authorised. In that case a power of attorney must be submitted.",
      'Deletion cannot be requested where another law expressly names the personal information as information to be collected, and requests for access or for suspension of processing may be restricted or refused under Article 35(4), Article 37(2) and other provisions of the Personal Information Protection Act. In such cases the Office gives the reason.',
      "The Office checks that the person making a request is the data subject or a lawful agent. Where the Office needs to process the personal information of a child under 14, it obtains the consent of the child's legal representative.",
    ),
    ru: paras(
      'Субъект данных вправе в любое время потребовать от Бюро:',
      list(
        'предоставить доступ к его персональным данным',
        'исправить или удалить данные, если в них есть ошибки и т. п.',
        'приостановить обработку данных; он также вправе отозвать согласие',
      ),
      `Эти права можно осуществить письменно, по телефону, по электронной почте ({office.privacyOfficer.email}) или лично. Бюро принимает меры в течение 10 дней со дня получения требования и сообщает о результате.`,
      'Права можно осуществлять и через представителя, например законного представителя субъекта данных или лицо, которому субъект данных это поручил. В этом случае необходимо представить доверенность.',
      'Если другой закон прямо называет эти персональные данные предметом сбора, требовать их удаления нельзя; кроме того, требования о доступе или о приостановлении обработки могут быть ограничены или отклонены на основании части 4 статьи 35, части 2 статьи 37 и других положений Закона о защите персональных данных. В таком случае Бюро сообщает причину.',
      'Бюро проверяет, является ли лицо, предъявившее требование, самим субъектом данных или его надлежащим представителем. Если Бюро необходимо обрабатывать персональные данные ребёнка младше 14 лет, оно получает согласие его законного представителя.',
    ),
    vi: paras(
      'Chủ thể thông tin có thể thực hiện các quyền sau đây đối với Văn phòng vào bất kỳ lúc nào.',
      list(
        'Yêu cầu xem thông tin cá nhân',
        'Yêu cầu đính chính, xóa khi có sai sót hoặc trường hợp tương tự',
        'Yêu cầu tạm dừng xử lý và rút lại sự đồng ý',
      ),
      `Việc thực hiện quyền có thể được tiến hành bằng văn bản, điện thoại, email ({office.privacyOfficer.email}) hoặc trực tiếp tại Văn phòng; Văn phòng sẽ xử lý trong vòng 10 ngày kể từ ngày nhận được yêu cầu và thông báo kết quả cho Quý khách.`,
      'Chủ thể thông tin cũng có thể thực hiện quyền thông qua người đại diện, như người đại diện theo pháp luật của chủ thể thông tin hoặc người được chủ thể thông tin ủy quyền. Trong trường hợp này, phải nộp giấy ủy quyền.',
      'Không thể yêu cầu xóa thông tin cá nhân mà pháp luật khác quy định rõ là đối tượng thu thập; yêu cầu xem hoặc tạm dừng xử lý có thể bị hạn chế hoặc từ chối theo khoản 4 Điều 35, khoản 2 Điều 37 và các quy định khác của Luật Bảo vệ Thông tin Cá nhân. Trong trường hợp này, Văn phòng sẽ thông báo lý do.',
      'Văn phòng xác minh người yêu cầu thực hiện quyền có phải là chính chủ thể thông tin hoặc người đại diện hợp pháp hay không. Trường hợp cần xử lý thông tin cá nhân của trẻ em chưa đủ 14 tuổi, Văn phòng sẽ lấy sự đồng ý của người đại diện theo pháp luật của trẻ em đó.',
    ),
  },

  'section8.title': {
    ko: '제8조 (개인정보의 안전성 확보 조치)',
    zh: '第8条（确保个人信息安全的措施）',
    ja: '第8条（個人情報の安全性確保措置）',
    en: 'Article 8 (Security measures)',
    ru: 'Статья 8. Меры по обеспечению безопасности персональных данных',
    vi: 'Điều 8 (Biện pháp bảo đảm an toàn thông tin cá nhân)',
  },
  'section8.body': {
    ko: paras(
      '사무소는 「개인정보 보호법」 제29조에 따라 개인정보의 안전성 확보에 필요한 다음 조치를 하고 있습니다.',
      list(
        '관리적 조치: 내부 관리계획의 수립·시행, 개인정보를 취급하는 직원의 최소화와 정기 교육',
        '기술적 조치: 개인정보 처리 시스템에 대한 접근 권한 관리와 접근 통제, 관리자 로그인 인증, 웹사이트 전송 구간 암호화(HTTPS), 비밀번호의 일방향 암호화 저장, 접속 기록 보관, 보안 프로그램 설치와 갱신',
        '물리적 조치: 서류와 보조저장매체를 잠금장치가 있는 곳에 보관하고 출입을 통제',
      ),
    ),
    zh: paras(
      '本事务所依照《个人信息保护法》第29条，采取以下确保个人信息安全所需的措施：',
      list(
        '管理措施：制定并实施内部管理计划，尽量减少处理个人信息的员工人数并定期开展培训',
        '技术措施：管理和控制对个人信息处理系统的访问权限，管理员登录认证，网站传输加密（HTTPS），密码单向加密存储，保存访问记录，安装并更新安全程序',
        '物理措施：将文件和辅助存储介质存放在带锁的场所，并控制出入',
      ),
    ),
    ja: paras(
      '当事務所は、「個人情報保護法」第29条に基づき、個人情報の安全性の確保に必要な次の措置を講じています。',
      list(
        '管理的措置：内部管理計画の策定・実施、個人情報を取り扱う職員の最小化および定期的な教育',
        '技術的措置：個人情報処理システムへのアクセス権限の管理およびアクセス制御、管理者ログインの認証、ウェブサイトの通信の暗号化（HTTPS）、パスワードの一方向暗号化による保存、アクセス記録の保管、セキュリティプログラムの導入および更新',
        '物理的措置：書類および補助記憶媒体を施錠できる場所に保管し、出入りを管理',
      ),
    ),
    en: paras(
      'Under Article 29 of the Personal Information Protection Act, the Office takes the following measures needed to keep personal information secure:',
      list(
        'Managerial measures: establishing and implementing an internal management plan, keeping the number of staff who handle personal information to a minimum and training them regularly',
        'Technical measures: managing and controlling access rights to the systems that process personal information, login authentication for administrators, encrypted transmission on the website (HTTPS), one-way encrypted storage of passwords, keeping access logs, and installing and updating security software',
        'Physical measures: keeping documents and auxiliary storage media in lockable places and controlling access to them',
      ),
    ),
    ru: paras(
      'В соответствии со статьёй 29 Закона о защите персональных данных Бюро принимает следующие меры по обеспечению безопасности персональных данных:',
      list(
        'Организационные меры: разработка и выполнение внутреннего плана управления, сведение к минимуму числа сотрудников, работающих с персональными данными, и их регулярное обучение',
        'Технические меры: управление правами доступа к системам обработки персональных данных и контроль доступа, аутентификация администраторов при входе, шифрование передачи данных на сайте (HTTPS), хранение паролей с односторонним шифрованием, хранение журналов доступа, установка и обновление программ защиты',
        'Физические меры: хранение документов и внешних носителей в запираемых местах и контроль доступа к ним',
      ),
    ),
    vi: paras(
      'Theo Điều 29 Luật Bảo vệ Thông tin Cá nhân, Văn phòng áp dụng các biện pháp cần thiết sau đây để bảo đảm an toàn thông tin cá nhân.',
      list(
        'Biện pháp quản lý: xây dựng và thực hiện kế hoạch quản lý nội bộ, giảm thiểu số nhân viên xử lý thông tin cá nhân và đào tạo định kỳ',
        'Biện pháp kỹ thuật: quản lý quyền truy cập và kiểm soát truy cập vào hệ thống xử lý thông tin cá nhân, xác thực đăng nhập của quản trị viên, mã hóa đường truyền của trang web (HTTPS), lưu trữ mật khẩu bằng mã hóa một chiều, lưu giữ nhật ký truy cập, cài đặt và cập nhật chương trình bảo mật',
        'Biện pháp vật lý: cất giữ tài liệu và phương tiện lưu trữ phụ tại nơi có khóa và kiểm soát việc ra vào',
      ),
    ),
  },

  'section9.title': {
    ko: '제9조 (개인정보 보호책임자 및 권익침해 구제 방법)',
    zh: '第9条（个人信息保护负责人及权益侵害救济方法）',
    ja: '第9条（個人情報保護責任者および権利侵害の救済方法）',
    en: 'Article 9 (Privacy officer and remedies)',
    ru: 'Статья 9. Ответственный за защиту персональных данных и средства правовой защиты',
    vi: 'Điều 9 (Người phụ trách bảo vệ thông tin cá nhân và biện pháp khắc phục khi quyền lợi bị xâm phạm)',
  },
  'section9.body': {
    ko: paras(
      '사무소는 개인정보 처리에 관한 업무를 총괄하고, 정보주체의 불만 처리와 피해 구제를 위하여 다음과 같이 개인정보 보호책임자를 지정하고 있습니다. 열람 등 권리 행사와 개인정보에 관한 문의도 개인정보 보호책임자에게 하실 수 있습니다.',
      list(
        `개인정보 보호책임자: {office.privacyOfficer.position} {office.privacyOfficer.name}`,
        `전화: {office.privacyOfficer.phone}`,
        `이메일: {office.privacyOfficer.email}`,
      ),
      '정보주체는 개인정보 침해로 인한 구제를 받기 위하여 다음 기관에 분쟁 해결이나 상담 등을 신청할 수 있습니다.',
      list(
        '개인정보침해신고센터(한국인터넷진흥원 운영): (국번 없이) 118, privacy.kisa.or.kr',
        '개인정보분쟁조정위원회: 1833-6972, www.kopico.go.kr',
        '대검찰청: (국번 없이) 1301, www.spo.go.kr',
        '경찰청: (국번 없이) 182, ecrm.police.go.kr',
      ),
    ),
    zh: paras(
      '本事务所为统筹个人信息处理相关业务、处理信息主体的投诉并救济损害，指定个人信息保护负责人如下。行使查阅等权利及咨询个人信息相关事宜，也可联系个人信息保护负责人。',
      list(
        `个人信息保护负责人：{office.privacyOfficer.position} {office.privacyOfficer.name}`,
        `电话：{office.privacyOfficer.phone}`,
        `电子邮箱：{office.privacyOfficer.email}`,
      ),
      '信息主体为就个人信息侵害获得救济，可向以下机构申请纠纷解决或咨询等：',
      list(
        '个人信息侵害举报中心（由韩国互联网振兴院运营）：118（无需区号），privacy.kisa.or.kr',
        '个人信息纠纷调解委员会：1833-6972，www.kopico.go.kr',
        '大检察厅：1301（无需区号），www.spo.go.kr',
        '警察厅：182（无需区号），ecrm.police.go.kr',
      ),
    ),
    ja: paras(
      '当事務所は、個人情報の処理に関する業務を統括し、情報主体からの苦情の処理および被害の救済を行うため、次のとおり個人情報保護責任者を指定しています。閲覧等の権利の行使や個人情報に関するお問い合わせも、個人情報保護責任者にお寄せいただけます。',
      list(
        `個人情報保護責任者：{office.privacyOfficer.position} {office.privacyOfficer.name}`,
        `電話：{office.privacyOfficer.phone}`,
        `メール：{office.privacyOfficer.email}`,
      ),
      '情報主体は、個人情報の侵害に関する救済を受けるため、次の機関に紛争解決や相談等を申請することができます。',
      list(
        '個人情報侵害届出センター（韓国インターネット振興院運営）：局番なし118、privacy.kisa.or.kr',
        '個人情報紛争調停委員会：1833-6972、www.kopico.go.kr',
        '大検察庁：局番なし1301、www.spo.go.kr',
        '警察庁：局番なし182、ecrm.police.go.kr',
      ),
    ),
    en: paras(
      "The Office has designated the following privacy officer to oversee its processing of personal information and to handle data subjects' complaints and provide redress. Requests to exercise your rights and questions about personal information can also be addressed to the privacy officer.",
      list(
        `Privacy officer: {office.privacyOfficer.name}, {office.privacyOfficer.position}`,
        `Phone: {office.privacyOfficer.phone}`,
        `E-mail: {office.privacyOfficer.email}`,
      ),
      'To obtain redress for an infringement of their personal information, data subjects may apply to the following bodies for dispute resolution, counselling and the like:',
      list(
        'Personal Information Infringement Report Center (run by the Korea Internet & Security Agency): 118 (no area code), privacy.kisa.or.kr',
        'Personal Information Dispute Mediation Committee: 1833-6972, www.kopico.go.kr',
        "Supreme Prosecutors' Office: 1301 (no area code), www.spo.go.kr",
        'Korean National Police Agency: 182 (no area code), ecrm.police.go.kr',
      ),
    ),
    ru: paras(
      'Для руководства обработкой персональных данных, рассмотрения жалоб субъектов данных и возмещения вреда Бюро назначило ответственного за защиту персональных данных. К нему также можно обращаться для осуществления прав и по любым вопросам, касающимся персональных данных.',
      list(
        `Ответственный за защиту персональных данных: {office.privacyOfficer.name}, {office.privacyOfficer.position}`,
        `Телефон: {office.privacyOfficer.phone}`,
        `E-mail: {office.privacyOfficer.email}`,
      ),
      'Для защиты своих прав при нарушениях в сфере персональных данных субъект данных может обратиться за урегулированием спора, консультацией и т. п. в следующие органы:',
      list(
        'Центр приёма сообщений о нарушениях в сфере персональных данных (при Корейском агентстве интернета и безопасности): 118 (без кода города), privacy.kisa.or.kr',
        'Комитет по урегулированию споров в сфере персональных данных: 1833-6972, www.kopico.go.kr',
        'Верховная прокуратура: 1301 (без кода города), www.spo.go.kr',
        'Национальное полицейское агентство: 182 (без кода города), ecrm.police.go.kr',
      ),
    ),
    vi: paras(
      'Văn phòng chỉ định người phụ trách bảo vệ thông tin cá nhân như sau để phụ trách chung công việc liên quan đến xử lý thông tin cá nhân, giải quyết khiếu nại và khắc phục thiệt hại cho chủ thể thông tin. Quý khách cũng có thể liên hệ người phụ trách bảo vệ thông tin cá nhân để thực hiện các quyền như quyền xem thông tin hoặc để hỏi về các vấn đề liên quan đến thông tin cá nhân.',
      list(
        `Người phụ trách bảo vệ thông tin cá nhân: {office.privacyOfficer.position} {office.privacyOfficer.name}`,
        `Điện thoại: {office.privacyOfficer.phone}`,
        `Email: {office.privacyOfficer.email}`,
      ),
      'Để được khắc phục khi thông tin cá nhân bị xâm phạm, chủ thể thông tin có thể đề nghị giải quyết tranh chấp, tư vấn hoặc các hỗ trợ khác tại các cơ quan sau đây.',
      list(
        'Trung tâm Khai báo Xâm phạm Thông tin Cá nhân (do Cơ quan Internet và An ninh Hàn Quốc vận hành): 118 (không cần mã vùng), privacy.kisa.or.kr',
        'Ủy ban Hòa giải Tranh chấp Thông tin Cá nhân: 1833-6972, www.kopico.go.kr',
        'Viện Kiểm sát Tối cao: 1301 (không cần mã vùng), www.spo.go.kr',
        'Cơ quan Cảnh sát Quốc gia: 182 (không cần mã vùng), ecrm.police.go.kr',
      ),
    ),
  },

  'section10.title': {
    ko: '제10조 (쿠키 등 자동 수집 장치와 개인정보처리방침의 변경)',
    zh: '第10条（Cookie等自动收集装置及个人信息处理方针的变更）',
    ja: '第10条（Cookie等の自動収集装置および個人情報処理方針の変更）',
    en: 'Article 10 (Cookies and changes to this policy)',
    ru: 'Статья 10. Файлы cookie и изменения настоящей политики',
    vi: 'Điều 10 (Công cụ thu thập tự động như cookie và việc thay đổi Chính sách xử lý thông tin cá nhân)',
  },
  'section10.body': {
    ko: paras(
      '사무소 웹사이트는 방문 기록을 추적하거나 광고에 이용하는 쿠키를 사용하지 않습니다. 이용자가 선택한 표시 언어만 이용자 브라우저의 로컬 스토리지(localStorage)와 같은 값을 담은 “lang” 쿠키(보관 기간 1년)에 저장하며, 이 값은 다음 방문 때 서버가 처음부터 같은 언어로 웹사이트를 보여 주는 데에만 쓰입니다. 이용자는 브라우저 설정에서 언제든지 이 값을 삭제할 수 있습니다.',
      '웹사이트에서 외부 지도 서비스 등 다른 사업자의 서비스를 이용하는 경우에는 해당 사업자의 개인정보처리방침이 적용됩니다.',
      '이 개인정보처리방침의 내용이 추가·삭제·변경되는 경우에는 시행일 7일 전부터 웹사이트 공지사항을 통하여 알립니다. 다만, 수집 항목이나 이용 목적 등 정보주체의 권리에 중요한 변경이 있는 경우에는 시행일 30일 전부터 알립니다. 이전 개인정보처리방침은 개인정보 보호책임자에게 요청하시면 확인하실 수 있습니다.',
    ),
    zh: paras(
      '本事务所网站不使用追踪访问记录或用于广告的Cookie。网站仅将用户选择的显示语言保存在用户浏览器的本地存储（localStorage）以及存有相同值的“lang”Cookie（保存期限1年）中，该值仅用于在下次访问时由服务器直接以相同语言显示网站。用户可随时通过浏览器设置删除该值。',
      '在网站上使用外部地图服务等其他经营者的服务时，适用该经营者的个人信息处理方针。',
      '本个人信息处理方针的内容有增加、删除或修改时，本事务所将自施行日7日前起通过网站公告栏告知；但收集项目或使用目的等对信息主体权利有重大影响的变更，将自施行日30日前起告知。如需查阅此前的个人信息处理方针，可向个人信息保护负责人申请。',
    ),
    ja: paras(
      '当事務所のウェブサイトは、閲覧履歴の追跡や広告を目的とするCookieを使用しません。利用者が選択した表示言語のみを利用者のブラウザのローカルストレージ（localStorage）と、同じ値を持つ「lang」Cookie（保存期間1年）に保存し、この値は次回の訪問時にサーバーが最初から同じ言語でウェブサイトを表示するためにのみ使用します。利用者は、ブラウザの設定からいつでもこの値を削除できます。',
      'ウェブサイト上で外部の地図サービス等、他の事業者のサービスを利用する場合は、当該事業者の個人情報処理方針が適用されます。',
      '本個人情報処理方針の内容を追加・削除・変更する場合は、施行日の7日前からウェブサイトのお知らせでお知らせします。ただし、収集項目や利用目的等、情報主体の権利に関わる重要な変更がある場合は、施行日の30日前からお知らせします。以前の個人情報処理方針は、個人情報保護責任者にご請求いただければご確認いただけます。',
    ),
    en: paras(
      "The Office's website does not use cookies to track visits or for advertising. It stores only the display language you choose, in your browser's local storage (localStorage) and in a cookie named 'lang' holding the same value (kept for one year), and uses this value only so that the server shows the website in the same language from the start of your next visit. You can delete it at any time in your browser settings.",
      "When you use another provider's service through the website, such as an external map service, that provider's privacy policy applies.",
      "If anything in this privacy policy is added, removed or changed, the Office announces it in the website's notices from 7 days before the change takes effect, or from 30 days before for important changes to data subjects' rights, such as changes to the items collected or the purposes of use. Earlier versions of this policy are available on request from the privacy officer.",
    ),
    ru: paras(
      'Сайт Бюро не использует файлы cookie для отслеживания посещений или в рекламных целях. В локальном хранилище браузера (localStorage) и в файле cookie «lang» с тем же значением (срок хранения — один год) сохраняется только выбранный вами язык сайта; это значение используется лишь для того, чтобы при следующем посещении сервер сразу показал сайт на том же языке. Вы можете удалить его в любое время в настройках браузера.',
      'Если вы пользуетесь через сайт услугами других компаний, например внешним картографическим сервисом, к ним применяется политика конфиденциальности соответствующей компании.',
      'О дополнениях, удалениях или изменениях настоящей политики Бюро сообщает в разделе объявлений на сайте не позднее чем за 7 дней до их вступления в силу, а о важных изменениях, затрагивающих права субъектов данных (например, состав собираемых данных или цели их использования), — не позднее чем за 30 дней. Прежние редакции политики можно получить по запросу у ответственного за защиту персональных данных.',
    ),
    vi: paras(
      'Trang web của Văn phòng không sử dụng cookie để theo dõi lịch sử truy cập hoặc phục vụ quảng cáo. Trang web chỉ lưu ngôn ngữ hiển thị do Quý khách chọn trong bộ nhớ cục bộ (localStorage) của trình duyệt và trong cookie “lang” chứa cùng giá trị đó (thời hạn lưu giữ 1 năm); giá trị này chỉ được dùng để máy chủ hiển thị trang web bằng đúng ngôn ngữ đó ngay từ đầu trong lần truy cập tiếp theo. Quý khách có thể xóa giá trị này bất kỳ lúc nào trong phần cài đặt của trình duyệt.',
      'Khi Quý khách sử dụng dịch vụ của doanh nghiệp khác trên trang web, như dịch vụ bản đồ bên ngoài, chính sách xử lý thông tin cá nhân của doanh nghiệp đó sẽ được áp dụng.',
      'Khi nội dung của Chính sách xử lý thông tin cá nhân này được bổ sung, xóa bỏ hoặc thay đổi, Văn phòng sẽ thông báo qua mục Thông báo trên trang web từ 7 ngày trước ngày có hiệu lực. Tuy nhiên, trường hợp có thay đổi quan trọng đối với quyền của chủ thể thông tin như hạng mục thu thập hoặc mục đích sử dụng, Văn phòng sẽ thông báo từ 30 ngày trước ngày có hiệu lực. Quý khách có thể xem các phiên bản trước đây của Chính sách xử lý thông tin cá nhân bằng cách gửi yêu cầu đến người phụ trách bảo vệ thông tin cá nhân.',
    ),
  },

  effectiveDate: {
    ko: '이 개인정보처리방침은 2026년 12월 1일부터 시행합니다.',
    zh: '本个人信息处理方针自2026年12月1日起施行。',
    ja: '本個人情報処理方針は、2026年12月1日から施行します。',
    en: 'This privacy policy takes effect on 1 December 2026.',
    ru: 'Настоящая политика вступает в силу 1 декабря 2026 года.',
    vi: 'Chính sách xử lý thông tin cá nhân này có hiệu lực kể từ ngày 01 tháng 12 năm 2026.',
  },
  'seo.title': {
    ko: '개인정보처리방침',
    zh: '个人信息处理方针',
    ja: '個人情報処理方針',
    en: 'Privacy Policy',
    ru: 'Политика обработки персональных данных',
    vi: 'Chính sách xử lý thông tin cá nhân',
  },
  'seo.description': {
    ko: '당진 한빛 행정사사무소 개인정보처리방침입니다. 문의와 상담을 위해 처리하는 개인정보의 항목과 목적, 보유 기간과 파기 방법, 정보주체의 권리와 행사 방법, 개인정보 보호책임자 연락처, 권익침해 구제 방법과 쿠키 사용 여부를 안내합니다.',
    zh: '忠清南道唐津韩光行政士事务所个人信息处理方针。本页说明我们为答复咨询和提供咨询服务而处理的个人信息项目与目的、保存期限与销毁方法、信息主体的权利及行使方法、安全保护措施、个人信息保护负责人的联系方式、权益救济途径，以及本网站是否使用Cookie。',
    ja: 'ハンビット行政書士事務所の個人情報処理方針です。お問い合わせやご相談のために処理する個人情報の項目と目的、保有期間と破棄の方法、情報主体の権利とその行使方法、個人情報保護責任者の連絡先、権利侵害の救済方法およびCookieの使用の有無をご案内します。',
    en: 'Hanbit Administrative Agency privacy policy: what personal data we process and why, how long we keep it, your rights and how to reach our privacy officer.',
    ru: 'Политика обработки персональных данных бюро «Ханбит»: какие данные мы обрабатываем и зачем, сроки хранения, ваши права и контакты ответственного лица.',
    vi: 'Chính sách xử lý thông tin cá nhân của Văn phòng Hành chính sư Hanbit tại Dangjin: hạng mục và mục đích xử lý thông tin cá nhân khi trả lời câu hỏi và tư vấn, thời hạn lưu giữ và phương pháp hủy, quyền của chủ thể thông tin và cách thực hiện, thông tin liên hệ của người phụ trách bảo vệ thông tin cá nhân, biện pháp khắc phục khi quyền lợi bị xâm phạm và việc sử dụng cookie.',
  },
  'seo.keywords': {
    ko: '개인정보처리방침, 개인정보 보호, 개인정보 보호책임자, 한빛 행정사사무소, 당진 행정사, 정보주체 권리',
    zh: '个人信息处理方针, 个人信息保护, 个人信息保护负责人, 韩光行政士事务所, 唐津行政士, 信息主体权利',
    ja: '個人情報処理方針, プライバシーポリシー, 個人情報保護責任者, ハンビット行政書士事務所, タンジン 行政書士, 情報主体の権利',
    en: 'privacy policy, personal information protection, privacy officer, Hanbit Administrative Agency, Dangjin administrative agent, data subject rights',
    ru: 'политика конфиденциальности, защита персональных данных, ответственный за защиту данных, Административное бюро «Ханбит», Танджин, права субъекта данных',
    vi: 'chính sách xử lý thông tin cá nhân, bảo vệ thông tin cá nhân, người phụ trách bảo vệ thông tin cá nhân, Văn phòng Hành chính sư Hanbit, hành chính sư Dangjin, quyền của chủ thể thông tin',
  },
};
