import type { Localized } from '../types.js';

/** Main task 5: document certification, apostille and consular legalization. */
export const category5: Localized = {
  ko: `<h2>문서 인증·아포스티유</h2>
<p>한국에서 발급받은 서류를 해외에 제출하거나, 본국에서 가져온 서류를 출입국·외국인청, 시청, 학교, 은행 같은 국내 기관에 제출하려면 그 문서가 진짜라는 확인 절차와 번역이 필요한 경우가 많습니다. 한빛 행정사사무소는 제출처가 요구하는 조건을 먼저 확인한 뒤 서류 발급, 번역, 공증 연계, 아포스티유·영사확인 신청까지 필요한 순서대로 정리해 진행합니다.</p>
<h3>처리 업무</h3>
<ul>
<li><strong>아포스티유 신청 대행</strong>: 아포스티유 협약 가입국에 제출할 국내 서류의 아포스티유를 신청합니다. 행정기관이 발급한 공문서는 외교부, 공증을 받은 문서는 법무부가 발급합니다.</li>
<li><strong>영사확인</strong>: 협약에 가입하지 않은 국가에 제출할 서류는 외교부 영사확인을 받은 뒤 그 나라의 주한 대사관·영사관에서 다시 확인을 받아야 하는 경우가 많습니다. 순서와 준비물을 확인해 신청을 돕습니다.</li>
<li><strong>번역 공증 안내 및 연계</strong>: 사문서나 번역문은 공증을 거쳐야 아포스티유를 받을 수 있습니다. 번역문을 준비하고 제휴 공증사무소·법무법인의 공증 일정을 잡아 드립니다.</li>
<li><strong>가족관계등록 서류 발급 및 번역</strong>: 가족관계증명서, 기본증명서, 혼인관계증명서, 입양관계증명서 등을 정당한 위임을 받아 발급하고, 제출할 나라의 언어로 번역합니다.</li>
<li><strong>그 밖의 국내 증명서</strong>: 주민등록등본·초본, 외국인등록사실증명, 사업자등록증명, 재직·경력증명서, 졸업·성적증명서 등의 발급 안내와 번역을 함께 처리합니다.</li>
<li><strong>해외 문서의 국내 제출</strong>: 본국에서 발급된 출생증명서, 혼인증명서, 학위증명서 등은 발급 국가에서 아포스티유를 받거나, 협약 비가입국이라면 현지 절차를 거쳐 그 나라에 있는 대한민국 대사관·영사관의 영사확인을 받아야 합니다. 어떤 확인이 필요한지 알려 드리고 한국어 번역을 붙여 드립니다.</li>
<li><strong>본국 범죄경력증명서</strong>: 결혼이민(F-6), 회화지도(E-2) 등 사증·체류 관련 심사에서 요구되는 본국 범죄경력증명서의 발급 경로, 인증 방법, 번역을 안내합니다.</li>
<li><strong>국내 범죄경력회보서</strong>: 해외 제출용 범죄경력회보서는 원칙적으로 본인이 신청합니다. 신청 방법을 안내하고, 발급 후 아포스티유와 번역을 이어서 처리합니다.</li>
</ul>
<h3>진행 절차</h3>
<ol>
<li><strong>상담</strong>: 어느 나라의 어느 기관에 무엇을 위해 제출하는지 확인하고, 제출처가 요구하는 원본 여부, 발급일 기준, 번역·공증 요건을 점검합니다.</li>
<li><strong>서류 확보</strong>: 위임장과 신분증 사본 등을 받아 발급을 대행하거나, 본인만 신청할 수 있는 서류는 신청 방법을 안내합니다.</li>
<li><strong>번역·공증</strong>: 필요한 언어로 번역하고, 공증이 필요한 문서는 제휴 공증사무소에서 공증 절차를 진행하도록 준비합니다.</li>
<li><strong>아포스티유·영사확인 신청</strong>: 외교부·법무부 또는 해당 국가 공관에 서류를 접수하고 처리 상황을 확인합니다.</li>
<li><strong>최종 점검 및 전달</strong>: 완성된 서류를 제출처 요건과 다시 대조한 뒤 사무소 방문 수령 또는 등기우편으로 전달합니다.</li>
</ol>
<h3>알아두실 점</h3>
<ul>
<li>아포스티유와 영사확인은 문서에 찍힌 관인이나 서명이 진짜라는 것을 확인할 뿐, 문서의 내용이나 제출처의 수리 여부를 보증하지는 않습니다.</li>
<li>협약 가입국은 바뀔 수 있습니다. 예를 들어 중국은 2023년 11월부터 협약이 적용되어 영사확인 대신 아포스티유를 받습니다. 진행 전에 제출 국가의 현재 가입 여부를 확인합니다.</li>
<li>사립학교 증명서, 회사 발행 서류, 개인이 작성한 확인서 같은 사문서는 먼저 공증을 받아야 아포스티유 대상이 됩니다.</li>
<li>많은 기관이 최근에 발급된 서류를 요구합니다. 발급일 기준은 제출처마다 다르므로 서류를 미리 떼어 두기 전에 확인하시는 것이 좋습니다.</li>
<li>외국인은 한국의 가족관계등록부가 없으므로, 한국인과 혼인한 경우 배우자의 가족관계 서류나 본국 서류로 관계를 증명하는 경우가 많습니다.</li>
<li>공증은 공증인(공증사무소·법무법인)의 업무입니다. 당 사무소는 공증을 직접 하지 않고, 번역과 서류 준비, 일정 조율을 맡습니다.</li>
<li>처리 기간과 비용은 문서 종류와 수량, 공증 여부, 기관과 공관의 사정에 따라 달라지므로 상담할 때 구체적으로 안내해 드립니다.</li>
</ul>
<p>어떤 인증이 필요한지 잘 모르시겠다면 제출처에서 받은 안내문이나 서류 목록을 준비해 <a href="/contact">문의하기</a>로 연락 주세요. 전화(041-357-2480)나 방문 상담도 가능합니다.</p>`,

  zh: `<h2>文件认证与海牙认证（Apostille）</h2>
<p>把在韩国开具的文件提交到国外，或者把从本国带来的文件提交给出入境·外国人厅、市政府、学校、银行等韩国机构时，往往需要办理证明文件真实性的认证手续，并附上翻译。韩光行政士事务所会先确认接收机构的具体要求，再按正确的顺序为您办理文件开具、翻译、公证对接以及海牙认证或领事认证的申请。</p>
<h3>业务范围</h3>
<ul>
<li><strong>代办海牙认证</strong>：为提交到《海牙公约》成员国的韩国文件申请海牙认证（附加证明书）。行政机关出具的公文书由韩国外交部办理，经过公证的文件由韩国法务部办理。</li>
<li><strong>领事认证</strong>：提交到非公约成员国的文件，通常需要先经韩国外交部领事确认，再由该国驻韩大使馆或领事馆认证。我们会核对顺序和所需材料，协助办理申请。</li>
<li><strong>翻译公证的说明与对接</strong>：私文书和译文须经过公证才能办理海牙认证。我们负责准备译文，并为您预约合作的公证事务所或律师事务所办理公证。</li>
<li><strong>家族关系登记类证明的开具与翻译</strong>：在取得合法委托的前提下，代为开具家族关系证明书、基本证明书、婚姻关系证明书、收养关系证明书等，并翻译成提交国的语言。</li>
<li><strong>其他韩国证明文件</strong>：居民登记誊本·抄本、外国人登记事实证明、营业登记证明、在职·工作经历证明、毕业·成绩证明等，提供开具指导并一并翻译。</li>
<li><strong>境外文件在韩国的提交</strong>：本国开具的出生证明、结婚证明、学位证明等，须在开具国办理海牙认证；如该国不是公约成员国，则须在当地办完相关手续后，由大韩民国驻该国使领馆进行领事认证。我们会告诉您需要哪一种认证，并附上韩文译文。</li>
<li><strong>本国无犯罪记录证明</strong>：结婚移民（F-6）、会话指导（E-2）等签证和居留审查中要求提交本国无犯罪记录证明时，我们为您说明开具途径、认证方式并提供翻译。</li>
<li><strong>韩国犯罪经历回报书</strong>：提交到国外用的犯罪经历回报书原则上须由本人申请。我们说明申请方法，开具后接着办理海牙认证和翻译。</li>
</ul>
<h3>办理流程</h3>
<ol>
<li><strong>咨询</strong>：确认文件要提交给哪个国家的哪个机构、用于什么目的，并核对接收机构对原件、开具日期、翻译和公证的要求。</li>
<li><strong>准备文件</strong>：收取委托书和身份证件复印件等材料后代为开具；只能由本人申请的文件，我们会说明申请方法。</li>
<li><strong>翻译与公证</strong>：翻译成所需语言；需要公证的文件，安排在合作公证事务所办理公证。</li>
<li><strong>申请海牙认证或领事认证</strong>：向韩国外交部、法务部或相关国家使领馆递交文件，并跟进办理进度。</li>
<li><strong>最终核对与交付</strong>：将完成的文件与接收机构的要求再次核对，然后请您到事务所领取或以挂号信寄送。</li>
</ol>
<h3>注意事项</h3>
<ul>
<li>海牙认证和领事认证只确认文件上的印章或签名真实，并不保证文件内容，也不保证接收机构一定受理。</li>
<li>公约成员国会发生变化。例如中国自2023年11月起适用该公约，中国文件改为办理海牙认证，不再需要领事认证。办理前我们会确认提交国当前是否为成员国。</li>
<li>私立学校的证明、公司出具的文件、个人书写的确认书等私文书，须先办理公证才能申请海牙认证。</li>
<li>很多机构要求提交近期开具的文件，各机构对开具日期的要求不同，建议先确认再开具。</li>
<li>外国人在韩国没有家族关系登记簿。与韩国人结婚的，多以韩方配偶的家族关系证明或本国文件来证明关系。</li>
<li>公证属于公证人（公证事务所、律师事务所）的业务。本事务所不直接办理公证，而是负责翻译、准备材料和协调时间。</li>
<li>办理时间和费用因文件种类和数量、是否需要公证以及相关机构和使领馆的情况而不同，咨询时会具体说明。</li>
</ul>
<p>如果不确定需要哪种认证，请带上接收机构给您的说明或材料清单，通过<a href="/contact">在线咨询</a>与我们联系。也可以致电（041-357-2480）或到事务所面谈。</p>`,

  ja: `<h2>書類の認証・アポスティーユ</h2>
<p>韓国で発行された書類を海外に提出するとき、また本国から持ってきた書類を出入国・外国人庁、市役所、学校、銀行など韓国の機関に提出するときは、書類が真正であることの認証と翻訳が求められることが少なくありません。ハンビット行政書士事務所では、まず提出先の要件を確認したうえで、書類の取得、翻訳、公証の手配、アポスティーユ・領事認証の申請までを必要な順序で進めます。</p>
<h3>取扱業務</h3>
<ul>
<li><strong>アポスティーユ申請の代行</strong>：アポスティーユ条約（外国公文書の認証を不要とする条約）の締約国に提出する韓国の書類についてアポスティーユを申請します。行政機関が発行した公文書は外交部、公証を受けた書類は法務部が発給します。</li>
<li><strong>領事認証</strong>：条約に加盟していない国に提出する書類は、韓国外交部の領事確認を受けた後、その国の駐韓大使館・領事館で認証を受ける必要があることが多くあります。手順と必要書類を確認し、申請をお手伝いします。</li>
<li><strong>翻訳公証のご案内と手配</strong>：私文書や翻訳文は、公証を経てはじめてアポスティーユの対象になります。翻訳文を準備し、提携する公証事務所・法務法人での公証の日程を調整します。</li>
<li><strong>家族関係登録書類の取得と翻訳</strong>：家族関係証明書、基本証明書、婚姻関係証明書、養子縁組関係証明書などを正当な委任に基づいて取得し、提出先の国の言語に翻訳します。</li>
<li><strong>その他の韓国の証明書</strong>：住民登録謄本・抄本、外国人登録事実証明、事業者登録証明、在職・経歴証明書、卒業・成績証明書などの取得方法のご案内と翻訳をあわせて承ります。</li>
<li><strong>海外書類の韓国での提出</strong>：本国で発行された出生証明書、婚姻証明書、学位証明書などは、発行国でアポスティーユを受けるか、非締約国であれば現地の手続きを経たうえで、その国にある大韓民国大使館・領事館の領事認証を受ける必要があります。どの認証が必要かをご説明し、韓国語訳をお付けします。</li>
<li><strong>本国の犯罪経歴証明書</strong>：結婚移民（F-6）、会話指導（E-2）などの査証・在留審査で求められる本国の犯罪経歴証明書について、取得方法、認証の受け方、翻訳をご案内します。</li>
<li><strong>韓国の犯罪経歴回報書</strong>：海外提出用の犯罪経歴回報書は原則として本人が申請します。申請方法をご案内し、発給後のアポスティーユと翻訳を引き続き承ります。</li>
</ul>
<h3>ご依頼の流れ</h3>
<ol>
<li><strong>ご相談</strong>：どの国のどの機関に、何の目的で提出するのかを確認し、原本の要否、発行日の基準、翻訳・公証の要件を点検します。</li>
<li><strong>書類の取得</strong>：委任状や身分証明書の写しなどをお預かりして取得を代行します。本人しか申請できない書類は申請方法をご案内します。</li>
<li><strong>翻訳・公証</strong>：必要な言語に翻訳し、公証が必要な書類は提携する公証事務所で手続きができるよう準備します。</li>
<li><strong>アポスティーユ・領事認証の申請</strong>：外交部・法務部または該当国の駐韓公館に書類を提出し、進捗を確認します。</li>
<li><strong>最終確認とお渡し</strong>：仕上がった書類を提出先の要件とあらためて照合し、事務所での受け取りまたは書留郵便でお渡しします。</li>
</ol>
<h3>ご留意いただきたい点</h3>
<ul>
<li>アポスティーユや領事認証は、書類に押された公印や署名が真正であることを確認するものであり、書類の内容や提出先での受理を保証するものではありません。</li>
<li>条約の締約国は変わることがあります。たとえば中国は2023年11月から条約が適用され、領事認証に代わってアポスティーユを受けるようになりました。手続きの前に、提出先の国の現在の加盟状況を確認します。</li>
<li>私立学校の証明書、会社が発行した書類、個人が作成した確認書などの私文書は、まず公証を受けなければアポスティーユの対象になりません。</li>
<li>多くの機関は発行から日の浅い書類を求めます。発行日の基準は提出先ごとに異なるため、書類を取り寄せる前にご確認ください。</li>
<li>外国人には韓国の家族関係登録簿がありません。韓国人と結婚している場合は、配偶者の家族関係書類や本国の書類で関係を証明することが多くあります。</li>
<li>公証は公証人（公証事務所・法務法人）の業務です。当事務所が公証を行うことはなく、翻訳、書類の準備、日程の調整を担当します。</li>
<li>処理期間と費用は、書類の種類と枚数、公証の有無、各機関や大使館・領事館の状況によって異なりますので、ご相談の際に具体的にご案内します。</li>
</ul>
<p>どの認証が必要かわからない場合は、提出先から受け取った案内や書類リストをご用意のうえ、<a href="/contact">お問い合わせ</a>からご連絡ください。お電話（041-357-2480）やご来所でのご相談も承ります。</p>`,

  en: `<h2>Document Certification and Apostille</h2>
<p>When you submit a document issued in Korea to an authority abroad, or bring documents from your home country to a Korean body such as the immigration office, city hall, a school or a bank, you will often need proof that the document is genuine, together with a translation. Hanbit Administrative Agency first checks exactly what the receiving body requires, then takes care of obtaining the documents, translation, arranging notarization and applying for an apostille or consular legalization, in the right order.</p>
<h3>What we handle</h3>
<ul>
<li><strong>Apostille applications</strong>: we apply for apostilles on Korean documents to be used in countries that are party to the Apostille Convention. Public documents issued by government agencies are apostilled by the Ministry of Foreign Affairs; notarized documents by the Ministry of Justice.</li>
<li><strong>Consular legalization</strong>: documents for a country that is not party to the Convention usually need authentication by the Ministry of Foreign Affairs and then legalization by that country's embassy or consulate in Korea. We confirm the sequence and requirements and help with the applications.</li>
<li><strong>Notarized translations</strong>: private documents and translations must be notarized before they can receive an apostille. We prepare the translation and book an appointment with a partner notary office or law firm.</li>
<li><strong>Family relation certificates, issued and translated</strong>: with proper authorization we obtain the Family Relation Certificate, Basic Certificate, Marriage Relation Certificate, Adoption Relation Certificate and similar records, and translate them into the language of the destination country.</li>
<li><strong>Other Korean certificates</strong>: resident registration abstracts, certificates of alien registration facts, business registration certificates, employment and career certificates, diplomas and transcripts; we explain how to obtain them and translate them.</li>
<li><strong>Foreign documents for use in Korea</strong>: birth, marriage and degree certificates issued in your home country need an apostille from that country or, if it is not a party to the Convention, local authentication followed by consular legalization at the Korean embassy or consulate there. We tell you which route applies and attach a Korean translation.</li>
<li><strong>Criminal record certificates from abroad</strong>: for visa and residence reviews that ask for one, such as marriage migrant (F-6) or foreign language instructor (E-2) cases, we explain where to obtain your home country's certificate, how to have it authenticated, and translate it.</li>
<li><strong>Korean criminal record reports</strong>: a Korean criminal record report for use abroad is, as a rule, requested by the person concerned. We explain how to apply and then handle the apostille and translation.</li>
</ul>
<h3>How it works</h3>
<ol>
<li><strong>Consultation</strong>: we confirm which country and which body the document is for and why, and check whether originals are required, how recent the documents must be, and what translation and notarization rules apply.</li>
<li><strong>Obtaining the documents</strong>: with a power of attorney and a copy of your ID we obtain documents on your behalf; for documents only you can request, we explain how to apply.</li>
<li><strong>Translation and notarization</strong>: we translate into the required language and, where notarization is needed, prepare everything for the partner notary office.</li>
<li><strong>Apostille or legalization</strong>: we file the documents with the Ministry of Foreign Affairs, the Ministry of Justice or the relevant embassy and follow up on progress.</li>
<li><strong>Final check and delivery</strong>: we compare the finished set with the receiving body's requirements once more, then hand it over at our office or send it by registered mail.</li>
</ol>
<h3>Good to know</h3>
<ul>
<li>An apostille or consular legalization only confirms that the seal or signature on the document is genuine. It says nothing about the content and does not guarantee that the receiving body will accept the document.</li>
<li>Membership of the Convention changes. China, for example, has applied it since November 2023, so Chinese documents now take an apostille instead of consular legalization. We check the current status of the destination country before starting.</li>
<li>Private documents, such as certificates from private schools, company-issued papers or personal statements, must be notarized first before they can receive an apostille.</li>
<li>Many bodies only accept recently issued documents, and the cut-off differs from one to another, so it is worth checking before you request your certificates.</li>
<li>Foreign nationals do not have a Korean family relation register. If you are married to a Korean citizen, the relationship is often proven with your spouse's family relation certificates or with documents from your home country.</li>
<li>Notarization is carried out by a notary (a notary office or law firm). We do not notarize documents ourselves; we prepare the translation and paperwork and coordinate the appointment.</li>
<li>Time and cost depend on the type and number of documents, whether notarization is needed, and the workload of the authorities and embassies involved. We give you specifics at the consultation.</li>
</ul>
<p>Not sure which certification you need? Have the instructions or document list from the receiving body at hand and reach us through our <a href="/contact">contact page</a>. You are also welcome to call us on +82-41-357-2480 or visit the office.</p>`,

  ru: `<h2>Легализация документов и апостиль</h2>
<p>Если документ, выданный в Корее, нужно представить за рубежом, или документы из вашей страны нужно подать в корейское учреждение — управление иммиграционной службы, мэрию, учебное заведение, банк, — часто требуется подтверждение подлинности документа и перевод. Административное бюро «Ханбит» сначала выясняет, что именно требует принимающая сторона, а затем в правильном порядке занимается получением документов, переводом, организацией нотариального заверения и оформлением апостиля или консульской легализации.</p>
<h3>Чем мы занимаемся</h3>
<ul>
<li><strong>Оформление апостиля</strong>: подаём заявления на апостиль для корейских документов, которые будут использоваться в странах — участницах Гаагской конвенции об апостиле. На официальные документы государственных органов апостиль ставит Министерство иностранных дел, на нотариально заверенные документы — Министерство юстиции.</li>
<li><strong>Консульская легализация</strong>: документы для страны, не участвующей в конвенции, как правило, сначала заверяются в МИД Кореи, а затем легализуются в посольстве или консульстве этой страны в Корее. Мы уточняем порядок и требования и помогаем с подачей.</li>
<li><strong>Нотариально заверенный перевод</strong>: частные документы и переводы получают апостиль только после нотариального заверения. Мы готовим перевод и записываем вас к нотариусу в партнёрскую нотариальную контору или юридическую фирму.</li>
<li><strong>Справки из реестра семейных отношений и их перевод</strong>: при наличии надлежащей доверенности получаем справку о семейных отношениях, базовую справку, справку о брачных отношениях, справку об усыновлении и другие, а также переводим их на язык страны назначения.</li>
<li><strong>Другие корейские справки</strong>: выписки из регистрации по месту жительства, справка о регистрации иностранца, справка о регистрации предпринимателя, справки с места работы и о стаже, дипломы и выписки оценок — объясняем, как их получить, и переводим.</li>
<li><strong>Иностранные документы для Кореи</strong>: свидетельства о рождении и о браке, дипломы и другие документы из вашей страны должны иметь апостиль этой страны, а если она не участвует в конвенции — пройти местное заверение и консульскую легализацию в посольстве или консульстве Республики Корея в этой стране. Мы подскажем, какой путь нужен, и приложим перевод на корейский язык.</li>
<li><strong>Справки о несудимости из-за рубежа</strong>: если при рассмотрении визы или статуса пребывания требуется справка о несудимости из вашей страны — например, по визе брачной иммиграции (F-6) или преподавателя иностранного языка (E-2), — объясняем, где её получить и как заверить, и переводим её.</li>
<li><strong>Корейская справка об отсутствии судимости</strong>: справку для использования за рубежом, как правило, запрашивает сам заявитель. Мы объясняем порядок подачи, а затем оформляем апостиль и перевод.</li>
</ul>
<h3>Как проходит работа</h3>
<ol>
<li><strong>Консультация</strong>: выясняем, в какую страну, в какое учреждение и для чего подаётся документ, нужны ли оригиналы, насколько свежими должны быть справки и какие требования предъявляются к переводу и заверению.</li>
<li><strong>Получение документов</strong>: по доверенности и копии удостоверения личности получаем документы за вас; если документ может запросить только сам заявитель, объясняем, как это сделать.</li>
<li><strong>Перевод и заверение</strong>: переводим на нужный язык, а документы, которым требуется нотариальное заверение, готовим для партнёрской нотариальной конторы.</li>
<li><strong>Апостиль или легализация</strong>: подаём документы в МИД, Министерство юстиции или соответствующее посольство и следим за ходом рассмотрения.</li>
<li><strong>Финальная проверка и передача</strong>: ещё раз сверяем готовый комплект с требованиями принимающей стороны и передаём его в офисе или отправляем заказным письмом.</li>
</ol>
<h3>Полезно знать</h3>
<ul>
<li>Апостиль и консульская легализация подтверждают только подлинность печати или подписи на документе. Они не удостоверяют его содержание и не гарантируют, что документ будет принят.</li>
<li>Состав участников конвенции меняется. Например, Китай применяет её с ноября 2023 года, и теперь на китайские документы ставится апостиль вместо консульской легализации. Перед началом работы мы проверяем текущий статус страны назначения.</li>
<li>Частные документы — справки частных учебных заведений, документы компаний, личные заявления — сначала нужно заверить у нотариуса, и только после этого на них можно поставить апостиль.</li>
<li>Многие учреждения принимают только недавно выданные справки, причём срок у всех разный, поэтому уточните его до того, как заказывать документы.</li>
<li>У иностранцев нет корейского реестра семейных отношений. Если вы состоите в браке с гражданином Кореи, отношения часто подтверждают справками супруга или документами из вашей страны.</li>
<li>Нотариальное заверение выполняет нотариус (нотариальная контора или юридическая фирма). Мы сами документы не заверяем: мы готовим перевод и документы и согласовываем время визита.</li>
<li>Сроки и стоимость зависят от вида и количества документов, необходимости нотариального заверения и загруженности ведомств и посольств. Подробности мы сообщим на консультации.</li>
</ul>
<p>Не знаете, какое заверение вам нужно? Подготовьте инструкцию или список документов от принимающей стороны и напишите нам через <a href="/contact">страницу обращений</a>. Можно также позвонить по номеру +82-41-357-2480 или прийти в офис.</p>`,

  vi: `<h2>Chứng thực giấy tờ và chứng nhận Apostille</h2>
<p>Khi nộp giấy tờ cấp tại Hàn Quốc cho cơ quan ở nước ngoài, hoặc nộp giấy tờ mang từ nước mình sang cho các cơ quan tại Hàn Quốc như Cục Quản lý Xuất nhập cảnh, tòa thị chính, trường học, ngân hàng, bạn thường phải làm thủ tục xác nhận giấy tờ là thật và nộp kèm bản dịch. Văn phòng Hành chính sư Hanbit trước hết kiểm tra yêu cầu của nơi nhận hồ sơ, sau đó tiến hành theo đúng thứ tự cần thiết: xin cấp giấy tờ, dịch thuật, kết nối công chứng, cho đến nộp hồ sơ xin chứng nhận Apostille hoặc hợp pháp hóa lãnh sự.</p>
<h3>Công việc chúng tôi đảm nhận</h3>
<ul>
<li><strong>Nộp hồ sơ xin Apostille thay bạn</strong>: chúng tôi xin chứng nhận Apostille cho giấy tờ Hàn Quốc sẽ nộp tại các nước thành viên Công ước Apostille. Văn bản công do cơ quan hành chính cấp thì Bộ Ngoại giao cấp Apostille; giấy tờ đã công chứng thì Bộ Tư pháp cấp.</li>
<li><strong>Hợp pháp hóa lãnh sự (영사확인)</strong>: giấy tờ nộp cho nước không tham gia Công ước thường phải được Bộ Ngoại giao Hàn Quốc xác nhận lãnh sự, sau đó được Đại sứ quán hoặc Lãnh sự quán của nước đó tại Hàn Quốc xác nhận thêm một lần nữa. Chúng tôi kiểm tra thứ tự và giấy tờ cần chuẩn bị, rồi hỗ trợ bạn nộp hồ sơ.</li>
<li><strong>Hướng dẫn và kết nối công chứng bản dịch</strong>: văn bản tư (giấy tờ không do cơ quan nhà nước cấp) và bản dịch phải được công chứng thì mới được cấp Apostille. Chúng tôi chuẩn bị bản dịch và đặt lịch công chứng tại văn phòng công chứng hoặc công ty luật (법무법인) đối tác.</li>
<li><strong>Cấp và dịch giấy tờ đăng ký quan hệ gia đình</strong>: khi được ủy quyền hợp lệ, chúng tôi xin cấp giấy chứng nhận quan hệ gia đình (가족관계증명서), giấy chứng nhận cơ bản (기본증명서), giấy chứng nhận quan hệ hôn nhân (혼인관계증명서), giấy chứng nhận quan hệ nhận con nuôi (입양관계증명서)…, và dịch sang ngôn ngữ của nước sẽ nộp.</li>
<li><strong>Các giấy chứng nhận khác của Hàn Quốc</strong>: hướng dẫn xin cấp và dịch luôn các giấy tờ như bản sao đăng ký cư trú (주민등록등본·초본), giấy xác nhận đăng ký người nước ngoài (외국인등록사실증명), giấy xác nhận đăng ký kinh doanh (사업자등록증명), giấy xác nhận đang làm việc và giấy xác nhận kinh nghiệm làm việc, giấy chứng nhận tốt nghiệp và bảng điểm.</li>
<li><strong>Nộp giấy tờ nước ngoài tại Hàn Quốc</strong>: giấy khai sinh, giấy chứng nhận kết hôn, bằng cấp… do nước bạn cấp phải được chứng nhận Apostille tại nước cấp; nếu nước đó không tham gia Công ước thì phải làm thủ tục tại nước sở tại, rồi được Đại sứ quán hoặc Lãnh sự quán Đại Hàn Dân Quốc tại nước đó hợp pháp hóa lãnh sự. Chúng tôi cho bạn biết cần loại xác nhận nào và kèm theo bản dịch tiếng Hàn.</li>
<li><strong>Phiếu lý lịch tư pháp của nước bạn</strong>: khi hồ sơ thị thực hoặc lưu trú, như kết hôn di trú (F-6) hay giảng dạy hội thoại ngoại ngữ (E-2), yêu cầu phiếu lý lịch tư pháp của nước bạn, chúng tôi hướng dẫn nơi xin cấp, cách chứng thực và dịch giúp bạn.</li>
<li><strong>Giấy xác nhận lý lịch tư pháp của Hàn Quốc (범죄경력회보서)</strong>: giấy dùng để nộp ra nước ngoài, theo nguyên tắc, phải do chính người đó xin cấp. Chúng tôi hướng dẫn cách xin, và sau khi được cấp sẽ tiếp tục làm Apostille và dịch thuật.</li>
</ul>
<h3>Quy trình thực hiện</h3>
<ol>
<li><strong>Tư vấn</strong>: xác định giấy tờ sẽ nộp cho cơ quan nào, ở nước nào, với mục đích gì; kiểm tra nơi nhận có yêu cầu bản gốc hay không, quy định về ngày cấp, yêu cầu về dịch thuật và công chứng.</li>
<li><strong>Chuẩn bị giấy tờ</strong>: nhận giấy ủy quyền, bản sao giấy tờ tùy thân… để xin cấp thay bạn; với giấy tờ chỉ chính bạn mới xin được, chúng tôi hướng dẫn cách xin.</li>
<li><strong>Dịch thuật và công chứng</strong>: dịch sang ngôn ngữ cần thiết; với giấy tờ cần công chứng, chúng tôi chuẩn bị để làm thủ tục tại văn phòng công chứng đối tác.</li>
<li><strong>Nộp hồ sơ Apostille hoặc hợp pháp hóa lãnh sự</strong>: nộp giấy tờ tại Bộ Ngoại giao, Bộ Tư pháp hoặc cơ quan đại diện của nước liên quan, và theo dõi tiến độ xử lý.</li>
<li><strong>Kiểm tra lần cuối và bàn giao</strong>: đối chiếu lại giấy tờ đã hoàn thiện với yêu cầu của nơi nhận, sau đó bàn giao tại văn phòng hoặc gửi bằng thư bảo đảm.</li>
</ol>
<h3>Những điều cần lưu ý</h3>
<ul>
<li>Apostille và hợp pháp hóa lãnh sự chỉ xác nhận con dấu hoặc chữ ký trên giấy tờ là thật, không bảo đảm nội dung giấy tờ hay việc nơi nhận có chấp nhận hồ sơ hay không.</li>
<li>Danh sách nước thành viên Công ước có thể thay đổi. Ví dụ, Trung Quốc áp dụng Công ước từ tháng 11 năm 2023, nên nay giấy tờ được chứng nhận Apostille thay cho hợp pháp hóa lãnh sự. Trước khi tiến hành, chúng tôi kiểm tra xem nước bạn nộp hiện có phải là thành viên hay không.</li>
<li>Văn bản tư như giấy chứng nhận của trường tư thục, giấy tờ do công ty phát hành, giấy xác nhận do cá nhân tự viết phải được công chứng trước thì mới thuộc đối tượng cấp Apostille.</li>
<li>Nhiều cơ quan yêu cầu giấy tờ mới được cấp gần đây. Quy định về ngày cấp khác nhau tùy nơi nhận, vì vậy bạn nên hỏi rõ trước khi xin cấp sẵn giấy tờ.</li>
<li>Người nước ngoài không có sổ đăng ký quan hệ gia đình của Hàn Quốc; nếu kết hôn với người Hàn Quốc, quan hệ thường được chứng minh bằng giấy tờ quan hệ gia đình của vợ/chồng hoặc giấy tờ của nước mình.</li>
<li>Công chứng là công việc của công chứng viên (văn phòng công chứng, công ty luật). Văn phòng chúng tôi không trực tiếp công chứng mà đảm nhận dịch thuật, chuẩn bị giấy tờ và sắp xếp lịch hẹn.</li>
<li>Thời gian và chi phí khác nhau tùy loại và số lượng giấy tờ, có cần công chứng hay không, và tình hình của các cơ quan cũng như cơ quan đại diện ngoại giao; chúng tôi sẽ báo cụ thể khi tư vấn.</li>
</ul>
<p>Nếu chưa rõ mình cần loại chứng thực nào, bạn hãy chuẩn bị văn bản hướng dẫn hoặc danh sách giấy tờ mà nơi nhận đã đưa, rồi liên hệ qua trang <a href="/contact">Liên hệ</a>. Bạn cũng có thể gọi điện (041-357-2480) hoặc đến văn phòng để được tư vấn trực tiếp.</p>`,
};
