import type { Localized } from '../types.js';

/** Main task 1: visas and stay status (비자·체류). Korean is the source text. */
export const category1: Localized = {
  ko: `<h2>비자·체류 업무</h2>
<p>한국에서 지내는 동안 체류자격과 체류기간은 일과 생활의 바탕이 됩니다. 저희 사무소는 외국인 주민과 외국인을 고용하는 기업을 위해 체류 관련 신청서와 첨부 서류를 준비하고, 관할 출입국·외국인관서에 대한 신청을 대행합니다. 유학(D-2), 일반연수(D-4), 구직(D-10), 특정활동(E-7), 비전문취업(E-9), 거주(F-2), 재외동포(F-4), 영주(F-5), 결혼이민(F-6), 방문취업(H-2) 등 자주 다루는 체류자격을 중심으로, 지금 상황에 맞는 절차를 함께 찾아 드립니다.</p>
<h3>취급 업무</h3>
<ul>
<li><strong>체류자격 변경허가</strong>: 졸업 후 D-2에서 D-10 또는 E-7으로, 혼인 후 F-6으로 바꾸는 등 활동 내용이 달라질 때 필요한 신청</li>
<li><strong>체류기간 연장허가</strong>: 현재 체류기간이 끝나기 전에 하는 연장 신청과 자격별 증빙 서류 준비</li>
<li><strong>외국인등록</strong>: 90일을 넘게 체류하려는 분의 입국 후 외국인등록 신청과 외국인등록증 재발급</li>
<li><strong>재입국허가</strong>: 출국했다가 다시 들어올 때 허가가 필요한지 확인하고, 필요한 경우 신청</li>
<li><strong>체류지 변경 신고</strong>: 이사한 뒤 새 주소를 정해진 기한 안에 신고하도록 안내하고 대행</li>
<li><strong>사증발급인정서</strong>: 해외에 있는 외국인을 초청하는 기업이나 가족이 국내에서 하는 사증발급인정서 발급 신청</li>
<li><strong>근무처 변경·추가</strong>: E-7 등 취업 자격 소지자의 근무처 변경·추가 허가 신청과, 고용주가 해야 하는 고용변동 신고 안내</li>
<li><strong>영주(F-5)·거주(F-2) 자격 신청 사전 검토</strong>: 요건을 갖추었는지 서류를 기준으로 미리 점검</li>
<li><strong>보완 요청 대응</strong>: 출입국·외국인관서의 서류 보완 요구에 대한 대응과 사유서 작성 지원</li>
</ul>
<h3>진행 절차</h3>
<ol>
<li><strong>상담</strong>: 여권, 외국인등록증과 현재 상황을 바탕으로 어떤 신청이 필요한지, 기한이 언제인지 확인합니다.</li>
<li><strong>서류 목록 안내</strong>: 체류자격과 개인 사정에 맞춘 서류 목록을 드리고, 해외에서 발급한 서류에 번역·인증이 필요한지도 알려 드립니다.</li>
<li><strong>서류 작성·검토</strong>: 신청서, 사유서, 고용주 측 서류 등을 작성하고 빠진 것이 없는지 점검합니다.</li>
<li><strong>신청 접수</strong>: 하이코리아(HiKorea) 전자민원 또는 방문 예약을 통해 관할 출입국·외국인관서에 접수합니다. 외국인등록처럼 본인 출석이 필요한 업무는 미리 일정을 안내해 드립니다.</li>
<li><strong>보완 대응과 결과 안내</strong>: 보완 요청이 오면 함께 대응하고, 결과가 나오면 등록증 수령 방법과 다음 연장 시기까지 알려 드립니다.</li>
</ol>
<h3>주로 필요한 서류</h3>
<ul>
<li>여권과 외국인등록증(등록한 경우)</li>
<li>통합신청서와 규격 사진</li>
<li>체류지 입증 서류: 임대차계약서, 숙소제공 확인서 등</li>
<li>자격별 서류: 재학증명서·성적증명서(D-2, D-4), 고용계약서·사업자등록증(E-7, E-9), 혼인 관계 서류(F-6), 재외동포임을 증명하는 서류(F-4) 등</li>
<li>해외에서 발급한 서류: 한국어 번역문과 아포스티유 또는 영사확인</li>
<li>법무부가 정한 수수료(신청 종류에 따라 다르며, 면제되는 경우도 있습니다)</li>
<li>필요한 서류는 체류자격과 개인 사정에 따라 다르고 수시로 바뀝니다. 최신 기준은 하이코리아에서 확인하시거나 상담 때 문의해 주세요.</li>
</ul>
<p>체류기간 만료일이 다가오거나 어떤 신청이 필요한지 잘 모르겠다면, 기한이 지나기 전에 먼저 상담하세요. 허가 여부는 출입국·외국인관서가 심사하여 결정하지만, 저희는 신청이 정확하고 빠짐없이 이루어지도록 돕겠습니다. <a href="/contact">문의하기</a>에서 상황을 남겨 주시면 연락드리겠습니다.</p>`,
  zh: `<h2>签证与居留业务</h2>
<p>在韩国生活期间，居留资格和居留期限是工作与生活的基础。本事务所为外国居民及雇用外国人的企业准备与居留相关的申请书和附件材料，并代为向管辖的出入境·外国人管理机关提交申请。我们以留学（D-2）、一般研修（D-4）、求职（D-10）、特定活动（E-7）、非专业就业（E-9）、居住（F-2）、在外同胞（F-4）、永久居留（F-5）、结婚移民（F-6）、访问就业（H-2）等常见居留资格为中心，帮您找到适合当前情况的手续。</p>
<h3>业务范围</h3>
<ul>
<li><strong>居留资格变更许可</strong>：毕业后由D-2变更为D-10或E-7、结婚后变更为F-6等，活动内容发生变化时需要办理的申请</li>
<li><strong>居留期限延长许可</strong>：在现有居留期限届满前提出延长申请，并准备各资格所需的证明材料</li>
<li><strong>外国人登录</strong>：为计划在韩居留超过90天的人士办理入境后的外国人登录，以及外国人登录证补发</li>
<li><strong>再入境许可</strong>：确认出境后再次入境时是否需要许可，如需要则代为申请</li>
<li><strong>居留地变更申报</strong>：搬家后提醒并协助您在规定期限内申报新地址</li>
<li><strong>签证发放认定书</strong>：为从海外邀请外国人的企业或家人，在韩国境内申请签证发放认定书</li>
<li><strong>工作单位变更与增加</strong>：E-7等就业资格持有人的工作单位变更、增加许可申请，并说明雇主须办理的雇佣变动申报</li>
<li><strong>永久居留（F-5）、居住（F-2）资格申请事前评估</strong>：根据材料事先核查是否符合条件</li>
<li><strong>补正要求应对</strong>：协助应对出入境·外国人管理机关的补正材料要求，并协助撰写情况说明书</li>
</ul>
<h3>办理流程</h3>
<ol>
<li><strong>咨询</strong>：根据护照、外国人登录证和您的现状，确认需要办理哪项申请以及截止日期。</li>
<li><strong>提供材料清单</strong>：按照您的居留资格和个人情况提供材料清单，并说明海外出具的文件是否需要翻译和认证。</li>
<li><strong>撰写与审核材料</strong>：撰写申请书、情况说明书及雇主方材料，并检查有无遗漏。</li>
<li><strong>提交申请</strong>：通过HiKorea电子民愿或预约到访，向管辖的出入境·外国人管理机关提交。外国人登录等需要本人到场的业务，我们会提前告知日程。</li>
<li><strong>补正应对与结果通知</strong>：如收到补正要求，我们与您一起应对；结果出来后，告知领取登录证的方式以及下次延长的时间。</li>
</ol>
<h3>通常所需材料</h3>
<ul>
<li>护照及外国人登录证（已登录者）</li>
<li>综合申请书及规格照片</li>
<li>居留地证明材料：租赁合同、住宿提供确认书等</li>
<li>各资格所需材料：在学证明、成绩证明（D-2、D-4），劳动合同、雇主的营业执照（E-7、E-9），婚姻关系材料（F-6），在外同胞身份证明材料（F-4）等</li>
<li>海外出具的文件：韩文译本以及海牙认证（Apostille）或领事认证</li>
<li>法务部规定的手续费（因申请种类而异，部分情况可免除）</li>
<li>所需材料因居留资格和个人情况而不同，且会不时调整。最新要求请在HiKorea查询，或在咨询时向我们确认。</li>
</ul>
<p>如果居留期限即将届满，或不确定自己需要办理哪项申请，请在期限届满前先来咨询。是否批准由出入境·外国人管理机关审查决定，我们会尽力协助您准确、完整地提交申请。欢迎通过<a href="/contact">联系我们</a>留言说明您的情况，我们会尽快与您联系。</p>`,
  ja: `<h2>ビザ・在留手続き</h2>
<p>韓国で暮らすうえで、在留資格と在留期間は仕事と生活の土台です。当事務所では、外国人住民の方と外国人を雇用する企業のために、在留に関する申請書と添付書類を作成し、管轄の出入国・外国人庁などへの申請を代行します。留学（D-2）、一般研修（D-4）、求職（D-10）、特定活動（E-7）、非専門就業（E-9）、居住（F-2）、在外同胞（F-4）、永住（F-5）、結婚移民（F-6）、訪問就業（H-2）など、よく扱う在留資格を中心に、今の状況に合った手続きを一緒に考えます。</p>
<h3>取り扱い業務</h3>
<ul>
<li><strong>在留資格変更許可</strong>：卒業後にD-2からD-10やE-7へ、結婚後にF-6へ切り替えるなど、活動内容が変わるときの申請</li>
<li><strong>在留期間延長許可</strong>：現在の在留期間が切れる前に行う延長申請と、資格ごとの証明書類の準備</li>
<li><strong>外国人登録</strong>：90日を超えて滞在する方の入国後の外国人登録申請と、外国人登録証の再発行</li>
<li><strong>再入国許可</strong>：出国後に再び入国する際に許可が必要かを確認し、必要な場合は申請</li>
<li><strong>滞在地変更の届出</strong>：引っ越しの後、新しい住所を定められた期限内に届け出られるようご案内し、代行</li>
<li><strong>査証発給認定書</strong>：海外にいる外国人を招へいする企業やご家族が韓国国内で行う、査証発給認定書の申請</li>
<li><strong>勤務先の変更・追加</strong>：E-7など就労資格をお持ちの方の勤務先変更・追加許可の申請と、雇用主が行う雇用変動届のご案内</li>
<li><strong>永住（F-5）・居住（F-2）資格申請の事前確認</strong>：要件を満たしているかを書類に基づいて事前にチェック</li>
<li><strong>補正要請への対応</strong>：出入国・外国人庁からの書類補正の求めへの対応と、理由書の作成サポート</li>
</ul>
<h3>手続きの流れ</h3>
<ol>
<li><strong>ご相談</strong>：パスポート、外国人登録証と現在の状況をもとに、どの申請が必要か、期限はいつかを確認します。</li>
<li><strong>必要書類のご案内</strong>：在留資格や個別の事情に合わせた書類リストをお渡しし、海外で発行された書類に翻訳や認証が必要かどうかもお伝えします。</li>
<li><strong>書類の作成・確認</strong>：申請書、理由書、雇用主側の書類などを作成し、漏れがないか点検します。</li>
<li><strong>申請</strong>：HiKoreaの電子申請または訪問予約により、管轄の出入国・外国人庁などに申請します。外国人登録のようにご本人の出頭が必要な手続きは、事前に日程をご案内します。</li>
<li><strong>補正への対応と結果のご連絡</strong>：補正を求められた場合は一緒に対応し、結果が出たら登録証の受け取り方法や次の延長時期までお知らせします。</li>
</ol>
<h3>主な必要書類</h3>
<ul>
<li>パスポートと外国人登録証（登録済みの方）</li>
<li>統合申請書と規格写真</li>
<li>滞在地を証明する書類：賃貸借契約書、宿所提供確認書など</li>
<li>資格ごとの書類：在学証明書・成績証明書（D-2、D-4）、雇用契約書・雇用主の事業者登録証（E-7、E-9）、婚姻関係の書類（F-6）、在外同胞であることを証明する書類（F-4）など</li>
<li>海外で発行された書類：韓国語の翻訳文と、アポスティーユまたは領事認証</li>
<li>法務部が定める手数料（申請の種類によって異なり、免除される場合もあります）</li>
<li>必要書類は在留資格や個別の事情によって異なり、随時変更されます。最新の要件はHiKoreaでご確認いただくか、ご相談の際にお尋ねください。</li>
</ul>
<p>在留期間の満了が近い方や、どの申請が必要か分からない方は、期限が過ぎる前にまずご相談ください。許可の可否は出入国・外国人庁の審査によって決まりますが、正確で漏れのない申請ができるよう私たちがお手伝いします。<a href="/contact">お問い合わせ</a>から状況をお知らせいただければ、折り返しご連絡いたします。</p>`,
  en: `<h2>Visas and Stay Status</h2>
<p>Your status of stay and the period of stay you are permitted shape everything you do in Korea, from work and study to family life. We prepare residence applications and supporting documents for foreign residents and for the businesses that employ them, and file them with the competent immigration office on their behalf. The statuses we work with most often are D-2 (study), D-4 (general training, including language courses), D-10 (job seeking), E-7 (specially designated activities), E-9 (non-professional employment), F-2 (residence), F-4 (overseas Korean), F-5 (permanent residence), F-6 (marriage migrant) and H-2 (working visit). Together we work out which procedure fits your situation.</p>
<h3>What we handle</h3>
<ul>
<li><strong>Change of status</strong>: when your activities change, for example from D-2 to D-10 or E-7 after graduation, or to F-6 after marriage</li>
<li><strong>Extension of stay</strong>: applying before your current period of stay ends, with the supporting documents your status requires</li>
<li><strong>Alien registration</strong>: registering after arrival if you will stay longer than 90 days, and reissuing a residence card</li>
<li><strong>Re-entry permits</strong>: checking whether you need one before you travel abroad, and applying if you do</li>
<li><strong>Change of address reports</strong>: reminding you of the deadline after a move and filing the report of your new address</li>
<li><strong>Certificates for Confirmation of Visa Issuance</strong>: applications filed in Korea by employers or family members who are inviting someone from abroad</li>
<li><strong>Change or addition of workplace</strong>: permission applications for E-7 and other work-status holders, and guidance on the employment-change reports employers must make</li>
<li><strong>F-5 and F-2 eligibility reviews</strong>: checking your documents against the requirements before you apply</li>
<li><strong>Requests for additional documents</strong>: responding when the immigration office asks for more, including letters of explanation</li>
</ul>
<h3>How it works</h3>
<ol>
<li><strong>Consultation</strong>: based on your passport, residence card and circumstances, we confirm which application you need and when it is due.</li>
<li><strong>Document checklist</strong>: you receive a list tailored to your status and situation, including whether documents issued abroad need translation or authentication.</li>
<li><strong>Preparation and review</strong>: we complete the application form, letters of explanation and employer documents, and check that nothing is missing.</li>
<li><strong>Filing</strong>: we file through HiKorea e-application or by appointment at the competent immigration office. Where you must appear in person, as for alien registration, we arrange the date with you in advance.</li>
<li><strong>Follow-up and result</strong>: we deal with any request for additional documents together with you and, once the decision is out, explain how to collect your card and when your next extension is due.</li>
</ol>
<h3>Documents usually needed</h3>
<ul>
<li>Passport and residence card (if you are already registered)</li>
<li>The integrated application form and a standard-size photo</li>
<li>Proof of address, such as a lease contract or a confirmation of accommodation</li>
<li>Status-specific documents: certificate of enrolment and transcripts (D-2, D-4), employment contract and the employer's business registration certificate (E-7, E-9), marriage documents (F-6), proof of overseas Korean status (F-4) and so on</li>
<li>Documents issued abroad, with a Korean translation and an apostille or consular legalization</li>
<li>The fee set by the Ministry of Justice (it varies by application, and some applications are exempt)</li>
<li>Requirements differ by status and circumstances and change from time to time. Check HiKorea for the current requirements, or ask us during your consultation.</li>
</ul>
<p>If your permitted stay is about to run out, or you are not sure which application you need, talk to us before the deadline passes. The decision rests with the immigration authorities; our part is to make sure your application is accurate and complete. Tell us about your situation through our <a href="/contact">contact page</a> and we will get back to you.</p>`,
  ru: `<h2>Визы и статус пребывания</h2>
<p>Статус пребывания и разрешённый срок пребывания — основа всей жизни в Корее: работы, учёбы, семьи. Мы готовим заявления и сопроводительные документы по вопросам пребывания для иностранных жителей и для компаний, которые их нанимают, и подаём их от имени клиента в компетентный орган иммиграционной службы. Чаще всего мы работаем со статусами D-2 (учёба), D-4 (общее обучение, в том числе языковые курсы), D-10 (поиск работы), E-7 (особая деятельность), E-9 (неквалифицированная работа), F-2 (проживание), F-4 (зарубежные корейцы), F-5 (постоянное место жительства, ПМЖ), F-6 (брачная иммиграция) и H-2 (посещение с целью трудоустройства). Вместе мы подберём процедуру, которая подходит именно вам.</p>
<h3>Чем мы занимаемся</h3>
<ul>
<li><strong>Смена статуса пребывания</strong>: когда меняется ваша деятельность, например переход с D-2 на D-10 или E-7 после окончания учёбы или на F-6 после вступления в брак</li>
<li><strong>Продление срока пребывания</strong>: заявление до окончания текущего срока и подготовка документов, которых требует ваш статус</li>
<li><strong>Регистрация иностранца</strong>: регистрация после въезда, если вы собираетесь пробыть в Корее более 90 дней, а также повторная выдача карты регистрации иностранца</li>
<li><strong>Разрешение на повторный въезд</strong>: проверим, нужно ли оно вам перед выездом за границу, и при необходимости подадим заявление</li>
<li><strong>Уведомление о смене места пребывания</strong>: напомним о сроке после переезда и подадим уведомление о новом адресе</li>
<li><strong>Подтверждение на выдачу визы</strong>: заявление, которое подают в Корее работодатель или родственники, приглашающие человека из-за рубежа</li>
<li><strong>Смена или добавление места работы</strong>: разрешения для владельцев E-7 и других рабочих статусов, а также разъяснение уведомлений об изменениях в трудоустройстве, которые обязан подавать работодатель</li>
<li><strong>Предварительная проверка для F-5 и F-2</strong>: сверим ваши документы с требованиями до подачи заявления</li>
<li><strong>Запросы дополнительных документов</strong>: ответ на запрос иммиграционной службы, включая составление объяснительных писем</li>
</ul>
<h3>Как мы работаем</h3>
<ol>
<li><strong>Консультация</strong>: по паспорту, карте регистрации иностранца и вашим обстоятельствам определяем, какое заявление нужно и до какого срока.</li>
<li><strong>Список документов</strong>: вы получаете перечень с учётом вашего статуса и ситуации; объясняем, нужны ли перевод и заверение документов, выданных за границей.</li>
<li><strong>Подготовка и проверка</strong>: заполняем заявление, объяснительные письма и документы со стороны работодателя, проверяем, что ничего не упущено.</li>
<li><strong>Подача</strong>: подаём заявление через электронную систему HiKorea или по предварительной записи в компетентный орган иммиграционной службы. Если нужна ваша личная явка, например при регистрации иностранца, заранее согласуем с вами дату.</li>
<li><strong>Сопровождение и результат</strong>: вместе отвечаем на запросы дополнительных документов, а после решения объясняем, как получить карту и когда подходит срок следующего продления.</li>
</ol>
<h3>Какие документы обычно нужны</h3>
<ul>
<li>Паспорт и карта регистрации иностранца (если вы уже зарегистрированы)</li>
<li>Единый бланк заявления и фотография стандартного размера</li>
<li>Подтверждение места проживания: договор аренды, подтверждение предоставления жилья и т. п.</li>
<li>Документы по статусу: справка об обучении и выписка с оценками (D-2, D-4), трудовой договор и свидетельство о регистрации бизнеса работодателя (E-7, E-9), документы о браке (F-6), подтверждение статуса зарубежного корейца (F-4) и др.</li>
<li>Документы, выданные за границей, — с переводом на корейский язык и апостилем или консульской легализацией</li>
<li>Пошлина в размере, установленном Министерством юстиции (зависит от вида заявления; в некоторых случаях не взимается)</li>
<li>Требования зависят от статуса и обстоятельств и время от времени меняются. Актуальные требования проверяйте на HiKorea или уточняйте у нас на консультации.</li>
</ul>
<p>Если срок вашего пребывания скоро истекает или вы не уверены, какое заявление нужно подать, обратитесь к нам до окончания срока. Решение принимает иммиграционная служба; наша задача — чтобы ваше заявление было точным и полным. Расскажите о своей ситуации на странице <a href="/contact">«Связаться с нами»</a>, и мы с вами свяжемся.</p>`,
  vi: `<h2>Thị thực và lưu trú</h2>
<p>Khi sống ở Hàn Quốc, tư cách lưu trú và thời hạn lưu trú là nền tảng cho cả công việc lẫn cuộc sống của bạn. Văn phòng chúng tôi chuẩn bị đơn và giấy tờ kèm theo liên quan đến lưu trú cho người nước ngoài đang sinh sống tại Hàn Quốc và cho các doanh nghiệp tuyển dụng người nước ngoài, đồng thời thay mặt nộp hồ sơ tại Cục Quản lý Xuất nhập cảnh (출입국·외국인관서) có thẩm quyền. Chúng tôi chủ yếu làm việc với các tư cách lưu trú thường gặp như du học (D-2), tu nghiệp phổ thông (D-4), tìm việc (D-10), hoạt động đặc định (E-7), lao động không chuyên môn (E-9), cư trú (F-2), kiều bào Hàn Quốc (F-4), thường trú (F-5), kết hôn di trú (F-6), thăm thân làm việc (H-2), và cùng bạn tìm ra thủ tục phù hợp với hoàn cảnh hiện tại.</p>
<h3>Công việc chúng tôi đảm nhận</h3>
<ul>
<li><strong>Thay đổi tư cách lưu trú</strong>: hồ sơ cần nộp khi nội dung hoạt động của bạn thay đổi, chẳng hạn chuyển từ D-2 sang D-10 hoặc E-7 sau khi tốt nghiệp, hay sang F-6 sau khi kết hôn</li>
<li><strong>Gia hạn thời hạn lưu trú</strong>: nộp đơn gia hạn trước khi thời hạn lưu trú hiện tại kết thúc và chuẩn bị giấy tờ chứng minh theo từng tư cách lưu trú</li>
<li><strong>Đăng ký người nước ngoài</strong>: đăng ký người nước ngoài sau khi nhập cảnh cho người định lưu trú quá 90 ngày, và cấp lại thẻ đăng ký người nước ngoài (외국인등록증)</li>
<li><strong>Giấy phép tái nhập cảnh</strong>: kiểm tra xem bạn có cần giấy phép khi ra nước ngoài rồi quay lại Hàn Quốc hay không, và nộp đơn nếu cần</li>
<li><strong>Khai báo thay đổi nơi lưu trú</strong>: nhắc bạn khai báo địa chỉ mới trong thời hạn quy định sau khi chuyển nhà, và khai báo thay bạn</li>
<li><strong>Giấy chứng nhận cấp thị thực (사증발급인정서)</strong>: hồ sơ xin giấy chứng nhận cấp thị thực do doanh nghiệp hoặc gia đình nộp tại Hàn Quốc để mời người nước ngoài đang ở nước ngoài sang</li>
<li><strong>Thay đổi, bổ sung nơi làm việc</strong>: đơn xin phép thay đổi, bổ sung nơi làm việc cho người có tư cách lao động như E-7, và hướng dẫn việc khai báo biến động lao động mà chủ sử dụng lao động phải thực hiện</li>
<li><strong>Kiểm tra trước hồ sơ xin tư cách thường trú (F-5), cư trú (F-2)</strong>: rà soát trước trên giấy tờ xem bạn đã đáp ứng các điều kiện hay chưa</li>
<li><strong>Xử lý yêu cầu bổ sung hồ sơ</strong>: đáp ứng yêu cầu bổ sung hồ sơ của Cục Quản lý Xuất nhập cảnh và hỗ trợ soạn bản tường trình (사유서)</li>
</ul>
<h3>Quy trình thực hiện</h3>
<ol>
<li><strong>Tư vấn</strong>: dựa trên hộ chiếu, thẻ đăng ký người nước ngoài và hoàn cảnh hiện tại của bạn, chúng tôi xác định bạn cần nộp hồ sơ gì và hạn chót là khi nào.</li>
<li><strong>Hướng dẫn danh sách giấy tờ</strong>: chúng tôi gửi bạn danh sách giấy tờ phù hợp với tư cách lưu trú và hoàn cảnh riêng, đồng thời cho biết giấy tờ cấp ở nước ngoài có cần dịch thuật, chứng thực hay không.</li>
<li><strong>Soạn và kiểm tra hồ sơ</strong>: chúng tôi soạn đơn, bản tường trình, giấy tờ phía chủ sử dụng lao động, v.v. và kiểm tra để không có gì thiếu sót.</li>
<li><strong>Nộp hồ sơ</strong>: nộp tại Cục Quản lý Xuất nhập cảnh có thẩm quyền qua dịch vụ hồ sơ điện tử HiKorea (하이코리아) hoặc bằng cách đặt lịch hẹn đến trực tiếp. Với những thủ tục đương sự bắt buộc phải có mặt như đăng ký người nước ngoài, chúng tôi sẽ báo trước lịch cho bạn.</li>
<li><strong>Xử lý yêu cầu bổ sung và thông báo kết quả</strong>: nếu có yêu cầu bổ sung hồ sơ, chúng tôi cùng bạn xử lý; khi có kết quả, chúng tôi hướng dẫn cách nhận thẻ và cho bạn biết cả thời điểm cần gia hạn lần tiếp theo.</li>
</ol>
<h3>Giấy tờ thường cần</h3>
<ul>
<li>Hộ chiếu và thẻ đăng ký người nước ngoài (nếu đã đăng ký)</li>
<li>Đơn đăng ký tổng hợp (통합신청서) và ảnh đúng quy cách</li>
<li>Giấy tờ chứng minh nơi lưu trú: hợp đồng thuê nhà, giấy xác nhận cung cấp chỗ ở (숙소제공 확인서), v.v.</li>
<li>Giấy tờ theo từng tư cách lưu trú: giấy chứng nhận đang theo học và bảng điểm (D-2, D-4), hợp đồng lao động và giấy đăng ký kinh doanh của chủ sử dụng lao động (E-7, E-9), giấy tờ về quan hệ hôn nhân (F-6), giấy tờ chứng minh là kiều bào Hàn Quốc (F-4), v.v.</li>
<li>Giấy tờ cấp ở nước ngoài: bản dịch tiếng Hàn kèm chứng nhận Apostille hoặc hợp pháp hóa lãnh sự</li>
<li>Lệ phí do Bộ Tư pháp quy định (khác nhau tùy loại hồ sơ, có trường hợp được miễn)</li>
<li>Giấy tờ cần thiết khác nhau tùy tư cách lưu trú và hoàn cảnh của từng người, và có thể thay đổi bất cứ lúc nào. Bạn vui lòng kiểm tra quy định mới nhất trên HiKorea hoặc hỏi chúng tôi khi được tư vấn.</li>
</ul>
<p>Nếu thời hạn lưu trú của bạn sắp hết hoặc bạn chưa rõ mình cần nộp hồ sơ gì, hãy liên hệ tư vấn trước khi quá hạn. Việc có được cấp phép hay không do Cục Quản lý Xuất nhập cảnh xét duyệt và quyết định; chúng tôi sẽ giúp bạn nộp hồ sơ chính xác và đầy đủ. Hãy để lại thông tin về trường hợp của bạn tại trang <a href="/contact">Liên hệ</a>, chúng tôi sẽ liên lạc lại với bạn.</p>`,
};
