import type { SeedPostTranslations } from '../types.js';

/** The seed notices in Vietnamese, by ref: written as a Vietnamese-speaking office in Korea would write them. */
export const vietnameseNoticeTranslations: SeedPostTranslations = {
  'notice-2025-website-renewal': {
    title: 'Văn phòng Hành chính sư Hanbit ra mắt website mới',
    content: `<p>Kính chào Quý khách, đây là Văn phòng Hành chính sư Hanbit. Để cư dân người nước ngoài và các chủ doanh nghiệp đến với văn phòng có thể tìm thông tin cần thiết dễ dàng hơn, chúng tôi đã làm mới toàn bộ website.</p>
<h3>Những điểm mới</h3>
<ul>
<li>Các mục chính và nội dung hướng dẫn được cung cấp bằng sáu ngôn ngữ: tiếng Hàn, tiếng Trung, tiếng Nhật, tiếng Anh, tiếng Nga và tiếng Việt.</li>
<li>Tại mục <strong>Dịch vụ chính</strong>, Quý khách có thể xem các lĩnh vực công việc của chúng tôi: lưu trú và thị thực, nhập tịch và quốc tịch, tuyển dụng lao động nước ngoài, xin giấy phép kinh doanh, công chứng và chứng nhận Apostille, dịch thuật.</li>
<li>Tại mục <strong>Tài liệu</strong>, chúng tôi đang lần lượt đăng danh sách hồ sơ cần chuẩn bị và hướng dẫn thủ tục cho từng lĩnh vực.</li>
<li>Khi Quý khách gửi yêu cầu tư vấn trực tuyến, chúng tôi sẽ liên hệ lại trong các ngày làm việc, theo thứ tự tiếp nhận.</li>
</ul>
<h3>Lưu ý khi sử dụng</h3>
<p>Nội dung trên website là thông tin chung. Hồ sơ và thủ tục cần thiết có thể khác nhau tùy hoàn cảnh lưu trú của từng người hoặc điều kiện của từng doanh nghiệp. Về yêu cầu mới nhất đối với hồ sơ, lệ phí v.v., Quý khách vui lòng đối chiếu thêm với hướng dẫn trên HiKorea (www.hikorea.go.kr) hoặc của cơ quan hành chính có thẩm quyền.</p>
<p>Để đặt lịch tư vấn hoặc đặt câu hỏi, Quý khách vui lòng sử dụng trang <a href="/contact?lang=vi">Liên hệ</a> hoặc gọi điện thoại số 041-357-2480. Chúng tôi sẽ tiếp tục nỗ lực để hướng dẫn Quý khách một cách chính xác và tận tâm.</p>`,
    author: null,
  },
  'notice-2025-hikorea-visit-reservation': {
    title: 'Hãy đặt lịch hẹn trên HiKorea trước khi đến Cục Quản lý Xuất nhập cảnh',
    content: `<p>Khi đến Cục Quản lý Xuất nhập cảnh (출입국·외국인관서, kể cả các chi cục) để làm các thủ tục như gia hạn thời hạn lưu trú, thay đổi tư cách lưu trú, đăng ký người nước ngoài…, trong đa số trường hợp Quý khách phải <strong>đặt lịch hẹn đến làm việc (방문예약)</strong> trước trên HiKorea (www.hikorea.go.kr). Nếu đến mà không đặt lịch, hồ sơ có thể không được tiếp nhận trong ngày và Quý khách có thể phải quay lại lần khác.</p>
<h3>Lưu ý khi đặt lịch</h3>
<ul>
<li>Phải đặt lịch tại Cục Quản lý Xuất nhập cảnh phụ trách nơi lưu trú của mình. Nếu Quý khách sống tại thành phố Dangjin, hãy kiểm tra xem mình đã chọn đúng cơ quan phụ trách khu vực Dangjin hay chưa.</li>
<li>Phải chọn đúng loại thủ tục (đăng ký người nước ngoài, gia hạn thời hạn lưu trú, thay đổi tư cách lưu trú…). Nếu thủ tục đã đặt lịch khác với thủ tục thực tế muốn nộp, hồ sơ có thể không được tiếp nhận.</li>
<li>Nếu nhiều thành viên trong gia đình cùng nộp hồ sơ, hãy kiểm tra trước xem mỗi người nộp đơn có cần đặt lịch riêng hay không.</li>
<li>Khi đến, vui lòng mang theo thông tin lịch hẹn, hộ chiếu, thẻ đăng ký người nước ngoài (외국인등록증, nếu đã có), đơn đăng ký cùng hồ sơ kèm theo và lệ phí.</li>
</ul>
<h3>Kiểm tra cả khả năng nộp hồ sơ trực tuyến</h3>
<p>Một số thủ tục như gia hạn thời hạn lưu trú hay khai báo thay đổi nơi lưu trú có thể nộp trực tuyến qua mục hồ sơ điện tử (전자민원) của HiKorea mà không cần đến trực tiếp. Tuy nhiên, tùy tư cách lưu trú và loại thủ tục, có trường hợp không được nộp trực tuyến mà chỉ được nộp trực tiếp, vì vậy Quý khách vui lòng kiểm tra trước khi nộp.</p>
<p>Ngày mong muốn càng gần thì lịch hẹn thường càng nhanh kín chỗ. Nếu thời hạn lưu trú của Quý khách sắp hết, hãy chuẩn bị sớm để có thời gian dự phòng. Văn phòng chúng tôi hỗ trợ xác định đúng loại thủ tục, kiểm tra hồ sơ và điền đơn đăng ký.</p>`,
    author: 'Park Jihoon, Trưởng văn phòng',
  },
  'notice-2025-kiip-registration': {
    title: 'Hướng dẫn đăng ký tham gia Chương trình Hội nhập Xã hội (KIIP)',
    content: `<p>Chương trình Hội nhập Xã hội (KIIP, 사회통합프로그램) của Bộ Tư pháp Hàn Quốc là khóa học giúp người nước ngoài đang sinh sống tại Hàn Quốc học tiếng Hàn và tìm hiểu xã hội Hàn Quốc một cách bài bản. Với những ai đang chuẩn bị xin tư cách thường trú hoặc nhập quốc tịch Hàn Quốc, kết quả hoàn thành chương trình thường được dùng để xét điều kiện, vì vậy nếu Quý khách có dự định này, chúng tôi khuyên nên tham gia sớm.</p>
<h3>Cách đăng ký</h3>
<ol>
<li>Đăng ký thành viên trên trang Socinet (사회통합정보망, www.socinet.go.kr).</li>
<li>Nếu tham gia lần đầu, chọn một trong hai cách: làm bài đánh giá đầu vào (사전평가), hoặc không làm bài đánh giá mà bắt đầu từ cấp độ 0 (cơ bản).</li>
<li>Đăng ký lớp học thuộc cấp độ được xếp tại cơ sở đào tạo (운영기관) mà Quý khách mong muốn.</li>
</ol>
<h3>Lưu ý</h3>
<ul>
<li>Lịch mở lớp và số lượng học viên ở mỗi cơ sở đào tạo một khác; các lớp buổi tối ngày thường và lớp cuối tuần có nhiều người đăng ký nên có thể hết chỗ sớm.</li>
<li>Nếu không đáp ứng yêu cầu về số buổi tham dự, Quý khách có thể phải học lại cấp độ đó, vì vậy hãy chọn lớp phù hợp với lịch làm việc của mình.</li>
<li>Lịch và cách đăng ký dự thi bài đánh giá đầu vào cũng như bài đánh giá từng cấp độ (단계평가) được đăng trong mục Thông báo trên Socinet.</li>
</ul>
<p>Về cấu trúc các cấp độ, Quý khách vui lòng tham khảo bài "Hướng dẫn các cấp độ của Chương trình Hội nhập Xã hội (KIIP)" trong mục Tài liệu. Nếu cần tư vấn gắn với kế hoạch xin thường trú hoặc nhập tịch, vui lòng liên hệ với chúng tôi qua trang <a href="/contact?lang=vi">Liên hệ</a>.</p>`,
    author: 'Lee Narae, Trưởng bộ phận Chăm sóc khách hàng',
  },
  'notice-2025-registration-reporting-duties': {
    title: 'Vui lòng kiểm tra lại thời hạn đăng ký người nước ngoài và các loại khai báo',
    content: `<p>Gần đây, văn phòng liên tục nhận được yêu cầu tư vấn từ những người bị thông báo nộp tiền phạt vì lỡ thời hạn khai báo sau khi chuyển nhà hoặc được cấp lại hộ chiếu. Dưới đây chúng tôi tóm tắt các nghĩa vụ khai báo cơ bản theo Luật Quản lý Xuất nhập cảnh (출입국관리법) và các văn bản pháp luật liên quan. Kính mong Quý khách, gia đình Quý khách và các chủ doanh nghiệp đang sử dụng lao động nước ngoài kiểm tra lại một lần nữa.</p>
<table>
<thead>
<tr><th>Loại thủ tục</th><th>Thời hạn</th><th>Ghi chú</th></tr>
</thead>
<tbody>
<tr><td>Đăng ký người nước ngoài (외국인등록)</td><td>Trong vòng 90 ngày kể từ ngày nhập cảnh</td><td>Khi dự định lưu trú quá 90 ngày kể từ ngày nhập cảnh</td></tr>
<tr><td>Khai báo thay đổi nơi lưu trú (체류지 변경신고)</td><td>Trong vòng 15 ngày kể từ ngày chuyển đến</td><td>Tại Trung tâm hành chính phường/xã (읍·면·동 주민센터) nơi ở mới, Cục Quản lý Xuất nhập cảnh có thẩm quyền hoặc nộp trực tuyến qua HiKorea</td></tr>
<tr><td>Khai báo thay đổi thông tin đăng ký người nước ngoài (외국인등록사항 변경신고)</td><td>Trong vòng 15 ngày kể từ ngày thay đổi</td><td>Thay đổi họ tên, giới tính, ngày sinh, quốc tịch; thay đổi số hộ chiếu, ngày cấp, thời hạn hộ chiếu v.v.</td></tr>
<tr><td>Khai báo chuyển nơi cư trú trong nước (국내거소 이전신고, kiều bào Hàn Quốc F-4)</td><td>Trong vòng 14 ngày kể từ ngày chuyển nơi ở</td><td>Khai báo theo Luật Kiều bào Hàn Quốc (재외동포법) nên thời hạn khác</td></tr>
<tr><td>Khai báo của người sử dụng lao động (고용주의 신고)</td><td>Trong vòng 15 ngày kể từ ngày biết sự việc phát sinh</td><td>Người lao động nghỉ việc hoặc bị sa thải, không rõ tung tích, thay đổi nội dung quan trọng của hợp đồng lao động v.v.</td></tr>
</tbody>
</table>
<p>Một số tài liệu hướng dẫn cũ hoặc thông tin trên mạng vẫn ghi thời hạn khai báo thay đổi nơi lưu trú là 14 ngày, nhưng theo Luật Quản lý Xuất nhập cảnh hiện hành, thời hạn khai báo thay đổi nơi lưu trú và khai báo thay đổi thông tin đăng ký người nước ngoài đều là 15 ngày. Riêng kiều bào Hàn Quốc (F-4) đã khai báo nơi cư trú trong nước (국내거소신고) thì việc khai báo chuyển nơi cư trú được quy định bởi một luật riêng với thời hạn 14 ngày, Quý khách vui lòng phân biệt rõ.</p>
<p>Nếu quá hạn, Quý khách có thể bị phạt tiền (과태료) tùy theo thời gian chậm trễ, và việc này có thể được xem xét như một phần lịch sử lưu trú khi gia hạn thời hạn lưu trú hoặc khi xét duyệt thường trú, nhập tịch sau này. Nếu đã quá hạn, Quý khách đừng trì hoãn mà hãy khai báo càng sớm càng tốt.</p>
<p>Nếu chưa rõ mình có thuộc diện phải khai báo hay không, hoặc muốn kiểm tra hồ sơ cần thiết, vui lòng liên hệ với chúng tôi qua trang <a href="/contact?lang=vi">Liên hệ</a>.</p>`,
    author: 'Kim Seoyeon, Hành chính sư',
  },
  'notice-2025-fake-visa-broker-warning': {
    title: 'Cảnh giác với lừa đảo hứa hẹn cấp thị thực, giới thiệu việc làm',
    content: `<p>Gần đây liên tục xuất hiện các trường hợp đòi tiền qua mạng xã hội và ứng dụng nhắn tin với những lời hứa như "bao đậu visa 100%", "lấy quyền thường trú nhanh", "chắc chắn được phân về công ty". Văn phòng chúng tôi cũng đã nhận được yêu cầu tư vấn từ những người chuyển tiền xong thì bị cắt liên lạc, vì vậy kính mong Quý khách đặc biệt cảnh giác.</p>
<h3>Hãy nghi ngờ những lời mời như sau</h3>
<ul>
<li>Người nói rằng có thể <strong>bảo đảm</strong> được cấp thị thực, được thay đổi tư cách lưu trú hay được cấp phép thường trú, nhập tịch. Việc cấp phép hay không do cơ quan xét duyệt quyết định, không ai có thể bảo đảm kết quả.</li>
<li>Người không cho biết địa chỉ văn phòng hay tư cách hành nghề mà yêu cầu chuyển tiền trước vào tài khoản cá nhân</li>
<li>Người đề nghị làm giúp giấy xác nhận đang làm việc của công ty mà Quý khách chưa từng làm, thư mời giả hoặc giấy tờ thu nhập giả</li>
<li>Người hứa nhận tiền để đẩy nhanh việc nhập cảnh theo Chương trình cấp phép việc làm (EPS, 고용허가제) diện E-9 hoặc việc phân về nơi làm việc. Chương trình cấp phép việc làm do Chính phủ Hàn Quốc vận hành, không thể bỏ tiền ra để mua thứ tự.</li>
</ul>
<h3>Hồ sơ giả gây bất lợi cho chính người nộp đơn</h3>
<p>Nộp hồ sơ giả không chỉ khiến đơn bị từ chối: giấy phép đã được cấp có thể bị hủy, Quý khách có thể bị xử phạt hoặc bị buộc xuất cảnh do vi phạm Luật Quản lý Xuất nhập cảnh, và có thể bị hạn chế nhập cảnh về sau. Dù hồ sơ do môi giới làm, người nộp vẫn phải chịu trách nhiệm.</p>
<h3>Để được hỗ trợ an toàn</h3>
<ul>
<li>Khi ủy thác cho hành chính sư, hãy kiểm tra địa chỉ văn phòng và việc hành chính sư đó đã khai báo hành nghề (행정사 업무신고) hay chưa, đồng thời yêu cầu hợp đồng hoặc biên nhận ghi rõ phạm vi công việc và chi phí.</li>
<li>Chỉ những nơi đã đăng ký với Bộ Tư pháp là tổ chức đại diện nộp hồ sơ xuất nhập cảnh (출입국민원 대행기관) mới được nộp hồ sơ xuất nhập cảnh thay Quý khách, vì vậy hãy kiểm tra xem họ đã đăng ký hay chưa.</li>
<li>Nếu nghi ngờ bị lừa đảo, hãy báo cảnh sát (112). Với các câu hỏi về lưu trú, Quý khách có thể gọi Trung tâm Hỗ trợ Người nước ngoài (외국인종합안내센터) theo số 1345 (không cần mã vùng).</li>
</ul>
<p>Văn phòng chúng tôi chỉ hỗ trợ chuẩn bị hồ sơ và nộp hồ sơ thay, không hứa hẹn bất kỳ kết quả cấp phép nào. Nếu nhận được lời mời đáng ngờ, trước khi chuyển tiền, Quý khách hãy liên hệ tư vấn với chúng tôi qua trang <a href="/contact?lang=vi">Liên hệ</a>.</p>`,
    author: 'Kim Seoyeon, Hành chính sư',
  },
  'notice-2025-summer-hours': {
    title: 'Điều chỉnh giờ tư vấn mùa hè và lịch nghỉ hè năm 2025',
    content: `<p>Đáp ứng mong muốn của nhiều người lao động muốn được tư vấn vào sáng sớm trước giờ làm, trong mùa hè văn phòng điều chỉnh giờ tư vấn các ngày trong tuần như sau.</p>
<h3>Giờ tư vấn mùa hè (14/7 – 22/8/2025)</h3>
<ul>
<li>Thứ Hai – Thứ Sáu: 08:30 – 17:30 (nghỉ trưa 12:00 – 13:00)</li>
<li>Thứ Bảy: 10:00 – 14:00, chỉ tư vấn theo lịch hẹn (như trước đây)</li>
<li>Chủ nhật và ngày lễ: nghỉ</li>
</ul>
<p>Từ Thứ Hai ngày 25/8, văn phòng trở lại giờ làm việc 09:00 – 18:00 vào các ngày trong tuần.</p>
<h3>Lịch nghỉ hè</h3>
<p>Thứ Năm ngày 14/8/2025 là ngày nghỉ hè của văn phòng, và Thứ Sáu ngày 15/8 là ngày nghỉ lễ Quang phục (광복절, ngày Hàn Quốc được giải phóng). Văn phòng làm việc bình thường trở lại từ Thứ Hai ngày 18/8. Các yêu cầu tư vấn trực tuyến gửi trong thời gian nghỉ sẽ được trả lời theo thứ tự tiếp nhận sau khi văn phòng làm việc trở lại.</p>
<p>Quý khách có thời hạn lưu trú hết hạn vào khoảng trước hoặc sau kỳ nghỉ vui lòng chuẩn bị hồ sơ sớm; nếu có việc gấp, xin liên hệ với chúng tôi trước kỳ nghỉ.</p>`,
    author: null,
  },
  'notice-2025-russian-consultation-hour': {
    title: 'Thông báo mở giờ tư vấn bằng tiếng Nga',
    content: `<p>Do ngày càng có nhiều cư dân nói tiếng Nga sinh sống tại Dangjin và các khu vực lân cận (người đến từ Nga, Uzbekistan, Kazakhstan, Kyrgyzstan, người gốc Hàn Koryo-saram (고려인 동포)…) đề nghị được tư vấn, từ tháng 9/2025 văn phòng bắt đầu mở giờ tư vấn bằng tiếng Nga.</p>
<h3>Lịch tư vấn</h3>
<ul>
<li>Thứ Ba và Thứ Năm hằng tuần, 14:00 – 17:00</li>
<li>Thứ Bảy tuần thứ hai và tuần thứ tư hằng tháng, 10:00 – 14:00 (theo lịch hẹn)</li>
<li>Địa điểm: phòng tư vấn tầng 3 của văn phòng (số 148 Dangjinjungang 2-ro, thành phố Dangjin, tỉnh Chungcheongnam-do; tiếng Hàn: 충청남도 당진시 당진중앙2로 148)</li>
</ul>
<p>Nhân viên thông thạo tiếng Nga sẽ cùng tham gia buổi tư vấn. Quý khách có thể được tư vấn về gia hạn thời hạn lưu trú, thay đổi tư cách lưu trú, các loại khai báo của diện kiều bào Hàn Quốc (F-4), mời gia đình sang Hàn Quốc, dịch thuật giấy tờ v.v. Những trường hợp cần xem xét kỹ sẽ có hành chính sư cùng kiểm tra.</p>
<p>Do lượng người đăng ký có thể đông, Quý khách vui lòng đặt lịch trước qua điện thoại (041-357-2480) hoặc trang <a href="/contact?lang=vi">Liên hệ</a>. Khi đặt lịch, nếu Quý khách cho biết nội dung cần tư vấn và tư cách lưu trú hiện tại, việc chuẩn bị của chúng tôi sẽ thuận lợi hơn. Khi đến, vui lòng mang theo hộ chiếu và thẻ đăng ký người nước ngoài (hoặc thẻ khai báo nơi cư trú trong nước, 국내거소신고증).</p>`,
    author: 'Lee Narae, Trưởng bộ phận Chăm sóc khách hàng',
  },
  'notice-2025-free-consultation-day': {
    title: 'Chủ nhật 16/11: Ngày tư vấn miễn phí cho cư dân người nước ngoài',
    content: `<p>Dành cho người lao động nước ngoài và gia đình khó sắp xếp thời gian vào ngày thường, văn phòng tổ chức Ngày tư vấn miễn phí vào một ngày Chủ nhật. Quý khách cứ thoải mái đặt câu hỏi về lưu trú, việc làm và chuẩn bị hồ sơ.</p>
<h3>Thời gian và địa điểm</h3>
<ul>
<li>Thời gian: Chủ nhật, ngày 16/11/2025, 10:00 – 16:00 (nghỉ 12:00 – 13:00)</li>
<li>Địa điểm: Văn phòng Hành chính sư Hanbit (tầng 3, số 148 Dangjinjungang 2-ro, thành phố Dangjin, tỉnh Chungcheongnam-do; tiếng Hàn: 충청남도 당진시 당진중앙2로 148, 3층)</li>
<li>Chi phí: tư vấn miễn phí. Nếu sau đó Quý khách ủy thác soạn hồ sơ hoặc nộp hồ sơ thay, chúng tôi sẽ thông báo chi phí trước.</li>
</ul>
<h3>Nội dung tư vấn</h3>
<ul>
<li>Gia hạn thời hạn lưu trú, thay đổi tư cách lưu trú, đăng ký người nước ngoài và các loại khai báo</li>
<li>Chuẩn bị xin thường trú (F-5), nhập tịch và Chương trình Hội nhập Xã hội (KIIP)</li>
<li>Thủ tục tuyển dụng lao động nước ngoài (bao gồm tư vấn cho chủ doanh nghiệp)</li>
<li>Công chứng, chứng nhận Apostille, dịch thuật giấy tờ</li>
</ul>
<h3>Lưu ý</h3>
<p>Mỗi người được tư vấn khoảng 20 phút; người đã đặt lịch trước sẽ được ưu tiên. Có tư vấn bằng tiếng Anh, tiếng Trung và tiếng Nga; nếu cần ngôn ngữ khác, vui lòng cho chúng tôi biết khi đặt lịch, chúng tôi sẽ cố gắng chuẩn bị trong khả năng có thể. Với các vấn đề cần đến sự hỗ trợ của cơ quan hoặc chuyên gia khác như nợ lương, tai nạn lao động, kiện tụng, chúng tôi sẽ hướng dẫn Quý khách đến cơ quan phù hợp như Bộ Việc làm và Lao động, Tổng công ty Trợ giúp Pháp lý Hàn Quốc (대한법률구조공단).</p>
<p>Nhận đặt lịch qua điện thoại (041-357-2480) hoặc trang <a href="/contact?lang=vi">Liên hệ</a>. Nếu mang theo hộ chiếu, thẻ đăng ký người nước ngoài và giấy tờ liên quan, Quý khách sẽ được tư vấn chính xác hơn.</p>`,
    author: 'Park Jihoon, Trưởng văn phòng',
  },
  'notice-2025-e9-employment-permit-2026': {
    title: 'Chuẩn bị xin cấp phép tuyển dụng lao động nước ngoài (E-9) năm 2026 (dành cho chủ doanh nghiệp)',
    content: `<p>Văn phòng xin hướng dẫn những việc cần chuẩn bị cho năm 2026 dành cho các chủ doanh nghiệp muốn tuyển dụng lao động nước ngoài diện lao động không chuyên môn (E-9) theo Chương trình cấp phép việc làm (EPS, 고용허가제). Quy mô tiếp nhận hằng năm, việc phân bổ theo ngành và thời gian nhận hồ sơ của từng đợt do Ủy ban Chính sách Nhân lực Nước ngoài (외국인력정책위원회) quyết định và được công bố qua <strong>thông báo của Bộ Việc làm và Lao động</strong> (고용노동부 공고), vì vậy Quý doanh nghiệp nhất định phải xem kỹ thông báo trước khi nộp hồ sơ.</p>
<h3>Những điểm cần kiểm tra trước khi nộp hồ sơ</h3>
<ul>
<li>Ngành nghề và quy mô doanh nghiệp có thuộc đối tượng được cấp phép tuyển dụng hay không (tiêu chí theo từng ngành xem trong thông báo)</li>
<li>Doanh nghiệp đã trải qua thời gian tuyển dụng công dân Hàn Quốc theo quy định (내국인 구인노력) hay chưa (đăng tin tuyển dụng qua Work24 (고용24) v.v.)</li>
<li>Đã tham gia bảo hiểm việc làm và bảo hiểm tai nạn lao động hay chưa; có thuộc trường hợp bị hạn chế tuyển dụng như nợ lương hay vi phạm pháp luật liên quan hay không</li>
<li>Số lao động nước ngoài hiện đang sử dụng và số lao động được phép tuyển dụng tại từng nơi làm việc</li>
<li>Nếu cung cấp chỗ ở: chỗ ở có đáp ứng tiêu chuẩn hay không, và nghĩa vụ cung cấp thông tin về chỗ ở khi ký hợp đồng lao động</li>
</ul>
<h3>Cách nộp hồ sơ</h3>
<p>Trong thời gian nhận hồ sơ của từng đợt, Quý doanh nghiệp nộp hồ sơ trực tiếp tại Trung tâm Việc làm (고용센터) phụ trách khu vực đặt doanh nghiệp hoặc qua Hệ thống Quản lý Tuyển dụng Lao động Nước ngoài (EPS, 외국인고용관리시스템). Khi có nhiều doanh nghiệp đăng ký, việc phân bổ được thực hiện theo hệ thống tính điểm, vì vậy nên rà soát trước các mục được cộng điểm và bị trừ điểm.</p>
<h3>Phạm vi hỗ trợ của văn phòng</h3>
<p>Chúng tôi hỗ trợ kiểm tra điều kiện đăng ký, chuẩn bị và soạn hồ sơ, xác nhận lịch trình ký hợp đồng lao động và thủ tục nhập cảnh sau khi được cấp phép, quản lý lịch đăng ký người nước ngoài và các loại khai báo sau khi người lao động nhập cảnh. Việc có được phân bổ lao động hay không và vào thời điểm nào phụ thuộc vào tiêu chí trong thông báo và kết quả xét duyệt, nên chúng tôi không thể cam kết kết quả.</p>
<p>Khi Bộ Việc làm và Lao động công bố thông báo, chúng tôi sẽ tóm tắt các nội dung chính và thông tin lại. Để được tư vấn, vui lòng sử dụng trang <a href="/contact?lang=vi">Liên hệ</a>.</p>`,
    author: 'Park Jihoon, Trưởng văn phòng',
  },
  'notice-2026-seollal-closure': {
    title: 'Lịch nghỉ Tết Nguyên đán (Seollal) năm 2026',
    content: `<p>Nhân dịp Tết Nguyên đán (설날, Seollal) năm 2026, văn phòng nghỉ theo lịch dưới đây. Trước và sau kỳ nghỉ, lượng khách cần tư vấn thường tăng cao, vì vậy Quý khách vui lòng kiểm tra lịch trước.</p>
<ul>
<li>Thời gian nghỉ: từ Thứ Bảy ngày 14/2 đến Thứ Tư ngày 18/2/2026</li>
<li>Làm việc bình thường: từ 09:00 Thứ Năm ngày 19/2/2026</li>
</ul>
<p>Thứ Bảy ngày 14/2 văn phòng không tư vấn theo lịch hẹn như các Thứ Bảy khác, và trong thời gian nghỉ cũng tạm ngừng tư vấn qua điện thoại. Các yêu cầu tư vấn trực tuyến gửi trong thời gian nghỉ sẽ được trả lời theo thứ tự tiếp nhận từ ngày 19/2.</p>
<h3>Những điều cần kiểm tra trước kỳ nghỉ</h3>
<ul>
<li>Các cơ quan nhà nước như Cục Quản lý Xuất nhập cảnh, Trung tâm Việc làm cũng không giải quyết hồ sơ trong những ngày nghỉ Tết.</li>
<li>Nếu thời hạn lưu trú của Quý khách hết vào dịp Tết hoặc ngay sau Tết, an toàn nhất là hoàn tất việc xin gia hạn trước kỳ nghỉ. Có thể xin gia hạn thời hạn lưu trú từ 4 tháng trước ngày hết hạn.</li>
<li>Nếu về nước dịp Tết, trước khi xuất cảnh vui lòng kiểm tra thời hạn hộ chiếu và ngày hết hạn lưu trú.</li>
</ul>
<p>Kính chúc Quý khách và gia đình một cái Tết bình an, hạnh phúc.</p>`,
    author: null,
  },
  'notice-2026-employer-seminar': {
    title: 'Hội thảo dành cho chủ doanh nghiệp sử dụng lao động nước ngoài (ngày 28/3)',
    content: `<p>Văn phòng tổ chức một buổi hội thảo quy mô nhỏ dành cho chủ doanh nghiệp và cán bộ nhân sự tại khu vực Dangjin đang sử dụng hoặc chuẩn bị tuyển dụng lao động nước ngoài. Nội dung tập trung vào các nghĩa vụ khai báo và thủ tục quản lý lưu trú thường bị bỏ sót trong thực tế.</p>
<h3>Thời gian và địa điểm</h3>
<ul>
<li>Thời gian: Thứ Bảy, ngày 28/3/2026, 10:00 – 12:00</li>
<li>Địa điểm: phòng tư vấn tầng 3, Văn phòng Hành chính sư Hanbit</li>
<li>Đối tượng: chủ doanh nghiệp, cán bộ phụ trách nhân sự, hành chính (tối đa 2 người mỗi doanh nghiệp, 12 người đăng ký sớm nhất)</li>
<li>Phí tham dự: miễn phí</li>
</ul>
<h3>Nội dung chính</h3>
<ol>
<li>Quy trình đăng ký theo Chương trình cấp phép việc làm (E-9) và cách theo dõi thông báo của Bộ Việc làm và Lao động</li>
<li>Nghĩa vụ khai báo của người sử dụng lao động, như khai báo biến động lao động (고용변동 신고), và thời hạn khai báo</li>
<li>Những điểm cần lưu ý khi gia hạn thời hạn lưu trú cho lao động nước ngoài và khi tái tuyển dụng</li>
<li>Tổng quan về chế độ chuyển đổi sang diện lao động lành nghề (E-7-4) và những việc cần chuẩn bị</li>
<li>Hỏi đáp</li>
</ol>
<p>Buổi hội thảo giới thiệu nội dung chung của chế độ; việc xem xét tình hình của từng doanh nghiệp sẽ được thực hiện trong buổi tư vấn riêng. Với các vấn đề lao động cụ thể như tiền lương, thời giờ làm việc, chúng tôi khuyên Quý doanh nghiệp nên tham khảo ý kiến chuyên gia trong lĩnh vực đó như chuyên viên tư vấn lao động có chứng chỉ hành nghề (공인노무사).</p>
<p>Để đăng ký tham dự, vui lòng để lại tên doanh nghiệp, số người tham dự và thông tin liên hệ tại trang <a href="/contact?lang=vi">Liên hệ</a> hoặc gọi điện thoại số 041-357-2480.</p>`,
    author: 'Kim Seoyeon, Hành chính sư',
  },
  'notice-2026-extension-apply-early': {
    title: 'Hãy chuẩn bị gia hạn thời hạn lưu trú sớm trước ngày hết hạn',
    content: `<p>Vào mùa nghỉ hè và dịp Tết Trung thu (Chuseok) nối tiếp sau đó, lịch hẹn đến Cục Quản lý Xuất nhập cảnh thường kín chỗ sớm. Quý khách có thời hạn lưu trú hết hạn trong khoảng từ tháng 8 đến tháng 10 vui lòng kiểm tra kế hoạch chuẩn bị ngay từ bây giờ.</p>
<h3>Những điều cần ghi nhớ</h3>
<ul>
<li>Có thể xin gia hạn thời hạn lưu trú <strong>từ 4 tháng trước ngày hết hạn cho đến hết ngày hết hạn</strong>.</li>
<li>Nếu nộp đơn sau ngày hết hạn, Quý khách sẽ bị coi là lưu trú quá hạn và có thể chịu bất lợi như bị phạt tiền (범칙금).</li>
<li>Trước tiên, hãy kiểm tra xem với tư cách lưu trú của mình, Quý khách có thể nộp hồ sơ điện tử trên HiKorea hay không; nếu phải nộp trực tiếp, hãy nhanh chóng đặt lịch hẹn.</li>
<li>Các giấy tờ như giấy xác nhận đang làm việc (재직증명서), giấy tờ chứng minh nơi lưu trú đôi khi phải là bản mới cấp, vì vậy nên xin cấp vào thời điểm gần ngày nộp hồ sơ.</li>
</ul>
<h3>Hãy tư vấn trước trong các trường hợp sau</h3>
<ul>
<li>Đã đổi hoặc sắp đổi nơi làm việc</li>
<li>Đang cân nhắc thay đổi tư cách lưu trú thay vì gia hạn (ví dụ: từ tìm việc D-10 sang hoạt động đặc định E-7)</li>
<li>Từng khai báo quá hạn, hoặc từng nợ thuế, bị phạt tiền v.v.</li>
</ul>
<p>Nếu cần kiểm tra hồ sơ gia hạn hoặc cần hỗ trợ điền đơn, vui lòng liên hệ với chúng tôi qua trang <a href="/contact?lang=vi">Liên hệ</a>.</p>`,
    author: 'Lee Narae, Trưởng bộ phận Chăm sóc khách hàng',
  },
  'notice-2026-chuseok-closure': {
    title: 'Lịch nghỉ Tết Trung thu (Chuseok) năm 2026',
    content: `<p>Nhân dịp Tết Trung thu (추석, Chuseok) năm 2026, văn phòng nghỉ theo lịch dưới đây. Kính chúc Quý khách một mùa Trung thu đầy đủ, ấm áp.</p>
<ul>
<li>Thời gian nghỉ: từ Thứ Năm ngày 24/9 đến Chủ nhật ngày 27/9/2026</li>
<li>Làm việc bình thường: từ 09:00 Thứ Hai ngày 28/9/2026</li>
</ul>
<p>Thứ Bảy ngày 26/9 văn phòng không tư vấn theo lịch hẹn. Sang tháng 10, văn phòng cũng nghỉ vào Thứ Hai ngày 5/10 (nghỉ bù ngày Lập quốc, 개천절) và Thứ Sáu ngày 9/10 (ngày Hangeul, 한글날), Quý khách vui lòng lưu ý.</p>
<h3>Lưu ý trước và sau kỳ nghỉ</h3>
<ul>
<li>Trong kỳ nghỉ, Cục Quản lý Xuất nhập cảnh cũng không giải quyết hồ sơ, và ngay sau kỳ nghỉ lịch hẹn thường nhanh chóng kín chỗ.</li>
<li>Quý khách có thời hạn lưu trú hết hạn trong khoảng từ cuối tháng 9 đến đầu tháng 10 vui lòng hoàn tất việc xin gia hạn trước kỳ nghỉ.</li>
<li>Nếu xuất cảnh trong kỳ nghỉ, vui lòng kiểm tra trước thời hạn hộ chiếu và ngày hết hạn lưu trú.</li>
</ul>
<p>Các yêu cầu tư vấn trực tuyến gửi trong thời gian nghỉ sẽ được trả lời theo thứ tự tiếp nhận từ ngày 28/9.</p>`,
    author: null,
  },
  'notice-2026-december-free-consultation-day': {
    title: 'Chủ nhật 6/12: Ngày tư vấn miễn phí cuối năm cho cư dân người nước ngoài',
    content: `<p>Ngày tư vấn miễn phí cho cư dân người nước ngoài lần đầu tiên được tổ chức vào năm ngoái đã nhận được sự tham gia của rất nhiều người. Năm nay, trước thềm cuối năm, văn phòng tiếp tục tổ chức Ngày tư vấn miễn phí vào Chủ nhật. Quý khách có thời hạn lưu trú kết thúc vào đầu năm tới hoặc đang dự định xin thường trú, nhập tịch, hãy nhân dịp này kiểm tra lại tình hình chuẩn bị của mình.</p>
<h3>Thời gian và địa điểm</h3>
<ul>
<li>Thời gian: Chủ nhật, ngày 6/12/2026, 10:00 – 16:00 (nghỉ 12:00 – 13:00)</li>
<li>Địa điểm: Văn phòng Hành chính sư Hanbit (tầng 3, số 148 Dangjinjungang 2-ro, thành phố Dangjin, tỉnh Chungcheongnam-do; tiếng Hàn: 충청남도 당진시 당진중앙2로 148, 3층)</li>
<li>Chi phí: tư vấn miễn phí</li>
</ul>
<h3>Chủ đề đặc biệt khuyến nghị trong lần này</h3>
<ul>
<li>Chuẩn bị gia hạn hoặc thay đổi tư cách lưu trú cho những người có thời hạn lưu trú kết thúc trong nửa đầu năm 2027</li>
<li>Kiểm tra hồ sơ trước khi xin thường trú (F-5) hoặc nhập tịch (giấy tờ thu nhập, giấy tờ chứng minh việc làm; hợp pháp hóa và dịch thuật giấy tờ cấp ở nước ngoài)</li>
<li>Chủ doanh nghiệp và người lao động sắp gia hạn hợp đồng lao động hoặc tái tuyển dụng</li>
<li>Chứng nhận Apostille và dịch thuật giấy tờ để nộp ở nước ngoài</li>
</ul>
<h3>Lưu ý</h3>
<p>Mỗi người được tư vấn khoảng 20 phút; người đã đặt lịch trước sẽ được ưu tiên. Có tư vấn bằng tiếng Anh, tiếng Trung và tiếng Nga. Buổi tư vấn chỉ hướng dẫn về thủ tục chung và hồ sơ cần chuẩn bị; việc có được cấp phép hay không do cơ quan xét duyệt quyết định.</p>
<p>Nhận đặt lịch qua điện thoại (041-357-2480) hoặc trang <a href="/contact?lang=vi">Liên hệ</a>. Vui lòng mang theo hộ chiếu, thẻ đăng ký người nước ngoài và các giấy tờ liên quan.</p>`,
    author: 'Park Jihoon, Trưởng văn phòng',
  },
};
