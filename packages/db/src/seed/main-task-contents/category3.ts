import type { Localized } from '../types.js';

/** Main task 3: employing foreign workers (E-9, H-2, E-7, E-7-4) for Dangjin's manufacturers. */
export const category3: Localized = {
  ko: `<h2>외국인 근로자 고용 지원</h2>
<p>당진에는 철강·금속 가공, 기계·부품 제조업체가 많고, 외국인 근로자와 함께 일하는 사업장도 많습니다. 외국인 근로자를 고용하려면 채용 단계의 허가뿐 아니라 고용 후의 각종 신고와 체류기간 관리까지 사업주가 챙겨야 할 절차가 적지 않습니다. 한빛 행정사사무소는 고용허가제(E-9), 방문취업(H-2), 특정활동(E-7) 인력의 고용에 필요한 서류를 준비하고, 관할 고용센터와 출입국·외국인관서에 내는 신청·신고를 대행합니다.</p>
<h3>취급 업무</h3>
<ul>
<li><strong>고용허가제(E-9)</strong>: 내국인 구인노력 확인, 고용허가 신청, 근로계약 체결과 사증발급인정서 관련 서류 준비</li>
<li><strong>방문취업(H-2)</strong>: 외국국적동포 고용을 위한 특례고용가능확인서 발급 신청과 근로개시 신고</li>
<li><strong>특정활동(E-7)</strong>: 직종별 요건 검토, 고용의 필요성을 설명하는 고용사유서 작성, 사증발급인정서 신청</li>
<li><strong>숙련기능인력(E-7-4)</strong>: E-9·E-10·H-2 자격으로 일해 온 근로자의 체류자격 변경을 위한 점수 요건 검토와 추천서·신청 서류 준비</li>
<li><strong>고용변동 신고</strong>: 근로계약 해지·종료, 근로자 이탈(소재 불명), 근로조건이나 사업장 정보 변경 등 사유가 생겼을 때 고용센터·출입국 신고서 작성과 제출</li>
<li><strong>사업장 변경</strong>: 근로자의 사업장 변경 신청, 새 사업장의 고용허가, 근무처 변경에 따른 출입국 절차 안내</li>
<li><strong>취업활동 기간·체류기간 연장</strong>: 재고용을 원하는 근로자의 취업활동 기간 연장 신청과 체류기간 연장 허가 신청</li>
<li><strong>고용 관리 점검</strong>: 근로자별 체류기간 만료일과 신고 일정 정리, 출국만기보험·보증보험 등 사업주 가입 의무 확인</li>
</ul>
<h3>진행 절차</h3>
<ol>
<li><strong>상담</strong>: 업종, 상시 근로자 수, 현재 외국인 고용 현황, 필요한 인력의 직무와 인원을 확인합니다.</li>
<li><strong>요건 검토</strong>: 고용 가능 여부와 허용 인원은 고용노동부 공고와 관계 법령에 따라 정해지므로, 최신 기준에 맞춰 사업장 요건을 검토합니다.</li>
<li><strong>서류 안내와 작성</strong>: 체류자격과 절차에 맞는 서류 목록을 드리고, 신청서·사유서 등을 작성합니다.</li>
<li><strong>제출 대행</strong>: 관할 고용센터, 출입국·외국인관서 또는 전자민원으로 신청·신고를 제출하고, 보완 요청이 오면 함께 대응합니다.</li>
<li><strong>결과 안내와 사후 관리</strong>: 처리 결과를 알려 드리고, 이후의 신고 기한과 체류기간 만료일을 미리 안내합니다.</li>
</ol>
<h3>자주 필요한 서류</h3>
<ul>
<li>사업자등록증, 법인인 경우 법인등기사항증명서</li>
<li>고용보험 가입 내역 등 상시 근로자 수를 확인할 수 있는 자료</li>
<li>표준근로계약서 또는 근로계약서</li>
<li>외국인 근로자의 여권과 외국인등록증 사본</li>
<li>국세·지방세 납세증명서(E-7 등 일부 절차)</li>
<li>E-7: 고용사유서, 근로자의 학위·경력 증명서</li>
<li>E-7-4: 소득 증빙, 한국어 능력 증빙, 추천서 등 점수 요건 관련 자료</li>
<li>실제 필요한 서류는 체류자격과 사업장 상황에 따라 다르고, 기관이 추가 서류를 요청할 수 있습니다. 허가 여부는 관계 기관이 결정합니다.</li>
</ul>
<p>외국인 근로자 채용을 계획하고 계시거나, 이미 고용 중인 근로자의 신고와 체류 관리가 걱정되신다면 <a href="/contact">문의하기</a>를 통해 연락해 주십시오. 사업장 상황을 확인한 뒤 필요한 절차를 정리해 안내해 드립니다.</p>`,
  zh: `<h2>外籍劳动者雇佣支援</h2>
<p>唐津聚集了众多钢铁、金属加工及机械零部件制造企业，与外籍劳动者一同工作的企业也很多。雇佣外籍劳动者，不仅招聘阶段需要取得许可，雇佣之后的各类申报和居留期限管理同样是雇主必须履行的义务。韩光行政士事务所为企业准备雇佣许可制（E-9）、访问就业（H-2）、特定活动（E-7）人员的雇佣文件，并代为向管辖就业中心及出入境·外国人管理机关提交申请和申报。</p>
<h3>业务范围</h3>
<ul>
<li><strong>雇佣许可制（E-9）</strong>：确认已努力招聘韩国国民、申请雇佣许可、签订劳动合同及准备签证发放认定书相关材料</li>
<li><strong>访问就业（H-2）</strong>：为雇佣外国籍同胞申请特例雇佣许可确认书，并办理开始工作申报</li>
<li><strong>特定活动（E-7）</strong>：审查各职种要求，撰写说明雇佣必要性的雇佣情况说明书，申请签证发放认定书</li>
<li><strong>熟练技能人才（E-7-4）</strong>：为持E-9、E-10、H-2资格工作至今的劳动者变更居留资格，审查积分条件并准备推荐书及申请材料</li>
<li><strong>雇佣变动申报</strong>：劳动合同解除或终止、劳动者离岗（下落不明）、劳动条件或企业信息变更等情形发生时，撰写并提交就业中心及出入境申报书</li>
<li><strong>变更工作单位</strong>：劳动者的工作单位变更申请、新单位的雇佣许可，以及工作单位变更后的出入境手续说明</li>
<li><strong>延长就业期限与居留期限</strong>：为希望再雇佣的劳动者申请延长就业活动期限，并申请延长居留期限许可</li>
<li><strong>雇佣管理检查</strong>：整理每位劳动者的居留期限届满日和申报日程，确认出境满期保险、保证保险等雇主应投保的险种</li>
</ul>
<h3>办理流程</h3>
<ol>
<li><strong>咨询</strong>：了解行业、常用员工人数、现有外籍员工情况，以及所需人员的岗位和人数。</li>
<li><strong>审查条件</strong>：能否雇佣及可雇佣人数依雇佣劳动部公告和相关法令而定，我们按最新标准审查企业条件。</li>
<li><strong>说明并撰写材料</strong>：提供符合居留资格和手续的材料清单，并撰写申请书、情况说明书等文件。</li>
<li><strong>代为提交</strong>：向管辖就业中心、出入境·外国人管理机关或通过电子民愿系统提交申请和申报，收到补正要求时协助应对。</li>
<li><strong>告知结果与后续管理</strong>：通知办理结果，并提前提醒之后的申报期限和居留期限届满日。</li>
</ol>
<h3>常用材料</h3>
<ul>
<li>营业执照（事业者登记证），法人另需法人登记事项证明书</li>
<li>雇佣保险参保记录等可确认常用员工人数的资料</li>
<li>标准劳动合同或劳动合同</li>
<li>外籍劳动者的护照及外国人登录证复印件</li>
<li>国税、地方税纳税证明（E-7等部分手续）</li>
<li>E-7：雇佣情况说明书、劳动者的学位及工作经历证明</li>
<li>E-7-4：收入证明、韩语能力证明、推荐书等积分条件相关资料</li>
<li>实际所需材料因居留资格和企业情况而异，有关机关也可能要求补充材料。是否许可由有关机关决定。</li>
</ul>
<p>如果您正计划招聘外籍劳动者，或对在职外籍员工的申报和居留管理有所顾虑，欢迎通过<a href="/contact">咨询页面</a>与我们联系。我们将在了解企业情况后，为您梳理所需手续。</p>`,
  ja: `<h2>外国人労働者の雇用サポート</h2>
<p>唐津（タンジン）には鉄鋼・金属加工、機械・部品製造の企業が多く、外国人労働者とともに働く事業所も少なくありません。外国人労働者を雇用するには、採用時の許可だけでなく、雇用後の各種届出や在留期間の管理まで、事業主が対応すべき手続きが数多くあります。ハンビット行政書士事務所は、雇用許可制（E-9）、訪問就業（H-2）、特定活動（E-7）の人材の雇用に必要な書類を準備し、管轄の雇用センターや出入国・外国人官署への申請・届出を代行します。</p>
<h3>取扱業務</h3>
<ul>
<li><strong>雇用許可制（E-9）</strong>：国内での求人努力の確認、雇用許可の申請、労働契約の締結および査証発給認定書に関する書類の準備</li>
<li><strong>訪問就業（H-2）</strong>：外国籍同胞を雇用するための特例雇用許可確認書の発給申請と就労開始の届出</li>
<li><strong>特定活動（E-7）</strong>：職種ごとの要件の確認、雇用の必要性を説明する雇用理由書の作成、査証発給認定書の申請</li>
<li><strong>熟練技能人材（E-7-4）</strong>：E-9・E-10・H-2の資格で働いてきた労働者の在留資格変更に向けたポイント要件の確認と、推薦書・申請書類の準備</li>
<li><strong>雇用変動の届出</strong>：労働契約の解除・終了、労働者の離脱（所在不明）、労働条件や事業所情報の変更などが生じた際の、雇用センター・出入国への届出書の作成と提出</li>
<li><strong>事業所の変更</strong>：労働者の事業所変更の申請、新しい事業所の雇用許可、勤務先変更に伴う出入国手続きのご案内</li>
<li><strong>就労活動期間・在留期間の延長</strong>：再雇用を希望する労働者の就労活動期間延長の申請と在留期間延長許可の申請</li>
<li><strong>雇用管理のチェック</strong>：労働者ごとの在留期間満了日と届出スケジュールの整理、出国満期保険・保証保険など事業主の加入義務の確認</li>
</ul>
<h3>ご依頼の流れ</h3>
<ol>
<li><strong>ご相談</strong>：業種、常時雇用する労働者数、現在の外国人雇用の状況、必要な人材の職務と人数をお伺いします。</li>
<li><strong>要件の確認</strong>：雇用の可否や受け入れ可能な人数は雇用労働部の公告と関係法令によって定まるため、最新の基準に照らして事業所の要件を確認します。</li>
<li><strong>書類のご案内と作成</strong>：在留資格と手続きに合わせた書類リストをお渡しし、申請書や理由書などを作成します。</li>
<li><strong>提出の代行</strong>：管轄の雇用センター、出入国・外国人官署または電子申請で申請・届出を行い、補正の求めがあれば一緒に対応します。</li>
<li><strong>結果のご連絡とアフターフォロー</strong>：処理結果をお知らせし、その後の届出期限や在留期間満了日を前もってご案内します。</li>
</ol>
<h3>主な必要書類</h3>
<ul>
<li>事業者登録証、法人の場合は法人登記事項証明書</li>
<li>雇用保険の加入記録など、常時雇用する労働者数を確認できる資料</li>
<li>標準労働契約書または労働契約書</li>
<li>外国人労働者のパスポートと外国人登録証の写し</li>
<li>国税・地方税の納税証明書（E-7など一部の手続き）</li>
<li>E-7：雇用理由書、労働者の学位・職歴の証明書</li>
<li>E-7-4：所得の証明、韓国語能力の証明、推薦書などポイント要件に関する資料</li>
<li>実際に必要な書類は在留資格や事業所の状況によって異なり、機関から追加書類を求められることもあります。許可の可否は関係機関が判断します。</li>
</ul>
<p>外国人労働者の採用をご検討中の方、すでに雇用している労働者の届出や在留管理にご不安のある方は、<a href="/contact">お問い合わせ</a>からご連絡ください。事業所の状況を確認したうえで、必要な手続きを整理してご案内いたします。</p>`,
  en: `<h2>Employing Foreign Workers</h2>
<p>Dangjin is home to many steelmakers, metalworking shops and machinery and parts manufacturers, and many of them work alongside foreign employees. Hiring a foreign worker takes more than a permit at the recruitment stage: after the hire, the employer also has reports to file and visa expiry dates to keep track of. Hanbit Administrative Agency prepares the paperwork for employing workers under the Employment Permit System (E-9), Working Visit (H-2) and Specially Designated Activities (E-7) visas, and files applications and reports on your behalf with the competent Employment Center and immigration office.</p>
<h3>What we handle</h3>
<ul>
<li><strong>Employment Permit System (E-9)</strong>: confirming the required local recruitment effort, applying for the employment permit, and preparing the employment contract and the documents for the Certificate for Confirmation of Visa Issuance</li>
<li><strong>Working Visit (H-2)</strong>: applying for the special employment confirmation needed to hire ethnic Koreans with foreign nationality, and filing the start-of-employment report</li>
<li><strong>Specially Designated Activities (E-7)</strong>: checking the requirements for the occupation, writing the statement of reasons for employment, and applying for the Certificate for Confirmation of Visa Issuance</li>
<li><strong>Skilled Worker (E-7-4)</strong>: reviewing the points requirements for workers who have been working under E-9, E-10 or H-2 status and want to change status, and preparing the recommendation and application documents</li>
<li><strong>Employment change reports</strong>: drafting and filing reports to the Employment Center and immigration when a contract is terminated or ends, a worker leaves without notice, or working conditions or company details change</li>
<li><strong>Change of workplace</strong>: the worker's application to change workplace, the new employer's employment permit, and guidance on the immigration steps that follow a change of employer</li>
<li><strong>Extending employment and stay</strong>: applying to extend the employment period for workers you wish to re-employ, and applying for extension of their period of stay</li>
<li><strong>Employment compliance check</strong>: a schedule of each worker's visa expiry date and reporting deadlines, and a check of the insurance the employer must carry, such as departure guarantee insurance and wage guarantee insurance</li>
</ul>
<h3>How it works</h3>
<ol>
<li><strong>Consultation</strong>: we ask about your industry, headcount, current foreign employees, and the roles and number of workers you need.</li>
<li><strong>Eligibility review</strong>: whether you can hire, and how many workers, depends on the Ministry of Employment and Labor's announcement and the applicable law, so we check your company against the current criteria.</li>
<li><strong>Document list and drafting</strong>: we give you a list of documents for the visa type and procedure, and draft the applications and statements.</li>
<li><strong>Filing</strong>: we submit the application or report to the competent Employment Center or immigration office, or online, and help you respond to any request for additional documents.</li>
<li><strong>Result and follow-up</strong>: we let you know the outcome and remind you ahead of upcoming reporting deadlines and visa expiry dates.</li>
</ol>
<h3>Documents usually needed</h3>
<ul>
<li>Business registration certificate; for a corporation, the certified copy of the corporate register</li>
<li>Records that show your headcount, such as employment insurance enrolment records</li>
<li>The standard employment contract or your employment contract</li>
<li>Copies of the worker's passport and residence card</li>
<li>National and local tax payment certificates (for some procedures, such as E-7)</li>
<li>E-7: statement of reasons for employment, and the worker's degree and employment certificates</li>
<li>E-7-4: proof of income, proof of Korean language ability, the recommendation and other documents for the points requirements</li>
<li>The exact documents depend on the visa type and your situation, and the authorities may ask for more. Whether a permit is granted is decided by the authorities.</li>
</ul>
<p>If you are planning to hire foreign workers, or want to be sure the reports and visa deadlines for your current foreign employees are in order, please get in touch through our <a href="/contact">contact page</a>. We will look at your situation and set out the steps you need.</p>`,
  ru: `<h2>Трудоустройство иностранных работников</h2>
<p>В Танджине много металлургических и металлообрабатывающих предприятий, производителей оборудования и комплектующих, и на многих из них работают иностранцы. Чтобы нанять иностранного работника, работодателю мало получить разрешение при найме: после этого нужно подавать обязательные уведомления и следить за сроками пребывания сотрудников. Административное бюро «Ханбит» готовит документы для найма работников по системе разрешений на трудоустройство (E-9), визе для работы соотечественников (H-2) и визе для особых видов деятельности (E-7), а также подаёт заявления и уведомления от вашего имени в компетентный Центр занятости и иммиграционную службу.</p>
<h3>Чем мы занимаемся</h3>
<ul>
<li><strong>Система разрешений на трудоустройство (E-9)</strong>: подтверждение попыток найма местных работников, заявление на разрешение на трудоустройство, подготовка трудового договора и документов для оформления подтверждения на выдачу визы</li>
<li><strong>H-2 (работа соотечественников)</strong>: заявление на подтверждение права на особый наём этнических корейцев с иностранным гражданством и уведомление о начале работы</li>
<li><strong>E-7 (особые виды деятельности)</strong>: проверка требований к профессии, обоснование необходимости найма, оформление подтверждения на выдачу визы</li>
<li><strong>E-7-4 (квалифицированные работники)</strong>: проверка балльных требований для смены статуса работниками, работающими по E-9, E-10 или H-2, подготовка рекомендации и пакета документов</li>
<li><strong>Уведомления об изменениях в трудоустройстве</strong>: составление и подача уведомлений в Центр занятости и иммиграционную службу при расторжении или окончании договора, самовольном уходе работника, изменении условий труда или данных предприятия</li>
<li><strong>Смена места работы</strong>: заявление работника о смене работодателя, разрешение на трудоустройство для нового работодателя, разъяснение иммиграционных процедур при смене места работы</li>
<li><strong>Продление срока работы и пребывания</strong>: заявление о продлении срока трудовой деятельности для работников, которых вы хотите оставить, и заявление о продлении срока пребывания</li>
<li><strong>Проверка кадрового учёта</strong>: график сроков пребывания и уведомлений по каждому работнику, проверка обязательных для работодателя страховок, например страхования выходного пособия при выезде и страхования гарантии зарплаты</li>
</ul>
<h3>Как мы работаем</h3>
<ol>
<li><strong>Консультация</strong>: уточняем отрасль, численность персонала, нынешних иностранных сотрудников, нужные должности и количество работников.</li>
<li><strong>Проверка требований</strong>: возможность найма и допустимое число работников определяются объявлением Министерства занятости и труда и законодательством, поэтому мы сверяем ваше предприятие с действующими критериями.</li>
<li><strong>Список и подготовка документов</strong>: даём перечень документов для конкретной визы и процедуры, составляем заявления и обоснования.</li>
<li><strong>Подача</strong>: подаём заявление или уведомление в компетентный Центр занятости, иммиграционную службу или через электронную систему и помогаем ответить на запрос дополнительных документов.</li>
<li><strong>Результат и сопровождение</strong>: сообщаем результат и заранее напоминаем о сроках уведомлений и окончании сроков пребывания.</li>
</ol>
<h3>Какие документы обычно нужны</h3>
<ul>
<li>Свидетельство о регистрации предпринимателя, для юридического лица — выписка из реестра юридических лиц</li>
<li>Документы, подтверждающие численность персонала, например сведения о страховании занятости</li>
<li>Стандартный или ваш трудовой договор</li>
<li>Копии паспорта и карты регистрации иностранца работника</li>
<li>Справки об уплате государственных и местных налогов (для некоторых процедур, например E-7)</li>
<li>E-7: обоснование необходимости найма, документы об образовании и опыте работы работника</li>
<li>E-7-4: подтверждение дохода, подтверждение знания корейского языка, рекомендация и другие документы для балльных требований</li>
<li>Точный перечень зависит от визы и ситуации предприятия, органы могут запросить дополнительные документы. Решение о выдаче разрешения принимают компетентные органы.</li>
</ul>
<p>Если вы планируете нанять иностранных работников или хотите убедиться, что уведомления и сроки пребывания ваших сотрудников в порядке, свяжитесь с нами через <a href="/contact">страницу контактов</a>. Мы изучим ситуацию вашего предприятия и расскажем, какие шаги нужны.</p>`,
  vi: `<h2>Hỗ trợ tuyển dụng lao động nước ngoài</h2>
<p>Dangjin có nhiều doanh nghiệp thép, gia công kim loại, chế tạo máy móc và linh kiện, và cũng có nhiều nơi làm việc có lao động nước ngoài. Để tuyển dụng lao động nước ngoài, chủ sử dụng lao động không chỉ phải xin phép ở khâu tuyển dụng mà còn phải lo không ít thủ tục sau khi tuyển, từ các loại khai báo đến việc quản lý thời hạn lưu trú. Văn phòng Hành chính sư Hanbit chuẩn bị hồ sơ cần thiết để tuyển dụng lao động theo Chương trình cấp phép việc làm (EPS, E-9), diện thăm thân làm việc (H-2) và hoạt động đặc định (E-7), đồng thời thay mặt Quý doanh nghiệp nộp đơn và khai báo tại Trung tâm Việc làm (고용센터) và Cục Quản lý Xuất nhập cảnh (출입국·외국인관서) có thẩm quyền.</p>
<h3>Công việc chúng tôi đảm nhận</h3>
<ul>
<li><strong>Chương trình cấp phép việc làm (EPS, E-9)</strong>: xác nhận nỗ lực tuyển dụng công dân Hàn Quốc (내국인 구인노력), xin giấy phép tuyển dụng, ký hợp đồng lao động và chuẩn bị giấy tờ liên quan đến giấy chứng nhận cấp thị thực (사증발급인정서)</li>
<li><strong>Thăm thân làm việc (H-2)</strong>: xin cấp giấy xác nhận tuyển dụng đặc biệt (특례고용가능확인서) để tuyển dụng người gốc Hàn có quốc tịch nước ngoài, và khai báo bắt đầu làm việc</li>
<li><strong>Hoạt động đặc định (E-7)</strong>: xem xét điều kiện theo từng ngành nghề, soạn bản tường trình lý do tuyển dụng (고용사유서) giải thích vì sao cần tuyển người này, xin giấy chứng nhận cấp thị thực</li>
<li><strong>Lao động lành nghề (E-7-4)</strong>: xem xét điều kiện về điểm số để người lao động đã làm việc với tư cách E-9, E-10, H-2 chuyển đổi tư cách lưu trú, và chuẩn bị thư giới thiệu cùng hồ sơ xin phép</li>
<li><strong>Khai báo biến động lao động</strong>: soạn và nộp tờ khai gửi Trung tâm Việc làm và cơ quan xuất nhập cảnh khi phát sinh các trường hợp như chấm dứt hoặc hết hạn hợp đồng lao động, người lao động bỏ nơi làm việc (không rõ tung tích), thay đổi điều kiện lao động hoặc thông tin nơi làm việc</li>
<li><strong>Chuyển nơi làm việc</strong>: đơn xin chuyển nơi làm việc của người lao động, giấy phép tuyển dụng cho nơi làm việc mới, hướng dẫn thủ tục xuất nhập cảnh khi thay đổi nơi làm việc</li>
<li><strong>Gia hạn thời gian làm việc và thời hạn lưu trú</strong>: xin gia hạn thời gian hoạt động việc làm cho người lao động được tái tuyển dụng, và xin phép gia hạn thời hạn lưu trú</li>
<li><strong>Rà soát việc quản lý lao động</strong>: lập bảng ngày hết hạn lưu trú và lịch khai báo của từng người lao động, kiểm tra các loại bảo hiểm chủ sử dụng lao động bắt buộc phải tham gia như bảo hiểm trợ cấp xuất cảnh (출국만기보험), bảo hiểm bảo lãnh tiền lương (보증보험)</li>
</ul>
<h3>Quy trình thực hiện</h3>
<ol>
<li><strong>Tư vấn</strong>: chúng tôi tìm hiểu ngành nghề, số lao động thường xuyên, tình hình sử dụng lao động nước ngoài hiện tại, cũng như vị trí công việc và số lượng nhân lực Quý doanh nghiệp cần.</li>
<li><strong>Xem xét điều kiện</strong>: việc có được tuyển dụng hay không và số lao động được phép tuyển được xác định theo thông báo của Bộ Việc làm và Lao động và các văn bản pháp luật liên quan, vì vậy chúng tôi xem xét điều kiện của doanh nghiệp theo tiêu chuẩn mới nhất.</li>
<li><strong>Hướng dẫn và soạn hồ sơ</strong>: chúng tôi gửi danh sách giấy tờ phù hợp với tư cách lưu trú và thủ tục, đồng thời soạn đơn, bản tường trình và các giấy tờ khác.</li>
<li><strong>Nộp hồ sơ thay doanh nghiệp</strong>: chúng tôi nộp đơn và khai báo tại Trung tâm Việc làm, Cục Quản lý Xuất nhập cảnh có thẩm quyền hoặc qua hệ thống điện tử, và cùng Quý doanh nghiệp xử lý khi có yêu cầu bổ sung hồ sơ.</li>
<li><strong>Thông báo kết quả và theo dõi sau đó</strong>: chúng tôi thông báo kết quả xử lý và nhắc trước các hạn khai báo tiếp theo cũng như ngày hết hạn lưu trú.</li>
</ol>
<h3>Giấy tờ thường cần</h3>
<ul>
<li>Giấy đăng ký kinh doanh; nếu là pháp nhân thì kèm giấy chứng nhận đăng ký pháp nhân (법인등기사항증명서)</li>
<li>Tài liệu xác nhận số lao động thường xuyên, như lịch sử tham gia bảo hiểm việc làm</li>
<li>Hợp đồng lao động mẫu chuẩn hoặc hợp đồng lao động</li>
<li>Bản sao hộ chiếu và thẻ đăng ký người nước ngoài của người lao động</li>
<li>Giấy chứng nhận nộp thuế quốc gia và thuế địa phương (với một số thủ tục như E-7)</li>
<li>E-7: bản tường trình lý do tuyển dụng, giấy chứng nhận bằng cấp và kinh nghiệm làm việc của người lao động</li>
<li>E-7-4: giấy tờ chứng minh thu nhập, chứng minh năng lực tiếng Hàn, thư giới thiệu và các tài liệu khác liên quan đến điều kiện điểm số</li>
<li>Giấy tờ thực tế cần nộp khác nhau tùy tư cách lưu trú và tình hình của doanh nghiệp, và cơ quan chức năng có thể yêu cầu thêm giấy tờ. Việc có được cấp phép hay không do cơ quan liên quan quyết định.</li>
</ul>
<p>Nếu Quý doanh nghiệp đang có kế hoạch tuyển dụng lao động nước ngoài, hoặc còn băn khoăn về việc khai báo và quản lý lưu trú cho người lao động đang làm việc, xin vui lòng liên hệ với chúng tôi qua trang <a href="/contact">Liên hệ</a>. Sau khi nắm rõ tình hình của doanh nghiệp, chúng tôi sẽ tổng hợp và hướng dẫn các thủ tục cần thiết.</p>`,
};
