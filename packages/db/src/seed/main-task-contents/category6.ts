import type { Localized } from '../types.js';

/** Main task 6: translation and translation certification by an administrative agent. */
export const category6: Localized = {
  ko: `<h2>번역·번역확인증명</h2>
<p>외국어로 된 서류를 출입국·외국인청, 시청·구청·읍면사무소, 법원, 은행 같은 국내 기관에 제출할 때는 대부분 한국어 번역문을 함께 내야 하고, 한국 서류를 해외에 낼 때에도 번역이 필요합니다. 한빛 행정사사무소는 행정사법에 따른 행정사의 번역 업무로 이러한 서류를 번역하고, 번역문이 원문과 다름없음을 확인하는 번역확인증명서를 붙여 드립니다. 중국어·일본어·영어·러시아어는 사무소에서 직접 번역하며, 베트남어·우즈베크어·네팔어 등은 제휴 번역인과 함께 진행합니다.</p>
<h3>처리 업무</h3>
<ul>
<li><strong>출입국·외국인청 제출 서류</strong>: 체류자격 변경·연장, 가족 초청, 영주·귀화 신청에 첨부하는 출생증명서, 혼인증명서, 학위·경력증명서 등의 한국어 번역</li>
<li><strong>시청·구청·읍면사무소 제출 서류</strong>: 국제결혼 혼인신고나 출생신고 등에 필요한 혼인요건구비증명서, 출생증명서 등의 번역</li>
<li><strong>법원 비송사건 첨부 서류</strong>: 개명, 성·본 창설 등 비송사건 신청에 첨부하는 외국어 서류의 번역. 신청서 작성과 소송 대리는 하지 않으며, 필요하면 법무사·변호사 상담을 안내합니다.</li>
<li><strong>은행·금융기관 제출 서류</strong>: 계좌 개설, 해외 송금, 상속 관련 확인 등에 요구되는 외국 서류의 번역</li>
<li><strong>외국인 고용 관련 서류</strong>: 사업주가 외국인 근로자를 채용할 때 필요한 경력증명서, 자격증, 학력 서류 등의 번역</li>
<li><strong>해외 제출용 한국 서류</strong>: 가족관계증명서, 기본증명서, 졸업증명서, 재직증명서 등을 중국어·일본어·영어·러시아어 등으로 번역하고, 필요하면 아포스티유까지 연계</li>
<li><strong>번역확인증명서 발급</strong>: 사무소에서 직접 번역한 번역문에 번역확인증명서를 첨부</li>
<li><strong>번역 공증 연계</strong>: 제출처가 공증된 번역문을 요구하는 경우 제휴 공증사무소·법무법인의 공증 절차를 준비하고 일정을 조율</li>
</ul>
<h3>진행 절차</h3>
<ol>
<li><strong>문의 및 원문 전달</strong>: 원문의 스캔본이나 선명한 사진, 제출처, 제출 기한을 알려 주시면 언어와 분량을 확인합니다.</li>
<li><strong>견적과 일정 안내</strong>: 번역확인증명으로 충분한지, 번역 공증이 필요한지 확인하고 예상 비용과 완료일을 알려 드립니다.</li>
<li><strong>번역</strong>: 이름과 날짜는 여권·외국인등록증 표기에 맞추어 통일하고, 직인·서명·수기 메모 같은 원문 표시 사항도 빠짐없이 옮깁니다.</li>
<li><strong>검토와 증명</strong>: 원문과 번역문을 다시 대조해 검토한 뒤 번역확인증명서를 붙이거나 공증 절차로 넘깁니다.</li>
<li><strong>전달</strong>: 사무소 방문 수령이나 등기우편으로 전달하며, 제출처가 파일 제출을 허용하는 경우 PDF로도 보내 드립니다.</li>
</ol>
<h3>알아두실 점</h3>
<ul>
<li><strong>번역확인증명</strong>은 번역한 행정사가 번역문이 원문과 같다는 것을 확인하고 서명·날인하는 것입니다. 행정사법에 따라 외국어번역행정사가 발급하며, 공증사무소에 가지 않아도 되어 절차가 간단한 편입니다.</li>
<li><strong>번역 공증</strong>은 번역인이 공증인 앞에서 번역이 정확하다는 것을 확인하고 공증인이 이를 인증하는 절차로, 공증사무소나 법무법인에서 이루어집니다. 당 사무소는 공증을 직접 하지 않고 준비와 연계를 돕습니다.</li>
<li>어느 방식을 받아 주는지는 제출처가 정합니다. 같은 서류라도 기관과 용도에 따라 요구가 다르므로 접수 창구의 안내를 먼저 확인하시고, 확인이 어렵다면 저희가 함께 확인해 드립니다.</li>
<li>해외에 제출하면서 아포스티유를 받아야 하는 번역문은 대개 번역 공증을 거쳐야 합니다.</li>
<li>제휴 번역인이 맡는 언어는 제출처 요건에 따라 번역자 확인서를 붙이거나 번역 공증으로 진행합니다.</li>
<li>번역은 원문을 있는 그대로 옮기는 것이며, 내용을 고치거나 보태지 않습니다. 원문에서 읽을 수 없는 부분은 번역문에 그렇게 표시합니다.</li>
<li>처리 기간은 분량, 언어, 공증 여부, 제휴 번역인의 일정에 따라 달라집니다. 제출 기한이 정해져 있다면 처음 문의하실 때 꼭 알려 주세요.</li>
</ul>
<p>번역할 서류가 있으시면 원문 사진과 제출처를 준비해 <a href="/contact">문의하기</a>로 보내 주세요. 전화(041-357-2480)나 이메일(contact@hanbit-office.kr)로도 상담해 드립니다.</p>`,

  zh: `<h2>翻译与翻译确认证明</h2>
<p>向出入境·外国人厅、市政府·区政府·邑面事务所、法院、银行等韩国机构提交外文文件时，大多需要同时提交韩文译文；把韩国文件提交到国外时，同样需要翻译。韩光行政士事务所依据《行政士法》规定的行政士翻译业务翻译这些文件，并附上确认译文与原文内容一致的翻译确认证明书。中文、日文、英文、俄文由本事务所直接翻译；越南语、乌兹别克语、尼泊尔语等其他语言则与合作译者共同完成。</p>
<h3>业务范围</h3>
<ul>
<li><strong>提交给出入境·外国人厅的文件</strong>：变更居留资格或延长居留期限、邀请家属、申请永久居留或归化时所附的出生证明、结婚证明、学位和工作经历证明等的韩文翻译</li>
<li><strong>提交给市政府、区政府、邑面事务所的文件</strong>：办理跨国婚姻登记、出生申报等所需的婚姻要件具备证明书、出生证明等的翻译</li>
<li><strong>法院非诉讼案件的附件</strong>：改名、创设姓氏和本贯等非诉讼案件申请所附外文文件的翻译。本事务所不撰写申请书，也不代理诉讼；如有需要，会建议您咨询法务士或律师。</li>
<li><strong>提交给银行等金融机构的文件</strong>：开户、境外汇款、继承相关确认等所需外国文件的翻译</li>
<li><strong>外国人雇用相关文件</strong>：雇主招聘外国员工时所需的工作经历证明、资格证书、学历文件等的翻译</li>
<li><strong>提交到国外的韩国文件</strong>：将家族关系证明书、基本证明书、毕业证明、在职证明等译成中文、日文、英文、俄文等，必要时一并对接海牙认证</li>
<li><strong>出具翻译确认证明书</strong>：为本事务所直接翻译的译文附上翻译确认证明书</li>
<li><strong>翻译公证对接</strong>：接收机构要求经过公证的译文时，为您准备合作公证事务所或律师事务所的公证手续并协调时间</li>
</ul>
<h3>办理流程</h3>
<ol>
<li><strong>咨询并提供原件</strong>：请发送原件的扫描件或清晰照片，并告知提交机构和截止日期，我们确认语种和篇幅。</li>
<li><strong>报价与时间安排</strong>：确认翻译确认证明是否足够、是否需要翻译公证，并告知预计费用和完成日期。</li>
<li><strong>翻译</strong>：姓名和日期统一按照护照和外国人登录证的写法，原件上的公章、签名、手写备注等标记也会完整译出。</li>
<li><strong>审核与证明</strong>：再次逐项核对原文和译文，然后附上翻译确认证明书，或转入公证程序。</li>
<li><strong>交付</strong>：可到事务所领取或以挂号信寄送；如接收机构允许提交电子文件，也可发送PDF。</li>
</ol>
<h3>注意事项</h3>
<ul>
<li><strong>翻译确认证明</strong>是由负责翻译的行政士确认译文与原文一致并签名盖章。依据《行政士法》，由外语翻译行政士出具，无需前往公证处，手续相对简便。</li>
<li><strong>翻译公证</strong>是译者在公证人面前确认译文准确、再由公证人予以认证的程序，在公证事务所或律师事务所办理。本事务所不直接办理公证，而是协助准备和对接。</li>
<li>接受哪种方式由接收机构决定。即使是同一份文件，要求也会因机构和用途而不同，请先向受理窗口确认；如果不方便确认，我们可以协助您一起确认。</li>
<li>提交到国外并需要办理海牙认证的译文，一般须先经过翻译公证。</li>
<li>由合作译者负责的语种，会根据接收机构的要求附上译者确认书，或办理翻译公证。</li>
<li>翻译是忠实转述原文，不会修改或增添内容。原件中无法辨认的部分，会在译文中如实注明。</li>
<li>所需时间取决于篇幅、语种、是否公证以及合作译者的日程。如有截止日期，请在首次咨询时告诉我们。</li>
</ul>
<p>如有需要翻译的文件，请准备好原件照片和提交机构信息，通过<a href="/contact">在线咨询</a>发送给我们。也可以致电（041-357-2480）或发邮件（contact@hanbit-office.kr）咨询。</p>`,

  ja: `<h2>翻訳・翻訳確認証明</h2>
<p>外国語の書類を出入国・外国人庁、市役所・区役所・邑面事務所、裁判所、銀行など韓国の機関に提出する際は、ほとんどの場合、韓国語の翻訳文をあわせて提出する必要があります。韓国の書類を海外に提出するときも翻訳が欠かせません。ハンビット行政書士事務所では、韓国行政書士法に定める行政書士の翻訳業務としてこれらの書類を翻訳し、翻訳文が原文と相違ないことを確認する翻訳確認証明書をお付けします。中国語・日本語・英語・ロシア語は事務所で直接翻訳し、ベトナム語・ウズベク語・ネパール語などは提携翻訳者と協力して対応します。</p>
<h3>取扱業務</h3>
<ul>
<li><strong>出入国・外国人庁に提出する書類</strong>：在留資格の変更・延長、家族の招へい、永住・帰化申請に添付する出生証明書、婚姻証明書、学位・経歴証明書などの韓国語訳</li>
<li><strong>市役所・区役所・邑面事務所に提出する書類</strong>：国際結婚の婚姻届や出生届などに必要な婚姻要件具備証明書、出生証明書などの翻訳</li>
<li><strong>裁判所の非訟事件の添付書類</strong>：改名、姓・本の創設など非訟事件の申立てに添付する外国語書類の翻訳。申立書の作成や訴訟代理は行わず、必要に応じて法務士・弁護士へのご相談をご案内します。</li>
<li><strong>銀行・金融機関に提出する書類</strong>：口座開設、海外送金、相続関連の確認などで求められる外国書類の翻訳</li>
<li><strong>外国人雇用に関する書類</strong>：事業主が外国人労働者を採用する際に必要な経歴証明書、資格証、学歴書類などの翻訳</li>
<li><strong>海外提出用の韓国の書類</strong>：家族関係証明書、基本証明書、卒業証明書、在職証明書などを中国語・日本語・英語・ロシア語などに翻訳し、必要に応じてアポスティーユの手続きまで対応</li>
<li><strong>翻訳確認証明書の発行</strong>：事務所で直接翻訳した翻訳文に翻訳確認証明書を添付</li>
<li><strong>翻訳公証の手配</strong>：提出先が公証済みの翻訳文を求める場合、提携する公証事務所・法務法人での公証手続きを準備し、日程を調整</li>
</ul>
<h3>ご依頼の流れ</h3>
<ol>
<li><strong>お問い合わせと原文の送付</strong>：原文のスキャンデータまたは鮮明な写真、提出先、提出期限をお知らせいただければ、言語と分量を確認します。</li>
<li><strong>お見積もりと日程のご案内</strong>：翻訳確認証明で足りるのか、翻訳公証が必要なのかを確認し、費用の目安と完成予定日をお伝えします。</li>
<li><strong>翻訳</strong>：氏名や日付はパスポート・外国人登録証の表記に合わせて統一し、公印、署名、手書きのメモなど原文上の記載も漏れなく訳出します。</li>
<li><strong>確認と証明</strong>：原文と翻訳文をあらためて照合したうえで、翻訳確認証明書を添付するか、公証の手続きに進みます。</li>
<li><strong>お渡し</strong>：事務所での受け取りまたは書留郵便でお渡しします。提出先がファイルでの提出を認めている場合は、PDFでもお送りします。</li>
</ol>
<h3>ご留意いただきたい点</h3>
<ul>
<li><strong>翻訳確認証明</strong>は、翻訳を担当した行政書士が翻訳文と原文の内容が同一であることを確認し、署名・押印するものです。韓国行政書士法に基づき外国語翻訳行政書士が発行するもので、公証事務所に出向く必要がなく、手続きが比較的簡単です。</li>
<li><strong>翻訳公証</strong>は、翻訳者が公証人の前で翻訳が正確であることを確認し、公証人がそれを認証する手続きで、公証事務所や法務法人で行われます。当事務所が公証を行うことはなく、準備と手配をお手伝いします。</li>
<li>どちらの方式を受け付けるかは提出先が決めます。同じ書類でも機関や用途によって求められるものが異なるため、まず窓口の案内をご確認ください。確認が難しい場合は、当事務所も一緒に確認いたします。</li>
<li>海外に提出し、アポスティーユを受ける必要がある翻訳文は、通常、翻訳公証を経る必要があります。</li>
<li>提携翻訳者が担当する言語は、提出先の要件に応じて翻訳者確認書を添付するか、翻訳公証で対応します。</li>
<li>翻訳は原文をそのまま訳すものであり、内容を修正したり付け加えたりすることはありません。原文の判読できない箇所は、翻訳文にその旨を記載します。</li>
<li>所要期間は分量、言語、公証の有無、提携翻訳者の日程によって異なります。提出期限が決まっている場合は、最初のお問い合わせの際に必ずお知らせください。</li>
</ul>
<p>翻訳が必要な書類がありましたら、原文の写真と提出先の情報をご用意のうえ、<a href="/contact">お問い合わせ</a>からお送りください。お電話（041-357-2480）やメール（contact@hanbit-office.kr）でもご相談を承ります。</p>`,

  en: `<h2>Translation and Translation Certification</h2>
<p>Most Korean authorities, including the immigration office, city, district and town offices, courts and banks, expect a Korean translation to accompany any document written in another language, and Korean documents sent abroad need translating too. Hanbit Administrative Agency translates these documents as part of the translation work that the Licensed Administrative Agent Act assigns to licensed administrative agents, and attaches a translation certificate confirming that the translation faithfully reflects the original. Chinese, Japanese, English and Russian are translated in-house; Vietnamese, Uzbek, Nepali and other languages are handled together with partner translators.</p>
<h3>What we handle</h3>
<ul>
<li><strong>Documents for the immigration office</strong>: Korean translations of birth and marriage certificates, diplomas, career certificates and similar documents attached to applications for a change of status of stay or an extension of the period of stay, family invitations, permanent residence or naturalization</li>
<li><strong>Documents for city, district and town offices</strong>: translations of certificates of legal capacity to marry, birth certificates and other documents needed to register an international marriage or a birth</li>
<li><strong>Attachments to non-litigation court filings</strong>: translations of foreign-language documents attached to petitions such as a change of name or the creation of a Korean surname and family origin (bon). We do not draft the petition or represent anyone in court, and will point you to a judicial scrivener or lawyer where needed.</li>
<li><strong>Documents for banks and financial institutions</strong>: translations of foreign documents requested for opening an account, overseas remittances or inheritance-related checks</li>
<li><strong>Employment of foreign workers</strong>: translations of career certificates, qualifications and educational records that employers need when hiring foreign staff</li>
<li><strong>Korean documents for use abroad</strong>: family relation and basic certificates, diplomas, employment certificates and more, translated into Chinese, Japanese, English, Russian and other languages, with the apostille arranged if required</li>
<li><strong>Translation certificates</strong>: a translation certificate attached to every translation we produce in-house</li>
<li><strong>Notarized translations</strong>: where the receiving body asks for a notarized translation, we prepare the notarization at a partner notary office or law firm and coordinate the appointment</li>
</ul>
<h3>How it works</h3>
<ol>
<li><strong>Enquiry and originals</strong>: send us a scan or clear photo of the original and tell us where and by when it must be submitted; we check the language and length.</li>
<li><strong>Quote and schedule</strong>: we confirm whether a certified translation is enough or a notarized translation is needed, and give you an estimated cost and completion date.</li>
<li><strong>Translation</strong>: names and dates follow the spelling in your passport and residence card, and seals, signatures and handwritten notes on the original are rendered as well.</li>
<li><strong>Review and certification</strong>: the translation is checked against the original once more, then the translation certificate is attached or the file moves on to notarization.</li>
<li><strong>Delivery</strong>: collect it at our office or receive it by registered mail; if the receiving body accepts electronic submissions, we can also send a PDF.</li>
</ol>
<h3>Good to know</h3>
<ul>
<li>A <strong>certified translation</strong> means the administrative agent who translated the document confirms, with signature and seal, that it matches the original. Under the Licensed Administrative Agent Act, this translation certificate is issued by a foreign-language translation administrative agent; no visit to a notary is needed, so the process is relatively simple.</li>
<li>A <strong>notarized translation</strong> means the translator affirms the accuracy of the translation before a notary, who then certifies it. This takes place at a notary office or law firm. We do not notarize documents ourselves; we prepare and arrange the notarization.</li>
<li>Which form is accepted is up to the receiving body. Requirements for the same document can differ by authority and purpose, so check with the counter first; if that is difficult, we can help you find out.</li>
<li>Translations that will be used abroad with an apostille normally have to be notarized.</li>
<li>For languages handled by partner translators, we attach a translator's statement or arrange a notarized translation, depending on what the receiving body requires.</li>
<li>A translation renders the original as it stands; we do not correct or add to its content. Any illegible part of the original is marked as such in the translation.</li>
<li>Turnaround depends on length, language, whether notarization is needed and the partner translator's schedule. If you have a deadline, please mention it in your first message.</li>
</ul>
<p>If you have a document to translate, have a photo of the original and the name of the receiving body ready and send them through our <a href="/contact">contact page</a>. You can also call us on +82-41-357-2480 or email contact@hanbit-office.kr.</p>`,

  ru: `<h2>Перевод и подтверждение перевода</h2>
<p>Почти все корейские учреждения — управление иммиграционной службы, мэрия, районная и волостная администрация, суд, банк — требуют прикладывать к документам на иностранном языке перевод на корейский, а корейские документы для заграницы тоже нужно переводить. Административное бюро «Ханбит» переводит такие документы в рамках переводческой деятельности административного агента, предусмотренной Законом о лицензированных административных агентах, и прилагает сертификат, подтверждающий, что перевод соответствует оригиналу. С китайским, японским, английским и русским языками мы работаем сами, а с вьетнамским, узбекским, непальским и другими языками работаем вместе с партнёрскими переводчиками.</p>
<h3>Чем мы занимаемся</h3>
<ul>
<li><strong>Документы для иммиграционной службы</strong>: перевод на корейский свидетельств о рождении и о браке, дипломов, справок о стаже и других документов, прилагаемых к заявлениям о смене или продлении статуса пребывания, приглашении родственников, получении ПМЖ или натурализации</li>
<li><strong>Документы для мэрии и районной администрации</strong>: перевод справок о правоспособности к вступлению в брак, свидетельств о рождении и других документов для регистрации международного брака или рождения ребёнка</li>
<li><strong>Приложения к заявлениям в суд в неисковом производстве</strong>: перевод иностранных документов к заявлениям, например о перемене имени или о создании корейской фамилии и родового места (пон). Мы не составляем само заявление и не представляем интересы в суде; при необходимости порекомендуем обратиться к судебному писцу (попмуса) или адвокату.</li>
<li><strong>Документы для банков</strong>: перевод иностранных документов, которые требуются для открытия счёта, зарубежных переводов или проверок, связанных с наследством</li>
<li><strong>Трудоустройство иностранцев</strong>: перевод справок о стаже, сертификатов о квалификации и документов об образовании, которые нужны работодателю при найме иностранных сотрудников</li>
<li><strong>Корейские документы для заграницы</strong>: перевод справки о семейных отношениях, базовой справки, дипломов, справок с места работы и других документов на китайский, японский, английский, русский и другие языки, а при необходимости — оформление апостиля</li>
<li><strong>Сертификат подтверждения перевода</strong>: прилагается к каждому переводу, выполненному нами самостоятельно</li>
<li><strong>Нотариально заверенный перевод</strong>: если принимающая сторона требует нотариального заверения, мы готовим документы для партнёрской нотариальной конторы или юридической фирмы и согласовываем время</li>
</ul>
<h3>Как проходит работа</h3>
<ol>
<li><strong>Обращение и оригинал</strong>: пришлите скан или чёткое фото оригинала и сообщите, куда и к какому сроку нужно подать документ; мы оценим язык и объём.</li>
<li><strong>Стоимость и сроки</strong>: уточняем, достаточно ли подтверждения перевода или нужно нотариальное заверение, и сообщаем ориентировочную стоимость и дату готовности.</li>
<li><strong>Перевод</strong>: имена и даты приводим в соответствие с паспортом и картой регистрации иностранца, а печати, подписи и рукописные пометки оригинала тоже переводим.</li>
<li><strong>Проверка и подтверждение</strong>: ещё раз сверяем перевод с оригиналом, после чего прилагаем сертификат подтверждения перевода или передаём документ на нотариальное заверение.</li>
<li><strong>Передача</strong>: готовый перевод можно забрать в офисе или получить заказным письмом; если принимающая сторона принимает электронные документы, пришлём и PDF.</li>
</ol>
<h3>Полезно знать</h3>
<ul>
<li><strong>Подтверждение перевода</strong> означает, что административный агент, выполнивший перевод, своей подписью и печатью удостоверяет его соответствие оригиналу. По Закону о лицензированных административных агентах такой сертификат выдаёт административный агент по переводу с иностранных языков; к нотариусу идти не нужно, поэтому процедура сравнительно простая.</li>
<li><strong>Нотариальное заверение перевода</strong> означает, что переводчик перед нотариусом подтверждает точность перевода, а нотариус это удостоверяет. Оно проводится в нотариальной конторе или юридической фирме. Мы сами документы не заверяем, а помогаем подготовить и организовать заверение.</li>
<li>Какой вариант принять, решает принимающая сторона. Требования к одному и тому же документу зависят от учреждения и цели, поэтому сначала уточните их в окне приёма; если это сложно, мы поможем выяснить.</li>
<li>Перевод, который будет использоваться за рубежом с апостилем, как правило, нужно заверять у нотариуса.</li>
<li>Для языков, с которыми работают партнёрские переводчики, мы в зависимости от требований принимающей стороны прилагаем заявление переводчика или оформляем нотариально заверенный перевод.</li>
<li>Перевод передаёт оригинал как есть: мы ничего не исправляем и не добавляем. Неразборчивые места оригинала отмечаются в переводе.</li>
<li>Срок выполнения зависит от объёма, языка, необходимости нотариального заверения и занятости партнёрского переводчика. Если у вас есть крайний срок, сообщите о нём в первом же обращении.</li>
</ul>
<p>Если вам нужно перевести документ, подготовьте фото оригинала и название принимающей организации и отправьте их через <a href="/contact">страницу обращений</a>. Также можно позвонить по номеру +82-41-357-2480 или написать на contact@hanbit-office.kr.</p>`,

  vi: `<h2>Dịch thuật và xác nhận bản dịch</h2>
<p>Khi nộp giấy tờ bằng tiếng nước ngoài cho các cơ quan tại Hàn Quốc như Cục Quản lý Xuất nhập cảnh, tòa thị chính, văn phòng quận, văn phòng eup/myeon (시청·구청·읍면사무소), tòa án, ngân hàng, phần lớn trường hợp bạn phải nộp kèm bản dịch tiếng Hàn; khi nộp giấy tờ Hàn Quốc ra nước ngoài cũng cần dịch. Văn phòng Hành chính sư Hanbit dịch các giấy tờ này theo nghiệp vụ dịch thuật của hành chính sư được quy định trong Luật Hành chính sư, và đính kèm giấy xác nhận bản dịch (번역확인증명서) xác nhận bản dịch đúng với nội dung bản gốc. Tiếng Trung, tiếng Nhật, tiếng Anh và tiếng Nga do văn phòng trực tiếp dịch; tiếng Việt, tiếng Uzbek, tiếng Nepal và các ngôn ngữ khác được thực hiện cùng với biên dịch viên đối tác.</p>
<h3>Công việc chúng tôi đảm nhận</h3>
<ul>
<li><strong>Giấy tờ nộp cho Cục Quản lý Xuất nhập cảnh</strong>: dịch sang tiếng Hàn giấy khai sinh, giấy chứng nhận kết hôn, bằng cấp, giấy xác nhận kinh nghiệm làm việc… đính kèm hồ sơ thay đổi tư cách lưu trú, gia hạn thời hạn lưu trú, mời gia đình sang Hàn, xin thường trú hoặc nhập tịch</li>
<li><strong>Giấy tờ nộp cho tòa thị chính, văn phòng quận, văn phòng eup/myeon</strong>: dịch giấy xác nhận đủ điều kiện kết hôn (혼인요건구비증명서), giấy khai sinh… cần cho việc đăng ký kết hôn quốc tế hoặc khai báo khai sinh</li>
<li><strong>Giấy tờ đính kèm vụ việc phi tố tụng tại tòa án</strong>: dịch giấy tờ tiếng nước ngoài đính kèm đơn yêu cầu trong các vụ việc phi tố tụng (비송사건) như đổi tên, lập họ và bản quán (성·본 창설). Chúng tôi không soạn đơn yêu cầu và không đại diện tố tụng; khi cần, chúng tôi sẽ hướng dẫn bạn tìm đến pháp vụ sư (법무사) hoặc luật sư để được tư vấn.</li>
<li><strong>Giấy tờ nộp cho ngân hàng, tổ chức tài chính</strong>: dịch giấy tờ nước ngoài được yêu cầu khi mở tài khoản, chuyển tiền ra nước ngoài, xác nhận liên quan đến thừa kế…</li>
<li><strong>Giấy tờ liên quan đến tuyển dụng người nước ngoài</strong>: dịch giấy xác nhận kinh nghiệm làm việc, chứng chỉ, giấy tờ học vấn… mà chủ doanh nghiệp cần khi tuyển lao động nước ngoài</li>
<li><strong>Giấy tờ Hàn Quốc nộp ra nước ngoài</strong>: dịch giấy chứng nhận quan hệ gia đình, giấy chứng nhận cơ bản, giấy chứng nhận tốt nghiệp, giấy xác nhận đang làm việc… sang tiếng Trung, tiếng Nhật, tiếng Anh, tiếng Nga và các ngôn ngữ khác, khi cần thì kết nối luôn thủ tục Apostille</li>
<li><strong>Cấp giấy xác nhận bản dịch</strong>: đính kèm giấy xác nhận bản dịch vào bản dịch do văn phòng trực tiếp thực hiện</li>
<li><strong>Kết nối công chứng bản dịch</strong>: khi nơi nhận yêu cầu bản dịch đã công chứng, chúng tôi chuẩn bị thủ tục công chứng tại văn phòng công chứng hoặc công ty luật (법무법인) đối tác và sắp xếp lịch hẹn</li>
</ul>
<h3>Quy trình thực hiện</h3>
<ol>
<li><strong>Liên hệ và gửi bản gốc</strong>: bạn gửi bản scan hoặc ảnh chụp rõ nét của bản gốc, cho biết nơi nộp và hạn nộp; chúng tôi sẽ xác định ngôn ngữ và khối lượng.</li>
<li><strong>Báo giá và lịch thực hiện</strong>: chúng tôi xác định giấy xác nhận bản dịch là đủ hay cần công chứng bản dịch, rồi báo chi phí dự kiến và ngày hoàn thành.</li>
<li><strong>Dịch thuật</strong>: họ tên và ngày tháng được thống nhất theo cách ghi trên hộ chiếu và thẻ đăng ký người nước ngoài; những gì thể hiện trên bản gốc như con dấu, chữ ký, ghi chú viết tay cũng được dịch đầy đủ, không bỏ sót.</li>
<li><strong>Kiểm tra và xác nhận</strong>: đối chiếu lại bản gốc với bản dịch, sau đó đính kèm giấy xác nhận bản dịch hoặc chuyển sang thủ tục công chứng.</li>
<li><strong>Bàn giao</strong>: bạn có thể nhận tại văn phòng hoặc qua thư bảo đảm; nếu nơi nhận cho phép nộp file, chúng tôi cũng gửi bản PDF.</li>
</ol>
<h3>Những điều cần lưu ý</h3>
<ul>
<li><strong>Xác nhận bản dịch</strong> là việc hành chính sư đã dịch xác nhận bản dịch đúng với bản gốc, rồi ký tên và đóng dấu. Theo Luật Hành chính sư, giấy này do hành chính sư dịch thuật ngoại ngữ (외국어번역행정사) cấp; bạn không cần đến văn phòng công chứng nên thủ tục tương đối đơn giản.</li>
<li><strong>Công chứng bản dịch</strong> là thủ tục người dịch xác nhận trước công chứng viên rằng bản dịch chính xác, rồi công chứng viên chứng nhận điều đó; thủ tục này được thực hiện tại văn phòng công chứng hoặc công ty luật. Văn phòng chúng tôi không trực tiếp công chứng mà hỗ trợ chuẩn bị và kết nối.</li>
<li>Chấp nhận hình thức nào là do nơi nhận quyết định. Cùng một loại giấy tờ nhưng yêu cầu có thể khác nhau tùy cơ quan và mục đích, vì vậy bạn hãy hỏi trước tại quầy tiếp nhận; nếu khó hỏi, chúng tôi sẽ cùng bạn kiểm tra.</li>
<li>Bản dịch nộp ra nước ngoài và cần chứng nhận Apostille thường phải qua công chứng bản dịch.</li>
<li>Với các ngôn ngữ do biên dịch viên đối tác đảm nhận, tùy yêu cầu của nơi nhận, chúng tôi sẽ đính kèm bản xác nhận của người dịch hoặc làm công chứng bản dịch.</li>
<li>Dịch thuật là chuyển nguyên văn nội dung bản gốc, không sửa đổi hay thêm bớt. Phần không đọc được trong bản gốc sẽ được ghi chú rõ trong bản dịch.</li>
<li>Thời gian thực hiện tùy thuộc vào khối lượng, ngôn ngữ, có cần công chứng hay không và lịch của biên dịch viên đối tác. Nếu có hạn nộp cố định, bạn nhớ báo cho chúng tôi ngay từ lần liên hệ đầu tiên.</li>
</ul>
<p>Nếu có giấy tờ cần dịch, bạn hãy chuẩn bị ảnh chụp bản gốc và thông tin nơi nộp rồi gửi qua trang <a href="/contact">Liên hệ</a>. Bạn cũng có thể được tư vấn qua điện thoại (041-357-2480) hoặc email (contact@hanbit-office.kr).</p>`,
};
