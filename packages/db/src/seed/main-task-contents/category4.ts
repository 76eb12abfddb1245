import type { Localized } from '../types.js';

/** Main task 4: business licences and permits, factory registration, administrative appeals, foreign investment. */
export const category4: Localized = {
  ko: `<h2>영업·공장 인허가와 행정심판 서류</h2>
<p>음식점을 열거나 공장을 세우고, 토지를 개발해 사업장을 넓힐 때에는 여러 인허가가 필요합니다. 어떤 허가가 필요한지, 어떤 순서로 어느 부서에 신청해야 하는지는 처음에는 파악하기 어렵습니다. 한빛 행정사사무소는 당진시청 등 관할 기관에 내는 신청서와 첨부서류를 작성하고 제출을 대행하며, 외국인 사업주와 외국인투자기업도 절차를 이해하실 수 있도록 안내합니다.</p>
<h3>취급 업무</h3>
<ul>
<li><strong>영업신고·허가</strong>: 일반음식점·휴게음식점 등 식품접객업 영업신고, 영업자 지위승계 신고, 변경신고</li>
<li><strong>업종별 인허가</strong>: 공중위생영업 신고 등 업종에 따라 필요한 신고·등록·허가 서류 작성</li>
<li><strong>공장등록</strong>: 공장설립 승인 신청, 공장등록(완료신고), 등록사항 변경신고(팩토리온 전자 신청 포함)</li>
<li><strong>개발행위허가</strong>: 건축물 건축, 공작물 설치, 토지 형질변경, 토지 분할 등에 필요한 개발행위허가 신청과 농지·산지 전용 등 연계 인허가 검토</li>
<li><strong>인허가 사전 검토</strong>: 토지이용계획확인서, 건축물대장 등으로 입지와 용도를 확인하고 필요한 인허가 목록과 순서 정리</li>
<li><strong>신청서 작성·제출 대행</strong>: 각종 인허가 신청서와 사업계획서 작성, 제출, 보완 요구 대응</li>
<li><strong>행정심판 청구서 작성</strong>: 영업정지, 허가 거부 등 처분에 대한 행정심판 청구서와 집행정지 신청서 작성</li>
<li><strong>외국인투자기업 지원</strong>: 외국인투자 신고와 외국인투자기업 등록에 필요한 서류 준비, 외국어 서류 번역</li>
</ul>
<h3>진행 절차</h3>
<ol>
<li><strong>상담</strong>: 업종, 사업장 위치, 건물·토지 현황과 사업 일정을 확인합니다.</li>
<li><strong>사전 검토</strong>: 용도지역과 건축물 용도 등을 확인해 필요한 인허가와 신청 순서를 정리하고, 관할 부서와 협의가 필요한 사항을 짚어 둡니다.</li>
<li><strong>서류 작성</strong>: 신청서와 사업계획서 등을 작성하고, 도면·측량처럼 다른 자격자의 업무가 필요한 부분은 미리 알려 드립니다.</li>
<li><strong>제출과 협의</strong>: 시청의 담당 부서 등 관할 기관에 방문 또는 전자 방식으로 제출하고, 보완 요구가 있으면 대응합니다.</li>
<li><strong>결과 안내</strong>: 처리 결과를 알려 드리고, 허가 이후의 변경신고나 정기 교육 같은 의무도 함께 안내합니다.</li>
</ol>
<h3>알아 두실 점</h3>
<ul>
<li><strong>공통 서류</strong>: 신분증 또는 외국인등록증, 사업자등록증(있는 경우), 임대차계약서 또는 소유를 증명하는 서류, 건축물대장, 토지이용계획확인서</li>
<li><strong>식품접객업 영업신고</strong>: 위생교육 수료증, 건강진단결과서, 시설의 규모와 종류에 따라 소방시설 완비증명서나 액화석유가스 사용시설 완성검사증명서 등이 필요할 수 있습니다.</li>
<li><strong>공장등록·개발행위허가</strong>: 사업계획서와 배치도·설계도서 등이 필요합니다. 설계와 측량 도서는 건축사, 측량업체 등 해당 분야 전문가가 작성합니다.</li>
<li><strong>외국인투자</strong>: 투자자의 여권 또는 법인 서류가 필요하며, 외국에서 발급된 서류는 아포스티유나 영사 확인이 필요할 수 있습니다.</li>
<li><strong>행정심판</strong>: 처분서와 관련 자료를 준비해 주십시오. 청구기간은 원칙적으로 처분이 있음을 안 날부터 90일, 처분이 있었던 날부터 180일 이내이므로 처분을 받으셨다면 서둘러 상담하시기 바랍니다.</li>
<li>행정사는 행정심판 청구서 등 서류의 작성과 제출을 돕습니다. 행정소송 등 법원 소송의 대리는 변호사의 업무입니다.</li>
<li>처리 기간과 수수료는 관할 기관의 기준에 따르며, 허가 여부는 해당 기관이 판단합니다.</li>
</ul>
<p>개업이나 공장 설립을 준비하고 계시거나, 받으신 처분에 대해 다툴 방법을 찾고 계신다면 <a href="/contact">문의하기</a>를 통해 연락해 주십시오. 사업 계획과 현황을 확인한 뒤 필요한 인허가와 절차를 정리해 안내해 드립니다.</p>`,
  zh: `<h2>营业与工厂许可、行政复议文书</h2>
<p>开设餐厅、建设工厂、开发土地扩大经营场所时，往往需要办理多项许可。需要哪些许可、按什么顺序向哪个部门申请，初次接触时很难弄清楚。韩光行政士事务所为您撰写提交给唐津市政府等管辖机关的申请书及附件，并代为提交；对外国人经营者和外商投资企业，我们也会把流程讲解清楚。</p>
<h3>业务范围</h3>
<ul>
<li><strong>营业申报与许可</strong>：一般饮食店、休息饮食店等食品接待业的营业申报、营业者地位继承申报及变更申报</li>
<li><strong>各行业许可</strong>：公共卫生营业申报等，按行业撰写所需的申报、登记、许可文件</li>
<li><strong>工厂登记</strong>：工厂设立批准申请、工厂登记（完工申报）、登记事项变更申报（包括通过FactoryOn在线申请）</li>
<li><strong>开发行为许可</strong>：建筑物建设、构筑物设置、土地性质变更、土地分割等所需的开发行为许可申请，并审查农地、山地转用等关联许可</li>
<li><strong>许可事前审查</strong>：通过土地利用计划确认书、建筑物台账等确认选址和用途，整理所需许可清单及办理顺序</li>
<li><strong>申请书撰写与代为提交</strong>：撰写各类许可申请书和事业计划书、代为提交，并应对补正要求</li>
<li><strong>撰写行政复议申请书</strong>：针对停业、不予许可等处分，撰写行政复议申请书和停止执行申请书</li>
<li><strong>外商投资企业支援</strong>：准备外商投资申报和外商投资企业登记所需材料，翻译外文文件</li>
</ul>
<h3>办理流程</h3>
<ol>
<li><strong>咨询</strong>：了解行业、经营场所位置、建筑物和土地现状以及经营日程。</li>
<li><strong>事前审查</strong>：确认用途地域、建筑物用途等，整理所需许可及申请顺序，并提前指出需要与主管部门协商的事项。</li>
<li><strong>撰写材料</strong>：撰写申请书和事业计划书等；图纸、测量等需要其他专业资格人士完成的部分，我们会事先告知。</li>
<li><strong>提交与协商</strong>：以现场或电子方式向市政府主管部门等管辖机关提交，如有补正要求及时应对。</li>
<li><strong>告知结果</strong>：通知办理结果，并说明取得许可后的变更申报、定期培训等义务。</li>
</ol>
<h3>须知事项</h3>
<ul>
<li><strong>通用材料</strong>：身份证或外国人登录证、营业执照（如有）、租赁合同或产权证明、建筑物台账、土地利用计划确认书</li>
<li><strong>食品接待业营业申报</strong>：卫生教育结业证、健康检查结果书；视设施规模和种类，可能还需要消防设施完备证明书或液化石油气使用设施完工检查证明书等。</li>
<li><strong>工厂登记、开发行为许可</strong>：需要事业计划书及配置图、设计图纸等。设计和测量图纸由建筑师、测量公司等相应领域的专业人士编制。</li>
<li><strong>外商投资</strong>：需要投资者的护照或法人文件；在国外签发的文件可能需要办理海牙认证（Apostille）或领事认证。</li>
<li><strong>行政复议</strong>：请准备处分书及相关资料。申请期限原则上为自知道处分之日起90日内、自处分之日起180日内，收到处分后请尽快咨询。</li>
<li>行政士协助撰写和提交行政复议申请书等文件。行政诉讼等法院诉讼的代理属于律师业务。</li>
<li>办理期限和手续费以管辖机关的标准为准，是否许可由该机关决定。</li>
</ul>
<p>如果您正在准备开业或设立工厂，或正在寻找对所受处分提出异议的途径，欢迎通过<a href="/contact">咨询页面</a>与我们联系。我们将在了解经营计划和现状后，为您梳理所需许可和手续。</p>`,
  ja: `<h2>営業・工場の許認可と行政不服審査の書類</h2>
<p>飲食店の開業、工場の設立、土地を開発しての事業拡大には、さまざまな許認可が必要です。どの許可が必要で、どの順番でどの部署に申請すればよいのかは、初めてだとなかなか分かりにくいものです。ハンビット行政書士事務所は、唐津（タンジン）市役所など管轄機関に提出する申請書と添付書類を作成し、提出を代行します。外国人の事業主や外国人投資企業の方にも、手続きの流れを分かりやすくご説明します。</p>
<h3>取扱業務</h3>
<ul>
<li><strong>営業届出・許可</strong>：一般飲食店・休憩飲食店などの食品接客業の営業届出、営業者の地位承継の届出、変更届出</li>
<li><strong>業種別の許認可</strong>：公衆衛生営業の届出など、業種に応じて必要な届出・登録・許可の書類作成</li>
<li><strong>工場登録</strong>：工場設立承認の申請、工場登録（完了届出）、登録事項の変更届出（FactoryOnによる電子申請を含む）</li>
<li><strong>開発行為許可</strong>：建築物の建築、工作物の設置、土地の形質変更、土地の分割などに必要な開発行為許可の申請と、農地・山地の転用など関連する許認可の確認</li>
<li><strong>許認可の事前調査</strong>：土地利用計画確認書や建築物台帳などで立地と用途を確認し、必要な許認可とその順番を整理</li>
<li><strong>申請書の作成・提出代行</strong>：各種許認可の申請書や事業計画書の作成、提出、補正要求への対応</li>
<li><strong>行政不服審査請求書の作成</strong>：営業停止や不許可などの処分に対する行政不服審査請求書と執行停止申立書の作成</li>
<li><strong>外国人投資企業のサポート</strong>：外国人投資の届出と外国人投資企業の登録に必要な書類の準備、外国語書類の翻訳</li>
</ul>
<h3>ご依頼の流れ</h3>
<ol>
<li><strong>ご相談</strong>：業種、事業所の所在地、建物・土地の状況、事業のスケジュールをお伺いします。</li>
<li><strong>事前調査</strong>：用途地域や建築物の用途などを確認し、必要な許認可と申請の順番を整理するとともに、担当部署との協議が必要な点を洗い出します。</li>
<li><strong>書類の作成</strong>：申請書や事業計画書などを作成します。図面や測量など、他の有資格者の業務となる部分は前もってお知らせします。</li>
<li><strong>提出と協議</strong>：市役所の担当部署など管轄機関に窓口または電子申請で提出し、補正の求めがあれば対応します。</li>
<li><strong>結果のご連絡</strong>：処理結果をお知らせし、許可後の変更届出や定期的な講習など、守るべき義務もあわせてご案内します。</li>
</ol>
<h3>知っておきたいこと</h3>
<ul>
<li><strong>共通の書類</strong>：身分証明書または外国人登録証、事業者登録証（お持ちの場合）、賃貸借契約書または所有を証明する書類、建築物台帳、土地利用計画確認書</li>
<li><strong>食品接客業の営業届出</strong>：衛生教育の修了証、健康診断結果書のほか、施設の規模や種類によっては消防施設完備証明書や液化石油ガス使用施設の完成検査証明書などが必要になることがあります。</li>
<li><strong>工場登録・開発行為許可</strong>：事業計画書と配置図・設計図書などが必要です。設計図書や測量図は、建築士や測量業者など各分野の専門家が作成します。</li>
<li><strong>外国人投資</strong>：投資家のパスポートまたは法人書類が必要です。外国で発行された書類には、アポスティーユまたは領事認証が求められることがあります。</li>
<li><strong>行政不服審査</strong>：処分書と関連資料をご用意ください。請求期間は原則として処分があったことを知った日から90日以内、処分があった日から180日以内ですので、処分を受けたら早めにご相談ください。</li>
<li>行政書士がお手伝いするのは、行政不服審査請求書などの書類の作成と提出です。行政訴訟など裁判所での訴訟代理は弁護士の業務です。</li>
<li>処理期間や手数料は管轄機関の基準によります。許可の可否は当該機関が判断します。</li>
</ul>
<p>開業や工場設立をご準備中の方、受けた処分に不服があり対応を検討されている方は、<a href="/contact">お問い合わせ</a>からご連絡ください。事業計画と現状を確認したうえで、必要な許認可と手続きを整理してご案内いたします。</p>`,
  en: `<h2>Business Licences, Factory Permits and Administrative Appeals</h2>
<p>Opening a restaurant, building a factory or developing land to expand your premises usually involves several licences and permits. At the start it is hard to tell which permits you need, in what order, and which department to apply to. Hanbit Administrative Agency drafts the applications and supporting documents for Dangjin City Hall and other competent authorities and files them on your behalf, and we explain each step clearly to foreign business owners and foreign-invested companies.</p>
<h3>What we handle</h3>
<ul>
<li><strong>Business reports and licences</strong>: business reports for food service businesses such as general and casual restaurants, reports of succession to a business operator's status, and change reports</li>
<li><strong>Sector-specific permits</strong>: the reports, registrations and licences required for your line of business, such as public health business reports</li>
<li><strong>Factory registration</strong>: applications for factory establishment approval, factory registration (completion report) and reports of changes to registered details, including online filing through FactoryOn</li>
<li><strong>Development activity permits</strong>: applications for construction, installation of structures, changes to land form and land subdivision, and a review of related permits such as farmland or forest land conversion</li>
<li><strong>Pre-application review</strong>: checking the site and permitted use with the land use plan confirmation and the building register, and listing the permits you need and their order</li>
<li><strong>Drafting and filing applications</strong>: permit applications and business plans, filing, and responses to requests for supplementary documents</li>
<li><strong>Administrative appeal petitions</strong>: drafting the petition for an administrative appeal, and an application for suspension of execution, against dispositions such as business suspension or refusal of a permit</li>
<li><strong>Support for foreign-invested companies</strong>: preparing the documents for the foreign investment report and foreign-invested company registration, and translating foreign-language documents</li>
</ul>
<h3>How it works</h3>
<ol>
<li><strong>Consultation</strong>: we ask about your business, its location, the state of the building and land, and your timeline.</li>
<li><strong>Pre-application review</strong>: we check the zoning and the building's permitted use, list the permits you need and the order to apply in, and flag anything that needs discussion with the competent department.</li>
<li><strong>Drafting</strong>: we prepare the applications and business plan, and tell you early which parts, such as drawings or surveys, must come from other licensed professionals.</li>
<li><strong>Filing and liaison</strong>: we submit to the competent department of the city hall or other authority, in person or online, and deal with any request for supplementary documents.</li>
<li><strong>Result</strong>: we let you know the outcome and explain the obligations that follow the permit, such as change reports and periodic training.</li>
</ol>
<h3>Good to know</h3>
<ul>
<li><strong>General documents</strong>: ID or residence card, business registration certificate (if you have one), lease or proof of ownership, building register and land use plan confirmation</li>
<li><strong>Food service business report</strong>: hygiene training certificate and health check certificate; depending on the size and type of premises, a fire safety facilities certificate or an LPG facility completion inspection certificate may also be needed.</li>
<li><strong>Factory registration and development permits</strong>: a business plan and layout and design drawings are needed. Design drawings and surveys are prepared by architects, surveyors or other qualified professionals.</li>
<li><strong>Foreign investment</strong>: the investor's passport or corporate documents are needed; documents issued abroad may require an apostille or consular legalisation.</li>
<li><strong>Administrative appeals</strong>: please bring the written disposition and related papers. As a rule, an appeal must be filed within 90 days of learning of the disposition and within 180 days of the disposition itself, so please contact us promptly.</li>
<li>An administrative agent helps draft and file administrative appeal petitions and similar documents. Representation in court, including administrative litigation, is work for a lawyer.</li>
<li>Processing times and fees follow the competent authority's rules, and the decision on a permit rests with that authority.</li>
</ul>
<p>If you are getting ready to open a business or set up a factory, or are looking at how to challenge a disposition you have received, please get in touch through our <a href="/contact">contact page</a>. We will review your plans and situation and set out the permits and steps you need.</p>`,
  ru: `<h2>Лицензии и разрешения для бизнеса, регистрация заводов и административные жалобы</h2>
<p>Открытие кафе или ресторана, строительство завода, освоение земельного участка для расширения производства — всё это обычно требует нескольких разрешений. Поначалу трудно понять, какие именно разрешения нужны, в каком порядке и в какой отдел подавать документы. Административное бюро «Ханбит» составляет заявления и прилагаемые документы для мэрии Танджина и других компетентных органов и подаёт их от вашего имени, а иностранным предпринимателям и компаниям с иностранными инвестициями подробно объясняет каждый этап.</p>
<h3>Чем мы занимаемся</h3>
<ul>
<li><strong>Уведомления о начале деятельности и лицензии</strong>: уведомление о начале деятельности в сфере общественного питания (обычные рестораны, кафе и т. п.), уведомление о переходе статуса владельца бизнеса, уведомления об изменениях</li>
<li><strong>Отраслевые разрешения</strong>: уведомления, регистрации и лицензии, нужные для вашего вида деятельности, например уведомление о деятельности в сфере бытовых услуг, связанных с санитарией</li>
<li><strong>Регистрация завода</strong>: заявление на одобрение строительства завода, регистрация завода (уведомление о завершении), уведомления об изменении зарегистрированных сведений, в том числе через электронную систему FactoryOn</li>
<li><strong>Разрешение на освоение территории</strong>: заявления на строительство зданий, установку сооружений, изменение рельефа и раздел земельных участков, проверка связанных разрешений, например на перевод сельскохозяйственных или лесных земель</li>
<li><strong>Предварительная проверка</strong>: проверка участка и допустимого использования по справке о плане землепользования и реестру зданий, составление перечня и порядка получения нужных разрешений</li>
<li><strong>Составление и подача заявлений</strong>: заявления на разрешения и бизнес-планы, подача, ответы на запросы дополнительных документов</li>
<li><strong>Административные жалобы</strong>: составление жалобы в порядке административного обжалования и заявления о приостановлении исполнения в отношении таких решений, как приостановление деятельности или отказ в разрешении</li>
<li><strong>Поддержка компаний с иностранными инвестициями</strong>: подготовка документов для уведомления об иностранных инвестициях и регистрации компании с иностранными инвестициями, перевод иностранных документов</li>
</ul>
<h3>Как мы работаем</h3>
<ol>
<li><strong>Консультация</strong>: уточняем вид деятельности, местоположение, состояние здания и участка, сроки вашего проекта.</li>
<li><strong>Предварительная проверка</strong>: проверяем зонирование и назначение здания, составляем перечень разрешений и порядок подачи, заранее отмечаем вопросы, которые нужно согласовать с компетентным отделом.</li>
<li><strong>Подготовка документов</strong>: составляем заявления и бизнес-план и заранее сообщаем, какие части, например чертежи или геодезическую съёмку, должны выполнить другие профильные специалисты.</li>
<li><strong>Подача и согласование</strong>: подаём документы в компетентный отдел мэрии или другой орган лично или в электронном виде и отвечаем на запросы дополнительных документов.</li>
<li><strong>Результат</strong>: сообщаем результат и объясняем обязанности после получения разрешения, например уведомления об изменениях и регулярное обучение.</li>
</ol>
<h3>Полезно знать</h3>
<ul>
<li><strong>Общие документы</strong>: удостоверение личности или карта регистрации иностранца, свидетельство о регистрации предпринимателя (если есть), договор аренды или документ о праве собственности, реестр здания, справка о плане землепользования</li>
<li><strong>Общественное питание</strong>: свидетельство о прохождении санитарного обучения и заключение медицинского осмотра; в зависимости от размера и типа помещения могут понадобиться справка о полном оснащении противопожарными системами или акт приёмки газового оборудования (сжиженный газ).</li>
<li><strong>Регистрация завода и разрешение на освоение территории</strong>: нужны бизнес-план, схема размещения и проектная документация. Проект и геодезическую съёмку готовят архитекторы, геодезисты и другие профильные специалисты.</li>
<li><strong>Иностранные инвестиции</strong>: нужны паспорт инвестора или документы юридического лица; для документов, выданных за рубежом, может потребоваться апостиль или консульская легализация.</li>
<li><strong>Административное обжалование</strong>: подготовьте письменное решение и связанные материалы. Как правило, жалобу нужно подать в течение 90 дней с момента, когда вы узнали о решении, и не позднее 180 дней со дня его принятия, поэтому обращайтесь к нам как можно скорее.</li>
<li>Административный агент помогает составить и подать жалобу и другие документы. Представительство в суде, в том числе по административным искам, — работа адвоката.</li>
<li>Сроки рассмотрения и пошлины определяются правилами компетентного органа, решение о выдаче разрешения принимает этот орган.</li>
</ul>
<p>Если вы готовитесь открыть бизнес или построить завод либо хотите оспорить полученное решение, свяжитесь с нами через <a href="/contact">страницу контактов</a>. Мы изучим ваши планы и ситуацию и расскажем, какие разрешения и шаги нужны.</p>`,
  vi: `<h2>Giấy phép kinh doanh, nhà máy và hồ sơ khiếu nại hành chính</h2>
<p>Khi mở nhà hàng, xây dựng nhà máy hay phát triển đất để mở rộng cơ sở kinh doanh, bạn thường cần nhiều loại giấy phép khác nhau. Lúc mới bắt đầu, thật khó biết mình cần giấy phép nào, phải xin theo thứ tự nào và nộp cho bộ phận nào. Văn phòng Hành chính sư Hanbit soạn đơn và hồ sơ kèm theo để nộp cho Tòa thị chính Dangjin (당진시청) và các cơ quan có thẩm quyền khác, nộp thay bạn, đồng thời giải thích rõ ràng để chủ doanh nghiệp người nước ngoài và doanh nghiệp có vốn đầu tư nước ngoài cũng nắm được quy trình.</p>
<h3>Công việc chúng tôi đảm nhận</h3>
<ul>
<li><strong>Khai báo và giấy phép kinh doanh</strong>: khai báo kinh doanh ngành dịch vụ ăn uống như nhà hàng thông thường (일반음식점), quán ăn nhẹ, giải khát (휴게음식점); khai báo kế thừa tư cách chủ kinh doanh; khai báo thay đổi</li>
<li><strong>Giấy phép theo ngành nghề</strong>: soạn hồ sơ khai báo, đăng ký, xin phép cần thiết tùy theo ngành nghề, chẳng hạn khai báo kinh doanh dịch vụ vệ sinh công cộng (공중위생영업)</li>
<li><strong>Đăng ký nhà máy</strong>: xin phê duyệt thành lập nhà máy, đăng ký nhà máy (khai báo hoàn thành), khai báo thay đổi nội dung đã đăng ký (kể cả nộp trực tuyến qua hệ thống FactoryOn – 팩토리온)</li>
<li><strong>Giấy phép hoạt động phát triển (개발행위허가)</strong>: xin giấy phép hoạt động phát triển cần cho việc xây dựng công trình, lắp đặt kết cấu, thay đổi hình thái và tính chất đất, chia tách thửa đất…, đồng thời xem xét các giấy phép liên quan như chuyển mục đích sử dụng đất nông nghiệp, đất rừng</li>
<li><strong>Rà soát giấy phép trước khi nộp</strong>: kiểm tra vị trí và mục đích sử dụng qua giấy xác nhận kế hoạch sử dụng đất (토지이용계획확인서), sổ đăng ký công trình xây dựng (건축물대장)…, rồi lập danh sách các giấy phép cần xin và thứ tự thực hiện</li>
<li><strong>Soạn và nộp hồ sơ thay bạn</strong>: soạn các loại đơn xin phép và kế hoạch kinh doanh, nộp hồ sơ, xử lý khi có yêu cầu bổ sung hồ sơ</li>
<li><strong>Soạn đơn khiếu nại hành chính</strong>: soạn đơn khiếu nại hành chính và đơn đề nghị tạm đình chỉ thi hành đối với các quyết định như đình chỉ kinh doanh, từ chối cấp phép</li>
<li><strong>Hỗ trợ doanh nghiệp có vốn đầu tư nước ngoài</strong>: chuẩn bị hồ sơ khai báo đầu tư nước ngoài và đăng ký doanh nghiệp có vốn đầu tư nước ngoài, dịch tài liệu tiếng nước ngoài</li>
</ul>
<h3>Quy trình thực hiện</h3>
<ol>
<li><strong>Tư vấn</strong>: chúng tôi tìm hiểu ngành nghề, vị trí cơ sở kinh doanh, hiện trạng nhà xưởng, đất đai và kế hoạch thời gian của bạn.</li>
<li><strong>Rà soát trước</strong>: kiểm tra khu vực quy hoạch (용도지역), mục đích sử dụng của công trình…, sắp xếp các giấy phép cần xin và thứ tự nộp, đồng thời lưu ý trước những vấn đề cần trao đổi với bộ phận phụ trách.</li>
<li><strong>Soạn hồ sơ</strong>: soạn đơn, kế hoạch kinh doanh…; những phần phải do người có chứng chỉ hành nghề khác thực hiện, như bản vẽ hay đo đạc, chúng tôi sẽ báo trước cho bạn.</li>
<li><strong>Nộp hồ sơ và trao đổi</strong>: nộp trực tiếp hoặc trực tuyến cho bộ phận phụ trách tại tòa thị chính hoặc cơ quan có thẩm quyền khác, và xử lý khi có yêu cầu bổ sung hồ sơ.</li>
<li><strong>Thông báo kết quả</strong>: chúng tôi báo kết quả xử lý và hướng dẫn luôn các nghĩa vụ sau khi được cấp phép, như khai báo thay đổi hay tham gia đào tạo định kỳ.</li>
</ol>
<h3>Những điều cần biết</h3>
<ul>
<li><strong>Giấy tờ chung</strong>: giấy tờ tùy thân hoặc thẻ đăng ký người nước ngoài, giấy chứng nhận đăng ký kinh doanh (사업자등록증, nếu có), hợp đồng thuê hoặc giấy tờ chứng minh quyền sở hữu, sổ đăng ký công trình xây dựng, giấy xác nhận kế hoạch sử dụng đất</li>
<li><strong>Khai báo kinh doanh dịch vụ ăn uống</strong>: cần giấy chứng nhận hoàn thành khóa đào tạo vệ sinh, giấy kết quả khám sức khỏe (건강진단결과서); tùy quy mô và loại cơ sở, có thể cần thêm giấy chứng nhận trang bị đầy đủ thiết bị phòng cháy chữa cháy hoặc giấy chứng nhận kiểm định hoàn công hệ thống sử dụng khí dầu mỏ hóa lỏng (LPG).</li>
<li><strong>Đăng ký nhà máy, giấy phép hoạt động phát triển</strong>: cần kế hoạch kinh doanh, sơ đồ bố trí và hồ sơ thiết kế. Bản vẽ thiết kế và hồ sơ đo đạc do chuyên gia trong lĩnh vực tương ứng như kiến trúc sư, công ty đo đạc lập.</li>
<li><strong>Đầu tư nước ngoài</strong>: cần hộ chiếu của nhà đầu tư hoặc giấy tờ pháp nhân; giấy tờ cấp ở nước ngoài có thể phải có chứng nhận Apostille hoặc hợp pháp hóa lãnh sự.</li>
<li><strong>Khiếu nại hành chính</strong>: vui lòng chuẩn bị văn bản quyết định và tài liệu liên quan. Theo nguyên tắc, thời hạn khiếu nại là trong vòng 90 ngày kể từ ngày biết có quyết định và trong vòng 180 ngày kể từ ngày ra quyết định, vì vậy nếu đã nhận quyết định, bạn hãy liên hệ tư vấn càng sớm càng tốt.</li>
<li>Hành chính sư hỗ trợ soạn và nộp các giấy tờ như đơn khiếu nại hành chính. Việc đại diện trong các vụ kiện tại tòa án, như tố tụng hành chính, là công việc của luật sư.</li>
<li>Thời gian xử lý và lệ phí theo quy định của cơ quan có thẩm quyền; việc có cấp phép hay không do chính cơ quan đó quyết định.</li>
</ul>
<p>Nếu bạn đang chuẩn bị mở cửa hàng hoặc thành lập nhà máy, hay đang tìm cách phản đối một quyết định đã nhận, vui lòng liên hệ qua trang <a href="/contact">Liên hệ</a>. Sau khi tìm hiểu kế hoạch và tình hình kinh doanh của bạn, chúng tôi sẽ sắp xếp và hướng dẫn các giấy phép, thủ tục cần thiết.</p>`,
};
