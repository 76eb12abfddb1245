import type { SeedPostTranslations } from '../types.js';

/** The seed posts in English (en), by ref: written as an office in that language would write them. */
export const englishPostTranslations: SeedPostTranslations = {
  'notice-2025-website-renewal': {
    title: 'Welcome to Our Redesigned Website',
    content: `<p>Welcome to Hanbit Administrative Agency. We have redesigned our website so that the foreign residents and employers who come to us can find the information they need more easily.</p>
<h3>What's new</h3>
<ul>
<li>The main menus and guidance are available in six languages: Korean, Chinese, Japanese, English, Russian and Vietnamese.</li>
<li>Under <strong>Main services</strong>, you can browse our work by field: visas and stay, naturalization and nationality, employing foreign workers, licences and permits, notarization and apostille, and translation.</li>
<li>In the <strong>Library</strong>, we are gradually adding document checklists and step-by-step guides for each field.</li>
<li>If you send us an inquiry online, we will get back to you on business days, in the order inquiries are received.</li>
</ul>
<h3>Please note</h3>
<p>The information on this website is general guidance. The documents and procedures you need may differ depending on your personal circumstances or those of your business. For the latest requirements on documents, fees and so on, please also check HiKorea (www.hikorea.go.kr) or the competent authority.</p>
<p>To book a consultation or ask a question, use our <a href="/contact?lang=en">contact page</a> or call us on 041-357-2480. We will keep doing our best to give you accurate and careful advice.</p>`,
    author: null,
  },
  'notice-2025-hikorea-visit-reservation': {
    title: 'Book a Visit on HiKorea Before Going to the Immigration Office',
    content: `<p>If you need to go to an immigration office (출입국·외국인관서, including its branch offices) for an extension of stay, a change of status of stay, alien registration or a similar application, in most cases you must first make a <strong>visit reservation</strong> on HiKorea (www.hikorea.go.kr). If you turn up without one, your application may not be accepted that day and you may have to come back another time.</p>
<h3>Points to check when booking</h3>
<ul>
<li>Book with the immigration office that covers your place of residence. If you live in Dangjin, make sure you have selected the office with jurisdiction over Dangjin.</li>
<li>Select the correct type of application (alien registration, extension of stay, change of status, etc.). If the application you booked is not the one you actually file, it may not be accepted.</li>
<li>If family members are applying together, check in advance whether each applicant needs a separate reservation.</li>
<li>On the day, bring your reservation details, passport, residence card (외국인등록증, if you have one), application form and supporting documents, and the fee.</li>
</ul>
<h3>Check whether you can apply online</h3>
<p>Some applications, such as an extension of stay or a change of address report, can be filed through HiKorea e-application without a visit. However, depending on your status of stay and the type of application, online filing may not be available and you may have to apply in person, so please check before you apply.</p>
<p>Slots for dates in the near future often fill up quickly. If your period of stay is about to expire, give yourself plenty of time. Our office can help you identify the right type of application, check your documents and fill in the application form.</p>`,
    author: 'Park Jihoon, Office Manager',
  },
  'notice-2025-kiip-registration': {
    title: 'How to Register for the Korea Immigration and Integration Program (KIIP)',
    content: `<p>The Ministry of Justice's Korea Immigration and Integration Program (KIIP, 사회통합프로그램) is a course that helps foreign residents learn the Korean language and build a structured understanding of Korean society. If you are preparing for permanent residence or Korean nationality, your KIIP record is often used to check whether you meet the requirements, so if you have such plans we recommend joining early.</p>
<h3>How to apply</h3>
<ol>
<li>Sign up as a member of Socinet (사회통합정보망, www.socinet.go.kr).</li>
<li>If you are joining for the first time, choose either to take the pre-assessment (사전평가) or to start from Level 0 (Basic) without an assessment.</li>
<li>Apply for a course at your assigned level with the operating institution of your choice.</li>
</ol>
<h3>Please note</h3>
<ul>
<li>Course schedules and class sizes vary between operating institutions, and popular weekday-evening and weekend courses can fill up quickly.</li>
<li>If you do not meet the attendance requirement, you may have to repeat the level, so choose a course that fits your work schedule.</li>
<li>Dates and registration procedures for the pre-assessment and the level tests are posted in the notices on Socinet.</li>
</ul>
<p>For how the levels are structured, see 'KIIP Levels and Courses Explained' in our Library. If you would like advice that fits your plans for permanent residence or naturalization, please get in touch through our <a href="/contact?lang=en">contact page</a>.</p>`,
    author: 'Lee Narae, Head of Client Services',
  },
  'notice-2025-registration-reporting-duties': {
    title: 'Reminder: Deadlines for Alien Registration and Other Reports',
    content: `<p>Recently, a number of clients have come to us after receiving a notice of an administrative fine because they missed a reporting deadline after moving house or getting a new passport. Below is a summary of the basic reporting duties under the Immigration Act and related laws. Please check them again for yourself and your family and, if you employ foreign workers, for your business too.</p>
<table>
<thead>
<tr><th>Report</th><th>Deadline</th><th>Notes</th></tr>
</thead>
<tbody>
<tr><td>Alien registration (외국인등록)</td><td>Within 90 days of entry</td><td>If you intend to stay more than 90 days from the date of entry</td></tr>
<tr><td>Change of address report (체류지 변경신고)</td><td>Within 15 days of moving in</td><td>At the community service centre (읍·면·동 주민센터) for your new address, the competent immigration office, or through HiKorea e-application</td></tr>
<tr><td>Report of changes to registered details (외국인등록사항 변경신고)</td><td>Within 15 days of the change</td><td>Change of name, sex, date of birth or nationality; change of passport number, date of issue or expiry date, etc.</td></tr>
<tr><td>Report of a change of domestic residence (국내거소 이전신고, overseas Koreans, F-4)</td><td>Within 14 days of moving</td><td>A report under the Overseas Koreans Act, with a different deadline</td></tr>
<tr><td>Employer's report (고용주 신고)</td><td>Within 15 days of becoming aware of the event</td><td>Resignation or dismissal, whereabouts unknown, material changes to the employment contract, etc.</td></tr>
</tbody>
</table>
<p>Older notices and some information online still give 14 days as the deadline for the change of address report, but under the current Immigration Act the deadline for both the change of address report and the report of changes to registered details is 15 days. For overseas Koreans (F-4) who have filed a domestic residence report, a change of residence is governed by a separate law and must be reported within 14 days, so please keep the two apart.</p>
<p>If you miss a deadline, a fine may be imposed depending on how late the report is, and the late report may show up in your stay history when you later apply for an extension of stay, permanent residence or naturalization. If a deadline has already passed, do not put it off: report as soon as you can.</p>
<p>If you are not sure whether a report applies to you or which documents you need, please contact us through our <a href="/contact?lang=en">contact page</a>.</p>`,
    author: 'Kim Seoyeon, Administrative Agent',
  },
  'notice-2025-fake-visa-broker-warning': {
    title: 'Beware of Visa and Job Placement Scams',
    content: `<p>We keep seeing cases on social media and messaging apps where people are asked for money with promises such as "100% guaranteed visa", "permanent residence in no time" or "company placement confirmed". People have also come to our office after sending money and then losing all contact with the other party, so please be especially careful.</p>
<h3>Be suspicious of offers like these</h3>
<ul>
<li>Anyone who says they can <strong>guarantee</strong> a visa, a change of status, or permission for permanent residence or naturalization. Decisions are made by the reviewing authority, and no one can guarantee the outcome.</li>
<li>Anyone who asks you to transfer money to a personal account up front without telling you their office address or qualifications</li>
<li>Anyone who offers to produce a certificate of employment from a company you never worked for, or a false letter of invitation or false income documents</li>
<li>Anyone who offers, for a fee, to speed up your entry under the Employment Permit System (E-9) or your placement with an employer. The Employment Permit System is run by the government; you cannot buy your place in the queue.</li>
</ul>
<h3>False documents harm the applicant</h3>
<p>Submitting false documents does not just get your application refused: a permit you already hold may be cancelled, you may be punished or removed from Korea for violating the Immigration Act, and you may be barred from entering the country in future. Even if a broker produced the documents, the person who submitted them is still responsible.</p>
<h3>How to get help safely</h3>
<ul>
<li>If you hire an administrative agent, check the office address and whether the agent has filed a business report as an administrative agent (행정사 업무신고), and get a contract or receipt stating the scope of work and the fees.</li>
<li>Only agencies registered with the Ministry of Justice as immigration application agencies (출입국민원 대행기관) may file immigration applications on your behalf, so check that they are registered.</li>
<li>If you suspect fraud, report it to the police (112). For questions about your stay, you can call the Immigration Contact Center on 1345 (no area code needed).</li>
</ul>
<p>Our office helps you prepare documents and files applications on your behalf; we never promise any outcome. If you have received an offer that seems suspicious, talk to us through our <a href="/contact?lang=en">contact page</a> before you send any money.</p>`,
    author: 'Kim Seoyeon, Administrative Agent',
  },
  'notice-2025-summer-hours': {
    title: 'Summer 2025 Consultation Hours and Summer Closure',
    content: `<p>Many workers have asked for consultations early in the morning before they start work, so we are adjusting our weekday consultation hours for the summer as follows.</p>
<h3>Summer consultation hours (14 July – 22 August 2025)</h3>
<ul>
<li>Weekdays: 08:30–17:30 (lunch break 12:00–13:00)</li>
<li>Saturdays: 10:00–14:00, by appointment only (unchanged)</li>
<li>Sundays and public holidays: closed</li>
</ul>
<p>From Monday 25 August, our weekday hours return to 09:00–18:00.</p>
<h3>Summer closure</h3>
<p>The office will be closed on Thursday 14 August 2025 for our summer break and on Friday 15 August for Liberation Day. We will be open as usual from Monday 18 August. Inquiries left online while we are closed will be answered in the order received once we reopen.</p>
<p>If your period of stay expires around the time of the closure, please get your documents ready early, and if something is urgent, contact us before the closure.</p>`,
    author: null,
  },
  'notice-2025-russian-consultation-hour': {
    title: 'New Consultation Hours in Russian',
    content: `<p>More and more Russian-speaking residents of Dangjin and the surrounding area, including people from Russia, Uzbekistan, Kazakhstan and Kyrgyzstan and ethnic Koreans from the former Soviet Union (Koryo-saram), are asking us for consultations. From September 2025, we are therefore introducing consultation hours in Russian.</p>
<h3>Schedule</h3>
<ul>
<li>Every Tuesday and Thursday, 14:00–17:00</li>
<li>Second and fourth Saturday of each month, 10:00–14:00 (by appointment)</li>
<li>Venue: consultation room on the 3rd floor of our office (148 Dangjinjungang 2-ro, Dangjin-si, Chungcheongnam-do)</li>
</ul>
<p>A Russian-speaking member of staff will join your consultation, and you can ask about extensions of stay, changes of status, reports for overseas Koreans (F-4), inviting family members, document translation and more. Where a matter needs closer review, an administrative agent will go through it with you.</p>
<p>Slots may fill up quickly, so please book in advance by phone (041-357-2480) or through our <a href="/contact?lang=en">contact page</a>. It helps us prepare if you tell us the topic and your current status of stay when you book. Please bring your passport and residence card (or domestic residence report card, 국내거소신고증) when you come.</p>`,
    author: 'Lee Narae, Head of Client Services',
  },
  'notice-2025-free-consultation-day': {
    title: 'Free Consultation Day for Foreign Residents: Sunday 16 November',
    content: `<p>For foreign workers and their families who find it hard to get time off on weekdays, we are holding a free consultation day on a Sunday. Feel free to ask us anything about your stay, employment or preparing documents.</p>
<h3>Date and venue</h3>
<ul>
<li>Date: Sunday 16 November 2025, 10:00–16:00 (closed 12:00–13:00)</li>
<li>Venue: Hanbit Administrative Agency (3F, 148 Dangjinjungang 2-ro, Dangjin-si, Chungcheongnam-do)</li>
<li>Cost: the consultation is free. If you then ask us to prepare documents or file an application for you, we will tell you the fee in advance.</li>
</ul>
<h3>Topics</h3>
<ul>
<li>Extensions of stay, changes of status, alien registration and other reports</li>
<li>Preparing for permanent residence (F-5) and naturalization, and the KIIP</li>
<li>Procedures for hiring foreign workers (employers are welcome too)</li>
<li>Notarization, apostille and document translation</li>
</ul>
<h3>Please note</h3>
<p>Each consultation takes about 20 minutes, and people who have booked will be seen first. Consultations are available in English, Chinese and Russian; if you need another language, let us know when you book and we will arrange it where we can. For matters that need other agencies or professionals, such as unpaid wages, industrial accidents or lawsuits, we will refer you to the right body, such as the Ministry of Employment and Labor or the Korea Legal Aid Corporation.</p>
<p>To book, call us on 041-357-2480 or use our <a href="/contact?lang=en">contact page</a>. If you bring your passport, residence card and any relevant documents, we can give you more precise advice.</p>`,
    author: 'Park Jihoon, Office Manager',
  },
  'notice-2025-e9-employment-permit-2026': {
    title: 'Preparing for 2026 E-9 Employment Permit Applications (for Employers)',
    content: `<p>This notice is for employers who plan to hire foreign workers on non-professional employment (E-9) status under the Employment Permit System, and sets out what to prepare for 2026. The annual intake, its allocation by industry and the application period for each round are decided by the Foreign Workforce Policy Committee and published in an <strong>announcement by the Ministry of Employment and Labor</strong>, so be sure to read the announcement before you apply.</p>
<h3>Check before you apply</h3>
<ul>
<li>Whether your industry and business size are eligible for an employment permit (see the announcement for the criteria by industry)</li>
<li>Whether you have completed the required period of trying to recruit Korean workers (a job posting through Work24 (고용24) or similar)</li>
<li>Whether you are enrolled in employment insurance and industrial accident compensation insurance, and whether any grounds for restricting employment apply, such as unpaid wages or violations of related laws</li>
<li>How many foreign workers you currently employ, and how many your workplace is allowed to employ</li>
<li>If you provide accommodation, whether it meets the housing standards, and your duty to give information about it when the employment contract is signed</li>
</ul>
<h3>How to apply</h3>
<p>During the application period of each round, apply either in person at the Employment Center (고용센터) with jurisdiction over your workplace or through the EPS online system (외국인고용관리시스템). When there are many applicants, permits are allocated under a points system, so it helps to review the bonus and penalty point items in advance.</p>
<h3>How we can help</h3>
<p>We can check whether you meet the application requirements, prepare and complete the documents, confirm the timeline for the employment contract and the workers' entry after the permit is issued, and keep track of alien registration and other reporting deadlines once the workers arrive. Whether and when workers are allocated to you depends on the criteria in the announcement and the outcome of the review, so we cannot promise any result.</p>
<p>Once the Ministry of Employment and Labor publishes its announcement, we will post a summary of the key points. For consultations, please use our <a href="/contact?lang=en">contact page</a>.</p>`,
    author: 'Park Jihoon, Office Manager',
  },
  'notice-2026-seollal-closure': {
    title: 'Office Closed for Seollal 2026',
    content: `<p>Our office will be closed for the 2026 Seollal (Lunar New Year) holiday as shown below. Consultations tend to pile up just before and after the holiday, so please check the dates in advance.</p>
<ul>
<li>Closed: Saturday 14 February – Wednesday 18 February 2026</li>
<li>Open as usual: from 09:00 on Thursday 19 February 2026</li>
</ul>
<p>There will be no Saturday appointments on Saturday 14 February, and our phone line will also be closed during the holiday. Inquiries left online while we are closed will be answered in the order received from 19 February.</p>
<h3>Before the holiday</h3>
<ul>
<li>Immigration offices, Employment Centers and other government offices do not handle applications during the holiday either.</li>
<li>If your period of stay expires during the holiday or shortly after it, it is safest to apply for your extension before the holiday. You can apply for an extension from four months before the expiry date.</li>
<li>If you are visiting your home country over the holiday, check your passport's validity and the expiry date of your stay before you leave.</li>
</ul>
<p>We wish you and your family a peaceful Seollal.</p>`,
    author: null,
  },
  'notice-2026-employer-seminar': {
    title: 'Seminar for Employers of Foreign Workers (28 March)',
    content: `<p>We are holding a small seminar for employers and HR staff in the Dangjin area who employ foreign workers or are preparing to do so. It will focus on the reporting duties and stay-management procedures that are often overlooked in practice.</p>
<h3>Date and venue</h3>
<ul>
<li>Date: Saturday 28 March 2026, 10:00–12:00</li>
<li>Venue: consultation room, 3rd floor, Hanbit Administrative Agency</li>
<li>For: employers and HR or general affairs staff (up to 2 people per business; the first 12 to register)</li>
<li>Fee: free</li>
</ul>
<h3>Programme</h3>
<ol>
<li>How an Employment Permit System (E-9) application works, and how to check the Ministry of Employment and Labor's announcements</li>
<li>Employers' reporting duties and deadlines, including reports of change in employment</li>
<li>What to check when extending a foreign worker's stay or re-employing a worker</li>
<li>Overview of the transition to skilled worker (E-7-4) status and what to prepare</li>
<li>Questions and answers</li>
</ol>
<p>The seminar explains the rules in general terms; a review of your own workplace will be handled in a separate consultation. For specific labour matters such as wages and working hours, we recommend consulting a certified labour attorney (공인노무사) or another specialist in that field.</p>
<p>To register, leave your business name, the number of attendees and your contact details through our <a href="/contact?lang=en">contact page</a>, or call us on 041-357-2480.</p>`,
    author: 'Kim Seoyeon, Administrative Agent',
  },
  'notice-2026-extension-apply-early': {
    title: 'Apply for Your Extension of Stay Well Before It Expires',
    content: `<p>During the summer holiday season and the Chuseok holiday that follows, visit reservations at immigration offices often fill up early. If your period of stay expires between August and October, please check your preparation timeline now.</p>
<h3>Points to remember</h3>
<ul>
<li>You can apply for an extension <strong>from four months before the expiry date up to the expiry date</strong>.</li>
<li>If you apply after the expiry date, you will have overstayed and may face a penalty (범칙금) or other consequences.</li>
<li>First check whether your status of stay allows you to apply through HiKorea e-application; if you need to apply in person, book a visit reservation as soon as possible.</li>
<li>Some documents, such as a certificate of employment or proof of address, may need to be recently issued, so obtain them close to the date you apply.</li>
</ul>
<h3>Talk to us in advance if</h3>
<ul>
<li>you have changed jobs or are about to</li>
<li>instead of an extension, you are also considering a change of status (for example from job seeking, D-10, to specially designated activities, E-7)</li>
<li>you have ever missed a reporting deadline, or have unpaid taxes, fines or similar on your record</li>
</ul>
<p>If you would like your extension documents checked or need help filling in the application, please contact us through our <a href="/contact?lang=en">contact page</a>.</p>`,
    author: 'Lee Narae, Head of Client Services',
  },
  'notice-2026-chuseok-closure': {
    title: 'Office Closed for Chuseok 2026',
    content: `<p>Our office will be closed for the 2026 Chuseok holiday as shown below. We wish you a warm and bountiful Chuseok.</p>
<ul>
<li>Closed: Thursday 24 September – Sunday 27 September 2026</li>
<li>Open as usual: from 09:00 on Monday 28 September 2026</li>
</ul>
<p>There will be no Saturday appointments on Saturday 26 September. Please also note that in October we will be closed on Monday 5 October (substitute holiday for National Foundation Day) and on Friday 9 October (Hangeul Day).</p>
<h3>Before and after the holiday</h3>
<ul>
<li>Immigration offices do not handle applications during the holiday either, and visit reservations often fill up quickly right after it.</li>
<li>If your period of stay expires between late September and early October, please complete your extension application before the holiday.</li>
<li>If you are leaving Korea during the holiday, check your passport's validity and the expiry date of your stay in advance.</li>
</ul>
<p>Inquiries left online while we are closed will be answered in the order received from 28 September.</p>`,
    author: null,
  },
  'notice-2026-december-free-consultation-day': {
    title: 'Year-End Free Consultation Day for Foreign Residents: Sunday 6 December',
    content: `<p>Many of you came to our first free consultation day for foreign residents last year. This year, too, we are holding a free consultation day on a Sunday before the year ends. If your period of stay ends early next year, or you are planning to apply for permanent residence or naturalization, take this opportunity to check where your preparations stand.</p>
<h3>Date and venue</h3>
<ul>
<li>Date: Sunday 6 December 2026, 10:00–16:00 (closed 12:00–13:00)</li>
<li>Venue: Hanbit Administrative Agency (3F, 148 Dangjinjungang 2-ro, Dangjin-si, Chungcheongnam-do)</li>
<li>Cost: free</li>
</ul>
<h3>Topics we especially recommend this time</h3>
<ul>
<li>Preparing an extension or change of status if your stay ends in the first half of 2027</li>
<li>Checking your documents before applying for permanent residence (F-5) or naturalization (income and employment documents; authentication and translation of documents issued abroad)</li>
<li>Employers and workers with an employment contract renewal or re-employment coming up</li>
<li>Apostilles and translation of documents for use abroad</li>
</ul>
<h3>Please note</h3>
<p>Each consultation takes about 20 minutes, and people who have booked will be seen first. Consultations are available in English, Chinese and Russian. We advise on general procedures and the documents required; whether a permit is granted is decided by the reviewing authority.</p>
<p>To book, call us on 041-357-2480 or use our <a href="/contact?lang=en">contact page</a>. Please bring your passport, residence card and any relevant documents.</p>`,
    author: 'Park Jihoon, Office Manager',
  },
  'library-foreign-registration-first-steps': {
    title: 'Alien Registration After Arrival: Step by Step',
    content: `<p>Foreign nationals who intend to stay in Korea for more than 90 days from the date of entry must apply for alien registration (외국인등록) at the immigration office that covers their place of residence <strong>within 90 days of entry</strong>. Your residence card (외국인등록증) serves as your ID when you open a bank account, get a mobile phone and deal with all kinds of administrative procedures, so we recommend registering as soon as possible after you arrive.</p>
<h3>How to apply</h3>
<ol>
<li>Make a visit reservation on HiKorea (www.hikorea.go.kr) with the immigration office that covers your place of residence.</li>
<li>On the reserved date, go in person and submit the application form and documents.</li>
<li>Applicants aged 17 or over give their fingerprints and a facial image when registering.</li>
<li>The office that accepts your application will tell you how and when you will receive your residence card.</li>
</ol>
<h3>Documents usually required</h3>
<ul>
<li>Integrated application form (통합신청서), passport, one photo</li>
<li>Fee (check HiKorea for the current amount)</li>
<li>Proof of address: lease contract, confirmation of accommodation provided, etc.</li>
<li>Documents for your status of stay: for example, proof of enrolment for students, or the employment contract and company documents for work statuses</li>
</ul>
<h3>Reporting duties to remember after registration</h3>
<ul>
<li>If you move: file a change of address report within 15 days of moving in</li>
<li>If you get a new passport or your name, nationality or other details change: file a report of changes to registered details within 15 days</li>
<li>Extension of stay: apply from four months before the expiry date up to the expiry date</li>
</ul>
<p>Depending on your status of stay, you may need additional documents, or online filing may not be available. If you have questions about which documents to prepare, please contact us through our <a href="/contact?lang=en">contact page</a>.</p>`,
    author: null,
  },
  'library-f5-permanent-residence-documents': {
    title: 'Permanent Residence (F-5): Document Checklist',
    content: `<p>Permanent residence (F-5) has several sub-types, and each has its own requirements for length of stay, income and assets, and basic knowledge of Korean society, as well as its own list of documents. The list below is a general example based on the sub-types people apply for most often. Before you apply, always check the latest guidance on HiKorea and what your immigration office requires.</p>
<h3>Main sub-types (examples)</h3>
<table>
<thead>
<tr><th>Sub-type</th><th>Who it is for (summary)</th></tr>
</thead>
<tbody>
<tr><td>General permanent residence (F-5-1)</td><td>People who have stayed in Korea for a set period (usually five years) or longer in one of the statuses from D-7 (intra-company transfer) to E-7 (specially designated activities), or in F-2 (residence) status</td></tr>
<tr><td>Spouse or child of a Korean national (F-5-2)</td><td>The spouse or minor child of a Korean national who has stayed in Korea for a set period or longer</td></tr>
<tr><td>Other sub-types</td><td>Sub-types with their own requirements, for overseas Koreans, residents under the points system, investors, outstanding talent in specific fields and others</td></tr>
</tbody>
</table>
<h3>Common documents (typical examples)</h3>
<ul>
<li>Integrated application form, passport, residence card, one photo</li>
<li>Fee (check HiKorea for the current amount)</li>
<li>Proof of address</li>
<li>Proof of income: certificate of income amount (소득금액증명), withholding tax receipt for earned income (근로소득 원천징수영수증), etc. (issued by the tax office or on Hometax)</li>
<li>Proof of employment or business: certificate of employment, business registration certificate, etc.</li>
<li>Where proof of assets is required: bank balance certificate, certified copy of the real estate register, etc.</li>
<li>Proof of basic knowledge: documents showing that you have completed KIIP Level 5 or passed the comprehensive assessment for permanent residence (check which criteria are accepted for your sub-type)</li>
<li>Criminal record documents: a criminal record certificate issued in your home country (with an apostille or consular legalization and a Korean translation)</li>
</ul>
<h3>Additional documents by sub-type (examples)</h3>
<ul>
<li>Spouse of a Korean national: documents proving the marriage, such as the marriage relation certificate and family relation certificate</li>
<li>Applying together with family members: proof of family relationship (documents issued abroad need authentication and translation)</li>
<li>Business owners: documents on business performance and tax payments</li>
</ul>
<h3>Tips for preparing</h3>
<ul>
<li>A criminal record certificate and family documents from abroad take time to obtain, authenticate (apostille or consular legalization) and translate, so start with these.</li>
<li>Which years' income documents you can obtain may depend on when the tax office's records are updated.</li>
<li>Missed reporting deadlines, unpaid taxes, fines and similar matters may come up in the review, so if any of these apply to you, talk to us in advance.</li>
</ul>
<p>Whether permanent residence is granted depends on the documents you submit and the judgement of the reviewing authority; our office supports you with preparing the documents and the application procedure. For consultations, please use our <a href="/contact?lang=en">contact page</a>.</p>`,
    author: 'Kim Seoyeon, Administrative Agent',
  },
  'library-checklist-d10-to-e7': {
    title: 'Checklist: Changing from Job Seeker (D-10) to E-7 Status',
    content: `<p>This checklist is for graduates of Korean universities who are in Korea on job-seeking (D-10) status, have been offered a job and want to change to specially designated activities (E-7) status. E-7 is only available for occupations designated by the Ministry of Justice, and the requirements for education and experience, salary and the employer differ by occupation. The items below are general preparation points; please also check the detailed requirements in the guidance for each status of stay on HiKorea.</p>
<h3>1. Requirements to check first</h3>
<ul>
<li><strong>Occupation</strong>: whether the job you are being hired for is one of the occupations allowed under E-7, and whether the actual duties match the description of that occupation</li>
<li><strong>Education and experience</strong>: whether you hold a degree in a field related to the occupation, or have the required experience</li>
<li><strong>Salary</strong>: whether the salary in the employment contract meets the threshold for the occupation (the threshold may change every year)</li>
<li><strong>Employer</strong>: whether the company meets the employer requirements, such as the number of Korean employees and having no tax arrears</li>
<li><strong>Timing</strong>: whether you are applying while your D-10 period of stay is still valid</li>
</ul>
<h3>2. Documents for the applicant (typical examples)</h3>
<ul>
<li>Integrated application form, passport, residence card, one photo</li>
<li>Fee (check HiKorea for the current amount)</li>
<li>Degree certificate: the original certificate for a Korean degree; for a foreign degree, the certificate with an apostille or consular legalization, plus a translation</li>
<li>Certificate of experience (if required; documents issued abroad need authentication and translation)</li>
<li>Proof of address</li>
</ul>
<h3>3. Documents for the company (typical examples)</h3>
<ul>
<li>Employment contract (clearly stating the duties, salary and contract period)</li>
<li>Business registration certificate and, for a corporation, the certificate of corporate registration (법인등기사항증명서)</li>
<li>A statement of reasons for employment, or material explaining why the company needs to hire a foreign national</li>
<li>Documents showing how many Korean nationals the company employs (such as the list of employment insurance subscribers)</li>
<li>National and local tax payment certificates</li>
</ul>
<h3>4. Common problems</h3>
<ul>
<li>The link between the applicant's major and the job is not explained well enough, leading to a request for additional documents</li>
<li>The salary in the contract falls short of the threshold, or differs from the actual pay conditions</li>
<li>The applicant worked without permission while on D-10 (this can count against the change of status)</li>
</ul>
<p>Whether the requirements are met can depend on individual circumstances. If you need your documents checked or help writing the statement of reasons for employment, please request a consultation through our <a href="/contact?lang=en">contact page</a>.</p>`,
    author: 'Kim Seoyeon, Administrative Agent',
  },
  'library-kiip-levels-explained': {
    title: 'KIIP Levels and Courses Explained',
    content: `<p>The Korea Immigration and Integration Program (KIIP) consists of the Korean Language and Culture course (Levels 0–4) and the Understanding Korean Society course (Level 5). When you first join, you can take the pre-assessment or start from Level 0, and if you hold a TOPIK (Test of Proficiency in Korean) level, you may be placed on that basis. The table below reflects the guidance at the time of writing; as the programme may change, please check the latest information on Socinet (www.socinet.go.kr).</p>
<table>
<thead>
<tr><th>Level</th><th>Course</th><th>Hours</th><th>Assessment at the end of the level</th></tr>
</thead>
<tbody>
<tr><td>Level 0</td><td>Korean Language and Culture: Basic</td><td>15 hours</td><td>None</td></tr>
<tr><td>Level 1</td><td>Korean Language and Culture: Beginner 1</td><td>100 hours</td><td>Level 1 test</td></tr>
<tr><td>Level 2</td><td>Korean Language and Culture: Beginner 2</td><td>100 hours</td><td>Level 2 test</td></tr>
<tr><td>Level 3</td><td>Korean Language and Culture: Intermediate 1</td><td>100 hours</td><td>Level 3 test</td></tr>
<tr><td>Level 4</td><td>Korean Language and Culture: Intermediate 2</td><td>100 hours</td><td>Interim assessment (중간평가)</td></tr>
<tr><td>Level 5 Basic</td><td>Understanding Korean Society: Basic</td><td>70 hours</td><td>Comprehensive assessment for permanent residence</td></tr>
<tr><td>Level 5 Advanced</td><td>Understanding Korean Society: Advanced</td><td>30 hours</td><td>Comprehensive assessment for naturalization</td></tr>
</tbody>
</table>
<h3>How far do you need to go?</h3>
<ul>
<li><strong>Permanent residence</strong>: in general, completing the Level 5 basic course or passing the comprehensive assessment for permanent residence is accepted as meeting the basic-knowledge requirement. Check HiKorea for the criteria accepted for each sub-type.</li>
<li><strong>Naturalization</strong>: completing the Level 5 advanced course or passing the comprehensive assessment for naturalization is what counts towards the basic-knowledge requirement.</li>
<li><strong>Other statuses of stay</strong>: for some changes of status and points-based reviews, the level you have completed serves as proof of Korean ability or earns bonus points.</li>
</ul>
<h3>Tips for taking part</h3>
<ul>
<li>You must meet the attendance requirement to sit the level test, so choose a course on days and at times that fit your work schedule.</li>
<li>Your results can be viewed on Socinet; if your application requires a certificate of completion, print it out in advance.</li>
<li>Planning backwards from the date you intend to apply for permanent residence or naturalization helps you avoid delays.</li>
</ul>
<p>If you need a preparation plan that fits your timeline for permanent residence or naturalization, please contact us through our <a href="/contact?lang=en">contact page</a>.</p>`,
    author: 'Lee Narae, Head of Client Services',
  },
  'library-naturalization-interview': {
    title: 'Preparing for the Naturalization Interview',
    content: `<p>After you apply for naturalization, there is often an interview in addition to the document review. The interview checks whether you have the Korean language ability and basic knowledge needed to live as a Korean national, and whether you have the attitude expected of a citizen and an understanding of the basic free and democratic order. In some cases, such as completion of the KIIP, the interview may be waived, but this depends on the type of application and the guidelines in force at the time, so check when you apply.</p>
<h3>What the interview usually covers</h3>
<ul>
<li>Whether you can understand questions in Korean and express your own thoughts</li>
<li>What you wrote in your application: family relationships, occupation and career, stay history, and why you are applying for naturalization</li>
<li>Your understanding of the rights and duties of Korean citizens and of the basic values of democracy and the Constitution</li>
<li>General knowledge such as the national symbols (the national flag Taegeukgi, the national anthem Aegukga, etc.) and national holidays</li>
</ul>
<h3>How to prepare</h3>
<ol>
<li>Reread your copies of the application and documents you submitted, and go over the facts so that you can state dates, career details and so on accurately.</li>
<li>Review the basics of Korean society and institutions using the KIIP textbooks and similar materials.</li>
<li>Practise questions and answers in Korean with family or friends, explaining things in your own words rather than reciting memorized answers.</li>
<li>If your address, phone number, workplace or other details have changed since you applied, inform the reviewing authority and prepare the related documents.</li>
</ol>
<h3>On the day</h3>
<ul>
<li>Check the date, time and place in your notice to attend, and bring your ID and the documents you were asked to bring.</li>
<li>The interview is conducted in Korean. If you do not understand a question, it is better to say so honestly and ask for it to be repeated.</li>
<li>Follow the reviewing authority's guidance on when you will be told the result and what happens next.</li>
</ul>
<h3>After approval</h3>
<p>Once naturalization is approved, you acquire Korean nationality by taking the oath of nationality and receiving your certificate of naturalization. You must then renounce your foreign nationality within the prescribed period or, where this applies to you, pledge not to exercise your foreign nationality, so find out about the procedures in your home country in advance.</p>
<p>Our office helps you prepare your naturalization application documents; we cannot promise the outcome of the interview or whether naturalization will be granted. For advice on preparing, please use our <a href="/contact?lang=en">contact page</a>.</p>`,
    author: 'Kim Seoyeon, Administrative Agent',
  },
  'library-naturalization-types': {
    title: 'General, Simplified and Special Naturalization Compared',
    content: `<p>Under the Nationality Act, naturalization is divided into general naturalization, simplified naturalization and special naturalization. The residence requirements, and which other requirements are waived, differ by type, so the starting point of your preparation is finding out which type applies to you. What follows is a summary; check the details and exceptions against the nationality legislation and the Ministry of Justice's guidance.</p>
<table>
<thead>
<tr><th>Type</th><th>Main applicants</th><th>Residence requirement in Korea (summary)</th></tr>
</thead>
<tbody>
<tr><td>General naturalization</td><td>Foreign nationals with no special ties of blood or marriage to Korea</td><td>Having had a domicile in Korea continuously for five years or more, and holding a status of stay that allows permanent residence</td></tr>
<tr><td>Simplified naturalization</td><td>People whose father or mother was a Korean national, spouses of Korean nationals, etc.</td><td>Varies by category (for example, spouses of Korean nationals have separate criteria, such as the period of domicile in Korea while married)</td></tr>
<tr><td>Special naturalization</td><td>People whose father or mother is a Korean national, people who have rendered distinguished service to Korea, outstanding talent in specific fields, etc.</td><td>Having a domicile in Korea (no minimum period)</td></tr>
</tbody>
</table>
<h3>Requirements checked for every applicant</h3>
<ul>
<li>Being an adult (there are separate rules for minor children, such as applying together with a parent)</li>
<li>Being of good conduct, including obeying the law</li>
<li>Being able to support yourself through your own assets or skills, or through family members who share your household</li>
<li>Having the basic knowledge expected of a Korean national, such as Korean language ability and an understanding of Korean customs</li>
<li>It being recognized that granting naturalization will not harm national security, public order or the public welfare</li>
</ul>
<p>Depending on the type, some requirements are waived or relaxed. For example, special naturalization has no residence-period requirement, and simplified naturalization for the spouse of a Korean national looks at both the marital relationship and the period of residence.</p>
<h3>Steps to prepare</h3>
<ol>
<li>Confirm your type and calculate your period of residence (take care if you have spent long periods outside Korea)</li>
<li>Prepare for the basic-knowledge requirement: the KIIP or the comprehensive assessment</li>
<li>Prepare documents on your means of support, family relationships, criminal record and so on (documents issued abroad need authentication and translation)</li>
<li>Apply at the competent immigration office, followed by the review and interview</li>
</ol>
<p>The naturalization review can take a considerable time, and the decision rests with the Ministry of Justice. For advice on which type applies to you and on preparing your documents, please use our <a href="/contact?lang=en">contact page</a>.</p>`,
    author: null,
  },
  'library-e9-employer-checklist': {
    title: 'Employer Checklist for Hiring E-9 Foreign Workers',
    content: `<p>This step-by-step checklist is for employers hiring foreign workers on non-professional employment (E-9) status under the Employment Permit System for the first time. The intake, the criteria for each industry and the application periods are set each year in an <strong>announcement by the Ministry of Employment and Labor</strong>, so always check the announcement and the guidance of your local Employment Center before you actually apply.</p>
<h3>1. Before applying for an employment permit</h3>
<ul>
<li>Check that your industry and business size are eligible for an employment permit</li>
<li>Check that you have completed the required period of trying to recruit Korean workers (a job posting through Work24 (고용24) or similar)</li>
<li>Check your enrolment in employment insurance and industrial accident compensation insurance, and whether any grounds for restricting employment apply, such as unpaid wages</li>
<li>Check how many foreign workers your workplace is allowed to employ and how many you currently employ</li>
<li>Review the items used to allocate workers under the points system (bonus and penalty points) in advance</li>
</ul>
<h3>2. After the employment permit is issued</h3>
<ul>
<li>Sign the employment contract using the standard labour contract (stating wages, working hours, days off and accommodation clearly)</li>
<li>If you provide accommodation, check that it meets the housing standards and give the worker information about it</li>
<li>If this is your first employment permit, check whether you must complete the statutory employer training, and complete it by the deadline</li>
</ul>
<h3>3. Before and after the workers arrive</h3>
<ul>
<li>Check the schedule of the employment training the workers attend after arrival and the date you take them on</li>
<li>Check whether you must take out the employer's insurance policies (departure guarantee insurance, wage guarantee insurance, etc.)</li>
<li>Inform the workers about the insurance they take out themselves (return cost insurance, casualty insurance, etc.)</li>
<li>Plan the timing of alien registration (within 90 days of entry) and enrolment in the four major social insurance schemes</li>
</ul>
<h3>4. During employment</h3>
<ul>
<li>If the employment contract is terminated, a worker is absent without leave for five days or more or cannot be located, or your business name or address changes, file a report of change in employment within 15 days of becoming aware of it</li>
<li>Keep track of each worker's expiry date of stay and contract period</li>
<li>If you are considering re-employment or the special re-entry scheme for committed workers (성실근로자 재입국 특례), check the requirements and application timing early</li>
<li>If you are considering a transition to skilled worker (E-7-4) status, help the worker prepare for the Korean language and income requirements</li>
</ul>
<h3>5. Keeping records</h3>
<p>Employment contracts, wage payment records and report receipts may be needed again later for re-employment, extensions of stay or points-based reviews, so please keep them in an organized way.</p>
<p>If you need help checking the requirements or preparing documents, please contact us through our <a href="/contact?lang=en">contact page</a>. For specific labour matters, we recommend consulting a certified labour attorney (공인노무사) or another specialist in that field.</p>`,
    author: 'Park Jihoon, Office Manager',
  },
  'library-e74-skilled-worker-points': {
    title: 'Skilled Worker (E-7-4): Changing Status Under the Points System',
    content: `<p>Skilled worker (E-7-4) is a status of stay that foreign workers on non-professional employment (E-9), crew employment (E-10) or working visit (H-2) status can change to through a points-based review, after working diligently in Korea for a set period and building up their skills. It allows longer-term employment and, once the requirements are met, can open the way to bringing family members, so it matters both to employers who want to keep skilled staff and to the workers themselves.</p>
<h3>Basic requirements (overview)</h3>
<ul>
<li>Having stayed and worked legally in Korea on one of these statuses for at least the required time within a recent set period</li>
<li>Still working for the current employer, with the employer intending to keep the worker on</li>
<li>The employer meeting the company requirements on industry, number of Korean employees, tax arrears and so on</li>
<li>No disqualifying grounds, such as violations of the Immigration Act or unpaid taxes</li>
</ul>
<h3>Points items (overview)</h3>
<table>
<thead>
<tr><th>Category</th><th>Item</th><th>Notes</th></tr>
</thead>
<tbody>
<tr><td>Basic items</td><td>Annual income</td><td>Based on official documents such as the certificate of income amount</td></tr>
<tr><td>Basic items</td><td>Korean language ability</td><td>TOPIK, or the KIIP level completed</td></tr>
<tr><td>Basic items</td><td>Skills and age</td><td>Recognized qualifications, skills, etc.; age bracket</td></tr>
<tr><td>Bonus points</td><td>Length of service, recommendations, work location, etc.</td><td>Long service with the same employer; recommendation by a central ministry, local government or the employer; work in a depopulation area, etc.</td></tr>
<tr><td>Deductions</td><td>Record of violations, etc.</td><td>Fines, stay-related violations, etc.</td></tr>
</tbody>
</table>
<p>The points for each item, the minimum total score, the minimum for each item and the annual quota follow the <strong>Ministry of Justice's announcement and the guidance on HiKorea</strong>, and may change every year. We have deliberately left out specific figures that are likely to change, so please check the announcement in force when you apply.</p>
<h3>Tips for preparing</h3>
<ul>
<li>Korean ability often affects both your score and whether you meet the requirements, so start taking TOPIK or the KIIP early.</li>
<li>Income is checked against the figures reported to the authorities, so make sure your tax withholding and income reports match what you actually earn.</li>
<li>Check with your employer whether there is any way to obtain a recommendation.</li>
<li>Keep track of both the expiry date of your current stay and the period in which you can apply.</li>
</ul>
<p>Your score depends on your individual documents, and selection is decided by the reviewing authority. For a review of the requirements and help with your documents, please consult us through our <a href="/contact?lang=en">contact page</a>.</p>`,
    author: 'Kim Seoyeon, Administrative Agent',
  },
  'library-employer-reporting-duties': {
    title: 'Reporting Duties for Employers of Foreign Workers',
    content: `<p>Employers of foreign workers have reporting duties under the Act on the Employment of Foreign Workers and the Immigration Act. Failing to report, or reporting late, can lead to an administrative fine and may count against you in later employment permit applications, so we recommend putting one person in charge of these reports.</p>
<table>
<thead>
<tr><th>Report</th><th>Main grounds</th><th>Deadline</th><th>Where to report</th></tr>
</thead>
<tbody>
<tr><td>Report of change in employment (Employment Permit System)</td><td>Termination of the employment contract; death, injury or similar making continued work difficult; absence for five days or more without the employer's approval, or whereabouts unknown; change of business name or address, etc.</td><td>Within 15 days of becoming aware of the event</td><td>Competent Employment Center, the EPS online system, HiKorea</td></tr>
<tr><td>Report of start of employment (special employment of H-2 working visit holders)</td><td>When an H-2 worker starts work</td><td>Within 14 days of the start of work</td><td>Competent Employment Center</td></tr>
<tr><td>Employer's report (Immigration Act)</td><td>Dismissal or resignation, whereabouts unknown, or material changes to the employment contract of a foreign national on a work status, etc.</td><td>Within 15 days of becoming aware of the event</td><td>Competent immigration office, HiKorea</td></tr>
</tbody>
</table>
<h3>Good to know</h3>
<ul>
<li>For the main employment changes of E-9 and H-2 workers, the integrated report of change in employment (통합 고용변동신고) lets a single report reach both the Ministry of Employment and Labor and the Ministry of Justice. Check HiKorea and EPS for the types of report it covers.</li>
<li>When a worker is absent without leave, keeping a record of the first day of absence and of your attempts to contact them helps you work out when the report is due.</li>
<li>Workers themselves must also file a change of address report (within 15 days) and a report of changes to registered details (within 15 days), so please remind them when they move or renew their passport.</li>
</ul>
<h3>Managing your reports</h3>
<ol>
<li>Keep one table with each worker's expiry date of stay, contract period and passport expiry date.</li>
<li>When something reportable happens, note the date, and keep the receipt after you file the report.</li>
<li>If you are unsure which report applies, check with the Employment Center or the Immigration Contact Center (1345, no area code needed).</li>
</ol>
<p>If you need help completing reports or keeping track of deadlines, please contact us through our <a href="/contact?lang=en">contact page</a>.</p>`,
    author: 'Park Jihoon, Office Manager',
  },
  'library-factory-registration-steps': {
    title: 'Setting Up and Registering a Factory: The Process',
    content: `<p>Dangjin has many manufacturing sites, both in industrial complexes and on individual sites outside them. To run a manufacturing business, you must follow the procedures under the Industrial Cluster Development and Factory Establishment Act. If you build or extend a factory with a building area of 500 square metres or more, or change its line of business, you need approval for factory establishment and, once the work is complete, you must register the factory. Smaller factories can also apply for factory registration, and registration is often checked when you bid for contracts or register as a supplier.</p>
<h3>Overview of the process</h3>
<ol>
<li><strong>Site review</strong>: check the zoning and any restrictions on your line of business in the land use plan confirmation (토지이용계획확인서), and decide on the procedure depending on whether you are moving into an industrial complex or an individual site. At this stage, also check whether you will have environmental emission facilities.</li>
<li><strong>Application for approval</strong>: for an individual site, apply to the city hall for approval of factory establishment (start-ups may instead seek approval of a start-up business plan, etc.); in an industrial complex, sign a tenancy agreement with the complex's management body.</li>
<li><strong>Related permits</strong>: the permits you need, such as a building permit, a development activity permit or permission to convert farmland or forest land, are often dealt with as part of the approval (deemed approval, 의제). Which permits are covered and which departments are consulted depend on your business plan.</li>
<li><strong>Construction and installation</strong>: build the factory and install the manufacturing facilities as approved.</li>
<li><strong>Completion report and factory registration</strong>: when construction and installation are finished, file a completion report; after an inspection, the factory is registered.</li>
<li><strong>Changes after registration</strong>: if you add a line of business, change the floor area, or change the representative or address, follow the further procedures required, such as registering the change.</li>
</ol>
<h3>Documents commonly prepared (examples)</h3>
<ul>
<li>Application for approval of factory establishment, and business plan</li>
<li>Proof of ownership of, or the right to use, the land and buildings (for leased premises, the lease contract, etc.)</li>
<li>Site layout, building drawings and list of manufacturing facilities</li>
<li>Application documents for the permits you want treated as deemed approved</li>
</ul>
<h3>Good to know</h3>
<ul>
<li>You can also look up and file factory-related applications on the Factory Establishment Online Support System (Factory-On, www.factoryon.go.kr).</li>
<li>Air and water emission facilities may need a separate permit or report, depending on the industry and size.</li>
<li>If a foreign investor sets up a factory, the foreign investment report, incorporation and stay-related steps such as corporate investment (D-8) status need to be planned together.</li>
</ul>
<p>We can help with any part of the process, from reviewing the site to preparing the approval and registration documents. Tell us about your business plans and we will set out the procedures you need. <a href="/contact?lang=en">Contact us</a></p>`,
    author: 'Park Jihoon, Office Manager',
  },
  'library-food-business-report-guide': {
    title: 'Opening a Restaurant or Café: Preparing Your Food Business Report',
    content: `<p>To open a restaurant or café, you must file a business report (영업신고) for the right type of business under the Food Sanitation Act, receive your business report certificate, and then register your business with the tax office. General restaurants (일반음식점), light-meal restaurants (휴게음식점, such as cafés) and bakeries require a report; karaoke bars (단란주점) and entertainment bars (유흥주점) require a permit; and food manufacturing and processing businesses require registration. So the first step is to decide exactly what type of business you will run.</p>
<h3>Check before you sign a lease</h3>
<ul>
<li>Whether the use recorded in the building register (건축물대장) allows that type of business (a change of use is sometimes needed)</li>
<li>Any administrative sanctions against the previous operator, and whether the business can be taken over</li>
<li>Whether fire safety facility standards apply, given the floor area and the floor the premises are on (whether they count as a multi-use business establishment, 다중이용업소)</li>
<li>Facility conditions such as septic tank capacity and gas installations</li>
</ul>
<h3>Steps to prepare the report</h3>
<ol>
<li><strong>Hygiene training</strong>: complete the hygiene training for new food business operators at the institution designated for your type of business.</li>
<li><strong>Health examination</strong>: obtain health examination results for the operator and staff.</li>
<li><strong>Facilities</strong>: meet the facility standards for your type of business, covering the kitchen, water supply and drainage, ventilation and so on.</li>
<li><strong>Related certificates</strong>: where applicable, prepare the certificate of completion of fire safety facilities, gas installation inspection documents, etc.</li>
<li><strong>Business report</strong>: file the report with the food hygiene department of the city hall, in person or through Government24 (정부24), and receive your business report certificate.</li>
<li><strong>Business registration</strong>: take the business report certificate to the tax office, or use Hometax, to register your business.</li>
</ol>
<h3>If you are a foreign national starting a business</h3>
<p>Apart from the business report, you must first check whether your current status of stay allows you to run a business. Some statuses, such as permanent residence (F-5) and marriage migrant (F-6), place few restrictions on your activities, but statuses such as study (D-2) and non-professional employment (E-9) do not, in principle, allow you to start or run a business. If you want to run a business by investing, you need to look at the requirements of a separate status of stay such as corporate investment (D-8).</p>
<h3>Commonly overlooked points</h3>
<ul>
<li>Discovering a building-use or fire safety problem only after the interior fit-out is finished</li>
<li>Choosing the wrong type of business and ending up with items on the menu you are not allowed to sell (for example, the restrictions on selling alcohol at a light-meal restaurant)</li>
<li>Missing the renewal date of staff health examinations</li>
</ul>
<p>Detailed standards may vary by local government and type of business, so please also check with the relevant department of Dangjin City Hall. If you need help preparing your business report documents or reviewing your status of stay, please contact us through our <a href="/contact?lang=en">contact page</a>.</p>`,
    author: 'Lee Narae, Head of Client Services',
  },
  'library-apostille-vs-consular-legalization': {
    title: 'Apostille or Consular Legalization: What Is the Difference?',
    content: `<p>To submit a document issued in one country to an authority in another, you need a procedure that confirms the document really was issued by a competent authority. There are two ways of doing this, the <strong>apostille</strong> and <strong>consular legalization</strong>, and which one you need depends on whether the issuing country and the receiving country are parties to the Apostille Convention (the Convention Abolishing the Requirement of Legalisation for Foreign Public Documents).</p>
<table>
<thead>
<tr><th>Aspect</th><th>Apostille</th><th>Consular legalization</th></tr>
</thead>
<tbody>
<tr><td>When it applies</td><td>Both the issuing and the receiving country are parties to the Convention</td><td>Either country is not a party</td></tr>
<tr><td>Procedure</td><td>Complete once the competent authority of the issuing country attaches the apostille</td><td>The document is certified by an authority in the issuing country, then legalized by the receiving country's embassy or consulate</td></tr>
<tr><td>Time and effort</td><td>Relatively simple and quick</td><td>More steps, so it takes longer</td></tr>
</tbody>
</table>
<h3>Submitting documents from abroad in Korea</h3>
<ul>
<li>If the issuing country is a party to the Convention, get an apostille in that country. For example, the Convention has applied to China since November 2023, so public documents issued in China can now be authenticated with an apostille.</li>
<li>Documents issued in a country that is not a party (for example, Vietnam) must be certified by that country's foreign ministry or another authority, and then legalized by the Korean embassy or consulate there.</li>
<li>Most foreign-language documents must be submitted with a Korean translation. Ask the receiving authority whether the translation needs a translation certificate or must be notarized.</li>
</ul>
<h3>Submitting Korean documents abroad</h3>
<ul>
<li>Public documents such as a family relation certificate or a graduation certificate receive an apostille from the Korean authority that issues apostilles. For some public documents, you can also apply online (www.apostille.go.kr).</li>
<li>Documents that are not public documents, such as company documents, powers of attorney and translations, are usually notarized first and then apostilled.</li>
<li>If the receiving country is not a party to the Convention, the document must be certified in Korea and then legalized by that country's embassy or consulate in Korea.</li>
</ul>
<p>Which countries are parties to the Convention can change, so check again just before you prepare your documents. If you are not sure which procedure you need, tell us what the document is and where it will be submitted. <a href="/contact?lang=en">Contact us</a></p>`,
    author: 'Kim Seoyeon, Administrative Agent',
  },
  'library-korean-family-relation-certificates': {
    title: 'How to Obtain Korean Family Relations Certificates',
    content: `<p>The personal status of Korean nationals is recorded in the family relations register (가족관계등록부), and various certificates are issued from it depending on what needs to be shown. They are often required for stay applications by foreign spouses of Korean nationals, for procedures concerning children, and for submission abroad.</p>
<h3>Types of certificate</h3>
<table>
<thead>
<tr><th>Certificate</th><th>Main contents</th></tr>
</thead>
<tbody>
<tr><td>Family relation certificate (가족관계증명서)</td><td>Personal details of the person concerned and of their parents, spouse and children</td></tr>
<tr><td>Basic certificate (기본증명서)</td><td>The person's basic status details, such as birth, death and acquisition or loss of nationality</td></tr>
<tr><td>Marriage relation certificate (혼인관계증명서)</td><td>The person's marriage, divorce and other marital details, and the spouse's personal details</td></tr>
<tr><td>Adoption relation certificate (입양관계증명서)</td><td>Details of adoption</td></tr>
<tr><td>Full adoption relation certificate (친양자입양관계증명서)</td><td>Details of a full adoption (strict conditions for issue)</td></tr>
</tbody>
</table>
<p>Certificates come in three forms: the general certificate, which shows only the necessary details; the detailed certificate, which also shows past changes; and the specific certificate, which shows only the details you select. Check first which form the receiving body requires. If you need records of personal status from before 2008, you may need a certified copy of the removed family register (제적등본).</p>
<h3>Where to get them</h3>
<ul>
<li>Family relations registration offices, such as city, district, town and township offices and community service centres anywhere in Korea</li>
<li>The Supreme Court's Electronic Family Relations Registration System (online; identity verification required)</li>
<li>Self-service document kiosks (무인민원발급기; only for your own certificates, and the types available may be limited)</li>
</ul>
<h3>Who can apply?</h3>
<ul>
<li>The person concerned, their spouse and their lineal blood relatives can apply; others, such as siblings, can apply only in specified cases.</li>
<li>A foreign national married to a Korean national can apply as the spouse, bringing ID such as their residence card.</li>
<li>If a representative applies, specified documents are needed, such as a power of attorney and a copy of the principal's ID.</li>
</ul>
<h3>For use abroad</h3>
<p>Some certificates are also issued in English, but many receiving bodies ask for the Korean certificate together with a translation. For documents going abroad, first ask the receiving body whether an apostille or consular legalization is needed and whether the translation must be notarized. For certificates obtained online, an electronic apostille may be available.</p>
<p>If you would like to handle everything in one go, from choosing the right certificate to the translation and the apostille application, please contact us through our <a href="/contact?lang=en">contact page</a>.</p>`,
    author: 'Lee Narae, Head of Client Services',
  },
  'library-notarization-basics': {
    title: 'Types of Notarization and What to Bring',
    content: `<p>Documents for use abroad, powers of attorney and translations often have to be notarized. Notarization is carried out by notaries and by law firms authorized to provide notarial services; administrative agents do not notarize documents themselves. Our office helps you draft and translate the documents to be notarized and prepare the apostille application that follows.</p>
<h3>Common types of notarization</h3>
<table>
<thead>
<tr><th>Type</th><th>What is certified</th><th>Examples</th></tr>
</thead>
<tbody>
<tr><td>Certification of a private document (사서증서 인증)</td><td>That the party signed or sealed the document in front of the notary, or confirmed that the signature or seal is their own</td><td>Powers of attorney, letters of consent, statements</td></tr>
<tr><td>Certification of a translation (번역문 인증)</td><td>That the translator swore the translation does not differ from the original (the notary does not vouch for the accuracy of the translation itself)</td><td>Translations of family relation certificates and graduation certificates</td></tr>
<tr><td>Notarial deed (공정증서)</td><td>A deed drawn up by the notary personally, concerning a legal act or a fact</td><td>Agreements on money transactions, etc.</td></tr>
</tbody>
</table>
<h3>What to bring (general)</h3>
<ul>
<li>The document to be notarized (in some cases it must be brought unsigned, so check in advance)</li>
<li>ID of the person requesting notarization: for foreign nationals, a residence card or passport</li>
<li>For certification of a translation: the original, the translation and the translator's ID</li>
<li>For corporate documents: the corporate seal, certificate of corporate registration, certificate of the corporate seal, etc.</li>
<li>If a representative makes the request: a power of attorney and documents confirming the principal's intention (foreign nationals may need different documents, so check in advance)</li>
</ul>
<h3>Tips</h3>
<ol>
<li>First check with the receiving body whether notarization is needed, and whether an apostille or consular legalization is also needed afterwards.</li>
<li>Book an appointment with the notary office and ask which documents and fees are required.</li>
<li>Keep the notarized document bound exactly as you received it; do not take it apart.</li>
</ol>
<p>We will set out each step for you, from drafting and translation through to the apostille. <a href="/contact?lang=en">Contact us</a></p>`,
    author: null,
  },
  'library-translation-certification-explained': {
    title: 'What Is a Translation Certificate?',
    content: `<p>A translation certificate (번역확인증명서) is a document issued under the Licensed Administrative Agent Act by an administrative agent who provides foreign-language translation services, confirming that a translation they have made does not differ in content from the original. It is used when you submit a Korean translation of a foreign-language document to a Korean authority such as an immigration office, city hall or school, or when a Korean document is translated into another language for submission.</p>
<h3>How it differs from a notarized translation</h3>
<table>
<thead>
<tr><th>Aspect</th><th>Translation certificate</th><th>Notarized translation (certification of a translation)</th></tr>
</thead>
<tbody>
<tr><td>Issued or certified by</td><td>The administrative agent who made the translation</td><td>A notary, a law firm authorized to provide notarial services, etc.</td></tr>
<tr><td>What it confirms</td><td>The administrative agent who made the translation confirms that it has the same content as the original</td><td>It certifies that the translator swore the translation does not differ from the original</td></tr>
<tr><td>Mainly used</td><td>Where the receiving body, such as a Korean government authority, accepts it</td><td>Where the receiving body requires notarization, or for use abroad where an apostille is needed after notarization</td></tr>
</tbody>
</table>
<p>Which form is accepted is up to the receiving body. Requirements can differ by authority and purpose even for the same kind of document, so the surest way is to check before you submit.</p>
<h3>Points to note</h3>
<ul>
<li>A translation certificate confirms that the translation matches the original; it does not prove that the original itself is genuine. If the authenticity of the original must be confirmed, you need a separate apostille or consular legalization.</li>
<li>It is usual to submit a copy of the original, the translation and the translation certificate together as one set.</li>
<li>Everything must be translated, including seals, signatures, anything written on the back and footnotes.</li>
</ul>
<h3>What to provide when you request a translation</h3>
<ul>
<li>The original of the document to be translated, or a clear copy</li>
<li>A copy of your passport (so that your name is spelled as in your passport)</li>
<li>Where the translation will be submitted and for what purpose (and any format the receiving body requires)</li>
</ul>
<p>To request a translation or check a receiving body's requirements, please contact us through our <a href="/contact?lang=en">contact page</a>. You can also see what our translation services cover under <a href="/mainTask?lang=en">Main services</a>.</p>`,
    author: 'Kim Seoyeon, Administrative Agent',
  },
  'library-translation-submission-tips': {
    title: 'Tips for Translations Submitted to Korean Authorities',
    content: `<p>When you submit a foreign-language document to an immigration office, city hall or other authority, you usually have to attach a Korean translation. If something is missing from the translation, or names are spelled differently from one document to the next, you may be asked to correct it and processing may be delayed. Whether you translate the document yourself or have it translated, please check the following.</p>
<h3>Basic principles</h3>
<ul>
<li><strong>Translate everything</strong>: the title, body text, tables, seals and signatures, anything written on the back, issue numbers and remarks, leaving nothing out. A summary translation is often not accepted.</li>
<li><strong>Translate it as it stands</strong>: do not add explanations that are not in the original. If an explanation is truly needed, mark it clearly as a translator's note.</li>
<li><strong>Parts that are hard to read</strong>: do not guess; mark them instead, for example as [판독 불가] (illegible).</li>
</ul>
<h3>Common mistakes</h3>
<table>
<thead>
<tr><th>Item</th><th>Recommended approach</th></tr>
</thead>
<tbody>
<tr><td>Names</td><td>Take the romanized spelling in the passport as the reference, and keep the Korean spelling consistent with existing documents such as the residence card.</td></tr>
<tr><td>Dates</td><td>Write the year, month and day unambiguously, as in '2025년 3월 10일' (10 March 2025). Take particular care with originals that put the day and month in a different order.</td></tr>
<tr><td>Seals and signatures</td><td>Mark their position and type, as in [직인] (official seal) and [서명] (signature), and if the text inside a seal is legible, write that too.</td></tr>
<tr><td>Names and addresses of institutions</td><td>Render them in Korean, adding the original in brackets where needed.</td></tr>
<tr><td>Numbers and amounts</td><td>Carry over the figures and currency units exactly as in the original; do not convert them.</td></tr>
</tbody>
</table>
<h3>Names: points to watch</h3>
<ul>
<li>For Chinese names, the Korean spelling differs depending on whether the characters are read with their Korean (Sino-Korean) pronunciation or written as they are pronounced in Chinese, so keep to the method used in the documents you have already submitted.</li>
<li>For names in Cyrillic script, such as Russian names, base the Korean spelling on the romanized spelling in the passport.</li>
<li>For Vietnamese names, check against the passport so that no tone marks or other diacritics are dropped and the order of the names is not changed.</li>
</ul>
<h3>Submission format</h3>
<p>Bind the copy of the original and the translation together, and either attach a statement giving the translator's name, contact details and signature, or provide a translation certificate or a notarized translation. Follow the receiving body's instructions on which of these it requires.</p>
<p>If you need a translation or would like your own translation checked, please contact us through our <a href="/contact?lang=en">contact page</a>.</p>`,
    author: 'Lee Narae, Head of Client Services',
  },
};
