import type { Localized } from '../types.js';

/** Main task 2: naturalization and nationality (귀화·국적). Korean is the source text. */
export const category2: Localized = {
  ko: `<h2>귀화·국적 업무</h2>
<p>한국 국적 취득은 오랜 준비가 필요한 큰 결정입니다. 어떤 귀화 유형에 해당하는지, 요건을 갖추었는지, 어떤 서류를 언제까지 준비해야 하는지를 차근차근 살펴야 합니다. 저희 사무소는 귀화·국적회복·국적 판정 신청에 필요한 서류를 준비하고, 사회통합프로그램(KIIP) 참여부터 귀화 면접·종합평가 준비까지 절차 전체를 안내해 드립니다.</p>
<h3>취급 업무</h3>
<ul>
<li><strong>일반귀화</strong>: 한국에 일정 기간 이상 계속하여 주소를 두고, 법에서 정한 체류자격 요건을 갖춘 외국인의 귀화허가 신청 준비</li>
<li><strong>간이귀화</strong>: 한국인 배우자와 혼인한 결혼이민자, 부 또는 모가 한국 국민이었던 사람 등의 귀화허가 신청 준비</li>
<li><strong>특별귀화</strong>: 부 또는 모가 한국 국민인 사람, 대한민국에 특별한 공로가 있거나 우수 인재로 인정될 수 있는 사람 등의 신청 검토</li>
<li><strong>국적회복</strong>: 한때 한국 국적을 가졌던 재외동포 등이 국적을 되찾기 위한 국적회복허가 신청</li>
<li><strong>국적 판정</strong>: 한국 국적을 가지고 있는지 분명하지 않은 분(예: 해외에서 오래 살아온 동포와 그 자녀)의 국적 판정 신청</li>
<li><strong>사회통합프로그램(KIIP) 안내</strong>: 사회통합정보망 가입, 사전평가 신청, 단계별 이수 계획 세우기</li>
<li><strong>귀화 면접·종합평가 준비</strong>: 평가 방식과 자주 다루는 주제 안내, 예상 질문을 활용한 연습</li>
<li><strong>요건 사전 점검</strong>: 체류 이력, 생계유지 능력, 품행에 관한 사항을 서류를 기준으로 미리 확인</li>
<li><strong>국적 취득 후 절차 안내</strong>: 외국 국적 포기 또는 외국국적불행사 서약, 외국인등록증 반납 등 후속 절차</li>
</ul>
<h3>진행 절차</h3>
<ol>
<li><strong>상담과 유형 확인</strong>: 체류 이력, 가족관계, 출생·혼인 사항 등을 듣고 어느 유형에 해당하는지 검토합니다.</li>
<li><strong>준비 계획 세우기</strong>: 필요한 서류, KIIP 이수 상황, 본국 서류의 발급·번역·인증에 걸리는 시간을 고려해 일정을 잡습니다.</li>
<li><strong>서류 작성·검토</strong>: 귀화허가 신청서 등을 작성하고, 생계유지 능력과 가족관계를 입증하는 서류를 점검합니다.</li>
<li><strong>신청 접수</strong>: 예약 후 관할 출입국·외국인관서에 접수합니다. 국적 관련 신청은 대개 본인이 직접 출석해야 하므로, 준비물과 당일 절차를 미리 안내해 드립니다.</li>
<li><strong>심사 기간 대응</strong>: 보완 요청 대응과 면접·종합평가 준비를 돕고, 결과가 나오면 국적 취득 후 절차를 안내합니다.</li>
</ol>
<h3>알아 두실 점</h3>
<ul>
<li>귀화 심사는 접수부터 결과까지 오래 걸리는 경우가 많습니다. 그동안 현재 체류기간이 끝나지 않도록 연장 일정도 함께 관리해야 합니다.</li>
<li>국적 관련 신청은 원칙적으로 본인이 직접 출석해 접수하며, 면접 등 심사에도 본인이 참석합니다.</li>
<li>자주 요구되는 서류: 여권과 외국인등록증, 귀화허가 신청서와 사진, 본국에서 발급한 가족관계·출생 관련 서류, 생계유지 능력 입증 서류(재직·소득·재산 관련), 필요한 경우 본국 범죄경력 증명서 등</li>
<li>해외에서 발급한 서류는 한국어 번역문과 아포스티유 또는 영사확인이 필요하며, 발급까지 시간이 걸릴 수 있습니다.</li>
<li>수수료는 법무부가 정한 금액에 따릅니다. 요건과 서류는 바뀔 수 있으니 최신 기준은 하이코리아(HiKorea)에서 확인하세요.</li>
<li>KIIP 이수 여부에 따라 귀화 심사 중 일부 평가가 달리 적용될 수 있습니다. 현재 기준은 하이코리아나 사회통합정보망에서 확인하세요.</li>
<li>국적을 취득한 뒤에는 정해진 기한 안에 외국 국적을 포기하거나 외국국적불행사 서약을 해야 하는 경우가 있습니다. 본국 법에 따른 절차도 미리 확인해 두세요.</li>
</ul>
<p>귀화와 국적 업무는 준비 기간이 길고 사람마다 사정이 다릅니다. 허가 여부는 법무부가 심사하여 결정하며, 저희는 요건을 꼼꼼히 점검하고 충실한 서류를 갖추도록 돕습니다. <a href="/contact">문의하기</a>를 통해 지금 상황을 알려 주세요.</p>`,
  zh: `<h2>归化与国籍业务</h2>
<p>取得韩国国籍是一个需要长期准备的重要决定。首先要弄清楚自己属于哪种归化类型、是否符合条件、需要在什么时候之前准备哪些材料。本事务所为归化、国籍恢复及国籍判定申请准备所需材料，并从参加社会统合项目（KIIP）到归化面试、综合评估的准备，为您提供全流程指导。</p>
<h3>业务范围</h3>
<ul>
<li><strong>一般归化</strong>：为在韩国连续拥有住所达到一定期限以上、并具备法定居留资格条件的外国人准备归化许可申请</li>
<li><strong>简易归化</strong>：为与韩国国民结婚的结婚移民者、父亲或母亲曾为韩国国民的人士等准备归化许可申请</li>
<li><strong>特别归化</strong>：对父亲或母亲为韩国国民的人士、对韩国有特别贡献或可被认定为优秀人才的人士等的申请进行评估</li>
<li><strong>国籍恢复</strong>：曾拥有韩国国籍的在外同胞等为重新取得国籍而提出的国籍恢复许可申请</li>
<li><strong>国籍判定</strong>：为是否持有韩国国籍尚不明确的人士（例如长期生活在海外的同胞及其子女）申请国籍判定</li>
<li><strong>社会统合项目（KIIP）指导</strong>：协助注册社会统合信息网、申请事前评估、制定各阶段的学习计划</li>
<li><strong>归化面试与综合评估准备</strong>：说明评估方式和常见主题，并通过模拟问题进行练习</li>
<li><strong>条件事前核查</strong>：根据材料事先确认居留经历、生计维持能力、品行等相关事项</li>
<li><strong>取得国籍后的手续指导</strong>：放弃外国国籍或作出不行使外国国籍誓约、交还外国人登录证等后续手续</li>
</ul>
<h3>办理流程</h3>
<ol>
<li><strong>咨询与类型确认</strong>：了解您的居留经历、家庭关系、出生及婚姻情况等，判断适用哪种类型。</li>
<li><strong>制定准备计划</strong>：结合所需材料、KIIP完成情况，以及在本国开具、翻译、认证文件所需的时间，安排整体日程。</li>
<li><strong>撰写与审核材料</strong>：填写归化许可申请书等，并检查证明生计维持能力和家庭关系的材料。</li>
<li><strong>提交申请</strong>：预约后向管辖的出入境·外国人管理机关提交。国籍相关申请通常需要本人亲自到场，我们会提前说明需携带的材料和当天的流程。</li>
<li><strong>审查期间的应对</strong>：协助应对补正要求，帮助准备面试和综合评估；结果出来后，说明取得国籍后的后续手续。</li>
</ol>
<h3>注意事项</h3>
<ul>
<li>归化审查从受理到出结果往往需要较长时间。在此期间，请注意不要让现有的居留期限届满，延长日程也需要一并管理。</li>
<li>国籍相关申请原则上须本人亲自到场提交，面试等审查环节也须本人参加。</li>
<li>常见材料：护照和外国人登录证、归化许可申请书及照片、本国出具的家庭关系和出生相关文件、生计维持能力证明（在职、收入、财产相关），以及需要时提交的本国无犯罪记录证明等。</li>
<li>海外出具的文件需要附韩文译本，并办理海牙认证（Apostille）或领事认证，开具可能需要一段时间。</li>
<li>手续费按法务部规定的金额缴纳。条件和材料可能调整，最新要求请在HiKorea确认。</li>
<li>是否完成KIIP，可能影响归化审查中部分评估的适用方式。现行标准请在HiKorea或社会统合信息网确认。</li>
<li>取得韩国国籍后，有时须在规定期限内放弃外国国籍或作出不行使外国国籍的誓约。也请提前确认本国法律规定的相关手续。</li>
</ul>
<p>归化和国籍业务准备周期长，每个人的情况也各不相同。是否许可由法务部审查决定，我们会帮助您仔细核查条件、备齐充分的材料。欢迎通过<a href="/contact">联系我们</a>告诉我们您目前的情况。</p>`,
  ja: `<h2>帰化・国籍手続き</h2>
<p>韓国籍の取得は、長い準備を要する大きな決断です。どの帰化の類型に当てはまるのか、要件を満たしているのか、どの書類をいつまでに準備すべきかを、一つずつ確認していく必要があります。当事務所では、帰化・国籍回復・国籍判定の申請に必要な書類を準備し、社会統合プログラム（KIIP）への参加から帰化面接・総合評価の準備まで、手続き全体をご案内します。</p>
<h3>取り扱い業務</h3>
<ul>
<li><strong>一般帰化</strong>：韓国に一定期間以上継続して住所を有し、法令が定める在留資格の要件を満たす外国人の帰化許可申請の準備</li>
<li><strong>簡易帰化</strong>：韓国人の配偶者である結婚移民者や、父または母がかつて韓国国民であった方などの帰化許可申請の準備</li>
<li><strong>特別帰化</strong>：父または母が韓国国民である方、韓国に特別な功労がある方や優秀な人材と認められうる方などの申請の検討</li>
<li><strong>国籍回復</strong>：かつて韓国籍を有していた在外同胞などが国籍を取り戻すための国籍回復許可申請</li>
<li><strong>国籍判定</strong>：韓国籍を有しているかどうかが明らかでない方（例：長く海外で暮らしてきた同胞とその子ども）の国籍判定申請</li>
<li><strong>社会統合プログラム（KIIP）のご案内</strong>：社会統合情報網への登録、事前評価の申し込み、段階ごとの履修計画づくり</li>
<li><strong>帰化面接・総合評価の準備</strong>：評価の方式やよく取り上げられるテーマのご説明と、想定質問を使った練習</li>
<li><strong>要件の事前チェック</strong>：在留歴、生計維持能力、素行に関する事項を書類に基づいて事前に確認</li>
<li><strong>国籍取得後の手続きのご案内</strong>：外国籍の放棄または外国国籍不行使誓約、外国人登録証の返納などの手続き</li>
</ul>
<h3>手続きの流れ</h3>
<ol>
<li><strong>ご相談と類型の確認</strong>：在留歴、家族関係、出生や婚姻に関する事項などを伺い、どの類型に当たるかを検討します。</li>
<li><strong>準備計画の作成</strong>：必要書類、KIIPの履修状況、本国での書類の発行・翻訳・認証にかかる時間を踏まえてスケジュールを立てます。</li>
<li><strong>書類の作成・確認</strong>：帰化許可申請書などを作成し、生計維持能力や家族関係を証明する書類を点検します。</li>
<li><strong>申請</strong>：予約のうえ、管轄の出入国・外国人庁などに申請します。国籍に関する申請は通常ご本人の出頭が必要なため、持ち物や当日の流れを事前にご説明します。</li>
<li><strong>審査中の対応</strong>：補正要請への対応や面接・総合評価の準備をサポートし、結果が出た後は国籍取得後の手続きをご案内します。</li>
</ol>
<h3>知っておきたいこと</h3>
<ul>
<li>帰化の審査は、申請から結果が出るまで長い時間がかかることが少なくありません。その間に現在の在留期間が切れないよう、延長のスケジュールもあわせて管理する必要があります。</li>
<li>国籍に関する申請は原則としてご本人が出頭して行い、面接などの審査にもご本人が出席します。</li>
<li>よく求められる書類：パスポートと外国人登録証、帰化許可申請書と写真、本国で発行された家族関係・出生に関する書類、生計維持能力を証明する書類（在職・所得・財産関係）、必要に応じて本国の犯罪経歴証明書など</li>
<li>海外で発行された書類には韓国語の翻訳文と、アポスティーユまたは領事認証が必要で、取り寄せに時間がかかることがあります。</li>
<li>手数料は法務部が定める金額によります。要件や書類は変わることがあるため、最新の要件はHiKoreaでご確認ください。</li>
<li>KIIPの履修状況によって、帰化審査の一部の評価の扱いが変わる場合があります。現在の基準はHiKoreaや社会統合情報網でご確認ください。</li>
<li>韓国籍を取得した後、定められた期限内に外国籍を放棄するか、外国国籍不行使誓約をしなければならない場合があります。本国の法律上の手続きもあらかじめご確認ください。</li>
</ul>
<p>帰化・国籍の手続きは準備期間が長く、事情も一人ひとり異なります。許可の可否は法務部の審査によって決まりますが、私たちは要件を丁寧に確認し、十分な書類をそろえるお手伝いをします。まずは<a href="/contact">お問い合わせ</a>から現在の状況をお聞かせください。</p>`,
  en: `<h2>Naturalization and Nationality</h2>
<p>Becoming a Korean national is a major decision that takes long preparation. It starts with working out which type of naturalization applies to you, whether you meet the requirements, and which documents you need by when. We prepare the documents for naturalization, restoration of nationality and nationality determination applications, and guide you through the whole process, from the Korea Immigration and Integration Program (KIIP) to preparing for the naturalization interview and comprehensive evaluation.</p>
<h3>What we handle</h3>
<ul>
<li><strong>General naturalization</strong>: preparing applications for foreign nationals who have kept a continuous address in Korea for the required period and meet the status-of-stay requirements set by law</li>
<li><strong>Simplified naturalization</strong>: preparing applications for marriage migrants with a Korean spouse, people whose father or mother was once a Korean national, and others who qualify</li>
<li><strong>Special naturalization</strong>: assessing cases such as people whose father or mother is a Korean national, or who have rendered special service to Korea or may be recognized as exceptional talent</li>
<li><strong>Restoration of nationality</strong>: applications for former Korean nationals, such as overseas Koreans, who wish to regain their nationality</li>
<li><strong>Nationality determination</strong>: applications for people for whom it is unclear whether they hold Korean nationality, for example ethnic Koreans who have long lived abroad and their children</li>
<li><strong>KIIP guidance</strong>: signing up on the Socinet integration portal, applying for the placement test and planning your progress through each level</li>
<li><strong>Interview and comprehensive evaluation preparation</strong>: explaining the format and common topics, and practising with likely questions</li>
<li><strong>Eligibility check</strong>: reviewing your residence history, financial self-sufficiency and conduct-related records on paper before you apply</li>
<li><strong>After acquiring nationality</strong>: guidance on renouncing your foreign nationality or pledging not to exercise it, returning your residence card and other follow-up steps</li>
</ul>
<h3>How it works</h3>
<ol>
<li><strong>Consultation and type</strong>: we go through your residence history, family relationships, birth and marriage details, and assess which type of application applies.</li>
<li><strong>Preparation plan</strong>: we set a timeline that allows for the documents needed, your KIIP progress and the time it takes to obtain, translate and authenticate papers from your home country.</li>
<li><strong>Documents</strong>: we complete the application form and review your proof of financial means, family relationships and other evidence.</li>
<li><strong>Filing</strong>: the application is filed by appointment at the competent immigration office. Nationality applications usually require you to attend in person, so we explain in advance what to bring and what to expect on the day.</li>
<li><strong>During the review</strong>: we help with requests for additional documents and with preparing for the interview and evaluation, and once the decision is made we walk you through the steps that follow.</li>
</ol>
<h3>Good to know</h3>
<ul>
<li>Naturalization reviews often take a long time from filing to decision. Make sure your current period of stay does not run out in the meantime; we can keep track of your extensions with you.</li>
<li>Nationality applications are, as a rule, filed in person, and you attend the interview and other parts of the review yourself.</li>
<li>Commonly requested documents: passport and residence card, the application form and photos, family and birth records issued in your home country, proof of financial means (employment, income, assets) and, where required, a criminal record certificate from your home country.</li>
<li>Documents issued abroad need a Korean translation and an apostille or consular legalization, and obtaining them can take time.</li>
<li>The fee is the one set by the Ministry of Justice. Requirements and documents can change, so check HiKorea for the current requirements.</li>
<li>Whether you have completed KIIP can affect how some parts of the naturalization review apply to you. Check HiKorea or Socinet for the current rules.</li>
<li>After acquiring Korean nationality you may have to renounce your foreign nationality, or pledge not to exercise it, within a set deadline. Check what your home country's law requires as well.</li>
</ul>
<p>Naturalization and nationality cases take time, and every situation is different. The decision is made by the Ministry of Justice; our part is to check the requirements carefully and help you put together a complete, well-prepared application. Tell us where you stand through our <a href="/contact">contact page</a>.</p>`,
  ru: `<h2>Натурализация и гражданство</h2>
<p>Получение корейского гражданства — серьёзное решение, к которому готовятся долго. Сначала нужно понять, какой вид натурализации вам подходит, соответствуете ли вы требованиям и какие документы и к какому сроку нужно подготовить. Мы готовим документы для заявлений о натурализации, восстановлении гражданства и определении гражданства и сопровождаем вас на всём пути — от участия в Программе иммиграции и интеграции Кореи (KIIP) до подготовки к собеседованию и комплексной оценке для натурализации.</p>
<h3>Чем мы занимаемся</h3>
<ul>
<li><strong>Общая натурализация</strong>: подготовка заявления для иностранцев, которые непрерывно имеют адрес в Корее установленный законом срок и отвечают требованиям к статусу пребывания</li>
<li><strong>Упрощённая натурализация</strong>: подготовка заявления для брачных иммигрантов, состоящих в браке с гражданином Кореи, для лиц, чей отец или мать ранее были гражданами Кореи, и других</li>
<li><strong>Особая натурализация</strong>: оценка ситуации лиц, чей отец или мать — гражданин Кореи, а также имеющих особые заслуги перед Кореей или способных получить признание как выдающиеся специалисты</li>
<li><strong>Восстановление гражданства</strong>: заявления бывших граждан Кореи, например зарубежных корейцев, которые хотят вернуть гражданство</li>
<li><strong>Определение гражданства</strong>: заявления лиц, у которых неясно, есть ли у них корейское гражданство, — например, корейцев, долго живших за рубежом, и их детей</li>
<li><strong>Сопровождение по KIIP</strong>: регистрация на портале Socinet, запись на предварительный тест и план прохождения уровней</li>
<li><strong>Подготовка к собеседованию и комплексной оценке</strong>: объясняем формат и типичные темы, тренируемся на вероятных вопросах</li>
<li><strong>Предварительная проверка требований</strong>: по документам проверяем историю пребывания, финансовую самостоятельность и сведения о законопослушном поведении</li>
<li><strong>Шаги после получения гражданства</strong>: отказ от иностранного гражданства или обязательство не пользоваться им, сдача карты регистрации иностранца и другие процедуры</li>
</ul>
<h3>Как мы работаем</h3>
<ol>
<li><strong>Консультация и выбор вида</strong>: выясняем историю вашего пребывания, семейные связи, сведения о рождении и браке и определяем подходящий вид заявления.</li>
<li><strong>План подготовки</strong>: составляем график с учётом нужных документов, вашего прогресса в KIIP и времени на получение, перевод и заверение документов на родине.</li>
<li><strong>Подготовка документов</strong>: заполняем заявление и проверяем подтверждения финансовой самостоятельности, родственных связей и другие документы.</li>
<li><strong>Подача</strong>: заявление подаётся по предварительной записи в компетентный орган иммиграционной службы. Для заявлений о гражданстве обычно нужна личная явка, поэтому заранее объясняем, что взять с собой и как проходит приём.</li>
<li><strong>Во время рассмотрения</strong>: помогаем с запросами дополнительных документов и с подготовкой к собеседованию и оценке, а после решения рассказываем о дальнейших шагах.</li>
</ol>
<h3>Полезно знать</h3>
<ul>
<li>Рассмотрение заявления о натурализации нередко занимает много времени. Следите, чтобы за этот период не истёк срок вашего текущего пребывания, — мы можем вести график продлений вместе с вами.</li>
<li>Заявления о гражданстве, как правило, подаются лично, и на собеседование и другие этапы рассмотрения вы приходите сами.</li>
<li>Часто запрашиваемые документы: паспорт и карта регистрации иностранца, бланк заявления и фотографии, документы о семье и рождении, выданные на родине, подтверждение финансовой самостоятельности (работа, доход, имущество) и, если требуется, справка об отсутствии судимости из страны гражданства.</li>
<li>К документам, выданным за границей, нужны перевод на корейский язык и апостиль или консульская легализация; их получение может занять время.</li>
<li>Пошлина взимается в размере, установленном Министерством юстиции. Требования и перечень документов могут меняться, поэтому проверяйте актуальные требования на HiKorea.</li>
<li>Прохождение KIIP может влиять на то, как к вам применяются некоторые этапы оценки при натурализации. Действующие правила уточняйте на HiKorea или Socinet.</li>
<li>После получения корейского гражданства может потребоваться в установленный срок отказаться от иностранного гражданства или дать обязательство не пользоваться им. Заранее узнайте, что требует закон вашей страны.</li>
</ul>
<p>Дела о натурализации и гражданстве требуют времени, и у каждого своя ситуация. Решение принимает Министерство юстиции; наша задача — тщательно проверить требования и помочь вам подготовить полный и аккуратный пакет документов. Расскажите о своей ситуации на странице <a href="/contact">«Связаться с нами»</a>.</p>`,
  vi: `<h2>Nhập tịch và quốc tịch</h2>
<p>Nhập quốc tịch Hàn Quốc là một quyết định lớn, cần chuẩn bị trong thời gian dài. Bạn cần lần lượt xem mình thuộc diện nhập tịch nào, đã đáp ứng các điều kiện hay chưa, và phải chuẩn bị những giấy tờ gì, trước thời hạn nào. Văn phòng chúng tôi chuẩn bị giấy tờ cho hồ sơ xin nhập tịch, khôi phục quốc tịch và xác định quốc tịch, đồng thời hướng dẫn bạn toàn bộ quy trình, từ khi tham gia Chương trình Hội nhập Xã hội (KIIP) cho đến khi chuẩn bị phỏng vấn nhập tịch và kỳ đánh giá tổng hợp.</p>
<h3>Công việc chúng tôi đảm nhận</h3>
<ul>
<li><strong>Nhập tịch thông thường (일반귀화)</strong>: chuẩn bị hồ sơ xin phép nhập tịch cho người nước ngoài đã có địa chỉ liên tục tại Hàn Quốc trong một thời gian nhất định trở lên và đáp ứng điều kiện về tư cách lưu trú theo luật định</li>
<li><strong>Nhập tịch giản lược (간이귀화)</strong>: chuẩn bị hồ sơ xin phép nhập tịch cho người kết hôn di trú có vợ hoặc chồng là người Hàn Quốc, người có cha hoặc mẹ từng là công dân Hàn Quốc, v.v.</li>
<li><strong>Nhập tịch đặc biệt (특별귀화)</strong>: xem xét hồ sơ của người có cha hoặc mẹ là công dân Hàn Quốc, người có công lao đặc biệt đối với Hàn Quốc hoặc có thể được công nhận là nhân tài xuất sắc, v.v.</li>
<li><strong>Khôi phục quốc tịch (국적회복)</strong>: hồ sơ xin phép khôi phục quốc tịch cho những người từng có quốc tịch Hàn Quốc, như kiều bào Hàn Quốc, muốn lấy lại quốc tịch</li>
<li><strong>Xác định quốc tịch (국적 판정)</strong>: hồ sơ xin xác định quốc tịch cho người chưa rõ mình có quốc tịch Hàn Quốc hay không (ví dụ: người gốc Hàn sống lâu năm ở nước ngoài và con cái của họ)</li>
<li><strong>Hướng dẫn Chương trình Hội nhập Xã hội (KIIP)</strong>: đăng ký tài khoản trên Cổng thông tin Hội nhập Xã hội (Socinet), đăng ký kỳ đánh giá đầu vào (사전평가), lập kế hoạch hoàn thành từng cấp độ</li>
<li><strong>Chuẩn bị phỏng vấn nhập tịch và đánh giá tổng hợp</strong>: giới thiệu hình thức đánh giá và các chủ đề thường gặp, luyện tập với những câu hỏi có thể được hỏi</li>
<li><strong>Kiểm tra trước các điều kiện</strong>: rà soát trước trên giấy tờ về quá trình lưu trú, khả năng tự bảo đảm cuộc sống và phẩm hạnh</li>
<li><strong>Hướng dẫn thủ tục sau khi có quốc tịch</strong>: các thủ tục tiếp theo như từ bỏ quốc tịch nước ngoài hoặc cam kết không sử dụng quốc tịch nước ngoài (외국국적불행사 서약), nộp lại thẻ đăng ký người nước ngoài</li>
</ul>
<h3>Quy trình thực hiện</h3>
<ol>
<li><strong>Tư vấn và xác định diện nhập tịch</strong>: chúng tôi lắng nghe về quá trình lưu trú, quan hệ gia đình, thông tin khai sinh và hôn nhân của bạn để xem bạn thuộc diện nào.</li>
<li><strong>Lập kế hoạch chuẩn bị</strong>: chúng tôi lên lịch trình có tính đến các giấy tờ cần thiết, tiến độ học KIIP và thời gian xin cấp, dịch thuật, chứng thực giấy tờ ở nước bạn.</li>
<li><strong>Soạn và kiểm tra hồ sơ</strong>: chúng tôi soạn đơn xin phép nhập tịch và các giấy tờ khác, kiểm tra giấy tờ chứng minh khả năng tự bảo đảm cuộc sống và quan hệ gia đình.</li>
<li><strong>Nộp hồ sơ</strong>: đặt lịch hẹn rồi nộp tại Cục Quản lý Xuất nhập cảnh (출입국·외국인관서) có thẩm quyền. Hồ sơ về quốc tịch thường yêu cầu đương sự trực tiếp có mặt, vì vậy chúng tôi sẽ hướng dẫn trước những gì cần mang theo và trình tự trong ngày nộp.</li>
<li><strong>Trong thời gian xét duyệt</strong>: chúng tôi hỗ trợ xử lý yêu cầu bổ sung hồ sơ, chuẩn bị phỏng vấn và đánh giá tổng hợp; khi có kết quả, chúng tôi hướng dẫn các thủ tục sau khi có quốc tịch.</li>
</ol>
<h3>Những điều cần biết</h3>
<ul>
<li>Việc xét duyệt nhập tịch thường mất nhiều thời gian từ khi nộp đến khi có kết quả. Trong thời gian đó, bạn cũng cần theo dõi lịch gia hạn để thời hạn lưu trú hiện tại không bị hết.</li>
<li>Về nguyên tắc, hồ sơ về quốc tịch do đương sự trực tiếp đến nộp, và đương sự cũng tự mình tham dự phỏng vấn và các bước xét duyệt khác.</li>
<li>Giấy tờ thường được yêu cầu: hộ chiếu và thẻ đăng ký người nước ngoài, đơn xin phép nhập tịch và ảnh, giấy tờ về quan hệ gia đình và khai sinh do nước bạn cấp, giấy tờ chứng minh khả năng tự bảo đảm cuộc sống (về việc làm, thu nhập, tài sản), và khi cần thì phiếu lý lịch tư pháp do nước bạn cấp, v.v.</li>
<li>Giấy tờ cấp ở nước ngoài cần có bản dịch tiếng Hàn kèm chứng nhận Apostille hoặc hợp pháp hóa lãnh sự, và việc xin cấp có thể mất thời gian.</li>
<li>Lệ phí theo mức do Bộ Tư pháp quy định. Điều kiện và giấy tờ có thể thay đổi, vì vậy hãy kiểm tra quy định mới nhất trên HiKorea (하이코리아).</li>
<li>Tùy việc bạn đã hoàn thành KIIP hay chưa, một số phần đánh giá trong quá trình xét duyệt nhập tịch có thể được áp dụng khác đi. Hãy kiểm tra tiêu chuẩn hiện hành trên HiKorea hoặc Cổng thông tin Hội nhập Xã hội (Socinet).</li>
<li>Sau khi có quốc tịch Hàn Quốc, có trường hợp bạn phải từ bỏ quốc tịch nước ngoài hoặc cam kết không sử dụng quốc tịch nước ngoài trong thời hạn quy định. Hãy tìm hiểu trước cả thủ tục theo pháp luật của nước bạn.</li>
</ul>
<p>Hồ sơ nhập tịch và quốc tịch cần thời gian chuẩn bị dài, và hoàn cảnh mỗi người mỗi khác. Việc có được cho phép hay không do Bộ Tư pháp xét duyệt và quyết định; chúng tôi giúp bạn kiểm tra kỹ các điều kiện và chuẩn bị bộ hồ sơ đầy đủ, chỉn chu. Hãy cho chúng tôi biết hoàn cảnh hiện tại của bạn qua trang <a href="/contact">Liên hệ</a>.</p>`,
};
