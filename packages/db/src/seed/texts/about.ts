import type { SeedPageTexts } from '../types.js';

/** About page (회사소개): hero, two illustrations and six paragraphs about the office. */
export const aboutTexts: SeedPageTexts<'회사소개'> = {
  'hero.title': {
    ko: '사무소 소개',
    zh: '事务所简介',
    ja: '事務所紹介',
    en: 'About us',
    ru: 'О нас',
  },
  'hero.subTitle': {
    ko: '2019년부터 당진의 외국인 주민과 기업 곁에서, 한 건 한 건 정확하게',
    zh: '自2019年起，始终陪伴唐津的外国居民和企业，认真办好每一件事',
    ja: '2019年から唐津の外国人住民と企業のそばで、一件一件を正確に',
    en: 'Beside Dangjin\'s foreign residents and employers since 2019, getting every case right',
    ru: 'С 2019 года рядом с иностранцами и работодателями Танджина — внимательно к каждому делу',
  },
  'image1.alt': {
    ko: '햇살이 드는 상담실에서 행정사가 외국인 의뢰인과 마주 앉아 서류를 함께 살펴보는 일러스트',
    zh: '插图：在阳光明亮的咨询室里，行政士与外国客户相对而坐，一起查看文件',
    ja: '日差しの入る相談室で、行政書士が外国人の相談者と向かい合い、書類を一緒に確認しているイラスト',
    en: 'Illustration of a sunlit consultation room where an administrative agent and a foreign client sit across a table reviewing documents',
    ru: 'Иллюстрация: светлая переговорная, где административный агент и клиент-иностранец сидят друг напротив друга и вместе изучают документы',
  },
  'image2.alt': {
    ko: `당진 시내 건물 3층에 자리한 {office.name}의 외관 일러스트`,
    zh: `插图：位于唐津市区一栋建筑三层的{office.name}外观`,
    ja: `唐津市内の建物の3階にある{office.name}の外観イラスト`,
    en: `Illustration of the building in central Dangjin where {office.name} occupies the third floor`,
    ru: 'Иллюстрация: здание в центре Танджина, на третьем этаже которого находится Административное бюро «Ханбит»',
  },

  paragraph1: {
    ko: `{office.name}는 2019년 충청남도 당진에서 문을 열었습니다. 대표 {office.representative} 행정사는 행정기관에 제출하는 각종 신청서와 서류의 작성·제출 대행을 맡아 왔으며, 그중에서도 외국인의 체류와 고용에 관한 출입국 업무에 힘을 쏟고 있습니다. 낯선 제도와 언어 앞에서 막막해하는 분들이 안심하고 맡길 수 있는 사무소가 되는 것, 그것이 저희의 출발점이었습니다.`,
    zh: `{office.name}于2019年在忠清南道唐津成立。代表行政士{office.representative}长期为客户代为撰写和提交向行政机关递交的各类申请书及文件，尤其专注于与外国人滞留和雇佣相关的出入境业务。让面对陌生制度和语言而无从下手的人能够放心托付，这是我们创立事务所的初衷。`,
    ja: `{office.name}は、2019年に韓国・忠清南道唐津（タンジン）で開業しました。代表行政書士の{office.representative}は、行政機関に提出する各種申請書や書類の作成・提出代理を手がけ、なかでも外国人の在留と雇用に関する出入国手続きに力を注いできました。慣れない制度や言葉を前に戸惑う方が、安心して任せられる事務所であること。それが私たちの原点です。`,
    en: `{office.name} opened in Dangjin, Chungcheongnam-do, in 2019. Our representative, {office.representative}, is a licensed administrative agent (haengjeongsa) who prepares and files applications and documents with government agencies on clients' behalf, with a particular focus on immigration matters: residence and employment of foreign nationals. We set out to be an office that people facing an unfamiliar system in an unfamiliar language could trust with their paperwork.`,
    ru: `{office.name} открылось в 2019 году в городе Танджин провинции Чхунчхон-Намдо. Руководитель бюро {office.representative} — лицензированный административный агент (хэнджонса): она готовит и подаёт от имени клиентов заявления и документы в государственные органы, уделяя особое внимание иммиграционным вопросам пребывания и трудоустройства иностранцев. Мы хотели создать бюро, которому спокойно доверят свои дела люди, столкнувшиеся с незнакомой системой и чужим языком.`,
  },
  paragraph2: {
    ko: '당진은 철강과 제조업을 중심으로 한 산업단지가 모여 있어 많은 외국인 근로자와 그 가족이 함께 살아가는 도시입니다. 저희는 당진을 비롯해 서산·아산 등 인근 지역의 외국인 주민, 그리고 이들을 고용하는 기업과 사업주를 주로 돕고 있습니다. 처음 한국에 온 분부터 영주를 준비하는 분까지, 체류 단계마다 필요한 절차가 다르다는 것을 누구보다 잘 알고 있습니다.',
    zh: '唐津聚集了以钢铁和制造业为主的产业园区，许多外国劳动者和他们的家人在这里工作、生活。我们主要服务于唐津及瑞山、牙山等周边地区的外国居民，以及雇佣他们的企业和雇主。从刚来韩国的人到准备申请永住的人，我们深知每个滞留阶段所需的手续各不相同。',
    ja: '唐津は鉄鋼や製造業を中心とした産業団地が集まり、多くの外国人労働者とその家族が暮らす街です。当事務所は、唐津をはじめ瑞山（ソサン）・牙山（アサン）など近隣地域に住む外国人の方々と、その方々を雇用する企業・事業主の皆さまを主にサポートしています。初めて韓国に来た方から永住を目指す方まで、在留の段階ごとに必要な手続きが異なることを、私たちはよく理解しています。',
    en: 'Dangjin is home to industrial complexes built around steel and manufacturing, and many foreign workers and their families live and work here. We mainly serve foreign residents of Dangjin and nearby cities such as Seosan and Asan, along with the companies and business owners who employ them. Whether you have just arrived in Korea or are preparing for permanent residence, we know that every stage of your stay comes with its own procedures.',
    ru: 'В Танджине расположены промышленные комплексы с металлургическими и производственными предприятиями, и здесь живёт много иностранных работников и их семей. Мы помогаем прежде всего иностранцам, живущим в Танджине и соседних городах — Сосане и Асане, а также компаниям и предпринимателям, которые их нанимают. Вы только что приехали в Корею или уже готовитесь к получению ПМЖ — мы знаем, что на каждом этапе пребывания свои процедуры.',
  },
  paragraph3: {
    ko: '체류기간 연장, 체류자격 변경, 외국인등록, 가족 초청 등 출입국·외국인청에 제출하는 민원을 대행하고, 고용허가제(E-9)와 특정활동(E-7) 등 외국인 고용에 필요한 서류를 준비합니다. 영주·귀화 신청, 각종 인허가 신청과 신고, 해외 제출 서류의 번역과 아포스티유·영사 확인도 함께 처리합니다. 소송 대리처럼 행정사의 업무 범위를 벗어나는 사안은 변호사 등 적합한 전문가와 상담하시도록 안내해 드립니다.',
    zh: '我们代办签证延期、滞留资格变更、外国人登录、家属邀请等向出入境·外国人厅提交的申请，并准备雇佣许可制（E-9）、特定活动（E-7）等外国人雇佣所需的文件。同时办理永住和入籍申请、各类行政许可的申请与申报，以及需提交到海外的文件翻译、海牙认证（Apostille）和领事认证。诉讼代理等超出行政士业务范围的事项，我们会建议您咨询律师等相关专业人士。',
    ja: '在留期間の延長、在留資格の変更、外国人登録、家族の呼び寄せなど出入国・外国人庁への申請を代理し、雇用許可制（E-9）や特定活動（E-7）など外国人雇用に必要な書類を準備します。永住・帰化の申請、各種許認可の申請・届出、海外に提出する書類の翻訳やアポスティーユ・領事認証もあわせてお引き受けします。訴訟代理など行政書士の業務範囲を超える案件については、弁護士など適切な専門家へのご相談をおすすめしています。',
    en: 'We file applications with the immigration office on your behalf, including extensions of stay, changes of status, alien registration and family invitations, and we prepare the documents employers need under the Employment Permit System (E-9) and for E-7 visas. We also handle permanent residence and naturalization applications, business permits and notifications, and the translation, apostille and consular legalization of documents for use abroad. For matters outside an administrative agent\'s remit, such as representation in court, we will recommend that you consult a lawyer or another suitable professional.',
    ru: 'Мы подаём от вашего имени заявления в иммиграционную службу — о продлении срока пребывания, смене статуса, регистрации иностранца, приглашении членов семьи, — а также готовим документы, которые нужны работодателям для найма по системе разрешений на работу (E-9) и по визе E-7. Кроме того, мы оформляем заявления на ПМЖ и натурализацию, разрешения и уведомления для бизнеса, переводы документов для других стран, апостиль и консульскую легализацию. В вопросах, выходящих за рамки полномочий административного агента, например при представительстве в суде, мы порекомендуем обратиться к адвокату или другому профильному специалисту.',
  },
  paragraph4: {
    ko: '상담은 한국어, 중국어, 일본어, 영어, 러시아어로 받으실 수 있습니다. 첫 상담에서 의뢰인의 상황에 맞는 절차와 필요한 서류, 예상 처리 기간을 설명드리고, 업무를 맡기 전에 수수료를 항목별로 분명하게 안내합니다. 접수부터 결과가 나올 때까지 진행 상황도 빠짐없이 알려 드립니다.',
    zh: '您可以使用韩语、中文、日语、英语或俄语进行咨询。首次咨询时，我们会根据您的情况说明办理流程、所需材料和预计办理时间，并在接受委托前逐项明确告知费用。从递交申请到结果出来，我们会及时向您通报办理进度。',
    ja: 'ご相談は韓国語、中国語、日本語、英語、ロシア語で承ります。初回のご相談では、状況に合った手続きの流れ、必要書類、処理期間の目安をご説明し、ご依頼をお受けする前に費用を項目ごとに明確にお伝えします。受付から結果が出るまで、進捗状況もその都度ご報告します。',
    en: 'You can consult us in Korean, Chinese, Japanese, English or Russian. At the first consultation we explain the procedure that fits your situation, the documents required and the expected processing time, and before we take on the work we give you a clear, itemized quote. From filing to decision, we keep you informed at every step.',
    ru: 'Консультации проводятся на корейском, китайском, японском, английском и русском языках. На первой встрече мы объясняем порядок действий в вашей ситуации, перечень документов и ориентировочные сроки, а до начала работы чётко называем стоимость услуг по каждой позиции. С момента подачи документов до получения результата мы держим вас в курсе дела.',
  },
  paragraph5: {
    ko: '저희가 가장 중요하게 여기는 원칙은 정확성, 비밀 유지, 기한 준수입니다. 서류 하나의 누락이 체류와 고용에 큰 영향을 줄 수 있기에 제출 전 모든 서류를 꼼꼼히 다시 확인합니다. 의뢰인의 개인정보와 상담 내용은 법에 따라 철저히 비밀로 지키며, 체류기간 만료일처럼 중요한 기한은 미리 알려 드려 놓치는 일이 없도록 합니다.',
    zh: '准确、保密、守时是我们最重视的原则。一份材料的遗漏就可能影响滞留和雇佣，因此每份文件在提交前我们都会再次仔细核对。我们依法对客户的个人信息和咨询内容严格保密，并会提前提醒您滞留期限届满日等重要期限，避免错过。',
    ja: '私たちが最も大切にしているのは、正確さ、守秘、期限の厳守です。書類一枚の不備が在留や雇用に大きく影響することもあるため、提出前にはすべての書類を改めて丁寧に確認します。ご依頼者の個人情報やご相談内容は法令に基づき厳重に管理し、在留期間の満了日などの大切な期限は事前にお知らせして、見落としのないようにいたします。',
    en: 'Our work rests on three principles: accuracy, confidentiality and deadlines. A single missing document can put a stay or a job at risk, so every file is checked again carefully before it is submitted. We keep your personal information and everything you tell us strictly confidential, as the law requires, and we remind you well ahead of important dates such as the expiry of your period of stay.',
    ru: 'Наши главные принципы — точность, конфиденциальность и соблюдение сроков. Один недостающий документ может поставить под угрозу пребывание или работу, поэтому перед подачей мы ещё раз внимательно проверяем каждый документ. Ваши персональные данные и содержание консультаций мы храним в строгой тайне, как того требует закон, и заранее напоминаем о важных датах — например, об окончании срока пребывания.',
  },
  paragraph6: {
    ko: `비자와 체류, 외국인 고용, 인허가에 관해 궁금한 점이 있으시면 부담 없이 연락 주세요. 전화({office.phone})나 이메일, 홈페이지의 문의하기로 상담을 신청하실 수 있으며, 방문 상담은 미리 예약해 주시면 기다리지 않고 바로 안내해 드립니다. 당진중앙2로 사무소에서 여러분을 기다리겠습니다.`,
    zh: `如果您对签证、滞留、外国人雇佣或行政许可有任何疑问，欢迎随时与我们联系。您可以通过电话（{office.phone}）、电子邮件或本网站的“联系我们”页面申请咨询；如需来访咨询，请提前预约，届时无需等候。我们在唐津中央2路的事务所期待您的到来。`,
    ja: `ビザや在留、外国人雇用、許認可について気になることがあれば、どうぞお気軽にご連絡ください。お電話（{office.phone}）、メール、またはホームページのお問い合わせフォームからご相談をお申し込みいただけます。ご来所でのご相談は、事前にご予約いただければお待たせすることなくご案内いたします。唐津中央2路の事務所で皆さまのお越しをお待ちしております。`,
    en: `If you have a question about visas, residence, hiring foreign staff or permits, please get in touch. You can reach us by phone on {office.phone}, by e-mail, or through the contact form on this website. If you would like to visit, book an appointment in advance and we will see you without a wait at our office on Dangjinjungang 2-ro.`,
    ru: `Если у вас есть вопросы о визах, пребывании, найме иностранных работников или разрешениях, свяжитесь с нами. Записаться на консультацию можно по телефону {office.phone}, по электронной почте или через форму обратной связи на сайте. Если вы хотите прийти лично, запишитесь заранее — тогда мы примем вас без ожидания в нашем офисе на Танджинджунъан 2-ро.`,
  },

  'seo.title': {
    ko: '사무소 소개',
    zh: '事务所简介',
    ja: '事務所紹介',
    en: 'About Us',
    ru: 'О нас',
  },
  'seo.description': {
    ko: `2019년 충남 당진에서 문을 연 {office.name}를 소개합니다. {office.representative} 대표 행정사가 당진·서산·아산의 외국인 주민과 기업을 위해 비자·체류, 외국인 고용, 인허가 업무를 5개 언어로 상담합니다.`,
    zh: `{office.name}2019年成立于忠清南道唐津，代表行政士{office.representative}为唐津、瑞山、牙山的外国居民和企业提供签证、滞留、外国人雇佣及行政许可服务，支持中文等5种语言咨询。`,
    ja: `2019年に忠清南道唐津で開業した{office.name}のご紹介。代表行政書士{office.representative}が、唐津・瑞山・牙山の外国人と企業のビザ・在留、外国人雇用、許認可を5か国語でサポートします。`,
    en: `Founded in Dangjin in 2019, {office.name} helps foreign residents and employers with visas, residence, hiring and permits, in five languages.`,
    ru: 'Административное бюро «Ханбит» работает в Танджине с 2019 года: визы, пребывание, наём иностранцев, разрешения для бизнеса. Консультации на русском.',
  },
  'seo.keywords': {
    ko: '한빛 행정사사무소, 당진 행정사, 외국인 비자 상담, 출입국 대행, 외국인 고용 행정, 당진 인허가, 서산 행정사, 아산 행정사',
    zh: '韩光行政士事务所, 唐津行政士, 韩国签证咨询, 出入境代办, 外国人雇佣, 行政许可代办',
    ja: 'ハンビット行政書士事務所, 唐津 行政書士, 韓国 ビザ 相談, 出入国 代理申請, 外国人雇用, 許認可',
    en: 'Hanbit Administrative Agency, Dangjin administrative agent, Korea visa agent, immigration filing Dangjin, hiring foreign workers Korea, business permits Dangjin',
    ru: 'Административное бюро Ханбит, административный агент Танджин, визы в Корею, иммиграционные документы, наём иностранцев в Корее, разрешения для бизнеса',
  },
};
