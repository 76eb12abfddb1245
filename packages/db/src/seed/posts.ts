import type { SeedLibraryItem, SeedNotice } from './types.js';
import { glossaryPost, glossaryPostRef } from './glossary-post.js';

/**
 * Seed notices (공지사항) and library items (자료실) of the fictional 한빛 행정사사무소.
 * Office facts (address, phone, hours) follow ./demo-office.ts. Contents are general guidance written
 * as the office would post them: current fees, thresholds and quotas are left to HiKorea, the
 * Ministry of Justice and the Ministry of Employment and Labor, never invented here.
 */

export const seedNotices: SeedNotice[] = [
  {
    ref: 'notice-2025-website-renewal',
    title: '한빛 행정사사무소 홈페이지 새 단장 안내',
    content: `<p>안녕하십니까, 한빛 행정사사무소입니다. 사무소를 찾아 주시는 외국인 주민과 사업주 여러분이 필요한 정보를 더 쉽게 찾으실 수 있도록 홈페이지를 새롭게 단장하였습니다.</p>
<h3>달라진 점</h3>
<ul>
<li>한국어, 중국어, 일본어, 영어, 러시아어, 베트남어 6개 언어로 주요 메뉴와 안내를 제공합니다.</li>
<li><strong>주요업무</strong> 메뉴에서 체류·비자, 귀화·국적, 외국인 고용, 인허가, 공증·아포스티유, 번역 업무를 분야별로 확인하실 수 있습니다.</li>
<li><strong>자료실</strong>에 분야별 준비 서류 목록과 절차 안내를 차례로 올리고 있습니다.</li>
<li>온라인 문의를 남겨 주시면 영업일 기준으로 접수 순서에 따라 연락드립니다.</li>
</ul>
<h3>이용하실 때 참고해 주세요</h3>
<p>홈페이지의 안내는 일반적인 정보를 정리한 것으로, 개인의 체류 사정이나 사업장 여건에 따라 필요한 서류와 절차가 달라질 수 있습니다. 제출 서류와 수수료 등 최신 기준은 하이코리아(www.hikorea.go.kr)나 관할 행정기관의 안내를 함께 확인해 주시기 바랍니다.</p>
<p>상담 예약과 문의는 <a href="/contact">문의하기</a> 또는 전화(041-357-2480)로 해 주십시오. 앞으로도 정확하고 성실한 안내를 위해 노력하겠습니다.</p>`,
    thumbnail: null,
    author: null,
    createdAt: '2025-01-06T10:00:00+09:00',
  },
  {
    ref: 'notice-2025-hikorea-visit-reservation',
    title: '출입국·외국인관서 방문 전 하이코리아 방문예약을 꼭 하세요',
    content: `<p>체류기간 연장, 체류자격 변경, 외국인등록 등의 민원으로 출입국·외국인관서(출장소 포함)를 방문하시려면 대부분 하이코리아(www.hikorea.go.kr)에서 <strong>방문예약</strong>을 먼저 하셔야 합니다. 예약 없이 방문하시면 당일 접수가 어렵거나 다시 방문하셔야 할 수 있습니다.</p>
<h3>방문예약 시 유의 사항</h3>
<ul>
<li>예약은 본인의 체류지를 관할하는 출입국·외국인관서로 해야 합니다. 당진시에 거주하시는 분은 당진시를 관할하는 관서를 선택하셨는지 확인해 주십시오.</li>
<li>민원 종류(외국인등록, 체류기간 연장, 체류자격 변경 등)를 정확하게 선택해야 합니다. 예약한 민원과 실제 신청 민원이 다르면 접수되지 않을 수 있습니다.</li>
<li>가족이 함께 신청하는 경우 신청인마다 예약이 필요한지 미리 확인해 주십시오.</li>
<li>방문하실 때에는 예약 내역, 여권, 외국인등록증(소지자), 신청서와 구비서류, 수수료를 준비해 주십시오.</li>
</ul>
<h3>전자민원도 함께 확인하세요</h3>
<p>체류기간 연장, 체류지 변경신고 등 일부 민원은 하이코리아 전자민원으로 방문 없이 신청할 수 있습니다. 다만 체류자격과 민원 종류에 따라 전자민원이 제한되어 방문 신청만 가능한 경우가 있으므로, 신청 전에 해당 여부를 확인해 주시기 바랍니다.</p>
<p>희망하는 날짜가 가까울수록 예약이 빨리 마감되는 경우가 많습니다. 체류기간 만료일이 다가오는 분은 여유를 두고 준비해 주십시오. 당 사무소에서는 민원 종류 확인, 구비서류 점검, 신청서 작성을 도와드립니다.</p>
<h3>English summary</h3>
<p>Most applications at the immigration office (foreign registration, extension or change of status of stay) need an online visit reservation on HiKorea (www.hikorea.go.kr) before you go. Choose the office that covers your address and the correct application type, and bring your passport, residence card, forms, documents and fee. Some applications can be filed online without a visit, but not for every status. Reservation slots fill up quickly, so please prepare early. We can help you check your documents.</p>`,
    thumbnail: '/images/posts/notice-policy.webp',
    author: '박지훈 사무장',
    createdAt: '2025-01-21T14:00:00+09:00',
  },
  {
    ref: 'notice-2025-kiip-registration',
    title: '사회통합프로그램(KIIP) 참여 신청 안내',
    content: `<p>법무부 사회통합프로그램(KIIP)은 국내에 체류하는 외국인이 한국어와 한국 사회에 대한 이해를 체계적으로 익힐 수 있도록 운영되는 교육 과정입니다. 영주자격이나 국적 취득을 준비하시는 분은 이수 여부가 요건 확인에 쓰이는 경우가 많으므로, 계획이 있으시다면 미리 참여하시기를 권해 드립니다.</p>
<h3>신청 방법</h3>
<ol>
<li>사회통합정보망(www.socinet.go.kr)에 회원으로 가입합니다.</li>
<li>처음 참여하시는 분은 사전평가에 응시하거나, 평가 없이 0단계(기초)부터 시작하는 방법 중 하나를 선택합니다.</li>
<li>배정된 단계의 과정을 원하는 운영기관에서 신청합니다.</li>
</ol>
<h3>유의 사항</h3>
<ul>
<li>과정 개설 일정과 모집 인원은 운영기관마다 다르며, 수요가 많은 평일 저녁·주말 과정은 빨리 마감될 수 있습니다.</li>
<li>출석 요건을 채우지 못하면 해당 단계를 다시 들어야 할 수 있으므로, 근무 일정을 고려해 과정을 선택해 주십시오.</li>
<li>사전평가와 단계평가 일정, 응시 방법은 사회통합정보망 공지사항에서 확인하실 수 있습니다.</li>
</ul>
<p>단계별 구성은 자료실의 '사회통합프로그램(KIIP) 단계별 과정 안내'를 참고해 주십시오. 영주·귀화 일정과 연계한 상담이 필요하시면 <a href="/contact">문의하기</a>로 연락해 주십시오.</p>`,
    thumbnail: null,
    author: '이나래 실장',
    createdAt: '2025-02-17T11:00:00+09:00',
  },
  {
    ref: 'notice-2025-registration-reporting-duties',
    title: '외국인등록과 각종 신고 기한을 다시 확인해 주세요',
    content: `<p>최근 이사나 여권 재발급 후 신고 기한을 놓쳐 과태료 안내를 받으셨다는 상담이 이어지고 있습니다. 출입국관리법 등 관련 법령에 따른 기본 신고 의무를 정리해 드리니, 본인과 가족, 그리고 외국인 근로자를 고용하신 사업주께서는 다시 한번 확인해 주시기 바랍니다.</p>
<table>
<thead>
<tr><th>구분</th><th>기한</th><th>비고</th></tr>
</thead>
<tbody>
<tr><td>외국인등록</td><td>입국한 날부터 90일 이내</td><td>입국일부터 90일을 넘겨 체류하려는 경우</td></tr>
<tr><td>체류지 변경신고</td><td>전입한 날부터 15일 이내</td><td>새 체류지의 읍·면·동 주민센터, 관할 출입국·외국인관서 또는 하이코리아 전자민원</td></tr>
<tr><td>외국인등록사항 변경신고</td><td>변경된 날부터 15일 이내</td><td>성명·성별·생년월일·국적 변경, 여권 번호·발급일·유효기간 변경 등</td></tr>
<tr><td>국내거소 이전신고 (재외동포 F-4)</td><td>이전한 날부터 14일 이내</td><td>재외동포법에 따른 신고로 기한이 다릅니다</td></tr>
<tr><td>고용주의 신고</td><td>사유 발생을 안 날부터 15일 이내</td><td>퇴직·해고, 소재 불명, 고용계약 중요 사항 변경 등</td></tr>
</tbody>
</table>
<p>예전 안내문이나 인터넷 자료에는 체류지 변경신고 기한이 14일로 적혀 있는 경우가 있으나, 현재 출입국관리법상 체류지 변경신고와 외국인등록사항 변경신고의 기한은 15일입니다. 재외동포(F-4) 국내거소신고자의 거소 이전신고는 별도 법률에 따라 14일 이내로 정해져 있으니 구분해 주십시오.</p>
<p>기한을 넘기면 지연 기간 등에 따라 과태료가 부과될 수 있고, 이후 체류기간 연장이나 영주·귀화 심사에서 체류 이력으로 확인될 수 있습니다. 이미 기한이 지났다면 미루지 말고 가능한 한 빨리 신고하시는 것이 좋습니다.</p>
<p>신고 대상인지 애매하거나 필요한 서류를 확인하고 싶으신 분은 <a href="/contact">문의하기</a>로 연락해 주십시오.</p>
<h3>English summary</h3>
<p>Key deadlines: foreign registration within 90 days of entry if you stay longer than 90 days; report a change of address within 15 days of moving in; report changes to your registered details (name, nationality, passport number or validity) within 15 days. Overseas Koreans (F-4) with a domestic residence report must report a move within 14 days. Employers must report resignations, dismissals, missing workers and other important changes within 15 days of learning of them. Late reports can lead to fines and remain in your record, so report as soon as possible even if you are late.</p>`,
    thumbnail: null,
    author: '김서연 행정사',
    createdAt: '2025-03-24T10:30:00+09:00',
  },
  {
    ref: 'notice-2025-fake-visa-broker-warning',
    title: '비자 발급·취업 알선을 내세운 사기에 주의하세요',
    content: `<p>최근 SNS와 메신저를 통해 "비자 100% 보장", "단기간 영주권 가능", "회사 배정 확정" 등을 내세워 돈을 요구하는 사례가 계속 확인되고 있습니다. 당 사무소에도 돈을 보낸 뒤 연락이 끊겼다는 상담이 접수되고 있어 각별한 주의를 당부드립니다.</p>
<h3>이런 제안은 의심하세요</h3>
<ul>
<li>비자 발급, 체류자격 변경, 영주·귀화 허가를 <strong>보장</strong>한다고 말하는 경우. 허가 여부는 심사 기관이 결정하며, 누구도 결과를 보장할 수 없습니다.</li>
<li>사무소 주소나 자격을 밝히지 않고 개인 계좌로 먼저 송금하라고 요구하는 경우</li>
<li>실제로 근무하지 않은 회사의 재직증명서, 허위 초청장이나 소득 서류를 만들어 주겠다고 하는 경우</li>
<li>고용허가제(E-9) 입국이나 사업장 배정을 돈을 받고 앞당겨 주겠다고 하는 경우. 고용허가제는 정부가 운영하는 제도로, 돈을 내고 순서를 살 수 있는 구조가 아닙니다.</li>
</ul>
<h3>허위 서류는 신청인 본인에게 불이익이 됩니다</h3>
<p>허위 서류를 제출하면 신청이 거부되는 데 그치지 않고, 이미 받은 허가가 취소되거나 출입국관리법 위반으로 처벌·출국 조치를 받을 수 있으며 이후 입국이 제한될 수도 있습니다. 브로커가 서류를 만들었더라도 제출한 사람의 책임이 없어지지 않습니다.</p>
<h3>안전하게 도움을 받으려면</h3>
<ul>
<li>행정사에게 의뢰하실 때는 사무소 소재지와 행정사 업무신고 여부를 확인하고, 업무 범위와 비용을 적은 계약서나 영수증을 받으십시오.</li>
<li>출입국 민원의 신청 대행은 법무부에 출입국민원 대행기관으로 등록된 경우에만 할 수 있으니 등록 여부를 확인하십시오.</li>
<li>피해가 의심되면 경찰(112)에 신고하시고, 체류 관련 문의는 외국인종합안내센터(국번 없이 1345)를 이용하실 수 있습니다.</li>
</ul>
<p>당 사무소는 서류 준비와 신청 대행을 도와드릴 뿐, 어떠한 허가 결과도 약속하지 않습니다. 의심스러운 제안을 받으셨다면 돈을 보내기 전에 <a href="/contact">문의하기</a>로 먼저 상담해 주십시오.</p>
<h3>English summary</h3>
<p>Beware of brokers on social media who promise a guaranteed visa, quick permanent residence or a fixed job placement in exchange for money. No one can guarantee an immigration decision. Never pay into a personal account without a written contract, and never accept forged employment, income or invitation documents: submitting false documents can lead to refusal, cancellation of your status, penalties, removal and a future entry ban. The E-9 Employment Permit System is run by the government and cannot be "bought". Report suspected fraud to the police (112); for immigration questions call the Immigration Contact Center (1345).</p>`,
    thumbnail: '/images/posts/notice-policy.webp',
    author: '김서연 행정사',
    createdAt: '2025-05-12T09:40:00+09:00',
  },
  {
    ref: 'notice-2025-summer-hours',
    title: '2025년 하절기 상담 시간 조정 및 하계 휴무 안내',
    content: `<p>이른 아침 출근 전에 상담을 원하시는 근로자분들의 요청을 반영하여, 하절기 동안 평일 상담 시간을 아래와 같이 조정합니다.</p>
<h3>하절기 상담 시간 (2025년 7월 14일 ~ 8월 22일)</h3>
<ul>
<li>평일: 08:30 ~ 17:30 (점심시간 12:00 ~ 13:00)</li>
<li>토요일: 10:00 ~ 14:00, 예약 상담만 운영 (기존과 같음)</li>
<li>일요일·공휴일: 휴무</li>
</ul>
<p>8월 25일(월)부터는 평일 09:00 ~ 18:00로 다시 운영합니다.</p>
<h3>하계 휴무</h3>
<p>2025년 8월 14일(목)은 사무소 하계 휴무이며, 8월 15일(금)은 광복절로 쉽니다. 8월 18일(월)부터 정상 운영합니다. 휴무 기간에 남겨 주신 온라인 문의는 업무 재개 후 접수 순서대로 답변드립니다.</p>
<p>체류기간 만료일이 휴무 기간 전후인 분은 서류를 미리 준비해 주시고, 급한 일정이 있으시면 휴무 전에 연락해 주시기 바랍니다.</p>`,
    thumbnail: null,
    author: null,
    createdAt: '2025-07-01T09:00:00+09:00',
  },
  {
    ref: 'notice-2025-russian-consultation-hour',
    title: '러시아어 상담 시간 신설 안내',
    content: `<p>당진과 인근 지역에 거주하시는 러시아어권 주민(러시아, 우즈베키스탄, 카자흐스탄, 키르기스스탄 출신 주민과 고려인 동포 등)의 상담 요청이 늘어남에 따라, 2025년 9월부터 러시아어 상담 시간을 새로 운영합니다.</p>
<h3>운영 안내</h3>
<ul>
<li>매주 화요일·목요일 14:00 ~ 17:00</li>
<li>매월 둘째·넷째 토요일 10:00 ~ 14:00 (예약제)</li>
<li>장소: 사무소 3층 상담실 (충청남도 당진시 당진중앙2로 148)</li>
</ul>
<p>러시아어가 가능한 직원이 상담에 함께하며, 체류기간 연장, 체류자격 변경, 재외동포(F-4) 관련 신고, 가족 초청, 서류 번역 등에 대해 상담하실 수 있습니다. 검토가 필요한 사안은 행정사가 함께 확인합니다.</p>
<p>상담이 몰릴 수 있으니 전화(041-357-2480) 또는 <a href="/contact">문의하기</a>로 미리 예약해 주십시오. 예약하실 때 상담 주제와 현재 체류자격을 알려 주시면 준비에 도움이 됩니다. 방문 시 여권과 외국인등록증(또는 국내거소신고증)을 지참해 주십시오.</p>
<h3>Кратко на русском</h3>
<p>С сентября 2025 года в нашем бюро проводятся консультации на русском языке: по вторникам и четвергам с 14:00 до 17:00, а также во вторую и четвёртую субботу месяца с 10:00 до 14:00 по предварительной записи. Темы: продление срока пребывания, смена статуса, вопросы по статусу F-4, приглашение членов семьи, перевод документов. Записаться можно по телефону 041-357-2480 или через форму на сайте. Пожалуйста, возьмите с собой паспорт и карту регистрации иностранца.</p>
<h3>English summary</h3>
<p>From September 2025 we offer consultations in Russian on Tuesdays and Thursdays (14:00–17:00) and on the second and fourth Saturday of each month (10:00–14:00, by appointment). Please book by phone or through the contact form and bring your passport and residence card.</p>`,
    thumbnail: null,
    author: '이나래 실장',
    createdAt: '2025-09-08T10:00:00+09:00',
  },
  {
    ref: 'notice-2025-free-consultation-day',
    title: '11월 16일(일) 외국인 주민 무료 상담의 날 운영',
    content: `<p>평일에 시간을 내기 어려운 외국인 근로자와 가족을 위해 일요일 하루 무료 상담의 날을 운영합니다. 체류와 고용, 서류 준비에 관해 궁금한 점을 부담 없이 물어보십시오.</p>
<h3>일시 및 장소</h3>
<ul>
<li>일시: 2025년 11월 16일(일) 10:00 ~ 16:00 (12:00 ~ 13:00 제외)</li>
<li>장소: 한빛 행정사사무소 (충청남도 당진시 당진중앙2로 148, 3층)</li>
<li>비용: 상담은 무료이며, 이후 서류 작성이나 신청 대행을 의뢰하시는 경우 비용을 미리 안내해 드립니다.</li>
</ul>
<h3>상담 분야</h3>
<ul>
<li>체류기간 연장, 체류자격 변경, 외국인등록과 각종 신고</li>
<li>영주(F-5)·귀화 준비와 사회통합프로그램(KIIP)</li>
<li>외국인 근로자 고용 절차 (사업주 상담 포함)</li>
<li>공증·아포스티유, 서류 번역</li>
</ul>
<h3>참고 사항</h3>
<p>한 분당 상담 시간은 20분 안팎이며, 사전 예약하신 분을 먼저 안내합니다. 영어·중국어·러시아어 상담이 가능하고, 그 밖의 언어가 필요하시면 예약 시 말씀해 주십시오. 가능한 범위에서 준비하겠습니다. 임금 체불, 산업재해, 소송처럼 다른 기관이나 전문가의 도움이 필요한 사안은 고용노동부, 대한법률구조공단 등 해당 기관을 안내해 드립니다.</p>
<p>예약은 전화(041-357-2480) 또는 <a href="/contact">문의하기</a>로 받습니다. 여권, 외국인등록증과 관련 서류를 가져오시면 더 정확한 상담이 가능합니다.</p>
<h3>English summary</h3>
<p>Free consultation day for foreign residents: Sunday 16 November 2025, 10:00–16:00 (lunch break 12:00–13:00), at our office (3F, 148 Dangjinjungang 2-ro). Topics: extension and change of status, registration and reports, permanent residence and naturalization, KIIP, hiring foreign workers, notarization, apostille and translation. About 20 minutes per person; people with a reservation are seen first. Consultations in English, Chinese and Russian are available. Book by phone (041-357-2480) or through the contact form, and bring your passport and residence card.</p>`,
    thumbnail: '/images/posts/notice-consultation.webp',
    author: '박지훈 사무장',
    createdAt: '2025-10-27T10:00:00+09:00',
  },
  {
    ref: 'notice-2025-e9-employment-permit-2026',
    title: '2026년 외국인 근로자(E-9) 고용허가 신청 준비 안내 (사업주용)',
    content: `<p>고용허가제로 외국인 근로자(비전문취업, E-9)를 고용하려는 사업주를 위해 2026년 신청 준비 사항을 안내드립니다. 연간 도입 규모와 업종별 배분, 회차별 신청 기간은 외국인력정책위원회 결정에 따라 <strong>고용노동부 공고</strong>로 발표되므로, 반드시 공고 내용을 확인하신 뒤 신청하셔야 합니다.</p>
<h3>신청 전 확인 사항</h3>
<ul>
<li>업종과 사업장 규모가 고용허가 대상에 해당하는지 (업종별 허용 기준은 공고에서 확인)</li>
<li>내국인 구인노력 기간을 거쳤는지 (고용24 등을 통한 구인 신청)</li>
<li>고용보험·산재보험 가입 여부, 임금 체불이나 관련 법 위반 등 고용 제한 사유가 없는지</li>
<li>현재 고용 중인 외국인 근로자 수와 사업장별 고용 허용 인원</li>
<li>숙소를 제공하는 경우 숙소 기준 충족 여부와 근로계약 시 숙소 정보 제공 의무</li>
</ul>
<h3>신청 방법</h3>
<p>회차별 신청 기간에 사업장 관할 고용센터를 방문하거나 외국인고용관리시스템(EPS)을 통해 신청합니다. 신청 사업장이 많으면 점수제에 따라 배정되므로, 가점·감점 항목을 미리 점검해 두시면 도움이 됩니다.</p>
<h3>당 사무소 지원 범위</h3>
<p>신청 요건 점검, 제출 서류 준비와 작성, 고용허가 이후 근로계약·입국 절차 일정 확인, 입국 후 외국인등록과 각종 신고 일정 관리를 도와드립니다. 배정 여부와 시기는 공고 기준과 심사 결과에 따라 정해지므로 결과를 약속드릴 수는 없습니다.</p>
<p>고용노동부 공고가 발표되면 주요 내용을 정리해 다시 안내드리겠습니다. 상담은 <a href="/contact">문의하기</a>를 이용해 주십시오.</p>`,
    thumbnail: '/images/posts/notice-employment.webp',
    author: '박지훈 사무장',
    createdAt: '2025-12-15T14:00:00+09:00',
  },
  {
    ref: 'notice-2026-seollal-closure',
    title: '2026년 설 연휴 휴무 안내',
    content: `<p>2026년 설 연휴를 맞아 아래와 같이 휴무합니다. 연휴 전후로 상담이 몰릴 수 있으니 일정을 미리 확인해 주시기 바랍니다.</p>
<ul>
<li>휴무 기간: 2026년 2월 14일(토) ~ 2월 18일(수)</li>
<li>정상 운영: 2026년 2월 19일(목) 09:00부터</li>
</ul>
<p>2월 14일(토)에는 토요 예약 상담을 운영하지 않으며, 휴무 기간에는 전화 상담도 쉽니다. 휴무 기간에 남겨 주신 온라인 문의는 2월 19일부터 접수 순서대로 답변드립니다.</p>
<h3>연휴 전에 확인해 주세요</h3>
<ul>
<li>출입국·외국인관서와 고용센터 등 관공서도 연휴 기간에는 민원 업무를 하지 않습니다.</li>
<li>체류기간 만료일이 연휴 중이거나 연휴 직후인 분은 연휴 전에 연장 신청을 마치시는 것이 안전합니다. 체류기간 연장은 만료일 4개월 전부터 신청할 수 있습니다.</li>
<li>연휴에 본국을 방문하시는 분은 출국 전에 여권 유효기간과 체류기간 만료일을 확인해 주십시오.</li>
</ul>
<p>가족과 함께 평안한 설 명절 보내시기 바랍니다.</p>
<h3>English summary</h3>
<p>Our office is closed from Saturday 14 February to Wednesday 18 February 2026 for Seollal (Lunar New Year) and reopens on Thursday 19 February at 09:00. Immigration offices and job centres are also closed during the holiday. If your period of stay ends during or just after the holiday, apply for the extension beforehand; applications are accepted from four months before the expiry date. If you travel home, check your passport validity and the expiry date of your stay before you leave.</p>`,
    thumbnail: '/images/posts/notice-holiday.webp',
    author: null,
    createdAt: '2026-02-05T10:00:00+09:00',
  },
  {
    ref: 'notice-2026-employer-seminar',
    title: '외국인 근로자 고용 사업주 설명회 개최 안내 (3월 28일)',
    content: `<p>당진 지역에서 외국인 근로자를 고용하고 있거나 고용을 준비하는 사업주와 인사 담당자를 위한 소규모 설명회를 엽니다. 실무에서 자주 놓치는 신고 의무와 체류 관리 절차를 중심으로 안내합니다.</p>
<h3>일시 및 장소</h3>
<ul>
<li>일시: 2026년 3월 28일(토) 10:00 ~ 12:00</li>
<li>장소: 한빛 행정사사무소 3층 상담실</li>
<li>대상: 사업주, 인사·총무 담당자 (사업장당 2명 이내, 선착순 12명)</li>
<li>참가비: 무료</li>
</ul>
<h3>주요 내용</h3>
<ol>
<li>고용허가제(E-9) 신청 흐름과 고용노동부 공고 확인 방법</li>
<li>고용변동 신고 등 사업주의 신고 의무와 기한</li>
<li>외국인 근로자의 체류기간 연장, 재고용 시 확인할 점</li>
<li>숙련기능인력(E-7-4) 전환 제도의 개요와 준비 사항</li>
<li>질의응답</li>
</ol>
<p>설명회는 제도의 일반적인 내용을 안내하는 자리이며, 개별 사업장에 대한 검토는 별도 상담으로 진행합니다. 임금, 근로시간 등 노무 관련 구체적인 사안은 공인노무사 등 해당 분야 전문가와 상담하실 것을 권합니다.</p>
<p>참가 신청은 <a href="/contact">문의하기</a>에 사업장명, 참석 인원, 연락처를 남겨 주시거나 전화(041-357-2480)로 해 주십시오.</p>`,
    thumbnail: null,
    author: '김서연 행정사',
    createdAt: '2026-03-16T11:00:00+09:00',
  },
  {
    ref: 'notice-2026-extension-apply-early',
    title: '체류기간 연장 신청은 만료일 전에 여유 있게 준비하세요',
    content: `<p>여름 휴가철과 추석 연휴가 이어지는 시기에는 출입국·외국인관서 방문예약이 일찍 마감되는 경우가 많습니다. 체류기간 만료일이 8월에서 10월 사이인 분은 지금 준비 일정을 확인해 주시기 바랍니다.</p>
<h3>기억해 두실 점</h3>
<ul>
<li>체류기간 연장은 <strong>만료일 4개월 전부터 만료일까지</strong> 신청할 수 있습니다.</li>
<li>만료일이 지나 신청하면 체류기간을 넘긴 것이 되어 범칙금 등 불이익을 받을 수 있습니다.</li>
<li>하이코리아 전자민원으로 신청할 수 있는 체류자격인지 먼저 확인하고, 방문 신청이 필요하면 방문예약을 서둘러 주십시오.</li>
<li>재직증명서, 체류지 입증서류 등은 최근 발급분을 요구하는 경우가 있으니 신청일에 가깝게 발급받으십시오.</li>
</ul>
<h3>이런 경우 미리 상담하세요</h3>
<ul>
<li>직장이 바뀌었거나 바뀔 예정인 경우</li>
<li>연장 대신 체류자격 변경(예: 구직 D-10에서 특정활동 E-7)을 함께 검토하는 경우</li>
<li>신고 기한을 넘긴 적이 있거나 세금 체납, 벌금 등의 이력이 있는 경우</li>
</ul>
<p>연장 신청 서류 점검이나 신청서 작성이 필요하시면 <a href="/contact">문의하기</a>로 연락해 주십시오.</p>`,
    thumbnail: null,
    author: '이나래 실장',
    createdAt: '2026-07-20T10:00:00+09:00',
  },
  {
    ref: 'notice-2026-chuseok-closure',
    title: '2026년 추석 연휴 휴무 안내',
    content: `<p>2026년 추석 연휴를 맞아 아래와 같이 휴무합니다. 풍성하고 따뜻한 한가위 보내시기 바랍니다.</p>
<ul>
<li>휴무 기간: 2026년 9월 24일(목) ~ 9월 27일(일)</li>
<li>정상 운영: 2026년 9월 28일(월) 09:00부터</li>
</ul>
<p>9월 26일(토)에는 토요 예약 상담을 운영하지 않습니다. 이어지는 10월에는 10월 5일(월, 개천절 대체공휴일)과 10월 9일(금, 한글날)에도 휴무하니 함께 참고해 주십시오.</p>
<h3>연휴 전후 유의 사항</h3>
<ul>
<li>연휴 기간에는 출입국·외국인관서도 민원 업무를 하지 않으며, 연휴 직후에는 방문예약이 빨리 마감되는 경우가 많습니다.</li>
<li>체류기간 만료일이 9월 말부터 10월 초 사이인 분은 연휴 전에 연장 신청을 마쳐 주십시오.</li>
<li>연휴 중 출국하시는 분은 여권 유효기간과 체류기간 만료일을 미리 확인해 주십시오.</li>
</ul>
<p>휴무 기간에 남겨 주신 온라인 문의는 9월 28일부터 접수 순서대로 답변드립니다.</p>
<h3>English summary</h3>
<p>Our office is closed from Thursday 24 September to Sunday 27 September 2026 for Chuseok and reopens on Monday 28 September at 09:00 (no Saturday appointments on 26 September). We are also closed on Monday 5 October (substitute holiday for National Foundation Day) and Friday 9 October (Hangeul Day). Immigration offices are closed during the holiday and reservations fill up quickly afterwards, so if your stay expires in late September or early October, please apply before the holiday.</p>
<h3>中文摘要</h3>
<p>本事务所于2026年9月24日（周四）至9月27日（周日）中秋节期间休息，9月28日（周一）09:00起恢复办公，9月26日（周六）不提供预约咨询。10月5日（周一，开天节补休）和10月9日（周五，韩文日）亦休息。节日期间出入境管理机构也不办理业务，居留期限即将届满的人士请在节前提交延长申请。</p>`,
    thumbnail: '/images/posts/notice-holiday.webp',
    author: null,
    createdAt: '2026-09-14T10:00:00+09:00',
  },
  {
    ref: 'notice-2026-december-free-consultation-day',
    title: '12월 6일(일) 연말 외국인 주민 무료 상담의 날 안내',
    content: `<p>지난해 처음 운영한 외국인 주민 무료 상담의 날에 많은 분이 참여해 주셨습니다. 올해도 연말을 앞두고 일요일 무료 상담의 날을 운영합니다. 연초에 체류기간이 끝나거나 영주·귀화 신청을 계획하시는 분은 이번 기회에 준비 상황을 점검해 보시기 바랍니다.</p>
<h3>일시 및 장소</h3>
<ul>
<li>일시: 2026년 12월 6일(일) 10:00 ~ 16:00 (12:00 ~ 13:00 제외)</li>
<li>장소: 한빛 행정사사무소 (충청남도 당진시 당진중앙2로 148, 3층)</li>
<li>비용: 상담 무료</li>
</ul>
<h3>이번 상담의 날에 특히 권해 드리는 주제</h3>
<ul>
<li>2027년 상반기에 체류기간이 끝나는 분의 연장·변경 준비</li>
<li>영주(F-5)·귀화 신청 전 서류 점검 (소득·재직 서류, 해외 발급 서류의 확인과 번역)</li>
<li>근로계약 갱신과 재고용을 앞둔 사업주와 근로자</li>
<li>해외 제출용 서류의 아포스티유·번역</li>
</ul>
<h3>참고 사항</h3>
<p>한 분당 상담 시간은 20분 안팎이며, 사전 예약하신 분을 먼저 안내합니다. 영어·중국어·러시아어 상담이 가능합니다. 상담은 일반적인 절차와 준비 서류에 관한 안내이며, 허가 여부는 심사 기관이 판단합니다.</p>
<p>예약은 전화(041-357-2480) 또는 <a href="/contact">문의하기</a>로 받습니다. 여권, 외국인등록증과 관련 서류를 가져와 주십시오.</p>
<h3>English summary</h3>
<p>Year-end free consultation day for foreign residents: Sunday 6 December 2026, 10:00–16:00 (lunch break 12:00–13:00), at our office. Suggested topics: extension or change of status for stays ending in early 2027, checking documents before applying for permanent residence or naturalization, contract renewal and re-employment, and apostille or translation of documents for use abroad. About 20 minutes per person, reservations first; English, Chinese and Russian available. Decisions are always made by the authorities. Book by phone (041-357-2480) or through the contact form.</p>`,
    thumbnail: '/images/posts/notice-consultation.webp',
    author: '박지훈 사무장',
    createdAt: '2026-11-18T10:00:00+09:00',
  },
];

export const seedLibraryItems: SeedLibraryItem[] = [
  // category1: visas and stay
  {
    ref: 'library-foreign-registration-first-steps',
    category: 'category1',
    title: '입국 후 외국인등록 절차 안내',
    content: `<p>대한민국에 입국한 날부터 90일을 넘겨 체류하려는 외국인은 <strong>입국한 날부터 90일 이내</strong>에 체류지를 관할하는 출입국·외국인관서에 외국인등록을 해야 합니다. 외국인등록증은 은행 계좌 개설, 휴대전화 개통, 각종 행정 절차에서 신분증으로 쓰이므로 입국 후 가능한 한 빨리 등록하시기를 권합니다.</p>
<h3>신청 절차</h3>
<ol>
<li>하이코리아(www.hikorea.go.kr)에서 체류지 관할 출입국·외국인관서로 방문예약을 합니다.</li>
<li>예약한 날짜에 본인이 직접 방문하여 신청서와 서류를 제출합니다.</li>
<li>17세 이상은 등록할 때 지문과 얼굴 정보를 제공합니다.</li>
<li>외국인등록증 수령 방법과 시기는 접수 관서의 안내에 따릅니다.</li>
</ol>
<h3>일반적인 준비 서류</h3>
<ul>
<li>통합신청서(신청서 서식), 여권, 사진 1매</li>
<li>수수료 (현재 금액은 하이코리아에서 확인)</li>
<li>체류지 입증서류: 임대차계약서, 숙소제공 확인서 등</li>
<li>체류자격별 서류: 예를 들어 유학생은 재학 관련 서류, 취업 자격은 고용계약서와 회사 관련 서류 등</li>
</ul>
<h3>등록 후 꼭 기억할 신고 의무</h3>
<ul>
<li>이사를 하면 전입한 날부터 15일 이내에 체류지 변경신고</li>
<li>여권을 새로 발급받거나 성명·국적 등이 바뀌면 15일 이내에 외국인등록사항 변경신고</li>
<li>체류기간 연장은 만료일 4개월 전부터 만료일까지 신청</li>
</ul>
<p>체류자격에 따라 추가 서류가 필요하거나 전자민원으로 처리할 수 없는 경우가 있습니다. 준비 서류가 궁금하시면 <a href="/contact">문의하기</a>로 연락해 주십시오.</p>
<h3>English summary</h3>
<p>If you stay in Korea for more than 90 days, you must register as a foreign resident within 90 days of entry at the immigration office that covers your address. Book a visit on HiKorea, go in person, and bring the application form, passport, one photo, the fee (check HiKorea for the current amount), proof of address and the documents required for your status. Applicants aged 17 or over give fingerprints and a facial image. After registration, report a change of address or of passport details within 15 days, and apply for extensions from four months before your stay expires.</p>`,
    thumbnail: null,
    author: null,
    createdAt: '2024-03-18T10:00:00+09:00',
  },
  {
    ref: 'library-f5-permanent-residence-documents',
    category: 'category1',
    title: '영주(F-5) 자격 신청 서류 목록',
    content: `<p>영주(F-5) 자격은 세부 유형이 여러 가지이며, 유형마다 체류 기간, 소득·자산, 기본소양 요건과 제출 서류가 다릅니다. 아래 목록은 자주 신청하는 유형을 기준으로 한 일반적인 예시입니다. 신청 전에 하이코리아의 최신 안내와 관할 출입국·외국인관서의 요구 사항을 반드시 확인해 주십시오.</p>
<h3>주요 유형 예시</h3>
<table>
<thead>
<tr><th>유형</th><th>대상 (요약)</th></tr>
</thead>
<tbody>
<tr><td>일반 영주 (F-5-1)</td><td>주재(D-7)부터 특정활동(E-7)까지의 자격 또는 거주(F-2) 자격으로 일정 기간(통상 5년) 이상 국내에 체류한 사람</td></tr>
<tr><td>국민의 배우자·자녀 (F-5-2)</td><td>대한민국 국민의 배우자 또는 미성년 자녀로서 일정 기간 이상 국내에 체류한 사람</td></tr>
<tr><td>그 밖의 유형</td><td>재외동포, 점수제 거주자, 투자자, 특정 분야 우수 인재 등 각각의 요건에 따른 유형</td></tr>
</tbody>
</table>
<h3>공통 서류 (일반적인 예)</h3>
<ul>
<li>통합신청서, 여권, 외국인등록증, 사진 1매</li>
<li>수수료 (현재 금액은 하이코리아에서 확인)</li>
<li>체류지 입증서류</li>
<li>소득 입증서류: 소득금액증명, 근로소득 원천징수영수증 등 (세무서 또는 홈택스 발급)</li>
<li>재직·사업 입증서류: 재직증명서, 사업자등록증 등</li>
<li>자산 입증서류가 요구되는 경우: 예금잔액증명, 부동산 등기사항증명서 등</li>
<li>기본소양 입증서류: 사회통합프로그램(KIIP) 5단계 이수 또는 영주용 종합평가 합격 관련 서류 (유형별 인정 기준 확인)</li>
<li>범죄경력 관련 서류: 본국에서 발급한 범죄경력증명서 (아포스티유 또는 영사확인, 한국어 번역문 포함)</li>
</ul>
<h3>유형별 추가 서류 예시</h3>
<ul>
<li>국민의 배우자: 혼인관계증명서, 가족관계증명서 등 혼인 관계 입증서류</li>
<li>가족 동반 신청: 가족관계 입증서류 (해외 발급분은 확인 절차와 번역 필요)</li>
<li>사업자: 사업 실적과 납세 관련 서류</li>
</ul>
<h3>준비 요령</h3>
<ul>
<li>해외에서 발급받는 범죄경력증명서와 가족관계 서류는 발급, 아포스티유(또는 영사확인), 번역에 시간이 걸리므로 가장 먼저 준비하십시오.</li>
<li>소득 서류는 세무서 자료 반영 시기에 따라 발급 가능한 연도가 달라질 수 있습니다.</li>
<li>신고 기한 위반, 세금 체납, 벌금 이력 등은 심사에서 확인될 수 있으니 해당 사항이 있으면 미리 상담해 주십시오.</li>
</ul>
<p>영주 허가 여부는 제출 서류와 심사 기관의 판단에 따라 결정되며, 당 사무소는 서류 준비와 신청 절차를 지원합니다. 상담은 <a href="/contact">문의하기</a>를 이용해 주십시오.</p>
<h3>English summary</h3>
<p>Permanent residence (F-5) has several sub-types, each with its own requirements on length of stay, income or assets and basic knowledge of Korean society. Common documents include the application form, passport, residence card, photo, fee (see HiKorea), proof of address, proof of income and employment, proof of KIIP completion or the permanent-residence comprehensive test where required, and a criminal record certificate from your home country with an apostille or consular legalization and a Korean translation. Start with the documents from abroad, as they take the longest. The decision rests with the immigration authorities.</p>`,
    thumbnail: '/images/posts/library-forms.webp',
    author: '김서연 행정사',
    createdAt: '2024-09-23T10:00:00+09:00',
  },
  {
    ref: 'library-checklist-d10-to-e7',
    category: 'category1',
    title: '체크리스트: 구직(D-10)에서 특정활동(E-7)으로 체류자격 변경',
    content: `<p>국내 대학을 졸업한 뒤 구직(D-10) 자격으로 체류하다가 채용이 결정되어 특정활동(E-7)으로 변경하려는 분을 위한 점검표입니다. E-7은 법무부가 정한 직종에 한하여 허용되며, 직종별로 학력·경력, 임금, 고용업체 요건이 다르게 적용됩니다. 아래 내용은 일반적인 준비 사항이므로, 세부 요건은 하이코리아의 체류자격별 안내를 함께 확인해 주십시오.</p>
<h3>1. 먼저 확인할 요건</h3>
<ul>
<li><strong>직종</strong>: 채용 예정 업무가 E-7 허용 직종에 해당하고, 실제 업무 내용이 직종 설명과 일치하는지</li>
<li><strong>학력·경력</strong>: 해당 직종과 관련된 전공의 학위 또는 요구되는 경력을 갖추었는지</li>
<li><strong>임금</strong>: 고용계약상 임금이 직종별 기준 이상인지 (기준은 해마다 바뀔 수 있음)</li>
<li><strong>고용업체</strong>: 내국인 고용 인원, 세금 체납 여부 등 업체 요건을 충족하는지</li>
<li><strong>신청 시기</strong>: D-10 체류기간이 남아 있는 동안 신청하는지</li>
</ul>
<h3>2. 신청인이 준비할 서류 (일반적인 예)</h3>
<ul>
<li>통합신청서, 여권, 외국인등록증, 사진 1매</li>
<li>수수료 (현재 금액은 하이코리아에서 확인)</li>
<li>학위증명서: 국내 학위는 발급 원본, 해외 학위는 아포스티유 또는 영사확인을 받은 서류와 번역문</li>
<li>경력증명서 (요구되는 경우, 해외 발급분은 확인 절차와 번역 필요)</li>
<li>체류지 입증서류</li>
</ul>
<h3>3. 회사가 준비할 서류 (일반적인 예)</h3>
<ul>
<li>고용계약서 (직무, 임금, 계약기간을 명확히 기재)</li>
<li>사업자등록증, 법인등기사항증명서 (법인인 경우)</li>
<li>고용사유서 또는 외국인 고용의 필요성을 설명하는 자료</li>
<li>내국인 고용 현황을 확인할 수 있는 서류 (고용보험 가입자 명부 등)</li>
<li>국세·지방세 납세증명서</li>
</ul>
<h3>4. 자주 생기는 문제</h3>
<ul>
<li>전공과 직무의 관련성을 충분히 설명하지 못해 보완 요청을 받는 경우</li>
<li>계약서상 임금이 기준에 미치지 못하거나 실제 지급 조건과 다른 경우</li>
<li>D-10 체류 중 허가 없이 취업 활동을 한 경우 (변경 심사에 불리하게 작용할 수 있음)</li>
</ul>
<p>요건 충족 여부는 개별 사정에 따라 판단이 달라질 수 있습니다. 서류 점검이나 고용사유서 작성이 필요하시면 <a href="/contact">문의하기</a>로 상담을 신청해 주십시오.</p>
<h3>English summary</h3>
<p>Checklist for changing from job seeker (D-10) to E-7. First confirm that the job is one of the occupations allowed under E-7, that your degree or experience matches it, that the contract salary meets the current threshold, that the company meets the employer requirements, and that you apply while your D-10 stay is still valid. You usually need the application form, passport, residence card, photo, fee, degree certificate (foreign degrees with apostille or consular legalization and translation) and proof of address; the company provides the employment contract, business registration, a statement of reasons for hiring, proof of Korean staff and tax certificates. Requirements change, so check HiKorea.</p>`,
    thumbnail: '/images/posts/library-checklist.webp',
    author: '김서연 행정사',
    createdAt: '2025-04-14T10:00:00+09:00',
  },

  // category2: naturalization and nationality
  {
    ref: 'library-kiip-levels-explained',
    category: 'category2',
    title: '사회통합프로그램(KIIP) 단계별 과정 안내',
    content: `<p>사회통합프로그램(KIIP)은 '한국어와 한국문화' 과정(0~4단계)과 '한국사회이해' 과정(5단계)으로 구성됩니다. 처음 참여할 때 사전평가를 보거나 0단계부터 시작할 수 있으며, 한국어능력시험(TOPIK) 등급이 있으면 이를 근거로 단계를 배정받을 수도 있습니다. 아래 표는 이 글을 작성한 시점의 안내 기준이며, 운영 방식은 바뀔 수 있으므로 사회통합정보망(www.socinet.go.kr)에서 최신 내용을 확인해 주십시오.</p>
<table>
<thead>
<tr><th>단계</th><th>과정</th><th>교육 시간</th><th>단계 마친 후 평가</th></tr>
</thead>
<tbody>
<tr><td>0단계</td><td>한국어와 한국문화 기초</td><td>15시간</td><td>없음</td></tr>
<tr><td>1단계</td><td>한국어와 한국문화 초급 1</td><td>100시간</td><td>1단계 평가</td></tr>
<tr><td>2단계</td><td>한국어와 한국문화 초급 2</td><td>100시간</td><td>2단계 평가</td></tr>
<tr><td>3단계</td><td>한국어와 한국문화 중급 1</td><td>100시간</td><td>3단계 평가</td></tr>
<tr><td>4단계</td><td>한국어와 한국문화 중급 2</td><td>100시간</td><td>중간평가</td></tr>
<tr><td>5단계 기본</td><td>한국사회이해 기본</td><td>70시간</td><td>영주용 종합평가</td></tr>
<tr><td>5단계 심화</td><td>한국사회이해 심화</td><td>30시간</td><td>귀화용 종합평가</td></tr>
</tbody>
</table>
<h3>목적에 따라 어디까지 이수해야 하나요</h3>
<ul>
<li><strong>영주 준비</strong>: 일반적으로 5단계 기본 과정까지 이수하거나 영주용 종합평가에 합격한 경우 기본소양 요건을 갖춘 것으로 인정받습니다. 유형별 인정 기준은 하이코리아 안내를 확인하십시오.</li>
<li><strong>귀화 준비</strong>: 5단계 심화 과정까지 이수하거나 귀화용 종합평가에 합격하는 것이 기본소양 요건 확인과 관련됩니다.</li>
<li><strong>그 밖의 체류자격</strong>: 일부 체류자격 변경이나 점수제 심사에서 이수 단계가 한국어 능력 입증이나 가점으로 활용됩니다.</li>
</ul>
<h3>참여 요령</h3>
<ul>
<li>출석 요건을 채워야 단계평가에 응시할 수 있으므로, 근무 일정에 맞는 요일·시간대 과정을 고르십시오.</li>
<li>이수 결과는 사회통합정보망에서 조회할 수 있으며, 신청 서류로 이수증이 필요한 경우 미리 출력해 두십시오.</li>
<li>영주·귀화 신청 시점에서 거꾸로 계산해 참여 계획을 세우면 일정이 늦어지는 것을 줄일 수 있습니다.</li>
</ul>
<p>영주·귀화 일정에 맞춘 준비 계획이 필요하시면 <a href="/contact">문의하기</a>로 연락해 주십시오.</p>
<h3>English summary</h3>
<p>KIIP has a Korean language and culture course (levels 0 to 4: 15 hours for level 0, 100 hours each for levels 1 to 4) and an Understanding Korean Society course (level 5: 70-hour basic course followed by the permanent-residence comprehensive test, and a 30-hour advanced course followed by the naturalization comprehensive test). You start at level 0, take the pre-assessment, or are placed according to a TOPIK level. For permanent residence, completing level 5 basic or passing the permanent-residence test is generally accepted as basic knowledge; for naturalization, level 5 advanced or the naturalization test. Check socinet.go.kr for current rules.</p>`,
    thumbnail: '/images/posts/library-guide.webp',
    author: '이나래 실장',
    createdAt: '2024-05-20T10:00:00+09:00',
  },
  {
    ref: 'library-naturalization-interview',
    category: 'category2',
    title: '귀화 면접심사, 무엇을 준비해야 하나요',
    content: `<p>귀화 신청 후에는 서류 심사와 함께 면접심사가 진행되는 경우가 많습니다. 면접심사는 신청인이 대한민국 국민으로서 생활하는 데 필요한 한국어 능력과 기본 소양을 갖추었는지, 국민으로서의 자세와 자유민주적 기본질서에 대한 이해가 있는지를 확인하는 절차입니다. 사회통합프로그램 이수 등 일정한 경우 면접이 면제될 수 있으나, 면제 여부는 신청 유형과 당시 지침에 따라 다르므로 접수 단계에서 확인해 두십시오.</p>
<h3>면접에서 주로 확인하는 내용</h3>
<ul>
<li>한국어로 질문을 이해하고 자신의 생각을 말할 수 있는지</li>
<li>신청서에 적은 내용: 가족 관계, 직업과 경력, 체류 이력, 귀화를 신청한 이유</li>
<li>대한민국 국민으로서의 권리와 의무, 민주주의와 헌법의 기본 가치에 대한 이해</li>
<li>국가 상징(태극기, 애국가 등), 국경일과 같은 기본 상식</li>
</ul>
<h3>준비 방법</h3>
<ol>
<li>제출한 신청서와 서류 사본을 다시 읽고, 날짜와 경력 등 사실관계를 정확히 말할 수 있도록 정리합니다.</li>
<li>사회통합프로그램 교재 등으로 한국 사회와 제도에 관한 기본 내용을 복습합니다.</li>
<li>가족이나 지인과 한국어로 묻고 답하는 연습을 하며, 외운 답보다 자기 말로 설명하는 연습을 합니다.</li>
<li>신청 후 주소, 연락처, 직장 등이 바뀌었다면 심사 기관에 알리고 관련 서류를 준비합니다.</li>
</ol>
<h3>면접 당일</h3>
<ul>
<li>출석 안내에 적힌 일시와 장소를 확인하고, 신분증과 안내받은 서류를 지참합니다.</li>
<li>면접은 한국어로 진행되며, 모르는 질문은 솔직하게 다시 물어보는 편이 낫습니다.</li>
<li>결과 통보 시기와 이후 절차는 심사 기관의 안내를 따릅니다.</li>
</ul>
<h3>허가 이후</h3>
<p>귀화가 허가되면 국민선서와 국적증서 수여 절차를 거쳐 대한민국 국적을 취득합니다. 이후 정해진 기간 안에 외국 국적을 포기하거나, 해당하는 경우 외국국적불행사 서약을 해야 하므로 본국 절차를 미리 알아 두십시오.</p>
<p>당 사무소는 귀화 신청 서류 준비를 도와드리며, 면접 결과나 허가 여부를 약속드릴 수는 없습니다. 준비 상담은 <a href="/contact">문의하기</a>를 이용해 주십시오.</p>
<h3>English summary</h3>
<p>Many naturalization applicants are called to an interview, held in Korean, that checks language ability, basic knowledge of Korean society and institutions, attitude as a future citizen and understanding of democratic principles. Expect questions about the facts in your application (family, work, stay history, reasons for applying) and about national symbols and holidays. Review your own application, study the KIIP materials and practise answering in your own words. Exemptions exist in some cases, so check at the time of application. After approval you take the oath and receive the nationality certificate, then must renounce your other nationality, or pledge not to exercise it where allowed, within the set period.</p>`,
    thumbnail: null,
    author: '김서연 행정사',
    createdAt: '2025-06-09T10:00:00+09:00',
  },
  {
    ref: 'library-naturalization-types',
    category: 'category2',
    title: '일반귀화·간이귀화·특별귀화 비교',
    content: `<p>귀화는 국적법에 따라 일반귀화, 간이귀화, 특별귀화로 나뉩니다. 유형에 따라 국내 거주 기간 요건과 면제되는 요건이 다르므로, 먼저 자신이 어느 유형에 해당하는지 확인하는 것이 준비의 출발점입니다. 아래 내용은 요약이며, 세부 요건과 예외는 국적법령과 법무부 안내를 기준으로 확인해 주십시오.</p>
<table>
<thead>
<tr><th>유형</th><th>주요 대상</th><th>국내 거주 요건 (요약)</th></tr>
</thead>
<tbody>
<tr><td>일반귀화</td><td>대한민국과 특별한 혈연·혼인 관계가 없는 외국인</td><td>5년 이상 계속하여 국내에 주소가 있고, 영주할 수 있는 체류자격을 가지고 있을 것</td></tr>
<tr><td>간이귀화</td><td>부 또는 모가 대한민국 국민이었던 사람, 대한민국 국민의 배우자 등</td><td>대상에 따라 다름 (예: 국민의 배우자는 혼인 상태로 국내에 주소를 둔 기간 등 별도 기준)</td></tr>
<tr><td>특별귀화</td><td>부 또는 모가 대한민국 국민인 사람, 대한민국에 특별한 공로가 있는 사람, 특정 분야의 우수 인재 등</td><td>국내에 주소가 있을 것 (거주 기간 요건 없음)</td></tr>
</tbody>
</table>
<h3>공통으로 확인하는 요건</h3>
<ul>
<li>성년일 것 (미성년 자녀는 부모와 함께 신청하는 방법 등 별도 규정이 있습니다)</li>
<li>법령을 준수하는 등 품행이 단정할 것</li>
<li>본인의 자산이나 기능, 또는 생계를 같이하는 가족에 의하여 생계를 유지할 능력이 있을 것</li>
<li>국어 능력과 대한민국의 풍습에 대한 이해 등 국민으로서의 기본 소양을 갖출 것</li>
<li>귀화를 허가하는 것이 국가안전보장·질서유지 또는 공공복리를 해치지 않는다고 인정될 것</li>
</ul>
<p>유형에 따라 일부 요건이 면제되거나 완화됩니다. 예를 들어 특별귀화는 거주 기간 요건이 없고, 국민의 배우자의 간이귀화는 혼인 관계와 거주 기간을 함께 봅니다.</p>
<h3>준비 순서</h3>
<ol>
<li>해당 유형과 거주 기간 계산 확인 (출국 기간이 길었다면 계산에 주의)</li>
<li>기본소양 준비: 사회통합프로그램 또는 종합평가</li>
<li>생계유지 능력 서류, 가족관계·범죄경력 서류 등 준비 (해외 서류는 확인 절차와 번역 필요)</li>
<li>관할 출입국·외국인관서에 신청 후 심사·면접 진행</li>
</ol>
<p>귀화 심사에는 상당한 기간이 걸릴 수 있으며, 허가 여부는 법무부가 결정합니다. 유형 판단과 서류 준비에 관한 상담은 <a href="/contact">문의하기</a>를 이용해 주십시오.</p>`,
    thumbnail: null,
    author: null,
    createdAt: '2026-11-02T10:00:00+09:00',
  },

  // category3: employing foreign workers
  {
    ref: 'library-e9-employer-checklist',
    category: 'category3',
    title: '외국인 근로자(E-9) 고용 사업주 체크리스트',
    content: `<p>고용허가제를 통해 비전문취업(E-9) 외국인 근로자를 처음 고용하는 사업주를 위해 단계별 확인 사항을 정리했습니다. 도입 규모, 업종별 기준, 신청 기간은 매년 <strong>고용노동부 공고</strong>로 정해지므로 실제 신청 전에는 공고와 관할 고용센터 안내를 반드시 확인해 주십시오.</p>
<h3>1. 고용허가 신청 전</h3>
<ul>
<li>업종과 사업장 규모가 고용허가 대상인지 확인</li>
<li>내국인 구인노력 기간을 거쳤는지 확인 (고용24 등을 통한 구인 신청)</li>
<li>고용보험·산재보험 가입, 임금 체불 등 고용 제한 사유 여부 점검</li>
<li>사업장별 고용 허용 인원과 현재 고용 인원 확인</li>
<li>점수제 배정 항목(가점·감점) 미리 점검</li>
</ul>
<h3>2. 고용허가서 발급 후</h3>
<ul>
<li>표준근로계약서로 근로계약 체결 (임금, 근로시간, 휴일, 숙소 관련 사항 명확히 기재)</li>
<li>숙소를 제공하는 경우 숙소 기준 충족 여부와 숙소 정보 제공</li>
<li>처음 고용허가를 받은 사업주는 법정 사업주 교육 대상인지 확인하고 기한 안에 이수</li>
</ul>
<h3>3. 입국 전후</h3>
<ul>
<li>입국 후 외국인 취업교육 일정과 근로자 인수 일정 확인</li>
<li>사업주가 가입해야 하는 보험(출국만기보험, 임금체불 보증보험 등)의 가입 대상 여부 확인</li>
<li>근로자가 가입하는 보험(귀국비용보험, 상해보험 등) 안내</li>
<li>외국인등록(입국일부터 90일 이내)과 4대 보험 관련 처리 일정 확인</li>
</ul>
<h3>4. 고용 기간 중</h3>
<ul>
<li>근로계약 해지, 5일 이상 무단결근·소재 불명, 사업장 명칭·소재지 변경 등이 생기면 사유 발생을 안 날부터 15일 이내에 고용변동 신고</li>
<li>근로자의 체류기간 만료일과 근로계약 기간 관리</li>
<li>재고용이나 성실근로자 재입국 특례를 검토하는 경우 요건과 신청 시기를 미리 확인</li>
<li>숙련기능인력(E-7-4) 전환을 검토하는 경우 근로자의 한국어 능력과 소득 요건 준비 지원</li>
</ul>
<h3>5. 서류 보관</h3>
<p>근로계약서, 임금 지급 내역, 신고 접수증 등은 이후 재고용, 체류기간 연장, 점수제 심사에서 다시 필요할 수 있으므로 체계적으로 보관하시기 바랍니다.</p>
<p>요건 점검과 서류 작성 지원이 필요하시면 <a href="/contact">문의하기</a>로 연락해 주십시오. 노무 관련 구체적인 사안은 공인노무사 등 해당 분야 전문가와 상담하실 것을 권합니다.</p>`,
    thumbnail: '/images/posts/library-checklist.webp',
    author: '박지훈 사무장',
    createdAt: '2025-02-24T10:00:00+09:00',
  },
  {
    ref: 'library-e74-skilled-worker-points',
    category: 'category3',
    title: '숙련기능인력(E-7-4) 점수제 전환 안내',
    content: `<p>숙련기능인력(E-7-4)은 비전문취업(E-9), 선원취업(E-10), 방문취업(H-2) 자격으로 국내에서 일정 기간 이상 성실하게 일하며 숙련도를 쌓은 외국인 근로자가 점수제 심사를 거쳐 변경할 수 있는 체류자격입니다. 장기 근무가 가능해지고 요건을 갖추면 가족 동반의 길도 열리므로, 숙련 인력을 계속 고용하려는 사업주와 근로자 모두에게 중요한 제도입니다.</p>
<h3>기본 요건 (개요)</h3>
<ul>
<li>최근 일정 기간 동안 해당 자격으로 합법적으로 체류하며 취업한 기간이 기준 이상일 것</li>
<li>현재 근무처에서 계속 근무하고 있고, 고용업체가 고용을 계속할 의사가 있을 것</li>
<li>고용업체가 업종, 내국인 고용 규모, 체납 여부 등 업체 요건을 충족할 것</li>
<li>출입국관리법 위반, 세금 체납 등 결격 사유가 없을 것</li>
</ul>
<h3>점수 항목 (개요)</h3>
<table>
<thead>
<tr><th>구분</th><th>항목</th><th>참고</th></tr>
</thead>
<tbody>
<tr><td>기본 항목</td><td>연간 소득</td><td>소득금액증명 등 공적 서류 기준</td></tr>
<tr><td>기본 항목</td><td>한국어 능력</td><td>한국어능력시험(TOPIK) 또는 사회통합프로그램 이수 단계</td></tr>
<tr><td>기본 항목</td><td>숙련도·나이</td><td>인정되는 자격증이나 기량 등, 나이 구간</td></tr>
<tr><td>가점</td><td>근속, 추천, 근무 지역 등</td><td>같은 업체 장기 근속, 중앙부처·지자체·고용업체 추천, 인구감소지역 근무 등</td></tr>
<tr><td>감점</td><td>법 위반 이력 등</td><td>벌금, 체류 관련 위반 등</td></tr>
</tbody>
</table>
<p>항목별 배점, 최소 합산 점수와 항목별 최저 기준, 연간 선발 규모는 <strong>법무부 공고와 하이코리아 안내</strong>를 따르며 해마다 바뀔 수 있습니다. 이 글에서는 변경 가능성이 큰 구체적인 숫자를 적지 않았으니 신청 시점의 공고를 꼭 확인해 주십시오.</p>
<h3>준비 요령</h3>
<ul>
<li>한국어 능력이 점수와 요건 모두에 영향을 주는 경우가 많으므로 TOPIK 응시나 사회통합프로그램 참여를 일찍 시작하십시오.</li>
<li>소득은 신고된 자료 기준으로 확인되므로 원천징수와 소득 신고 내용이 실제와 맞는지 점검하십시오.</li>
<li>추천을 받을 수 있는 경로가 있는지 사업주와 함께 확인하십시오.</li>
<li>현재 체류기간 만료일과 신청 가능 기간을 함께 관리하십시오.</li>
</ul>
<p>점수 계산은 개별 서류에 따라 달라지며 선발 여부는 심사 기관이 결정합니다. 요건 검토와 서류 준비는 <a href="/contact">문의하기</a>로 상담해 주십시오.</p>
<h3>English summary</h3>
<p>E-7-4 (skilled worker) is a status that E-9, E-10 and H-2 workers can change to after working legally in Korea for the required period, through a points-based review. Points are given for annual income, Korean language ability (TOPIK or KIIP level), skills and age, with extra points for long service, recommendations and work in designated regions, and deductions for violations. Minimum scores, point values and the annual quota are set by the Ministry of Justice and may change each year, so check the current announcement on HiKorea. Start preparing your Korean early and make sure your reported income is accurate.</p>`,
    thumbnail: null,
    author: '김서연 행정사',
    createdAt: '2026-08-24T10:00:00+09:00',
  },
  {
    ref: 'library-employer-reporting-duties',
    category: 'category3',
    title: '외국인 고용 사업주의 신고 의무 정리',
    content: `<p>외국인 근로자를 고용한 사업주에게는 외국인근로자의 고용 등에 관한 법률과 출입국관리법에 따른 신고 의무가 있습니다. 신고를 하지 않거나 늦게 하면 과태료가 부과될 수 있고, 이후 고용허가 신청에서 불이익이 생길 수 있으므로 담당자를 정해 관리하시기를 권합니다.</p>
<table>
<thead>
<tr><th>신고</th><th>주요 사유</th><th>기한</th><th>신고처</th></tr>
</thead>
<tbody>
<tr><td>고용변동 신고 (고용허가제)</td><td>근로계약 해지, 사망, 부상 등으로 계속 근무가 어려운 경우, 사업주 승인 없이 5일 이상 결근하거나 소재를 알 수 없는 경우, 사업장 명칭·소재지 변경 등</td><td>사유 발생을 안 날부터 15일 이내</td><td>관할 고용센터, 외국인고용관리시스템(EPS), 하이코리아</td></tr>
<tr><td>근로개시 신고 (방문취업 H-2 특례고용)</td><td>H-2 근로자가 근로를 시작한 경우</td><td>근로를 시작한 날부터 14일 이내</td><td>관할 고용센터</td></tr>
<tr><td>고용주 신고 (출입국관리법)</td><td>취업 자격 외국인의 해고·퇴직, 소재 불명, 고용계약의 중요 내용 변경 등</td><td>사유 발생을 안 날부터 15일 이내</td><td>관할 출입국·외국인관서, 하이코리아</td></tr>
</tbody>
</table>
<h3>알아 두면 좋은 점</h3>
<ul>
<li>E-9·H-2 근로자의 주요 고용변동은 통합 고용변동신고를 이용하면 한 번의 신고로 고용노동부와 법무부에 함께 통보됩니다. 이용 가능한 신고 유형은 하이코리아와 EPS에서 확인하십시오.</li>
<li>무단결근의 경우 결근 시작일과 연락 시도 기록을 남겨 두면 신고 시점을 판단하는 데 도움이 됩니다.</li>
<li>근로자 본인에게도 체류지 변경신고(15일 이내), 외국인등록사항 변경신고(15일 이내) 의무가 있으니 이사나 여권 갱신 시 함께 안내해 주십시오.</li>
</ul>
<h3>관리 요령</h3>
<ol>
<li>근로자별로 체류기간 만료일, 근로계약 기간, 여권 유효기간을 한 표로 관리합니다.</li>
<li>변동 사유가 생기면 날짜를 기록하고, 신고 후 접수증을 보관합니다.</li>
<li>신고 유형이 헷갈리면 고용센터 또는 외국인종합안내센터(국번 없이 1345)에 확인합니다.</li>
</ol>
<p>신고서 작성과 일정 관리 지원이 필요하시면 <a href="/contact">문의하기</a>로 연락해 주십시오.</p>`,
    thumbnail: null,
    author: '박지훈 사무장',
    createdAt: '2026-01-19T10:00:00+09:00',
  },

  // category4: business licences and permits
  {
    ref: 'library-factory-registration-steps',
    category: 'category4',
    title: '공장 설립과 공장등록 절차 안내',
    content: `<p>당진에는 산업단지와 개별 입지에 자리한 제조 사업장이 많습니다. 제조업을 하려면 산업집적활성화 및 공장설립에 관한 법률에 따른 절차를 거쳐야 하며, 공장건축면적이 500제곱미터 이상인 공장을 신설·증설하거나 업종을 변경하려면 공장설립 등의 승인을 받고 완료 후 공장등록을 해야 합니다. 그보다 작은 공장도 공장등록을 신청할 수 있고, 입찰이나 거래처 등록 등에서 등록 여부를 확인하는 경우가 많습니다.</p>
<h3>절차 개요</h3>
<ol>
<li><strong>입지 검토</strong>: 토지이용계획확인서로 용도지역과 업종 제한을 확인하고, 산업단지 입주인지 개별 입지인지에 따라 절차를 정합니다. 환경 관련 배출시설 해당 여부도 이 단계에서 검토합니다.</li>
<li><strong>승인 신청</strong>: 개별 입지는 시청에 공장설립 등의 승인(창업 기업은 창업사업계획 승인 등)을 신청하고, 산업단지는 관리기관과 입주계약을 체결합니다.</li>
<li><strong>관련 인허가</strong>: 건축허가, 개발행위허가, 농지·산지 전용 등 필요한 인허가는 승인 과정에서 함께 처리(의제)되는 경우가 많습니다. 의제 대상과 협의 부서는 사업계획에 따라 다릅니다.</li>
<li><strong>건축과 설비 설치</strong>: 승인 내용대로 공장을 짓고 제조시설을 설치합니다.</li>
<li><strong>완료신고와 공장등록</strong>: 공장 건설과 설비 설치를 마치면 완료신고를 하고, 확인을 거쳐 공장등록이 이루어집니다.</li>
<li><strong>등록 후 변경</strong>: 업종 추가, 면적 변경, 대표자나 소재지 변경이 생기면 변경등록 등 후속 절차를 밟습니다.</li>
</ol>
<h3>주로 준비하는 서류 (예시)</h3>
<ul>
<li>공장설립 등의 승인 신청서, 사업계획서</li>
<li>토지·건물 소유 또는 사용 권한 증명서류 (임대인 경우 임대차계약서 등)</li>
<li>배치도, 건축 관련 도면, 제조시설 목록</li>
<li>의제 처리를 원하는 인허가의 신청 서류</li>
</ul>
<h3>참고 사항</h3>
<ul>
<li>공장 관련 민원은 공장설립온라인지원시스템(팩토리온, www.factoryon.go.kr)에서도 확인하고 신청할 수 있습니다.</li>
<li>대기·수질 등 배출시설은 업종과 규모에 따라 별도의 허가나 신고가 필요할 수 있습니다.</li>
<li>외국인 투자자가 공장을 설립하는 경우 외국인투자 신고, 법인 설립, 기업투자(D-8) 체류자격 등 체류 관련 절차를 함께 계획해야 합니다.</li>
</ul>
<p>부지 검토부터 승인·등록 서류 작성까지 필요한 부분을 도와드립니다. 사업 계획을 알려 주시면 필요한 절차를 정리해 드리겠습니다. <a href="/contact">문의하기</a></p>`,
    thumbnail: '/images/posts/library-guide.webp',
    author: '박지훈 사무장',
    createdAt: '2024-07-15T10:00:00+09:00',
  },
  {
    ref: 'library-food-business-report-guide',
    category: 'category4',
    title: '음식점 영업신고 준비 안내 (일반음식점·휴게음식점)',
    content: `<p>식당이나 카페를 열려면 식품위생법에 따라 영업 종류에 맞는 영업신고를 하고 영업신고증을 받은 뒤 세무서에 사업자등록을 해야 합니다. 일반음식점, 휴게음식점, 제과점 등은 신고 대상이고, 단란주점·유흥주점은 허가 대상이며, 식품제조·가공업은 등록 대상이므로 먼저 어떤 영업을 할지 정확히 정하는 것이 중요합니다.</p>
<h3>가게 계약 전에 확인하세요</h3>
<ul>
<li>건축물대장상 용도가 해당 영업을 할 수 있는 용도인지 (용도 변경이 필요한 경우가 있습니다)</li>
<li>이전 영업자의 행정처분 이력이나 영업 승계 가능 여부</li>
<li>면적과 층수에 따라 소방 관련 안전시설 기준(다중이용업소 해당 여부)이 적용되는지</li>
<li>정화조 용량, 가스 시설 등 설비 조건</li>
</ul>
<h3>신고 준비 순서</h3>
<ol>
<li><strong>위생교육 이수</strong>: 영업 종류에 따라 지정된 교육기관에서 신규 영업자 위생교육을 받습니다.</li>
<li><strong>건강진단</strong>: 영업자와 종사자의 건강진단 결과서를 준비합니다.</li>
<li><strong>시설 갖추기</strong>: 조리장, 급수·배수, 환기 등 영업 종류별 시설 기준을 갖춥니다.</li>
<li><strong>관련 증명</strong>: 해당되는 경우 소방 안전시설 완비증명, 가스 시설 검사 관련 서류 등을 준비합니다.</li>
<li><strong>영업신고</strong>: 시청 위생 담당 부서에 방문하거나 정부24로 신고하고, 영업신고증을 받습니다.</li>
<li><strong>사업자등록</strong>: 영업신고증을 가지고 세무서 또는 홈택스에서 사업자등록을 합니다.</li>
</ol>
<h3>외국인이 창업하는 경우</h3>
<p>영업신고와 별도로, 현재 체류자격으로 영업 활동을 할 수 있는지 먼저 확인해야 합니다. 영주(F-5), 결혼이민(F-6)처럼 활동 범위에 제한이 적은 자격도 있지만, 유학(D-2)이나 비전문취업(E-9) 등은 원칙적으로 창업·영업이 허용되지 않습니다. 투자를 통해 사업을 하려는 경우 기업투자(D-8) 등 별도 체류자격 요건을 검토해야 합니다.</p>
<h3>자주 놓치는 부분</h3>
<ul>
<li>인테리어를 마친 뒤에야 용도나 소방 기준 문제를 발견하는 경우</li>
<li>영업 종류를 잘못 정해 판매할 수 없는 메뉴가 생기는 경우 (예: 휴게음식점에서의 주류 판매 제한)</li>
<li>종사자 건강진단 갱신 시기를 놓치는 경우</li>
</ul>
<p>세부 기준은 지자체와 영업 종류에 따라 다를 수 있으므로 당진시청 담당 부서의 안내를 함께 확인해 주십시오. 영업신고 서류 준비와 체류자격 검토가 필요하시면 <a href="/contact">문의하기</a>로 연락해 주십시오.</p>`,
    thumbnail: null,
    author: '이나래 실장',
    createdAt: '2025-03-10T10:00:00+09:00',
  },

  // category5: document certification and apostille
  {
    ref: 'library-apostille-vs-consular-legalization',
    category: 'category5',
    title: '아포스티유와 영사확인, 무엇이 다른가요',
    content: `<p>한 나라에서 발급한 문서를 다른 나라 기관에 제출하려면, 그 문서가 진짜로 권한 있는 기관에서 발급된 것인지 확인하는 절차가 필요합니다. 이 확인 방법에는 <strong>아포스티유</strong>와 <strong>영사확인</strong>이 있으며, 문서를 발급한 나라와 제출할 나라가 아포스티유 협약(외국공문서에 대한 인증의 요구를 폐지하는 협약) 가입국인지에 따라 어느 쪽이 필요한지가 달라집니다.</p>
<table>
<thead>
<tr><th>구분</th><th>아포스티유</th><th>영사확인</th></tr>
</thead>
<tbody>
<tr><td>적용</td><td>발급국과 제출국이 모두 협약 가입국인 경우</td><td>어느 한쪽이라도 협약 가입국이 아닌 경우</td></tr>
<tr><td>절차</td><td>발급국의 권한 있는 기관이 아포스티유를 붙이면 끝</td><td>발급국 기관의 확인을 거친 뒤 제출국 공관(대사관·영사관)의 영사확인을 받음</td></tr>
<tr><td>소요</td><td>비교적 간단하고 빠름</td><td>단계가 많아 시간이 더 걸림</td></tr>
</tbody>
</table>
<h3>해외 서류를 한국에 제출할 때</h3>
<ul>
<li>발급국이 협약 가입국이면 발급국에서 아포스티유를 받습니다. 예를 들어 중국은 2023년 11월부터 협약이 적용되어 중국 발급 공문서도 아포스티유로 확인할 수 있게 되었습니다.</li>
<li>협약 비가입국(예: 베트남)에서 발급한 문서는 발급국 외교부 등의 확인을 거친 뒤 현지 주재 대한민국 대사관·영사관의 영사확인을 받아야 합니다.</li>
<li>외국어 문서는 대부분 한국어 번역문을 함께 제출해야 합니다. 번역문에 번역확인증명서나 번역공증이 필요한지는 제출 기관에 확인하십시오.</li>
</ul>
<h3>한국 서류를 해외에 제출할 때</h3>
<ul>
<li>가족관계증명서, 졸업증명서 등 공문서는 한국의 아포스티유 발급 기관에서 아포스티유를 받습니다. 일부 공문서는 온라인(www.apostille.go.kr)으로도 신청할 수 있습니다.</li>
<li>회사 발행 서류, 위임장, 번역문처럼 공문서가 아닌 문서는 먼저 공증을 받은 뒤 아포스티유를 받는 것이 일반적입니다.</li>
<li>제출국이 협약 비가입국이면 국내 확인 후 해당국 주한 공관의 영사확인을 받아야 합니다.</li>
</ul>
<p>협약 가입 현황은 바뀔 수 있으므로 서류를 준비하기 직전에 다시 확인하시기 바랍니다. 어느 절차가 필요한지 판단이 어려우시면 문서 종류와 제출처를 알려 주십시오. <a href="/contact">문의하기</a></p>
<h3>English summary</h3>
<p>An apostille is used when both the issuing country and the receiving country are parties to the Apostille Convention: the issuing country's competent authority attaches the apostille and no further step is needed. Otherwise consular legalization is required: the document is certified in the issuing country and then legalized by the receiving country's embassy or consulate. China has applied the Convention since November 2023; Vietnam is not a party, so Vietnamese documents for Korea still need consular legalization. Private documents usually need notarization first. Foreign-language documents submitted in Korea generally need a Korean translation. Membership can change, so check before you start.</p>`,
    thumbnail: '/images/posts/library-certificate.webp',
    author: '김서연 행정사',
    createdAt: '2024-10-14T10:00:00+09:00',
  },
  {
    ref: 'library-korean-family-relation-certificates',
    category: 'category5',
    title: '가족관계등록부 증명서 발급 방법',
    content: `<p>한국 국민의 신분 관계는 가족관계등록부에 기록되며, 필요한 내용에 따라 여러 종류의 증명서로 발급됩니다. 한국인과 결혼한 외국인 배우자의 체류 신청, 자녀 관련 절차, 해외 제출 등에서 자주 요구되는 서류입니다.</p>
<h3>증명서의 종류</h3>
<table>
<thead>
<tr><th>증명서</th><th>주요 내용</th></tr>
</thead>
<tbody>
<tr><td>가족관계증명서</td><td>본인과 부모, 배우자, 자녀의 인적 사항</td></tr>
<tr><td>기본증명서</td><td>본인의 출생, 사망, 국적 취득·상실 등 기본 신분 사항</td></tr>
<tr><td>혼인관계증명서</td><td>본인의 혼인, 이혼 등 혼인 관련 사항과 배우자 인적 사항</td></tr>
<tr><td>입양관계증명서</td><td>입양 관련 사항</td></tr>
<tr><td>친양자입양관계증명서</td><td>친양자 입양 관련 사항 (발급 요건이 엄격함)</td></tr>
</tbody>
</table>
<p>증명서는 필요한 사항만 나오는 일반증명서, 과거 변동 사항까지 나오는 상세증명서, 선택한 사항만 나오는 특정증명서로 나뉩니다. 제출처가 어느 형식을 요구하는지 먼저 확인하십시오. 2008년 이전의 신분 기록이 필요하면 제적등본을 발급받아야 할 수 있습니다.</p>
<h3>발급받는 곳</h3>
<ul>
<li>전국 시·구·읍·면·동 주민센터 등 가족관계등록 관서</li>
<li>대법원 전자가족관계등록시스템 (온라인, 본인 인증 필요)</li>
<li>무인민원발급기 (본인 발급만 가능하며 발급 가능한 종류가 제한될 수 있음)</li>
</ul>
<h3>누가 신청할 수 있나요</h3>
<ul>
<li>본인, 배우자, 직계혈족은 신청할 수 있으며, 형제자매 등 그 밖의 사람은 정해진 경우에만 가능합니다.</li>
<li>한국인과 혼인한 외국인 배우자는 외국인등록증 등 신분증을 지참하고 배우자로서 신청할 수 있습니다.</li>
<li>대리인이 신청하는 경우 위임장과 위임인의 신분증 사본 등 정해진 서류가 필요합니다.</li>
</ul>
<h3>해외에 제출할 때</h3>
<p>일부 증명서는 영문으로도 발급되지만, 제출 기관이 국문 증명서와 번역문을 요구하는 경우도 많습니다. 해외 제출용은 아포스티유 또는 영사확인이 필요한지, 번역문에 공증이 필요한지 제출 기관에 먼저 확인하십시오. 온라인으로 발급받은 증명서는 전자 아포스티유를 신청할 수 있는 경우가 있습니다.</p>
<p>증명서 종류 선택, 번역, 아포스티유 신청까지 한 번에 준비하시려면 <a href="/contact">문의하기</a>로 연락해 주십시오.</p>
<h3>English summary</h3>
<p>Korean family relation records are issued as several certificates: family relation, basic (birth, death, nationality), marriage relation, adoption and full adoption certificates, each in general, detailed or specific form. You can get them at any community service centre or city/district office, online through the Supreme Court's e-Family system, or at some kiosks. The person, spouse and direct relatives may apply; a foreign spouse of a Korean citizen can apply with a residence card. For use abroad, ask the receiving authority whether they need an English version, a translation, notarization and an apostille or consular legalization.</p>`,
    thumbnail: '/images/posts/library-certificate.webp',
    author: '이나래 실장',
    createdAt: '2025-05-19T10:00:00+09:00',
  },
  {
    ref: 'library-notarization-basics',
    category: 'category5',
    title: '공증의 종류와 준비물',
    content: `<p>해외 제출용 서류나 위임장, 번역문은 공증을 요구받는 경우가 많습니다. 공증은 공증인이나 공증인가를 받은 법무법인 등이 하는 업무이며, 행정사가 직접 공증을 하지는 않습니다. 당 사무소에서는 공증을 받을 문서의 작성과 번역, 이후 아포스티유 신청 준비를 도와드립니다.</p>
<h3>자주 쓰이는 공증의 종류</h3>
<table>
<thead>
<tr><th>종류</th><th>내용</th><th>예시</th></tr>
</thead>
<tbody>
<tr><td>사서증서 인증</td><td>당사자가 공증인 앞에서 서명 또는 날인했거나, 서명·날인이 본인의 것임을 확인했다는 사실을 인증</td><td>위임장, 동의서, 진술서</td></tr>
<tr><td>번역문 인증</td><td>번역자가 번역문이 원문과 다르지 않다고 서약한 사실을 인증 (번역 내용의 정확성을 공증인이 보증하는 것은 아님)</td><td>가족관계증명서, 졸업증명서의 번역문</td></tr>
<tr><td>공정증서</td><td>공증인이 법률행위나 사실에 관하여 직접 작성하는 증서</td><td>금전 거래 관련 약정 등</td></tr>
</tbody>
</table>
<h3>일반적인 준비물</h3>
<ul>
<li>공증받을 문서 (서명하지 않은 상태로 가져가야 하는 경우가 있으니 미리 확인)</li>
<li>촉탁인의 신분증: 외국인은 외국인등록증 또는 여권</li>
<li>번역문 인증의 경우 원문과 번역문, 번역자의 신분증</li>
<li>법인 문서인 경우 법인 인감, 법인등기사항증명서, 법인 인감증명서 등</li>
<li>대리인이 촉탁하는 경우 위임장과 위임인의 의사를 확인할 수 있는 서류 (외국인은 준비 서류가 달라질 수 있으므로 사전 확인)</li>
</ul>
<h3>이용 요령</h3>
<ol>
<li>제출처에 공증이 필요한지, 공증 후 아포스티유나 영사확인까지 필요한지 먼저 확인합니다.</li>
<li>공증사무소에 방문 예약을 하고, 필요한 서류와 수수료를 문의합니다.</li>
<li>공증을 받은 문서는 철한 상태 그대로 보관하고, 분리하지 않습니다.</li>
</ol>
<p>문서 작성과 번역, 아포스티유까지의 순서를 정리해 드립니다. <a href="/contact">문의하기</a></p>`,
    thumbnail: null,
    author: null,
    createdAt: '2025-10-20T10:00:00+09:00',
  },

  // category6: translation
  {
    ref: 'library-translation-certification-explained',
    category: 'category6',
    title: '번역확인증명서란 무엇인가요',
    content: `<p>번역확인증명서는 행정사법에 따라 외국어번역 업무를 하는 행정사가, 자신이 번역한 번역문의 내용이 원문과 다르지 않음을 확인하여 발급하는 문서입니다. 출입국·외국인관서, 시청, 학교 등 국내 기관에 외국어 서류의 한국어 번역문을 제출할 때, 또는 한국어 서류를 외국어로 번역해 제출할 때 쓰입니다.</p>
<h3>번역공증과의 차이</h3>
<table>
<thead>
<tr><th>구분</th><th>번역확인증명서</th><th>번역공증 (번역문 인증)</th></tr>
</thead>
<tbody>
<tr><td>발급·인증 주체</td><td>번역한 행정사</td><td>공증인 또는 공증인가 법무법인 등</td></tr>
<tr><td>확인하는 내용</td><td>번역한 행정사가 번역문이 원문과 같은 내용임을 확인</td><td>번역자가 번역문이 원문과 다르지 않다고 서약한 사실을 인증</td></tr>
<tr><td>주로 쓰이는 곳</td><td>국내 행정기관 등 제출처가 인정하는 경우</td><td>제출처가 공증을 요구하는 경우, 공증 후 아포스티유가 필요한 해외 제출 등</td></tr>
</tbody>
</table>
<p>어느 방식을 인정하는지는 제출 기관이 정합니다. 같은 종류의 서류라도 기관이나 용도에 따라 요구가 다를 수 있으므로 제출 전에 확인하시는 것이 가장 확실합니다.</p>
<h3>유의할 점</h3>
<ul>
<li>번역확인증명서는 번역 내용이 원문과 일치함을 확인하는 것이며, 원문 자체의 진위를 증명하지는 않습니다. 원문의 진위 확인이 필요하면 아포스티유나 영사확인을 별도로 받아야 합니다.</li>
<li>원문 사본, 번역문, 번역확인증명서를 한 묶음으로 제출하는 것이 일반적입니다.</li>
<li>도장, 서명, 뒷면 기재 사항, 각주까지 빠짐없이 번역되어야 합니다.</li>
</ul>
<h3>의뢰 시 준비물</h3>
<ul>
<li>번역할 서류의 원본 또는 선명한 사본</li>
<li>여권 사본 (성명 표기를 여권과 맞추기 위해)</li>
<li>제출처와 용도 (제출처의 양식 요구가 있으면 함께)</li>
</ul>
<p>번역 의뢰와 제출처별 요건 확인은 <a href="/contact">문의하기</a>로 연락해 주십시오. 번역 분야의 업무 범위는 <a href="/mainTask">주요업무</a>에서도 확인하실 수 있습니다.</p>
<h3>English summary</h3>
<p>A translation certificate (번역확인증명서) is issued under the Licensed Administrative Agent Act by the administrative agent who made the translation, confirming that the translation matches the original. Korean authorities often accept it together with a copy of the original and the translation. A notarized translation is different: a notary certifies that the translator swore the translation is faithful, and it is usually required when the receiving body asks for notarization or when an apostille is needed for use abroad. Neither confirms that the original document is genuine. Always ask the receiving authority which form it accepts.</p>`,
    thumbnail: '/images/posts/library-certificate.webp',
    author: '김서연 행정사',
    createdAt: '2025-07-07T10:00:00+09:00',
  },
  {
    ref: 'library-translation-submission-tips',
    category: 'category6',
    title: '행정기관 제출용 번역문 작성 요령',
    content: `<p>출입국·외국인관서나 시청 등에 외국어 서류를 낼 때는 대부분 한국어 번역문을 함께 제출해야 합니다. 번역문에 빠진 내용이 있거나 이름 표기가 서류마다 다르면 보완 요청을 받아 처리가 늦어질 수 있습니다. 직접 번역하시거나 번역을 맡기실 때 아래 사항을 확인해 주십시오.</p>
<h3>기본 원칙</h3>
<ul>
<li><strong>전부 번역</strong>: 제목, 본문, 표, 도장과 서명, 뒷면 기재 사항, 발급 번호, 비고까지 빠짐없이 번역합니다. 요약 번역은 인정되지 않는 경우가 많습니다.</li>
<li><strong>있는 그대로</strong>: 원문에 없는 설명을 덧붙이지 않습니다. 설명이 꼭 필요하면 번역자 주석임을 분명히 표시합니다.</li>
<li><strong>판독이 어려운 부분</strong>: 추측하지 말고 [판독 불가]와 같이 표시합니다.</li>
</ul>
<h3>자주 틀리는 부분</h3>
<table>
<thead>
<tr><th>항목</th><th>권장 방법</th></tr>
</thead>
<tbody>
<tr><td>성명</td><td>여권의 로마자 표기를 기준으로 하고, 한글 표기는 외국인등록증 등 기존 서류와 일치시킵니다.</td></tr>
<tr><td>날짜</td><td>'2025년 3월 10일'처럼 연·월·일을 분명히 적습니다. 일·월 순서가 다른 원문은 특히 주의합니다.</td></tr>
<tr><td>도장·서명</td><td>[직인], [서명]처럼 위치와 종류를 표시하고, 도장 안의 글자가 읽히면 함께 적습니다.</td></tr>
<tr><td>기관명·주소</td><td>한국어로 옮기되 필요하면 원어를 괄호 안에 병기합니다.</td></tr>
<tr><td>숫자·금액</td><td>원문의 숫자와 통화 단위를 그대로 옮기고 임의로 환산하지 않습니다.</td></tr>
</tbody>
</table>
<h3>이름 표기에서 특히 주의할 점</h3>
<ul>
<li>중국어 이름은 한자를 한국 한자음으로 읽을지 원지음으로 적을지에 따라 표기가 달라지므로, 이미 제출한 서류와 같은 방식을 유지합니다.</li>
<li>러시아어 등 키릴 문자 이름은 여권의 로마자 표기를 기준으로 한글 표기를 정합니다.</li>
<li>베트남어 이름은 성조 부호가 빠지거나 어순이 바뀌지 않도록 여권과 대조합니다.</li>
</ul>
<h3>제출 형식</h3>
<p>원문 사본과 번역문을 함께 철하고, 번역자의 성명·연락처·서명을 적은 확인 문구를 붙이거나 번역확인증명서 또는 번역공증을 갖춥니다. 어떤 형식이 필요한지는 제출 기관의 안내를 따르십시오.</p>
<p>번역 의뢰나 번역문 검토가 필요하시면 <a href="/contact">문의하기</a>로 연락해 주십시오.</p>`,
    thumbnail: null,
    author: '이나래 실장',
    createdAt: '2024-12-09T10:00:00+09:00',
  },
  {
    ref: glossaryPostRef,
    category: 'category6',
    // Generated from the glossary (packages/contracts/src/glossary.ts), in every language alike.
    ...glossaryPost('ko'),
    thumbnail: '/images/posts/library-guide.webp',
    author: '이나래 실장',
    createdAt: '2026-04-13T10:00:00+09:00',
  },
];
