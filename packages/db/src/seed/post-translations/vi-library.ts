import type { SeedPostTranslations } from '../types.js';

/** The seed library items in Vietnamese, by ref (the glossary post is generated from the glossary). */
export const vietnameseLibraryTranslations: SeedPostTranslations = {
  'library-foreign-registration-first-steps': {
    title: 'Thủ tục đăng ký người nước ngoài sau khi nhập cảnh',
    content: `<p>Người nước ngoài muốn lưu trú tại Hàn Quốc quá 90 ngày kể từ ngày nhập cảnh phải làm thủ tục đăng ký người nước ngoài (외국인등록) tại Cục Quản lý Xuất nhập cảnh quản lý nơi lưu trú của mình <strong>trong vòng 90 ngày kể từ ngày nhập cảnh</strong>. Thẻ đăng ký người nước ngoài (외국인등록증) được dùng làm giấy tờ tùy thân khi mở tài khoản ngân hàng, đăng ký điện thoại di động và làm nhiều thủ tục hành chính khác, vì vậy bạn nên đăng ký càng sớm càng tốt sau khi nhập cảnh.</p>
<h3>Trình tự đăng ký</h3>
<ol>
<li>Đặt lịch hẹn (방문예약) trên HiKorea (www.hikorea.go.kr) tại Cục Quản lý Xuất nhập cảnh quản lý nơi lưu trú của bạn.</li>
<li>Đúng ngày đã hẹn, bạn trực tiếp đến nộp đơn và hồ sơ.</li>
<li>Người từ 17 tuổi trở lên sẽ được lấy dấu vân tay và chụp ảnh khuôn mặt khi đăng ký.</li>
<li>Cách thức và thời điểm nhận thẻ đăng ký người nước ngoài sẽ theo hướng dẫn của cơ quan tiếp nhận hồ sơ.</li>
</ol>
<h3>Hồ sơ thường cần chuẩn bị</h3>
<ul>
<li>Đơn đăng ký tổng hợp (통합신청서), hộ chiếu, 1 ảnh</li>
<li>Lệ phí (mức phí hiện hành xem trên HiKorea)</li>
<li>Giấy tờ chứng minh nơi lưu trú: hợp đồng thuê nhà, giấy xác nhận cung cấp chỗ ở (숙소제공 확인서), v.v.</li>
<li>Giấy tờ theo từng tư cách lưu trú: ví dụ du học sinh nộp giấy tờ liên quan đến việc học, người có tư cách lao động nộp hợp đồng lao động và giấy tờ của công ty, v.v.</li>
</ul>
<h3>Nghĩa vụ khai báo cần nhớ sau khi đăng ký</h3>
<ul>
<li>Khi chuyển nhà: khai báo thay đổi nơi lưu trú trong vòng 15 ngày kể từ ngày chuyển đến</li>
<li>Khi được cấp hộ chiếu mới hoặc thay đổi họ tên, quốc tịch, v.v.: khai báo thay đổi thông tin đăng ký người nước ngoài trong vòng 15 ngày</li>
<li>Gia hạn thời hạn lưu trú: nộp đơn trong khoảng từ 4 tháng trước ngày hết hạn cho đến ngày hết hạn</li>
</ul>
<p>Tùy theo tư cách lưu trú, có thể cần thêm giấy tờ hoặc không thể nộp hồ sơ trực tuyến. Nếu bạn có thắc mắc về hồ sơ cần chuẩn bị, vui lòng liên hệ với chúng tôi qua trang <a href="/contact?lang=vi">Liên hệ</a>.</p>`,
    author: null,
  },
  'library-f5-permanent-residence-documents': {
    title: 'Danh mục hồ sơ xin tư cách thường trú (F-5)',
    content: `<p>Tư cách thường trú (F-5) có nhiều loại chi tiết, mỗi loại có yêu cầu riêng về thời gian lưu trú, thu nhập và tài sản, kiến thức nền tảng (기본소양) cũng như hồ sơ cần nộp. Danh mục dưới đây là ví dụ chung dựa trên những loại được nộp nhiều nhất. Trước khi nộp đơn, bạn nhất định phải kiểm tra hướng dẫn mới nhất trên HiKorea và yêu cầu của Cục Quản lý Xuất nhập cảnh có thẩm quyền.</p>
<h3>Ví dụ các loại chính</h3>
<table>
<thead>
<tr><th>Loại</th><th>Đối tượng (tóm tắt)</th></tr>
</thead>
<tbody>
<tr><td>Thường trú thông thường (F-5-1)</td><td>Người đã lưu trú tại Hàn Quốc từ một thời gian nhất định trở lên (thường là 5 năm) với một trong các tư cách từ biệt phái (D-7) đến hoạt động đặc định (E-7), hoặc với tư cách cư trú (F-2)</td></tr>
<tr><td>Vợ/chồng, con của công dân Hàn Quốc (F-5-2)</td><td>Vợ/chồng hoặc con chưa thành niên của công dân Hàn Quốc đã lưu trú tại Hàn Quốc từ một thời gian nhất định trở lên</td></tr>
<tr><td>Các loại khác</td><td>Kiều bào Hàn Quốc, người có tư cách cư trú theo chế độ tính điểm, nhà đầu tư, nhân tài xuất sắc trong một số lĩnh vực, v.v., mỗi loại theo yêu cầu riêng</td></tr>
</tbody>
</table>
<h3>Hồ sơ chung (ví dụ thông thường)</h3>
<ul>
<li>Đơn đăng ký tổng hợp, hộ chiếu, thẻ đăng ký người nước ngoài, 1 ảnh</li>
<li>Lệ phí (mức phí hiện hành xem trên HiKorea)</li>
<li>Giấy tờ chứng minh nơi lưu trú</li>
<li>Giấy tờ chứng minh thu nhập: giấy xác nhận thu nhập (소득금액증명), biên lai khấu trừ thuế thu nhập từ tiền lương (근로소득 원천징수영수증), v.v. (cấp tại cơ quan thuế hoặc trên Hometax)</li>
<li>Giấy tờ chứng minh việc làm hoặc kinh doanh: giấy xác nhận đang làm việc (재직증명서), giấy chứng nhận đăng ký kinh doanh (사업자등록증), v.v.</li>
<li>Nếu được yêu cầu chứng minh tài sản: giấy xác nhận số dư tiền gửi (예금잔액증명), giấy chứng nhận đăng ký bất động sản (부동산 등기사항증명서), v.v.</li>
<li>Giấy tờ chứng minh kiến thức nền tảng: giấy tờ về việc hoàn thành cấp 5 Chương trình Hội nhập Xã hội (KIIP) hoặc đỗ kỳ đánh giá tổng hợp dành cho thường trú (영주용 종합평가) (hãy kiểm tra tiêu chuẩn được công nhận cho từng loại)</li>
<li>Giấy tờ về lý lịch tư pháp: phiếu lý lịch tư pháp do nước bạn cấp (đã được chứng nhận Apostille hoặc hợp pháp hóa lãnh sự, kèm bản dịch tiếng Hàn)</li>
</ul>
<h3>Ví dụ hồ sơ bổ sung theo từng loại</h3>
<ul>
<li>Vợ/chồng của công dân Hàn Quốc: giấy tờ chứng minh quan hệ hôn nhân như giấy chứng nhận quan hệ hôn nhân (혼인관계증명서), giấy chứng nhận quan hệ gia đình (가족관계증명서), v.v.</li>
<li>Nộp đơn cùng gia đình: giấy tờ chứng minh quan hệ gia đình (giấy tờ cấp ở nước ngoài cần làm thủ tục xác nhận và dịch thuật)</li>
<li>Người kinh doanh: giấy tờ về kết quả kinh doanh và việc nộp thuế</li>
</ul>
<h3>Kinh nghiệm chuẩn bị</h3>
<ul>
<li>Phiếu lý lịch tư pháp và giấy tờ gia đình cấp ở nước ngoài mất nhiều thời gian để xin cấp, chứng nhận Apostille (hoặc hợp pháp hóa lãnh sự) và dịch thuật, vì vậy hãy chuẩn bị những giấy tờ này trước tiên.</li>
<li>Giấy tờ thu nhập có thể xin cấp cho năm nào còn tùy vào thời điểm dữ liệu được cập nhật tại cơ quan thuế.</li>
<li>Việc vi phạm thời hạn khai báo, nợ thuế, từng bị phạt tiền, v.v. có thể bị phát hiện khi xét duyệt; nếu bạn thuộc trường hợp này, hãy trao đổi với chúng tôi trước.</li>
</ul>
<p>Việc có được cấp phép thường trú hay không do cơ quan xét duyệt quyết định dựa trên hồ sơ đã nộp; văn phòng chúng tôi hỗ trợ chuẩn bị hồ sơ và làm thủ tục nộp đơn. Để được tư vấn, vui lòng sử dụng trang <a href="/contact?lang=vi">Liên hệ</a>.</p>`,
    author: 'Kim Seoyeon, hành chính sư',
  },
  'library-checklist-d10-to-e7': {
    title: 'Danh sách kiểm tra: thay đổi tư cách lưu trú từ tìm việc (D-10) sang hoạt động đặc định (E-7)',
    content: `<p>Đây là danh sách kiểm tra dành cho những bạn đã tốt nghiệp đại học tại Hàn Quốc, đang lưu trú với tư cách tìm việc (D-10) và muốn chuyển sang hoạt động đặc định (E-7) sau khi được nhận vào làm. E-7 chỉ được cấp cho các ngành nghề do Bộ Tư pháp quy định, và mỗi ngành nghề có yêu cầu khác nhau về học vấn và kinh nghiệm, mức lương và doanh nghiệp tuyển dụng. Nội dung dưới đây là những điểm chuẩn bị chung; yêu cầu chi tiết xin vui lòng xem thêm phần hướng dẫn theo từng tư cách lưu trú trên HiKorea.</p>
<h3>1. Những yêu cầu cần kiểm tra trước</h3>
<ul>
<li><strong>Ngành nghề</strong>: công việc dự kiến có thuộc ngành nghề được phép của E-7 không, và nội dung công việc thực tế có khớp với mô tả ngành nghề không</li>
<li><strong>Học vấn và kinh nghiệm</strong>: bạn có bằng cấp thuộc chuyên ngành liên quan đến ngành nghề đó hoặc có kinh nghiệm theo yêu cầu không</li>
<li><strong>Mức lương</strong>: mức lương trong hợp đồng lao động có đạt mức chuẩn của ngành nghề trở lên không (mức chuẩn có thể thay đổi hằng năm)</li>
<li><strong>Doanh nghiệp tuyển dụng</strong>: doanh nghiệp có đáp ứng các yêu cầu như số lao động là công dân Hàn Quốc, không nợ thuế, v.v. không</li>
<li><strong>Thời điểm nộp đơn</strong>: bạn có nộp đơn trong khi thời hạn lưu trú D-10 vẫn còn không</li>
</ul>
<h3>2. Hồ sơ người nộp đơn cần chuẩn bị (ví dụ thông thường)</h3>
<ul>
<li>Đơn đăng ký tổng hợp, hộ chiếu, thẻ đăng ký người nước ngoài, 1 ảnh</li>
<li>Lệ phí (mức phí hiện hành xem trên HiKorea)</li>
<li>Giấy chứng nhận bằng cấp: bằng cấp của Hàn Quốc nộp bản gốc được cấp; bằng cấp nước ngoài nộp giấy tờ đã được chứng nhận Apostille hoặc hợp pháp hóa lãnh sự, kèm bản dịch</li>
<li>Giấy xác nhận kinh nghiệm làm việc (nếu được yêu cầu; giấy tờ cấp ở nước ngoài cần làm thủ tục xác nhận và dịch thuật)</li>
<li>Giấy tờ chứng minh nơi lưu trú</li>
</ul>
<h3>3. Hồ sơ công ty cần chuẩn bị (ví dụ thông thường)</h3>
<ul>
<li>Hợp đồng lao động (ghi rõ công việc, mức lương, thời hạn hợp đồng)</li>
<li>Giấy chứng nhận đăng ký kinh doanh, giấy chứng nhận đăng ký pháp nhân (법인등기사항증명서, nếu là pháp nhân)</li>
<li>Bản tường trình lý do tuyển dụng (고용사유서) hoặc tài liệu giải thích sự cần thiết phải tuyển dụng người nước ngoài</li>
<li>Giấy tờ cho thấy tình hình sử dụng lao động là công dân Hàn Quốc (danh sách người tham gia bảo hiểm việc làm, v.v.)</li>
<li>Giấy chứng nhận nộp thuế quốc gia và thuế địa phương (납세증명서)</li>
</ul>
<h3>4. Những vấn đề thường gặp</h3>
<ul>
<li>Không giải thích đủ mối liên quan giữa chuyên ngành và công việc nên nhận yêu cầu bổ sung hồ sơ</li>
<li>Mức lương trong hợp đồng thấp hơn mức chuẩn hoặc khác với điều kiện trả lương thực tế</li>
<li>Đã đi làm mà không được phép trong thời gian lưu trú D-10 (có thể gây bất lợi khi xét duyệt thay đổi tư cách lưu trú)</li>
</ul>
<p>Việc có đáp ứng yêu cầu hay không có thể được đánh giá khác nhau tùy hoàn cảnh của từng người. Nếu bạn cần kiểm tra hồ sơ hoặc soạn bản tường trình lý do tuyển dụng, vui lòng đăng ký tư vấn qua trang <a href="/contact?lang=vi">Liên hệ</a>.</p>`,
    author: 'Kim Seoyeon, hành chính sư',
  },
  'library-kiip-levels-explained': {
    title: 'Các cấp độ của Chương trình Hội nhập Xã hội (KIIP)',
    content: `<p>Chương trình Hội nhập Xã hội (KIIP) gồm khóa “Tiếng Hàn và văn hóa Hàn Quốc” (cấp 0–4) và khóa “Tìm hiểu xã hội Hàn Quốc” (cấp 5). Khi tham gia lần đầu, bạn có thể làm bài kiểm tra đầu vào (사전평가) hoặc bắt đầu từ cấp 0; nếu đã có cấp TOPIK (Kỳ thi năng lực tiếng Hàn), bạn cũng có thể được xếp cấp dựa trên kết quả đó. Bảng dưới đây theo hướng dẫn tại thời điểm viết bài; cách vận hành có thể thay đổi, vì vậy hãy kiểm tra thông tin mới nhất trên Mạng thông tin Hội nhập Xã hội (www.socinet.go.kr).</p>
<table>
<thead>
<tr><th>Cấp</th><th>Khóa học</th><th>Thời lượng</th><th>Đánh giá sau khi học xong</th></tr>
</thead>
<tbody>
<tr><td>Cấp 0</td><td>Tiếng Hàn và văn hóa Hàn Quốc – nhập môn</td><td>15 giờ</td><td>Không có</td></tr>
<tr><td>Cấp 1</td><td>Tiếng Hàn và văn hóa Hàn Quốc – sơ cấp 1</td><td>100 giờ</td><td>Đánh giá cấp 1</td></tr>
<tr><td>Cấp 2</td><td>Tiếng Hàn và văn hóa Hàn Quốc – sơ cấp 2</td><td>100 giờ</td><td>Đánh giá cấp 2</td></tr>
<tr><td>Cấp 3</td><td>Tiếng Hàn và văn hóa Hàn Quốc – trung cấp 1</td><td>100 giờ</td><td>Đánh giá cấp 3</td></tr>
<tr><td>Cấp 4</td><td>Tiếng Hàn và văn hóa Hàn Quốc – trung cấp 2</td><td>100 giờ</td><td>Đánh giá giữa chương trình (중간평가)</td></tr>
<tr><td>Cấp 5 cơ bản</td><td>Tìm hiểu xã hội Hàn Quốc – cơ bản</td><td>70 giờ</td><td>Đánh giá tổng hợp dành cho thường trú (영주용 종합평가)</td></tr>
<tr><td>Cấp 5 nâng cao</td><td>Tìm hiểu xã hội Hàn Quốc – nâng cao</td><td>30 giờ</td><td>Đánh giá tổng hợp dành cho nhập tịch (귀화용 종합평가)</td></tr>
</tbody>
</table>
<h3>Cần hoàn thành đến cấp nào tùy theo mục đích?</h3>
<ul>
<li><strong>Chuẩn bị xin thường trú</strong>: thông thường, nếu hoàn thành đến cấp 5 cơ bản hoặc đỗ kỳ đánh giá tổng hợp dành cho thường trú, bạn được công nhận là đáp ứng yêu cầu kiến thức nền tảng. Tiêu chuẩn công nhận theo từng loại thường trú, vui lòng xem hướng dẫn trên HiKorea.</li>
<li><strong>Chuẩn bị nhập tịch</strong>: việc hoàn thành đến cấp 5 nâng cao hoặc đỗ kỳ đánh giá tổng hợp dành cho nhập tịch liên quan đến việc xác nhận yêu cầu kiến thức nền tảng.</li>
<li><strong>Các tư cách lưu trú khác</strong>: trong một số trường hợp thay đổi tư cách lưu trú hoặc xét duyệt theo chế độ tính điểm, cấp độ đã hoàn thành được dùng để chứng minh năng lực tiếng Hàn hoặc để được cộng điểm.</li>
</ul>
<h3>Kinh nghiệm khi tham gia</h3>
<ul>
<li>Bạn phải tham gia đủ số buổi học theo quy định mới được dự đánh giá cấp, vì vậy hãy chọn lớp có ngày học và khung giờ phù hợp với lịch làm việc.</li>
<li>Kết quả hoàn thành có thể tra cứu trên Mạng thông tin Hội nhập Xã hội; nếu hồ sơ cần giấy chứng nhận hoàn thành (이수증), hãy in sẵn trước.</li>
<li>Nếu tính ngược từ thời điểm dự định nộp đơn xin thường trú hoặc nhập tịch để lập kế hoạch tham gia, bạn sẽ hạn chế được việc bị chậm tiến độ.</li>
</ul>
<p>Nếu bạn cần lập kế hoạch chuẩn bị phù hợp với lộ trình xin thường trú hoặc nhập tịch, vui lòng liên hệ qua trang <a href="/contact?lang=vi">Liên hệ</a>.</p>`,
    author: 'Lee Narae, trưởng bộ phận chăm sóc khách hàng',
  },
  'library-naturalization-interview': {
    title: 'Phỏng vấn nhập tịch: cần chuẩn bị những gì?',
    content: `<p>Sau khi nộp đơn xin nhập tịch, trong nhiều trường hợp sẽ có vòng phỏng vấn bên cạnh việc thẩm tra hồ sơ. Phỏng vấn nhằm xác nhận người nộp đơn có năng lực tiếng Hàn và kiến thức nền tảng cần thiết để sinh sống với tư cách công dân Hàn Quốc hay không, có tinh thần của một công dân và hiểu biết về trật tự cơ bản dân chủ tự do hay không. Trong một số trường hợp nhất định, chẳng hạn đã hoàn thành Chương trình Hội nhập Xã hội, bạn có thể được miễn phỏng vấn; tuy nhiên việc có được miễn hay không còn tùy vào loại hồ sơ và hướng dẫn áp dụng tại thời điểm đó, vì vậy hãy hỏi rõ ngay khi nộp hồ sơ.</p>
<h3>Những nội dung thường được kiểm tra khi phỏng vấn</h3>
<ul>
<li>Bạn có hiểu câu hỏi bằng tiếng Hàn và trình bày được suy nghĩ của mình không</li>
<li>Nội dung đã ghi trong đơn: quan hệ gia đình, nghề nghiệp và quá trình làm việc, quá trình lưu trú, lý do xin nhập tịch</li>
<li>Hiểu biết về quyền và nghĩa vụ của công dân Hàn Quốc, các giá trị cơ bản của dân chủ và Hiến pháp</li>
<li>Kiến thức cơ bản như các biểu tượng quốc gia (quốc kỳ Taegeukgi, quốc ca Aegukga, v.v.) và các ngày lễ quốc gia</li>
</ul>
<h3>Cách chuẩn bị</h3>
<ol>
<li>Đọc lại bản sao đơn và hồ sơ đã nộp, ghi chép lại để có thể trình bày chính xác các sự việc như ngày tháng, quá trình làm việc.</li>
<li>Ôn lại những nội dung cơ bản về xã hội và thể chế Hàn Quốc bằng giáo trình của Chương trình Hội nhập Xã hội, v.v.</li>
<li>Luyện hỏi – đáp bằng tiếng Hàn với gia đình hoặc người quen, tập giải thích bằng lời của chính mình thay vì học thuộc câu trả lời.</li>
<li>Nếu sau khi nộp đơn bạn thay đổi địa chỉ, số điện thoại, nơi làm việc, v.v., hãy thông báo cho cơ quan xét duyệt và chuẩn bị giấy tờ liên quan.</li>
</ol>
<h3>Ngày phỏng vấn</h3>
<ul>
<li>Kiểm tra ngày giờ và địa điểm ghi trong giấy mời, mang theo giấy tờ tùy thân và các giấy tờ đã được hướng dẫn.</li>
<li>Phỏng vấn được tiến hành bằng tiếng Hàn; nếu không hiểu câu hỏi, tốt nhất là thành thật xin hỏi lại.</li>
<li>Thời điểm thông báo kết quả và các bước tiếp theo sẽ theo hướng dẫn của cơ quan xét duyệt.</li>
</ul>
<h3>Sau khi được chấp thuận</h3>
<p>Khi được chấp thuận nhập tịch, bạn sẽ tuyên thệ công dân và nhận giấy chứng nhận quốc tịch, từ đó chính thức có quốc tịch Hàn Quốc. Sau đó, trong thời hạn quy định, bạn phải từ bỏ quốc tịch nước ngoài hoặc, nếu thuộc diện được phép, cam kết không sử dụng quốc tịch nước ngoài (외국국적불행사 서약); vì vậy hãy tìm hiểu trước các thủ tục ở nước mình.</p>
<p>Văn phòng chúng tôi hỗ trợ chuẩn bị hồ sơ xin nhập tịch, nhưng không thể cam kết về kết quả phỏng vấn hay việc có được chấp thuận hay không. Để được tư vấn chuẩn bị, vui lòng sử dụng trang <a href="/contact?lang=vi">Liên hệ</a>.</p>`,
    author: 'Kim Seoyeon, hành chính sư',
  },
  'library-naturalization-types': {
    title: 'So sánh nhập tịch thông thường, nhập tịch giản lược và nhập tịch đặc biệt',
    content: `<p>Theo Luật Quốc tịch, nhập tịch được chia thành nhập tịch thông thường (일반귀화), nhập tịch giản lược (간이귀화) và nhập tịch đặc biệt (특별귀화). Yêu cầu về thời gian cư trú tại Hàn Quốc và các yêu cầu được miễn khác nhau tùy theo loại, nên bước đầu tiên khi chuẩn bị là xác định bạn thuộc loại nào. Nội dung dưới đây chỉ là tóm tắt; yêu cầu chi tiết và các trường hợp ngoại lệ, vui lòng đối chiếu với pháp luật về quốc tịch và hướng dẫn của Bộ Tư pháp.</p>
<table>
<thead>
<tr><th>Loại</th><th>Đối tượng chính</th><th>Yêu cầu cư trú tại Hàn Quốc (tóm tắt)</th></tr>
</thead>
<tbody>
<tr><td>Nhập tịch thông thường</td><td>Người nước ngoài không có quan hệ huyết thống hay hôn nhân đặc biệt với Hàn Quốc</td><td>Có địa chỉ tại Hàn Quốc liên tục từ 5 năm trở lên và đang có tư cách lưu trú cho phép thường trú</td></tr>
<tr><td>Nhập tịch giản lược</td><td>Người có cha hoặc mẹ từng là công dân Hàn Quốc, vợ/chồng của công dân Hàn Quốc, v.v.</td><td>Khác nhau tùy đối tượng (ví dụ: vợ/chồng của công dân Hàn Quốc áp dụng tiêu chuẩn riêng như thời gian có địa chỉ tại Hàn Quốc trong tình trạng hôn nhân)</td></tr>
<tr><td>Nhập tịch đặc biệt</td><td>Người có cha hoặc mẹ là công dân Hàn Quốc, người có công lao đặc biệt đối với Hàn Quốc, nhân tài xuất sắc trong một số lĩnh vực, v.v.</td><td>Có địa chỉ tại Hàn Quốc (không có yêu cầu về thời gian cư trú)</td></tr>
</tbody>
</table>
<h3>Các yêu cầu chung được xem xét</h3>
<ul>
<li>Đã thành niên (con chưa thành niên có quy định riêng, chẳng hạn nộp đơn cùng cha mẹ)</li>
<li>Có phẩm hạnh tốt, như chấp hành pháp luật</li>
<li>Có khả năng duy trì cuộc sống bằng tài sản, tay nghề của bản thân hoặc nhờ gia đình cùng chung sống</li>
<li>Có kiến thức nền tảng của một công dân như năng lực tiếng Hàn và hiểu biết về phong tục tập quán của Hàn Quốc</li>
<li>Được công nhận rằng việc cho phép nhập tịch không gây hại cho an ninh quốc gia, trật tự xã hội hoặc phúc lợi công cộng</li>
</ul>
<p>Tùy theo loại, một số yêu cầu được miễn hoặc nới lỏng. Ví dụ, nhập tịch đặc biệt không có yêu cầu về thời gian cư trú, còn nhập tịch giản lược dành cho vợ/chồng của công dân Hàn Quốc xem xét đồng thời quan hệ hôn nhân và thời gian cư trú.</p>
<h3>Trình tự chuẩn bị</h3>
<ol>
<li>Xác định loại nhập tịch và tính thời gian cư trú (nếu từng ra nước ngoài trong thời gian dài, cần chú ý khi tính)</li>
<li>Chuẩn bị kiến thức nền tảng: Chương trình Hội nhập Xã hội hoặc kỳ đánh giá tổng hợp</li>
<li>Chuẩn bị giấy tờ chứng minh khả năng duy trì cuộc sống, giấy tờ về quan hệ gia đình và lý lịch tư pháp, v.v. (giấy tờ nước ngoài cần làm thủ tục xác nhận và dịch thuật)</li>
<li>Nộp đơn tại Cục Quản lý Xuất nhập cảnh có thẩm quyền, sau đó trải qua thẩm tra và phỏng vấn</li>
</ol>
<p>Việc xét duyệt nhập tịch có thể mất khá nhiều thời gian, và Bộ Tư pháp là cơ quan quyết định có chấp thuận hay không. Để được tư vấn xác định loại nhập tịch và chuẩn bị hồ sơ, vui lòng sử dụng trang <a href="/contact?lang=vi">Liên hệ</a>.</p>`,
    author: null,
  },
  'library-e9-employer-checklist': {
    title: 'Danh sách kiểm tra dành cho doanh nghiệp tuyển dụng lao động nước ngoài (E-9)',
    content: `<p>Dưới đây là các điểm cần kiểm tra theo từng bước dành cho chủ sử dụng lao động lần đầu tuyển dụng lao động nước ngoài diện lao động không chuyên môn (E-9) thông qua chương trình cấp phép việc làm (EPS, 고용허가제). Quy mô tiếp nhận, tiêu chuẩn theo ngành và thời gian nộp đơn được quy định hằng năm qua <strong>thông báo của Bộ Việc làm và Lao động</strong>, vì vậy trước khi nộp đơn, bạn nhất định phải kiểm tra thông báo này và hướng dẫn của Trung tâm Việc làm (고용센터) có thẩm quyền.</p>
<h3>1. Trước khi xin cấp phép việc làm</h3>
<ul>
<li>Kiểm tra ngành nghề và quy mô cơ sở có thuộc diện được cấp phép việc làm không</li>
<li>Kiểm tra đã trải qua thời gian nỗ lực tuyển dụng lao động là công dân Hàn Quốc chưa (đăng tin tuyển dụng qua Work24 (고용24), v.v.)</li>
<li>Rà soát các lý do bị hạn chế tuyển dụng như chưa tham gia bảo hiểm việc làm, bảo hiểm tai nạn lao động, nợ lương, v.v.</li>
<li>Kiểm tra số lao động được phép tuyển của cơ sở và số lao động hiện có</li>
<li>Rà soát trước các hạng mục cộng điểm và trừ điểm trong chế độ phân bổ theo điểm</li>
</ul>
<h3>2. Sau khi được cấp giấy phép việc làm</h3>
<ul>
<li>Ký hợp đồng lao động theo hợp đồng lao động mẫu (표준근로계약서), ghi rõ tiền lương, giờ làm việc, ngày nghỉ và các nội dung liên quan đến chỗ ở</li>
<li>Nếu cung cấp chỗ ở: kiểm tra chỗ ở có đáp ứng tiêu chuẩn không và cung cấp thông tin về chỗ ở cho người lao động</li>
<li>Chủ sử dụng lao động lần đầu được cấp phép cần kiểm tra mình có thuộc diện phải tham gia khóa đào tạo bắt buộc dành cho chủ sử dụng lao động không và hoàn thành trong thời hạn</li>
</ul>
<h3>3. Trước và sau khi người lao động nhập cảnh</h3>
<ul>
<li>Kiểm tra lịch đào tạo việc làm cho lao động nước ngoài sau nhập cảnh (외국인 취업교육) và lịch tiếp nhận người lao động</li>
<li>Kiểm tra doanh nghiệp có thuộc diện phải tham gia các loại bảo hiểm dành cho chủ sử dụng lao động (bảo hiểm mãn hạn xuất cảnh (출국만기보험), bảo hiểm bảo lãnh nợ lương (임금체불 보증보험), v.v.) không</li>
<li>Hướng dẫn người lao động về các loại bảo hiểm họ phải tham gia (bảo hiểm chi phí về nước (귀국비용보험), bảo hiểm tai nạn (상해보험), v.v.)</li>
<li>Kiểm tra lịch làm thủ tục đăng ký người nước ngoài (trong vòng 90 ngày kể từ ngày nhập cảnh) và các thủ tục liên quan đến 4 loại bảo hiểm bắt buộc</li>
</ul>
<h3>4. Trong thời gian sử dụng lao động</h3>
<ul>
<li>Khi chấm dứt hợp đồng lao động, người lao động nghỉ làm không phép từ 5 ngày trở lên hoặc không rõ tung tích, thay đổi tên hoặc địa chỉ cơ sở, v.v., phải khai báo thay đổi tình trạng lao động (고용변동 신고) trong vòng 15 ngày kể từ ngày biết sự việc</li>
<li>Quản lý ngày hết hạn lưu trú và thời hạn hợp đồng lao động của người lao động</li>
<li>Nếu xem xét tái tuyển dụng hoặc chế độ đặc biệt tái nhập cảnh dành cho lao động chăm chỉ (성실근로자), hãy kiểm tra trước các yêu cầu và thời điểm nộp đơn</li>
<li>Nếu xem xét chuyển sang lao động lành nghề (E-7-4), hãy hỗ trợ người lao động chuẩn bị về năng lực tiếng Hàn và yêu cầu thu nhập</li>
</ul>
<h3>5. Lưu giữ hồ sơ</h3>
<p>Hợp đồng lao động, bảng kê trả lương, biên nhận khai báo, v.v. có thể cần dùng lại khi tái tuyển dụng, gia hạn thời hạn lưu trú hoặc xét duyệt theo chế độ tính điểm sau này, vì vậy hãy lưu giữ một cách có hệ thống.</p>
<p>Nếu cần hỗ trợ kiểm tra yêu cầu và soạn hồ sơ, vui lòng liên hệ qua trang <a href="/contact?lang=vi">Liên hệ</a>. Với các vấn đề lao động cụ thể, chúng tôi khuyên bạn nên trao đổi với chuyên gia trong lĩnh vực đó, như chuyên viên tư vấn lao động được cấp phép (공인노무사).</p>`,
    author: 'Park Jihoon, trưởng văn phòng',
  },
  'library-e74-skilled-worker-points': {
    title: 'Chuyển đổi sang lao động lành nghề (E-7-4) theo chế độ tính điểm',
    content: `<p>Lao động lành nghề (E-7-4) là tư cách lưu trú mà lao động nước ngoài đã làm việc chăm chỉ tại Hàn Quốc trong một thời gian nhất định với tư cách lao động không chuyên môn (E-9), lao động thuyền viên (E-10) hoặc thăm thân làm việc (H-2) và đã tích lũy tay nghề có thể chuyển sang sau khi qua xét duyệt theo chế độ tính điểm. Tư cách này cho phép làm việc lâu dài và, nếu đáp ứng yêu cầu, còn mở ra khả năng đưa gia đình sang sống cùng, nên đây là chế độ quan trọng đối với cả chủ sử dụng lao động muốn tiếp tục giữ người lao động lành nghề lẫn bản thân người lao động.</p>
<h3>Yêu cầu cơ bản (khái quát)</h3>
<ul>
<li>Trong một khoảng thời gian gần đây, thời gian lưu trú hợp pháp và làm việc với các tư cách nói trên đạt từ mức chuẩn trở lên</li>
<li>Đang tiếp tục làm việc tại nơi làm việc hiện tại và doanh nghiệp có ý định tiếp tục tuyển dụng</li>
<li>Doanh nghiệp đáp ứng các yêu cầu như ngành nghề, quy mô lao động là công dân Hàn Quốc, không nợ thuế, v.v.</li>
<li>Không có lý do không đủ điều kiện như vi phạm Luật Quản lý Xuất nhập cảnh, nợ thuế, v.v.</li>
</ul>
<h3>Các hạng mục tính điểm (khái quát)</h3>
<table>
<thead>
<tr><th>Phân loại</th><th>Hạng mục</th><th>Ghi chú</th></tr>
</thead>
<tbody>
<tr><td>Hạng mục cơ bản</td><td>Thu nhập hằng năm</td><td>Căn cứ vào giấy tờ công như giấy xác nhận thu nhập (소득금액증명)</td></tr>
<tr><td>Hạng mục cơ bản</td><td>Năng lực tiếng Hàn</td><td>Kỳ thi năng lực tiếng Hàn (TOPIK) hoặc cấp độ đã hoàn thành trong Chương trình Hội nhập Xã hội</td></tr>
<tr><td>Hạng mục cơ bản</td><td>Tay nghề, độ tuổi</td><td>Chứng chỉ hoặc kỹ năng được công nhận, nhóm tuổi</td></tr>
<tr><td>Điểm cộng</td><td>Thâm niên, giới thiệu, khu vực làm việc, v.v.</td><td>Làm việc lâu năm tại cùng một doanh nghiệp; được bộ, ngành trung ương, chính quyền địa phương hoặc doanh nghiệp giới thiệu; làm việc tại khu vực suy giảm dân số, v.v.</td></tr>
<tr><td>Điểm trừ</td><td>Tiền sử vi phạm pháp luật, v.v.</td><td>Bị phạt tiền, vi phạm liên quan đến lưu trú, v.v.</td></tr>
</tbody>
</table>
<p>Điểm của từng hạng mục, tổng điểm tối thiểu, mức tối thiểu của từng hạng mục và quy mô tuyển chọn hằng năm được quy định theo <strong>thông báo của Bộ Tư pháp và hướng dẫn trên HiKorea</strong>, và có thể thay đổi hằng năm. Bài viết này không ghi các con số cụ thể dễ thay đổi, vì vậy hãy nhất định kiểm tra thông báo tại thời điểm nộp đơn.</p>
<h3>Kinh nghiệm chuẩn bị</h3>
<ul>
<li>Năng lực tiếng Hàn thường ảnh hưởng đến cả điểm số lẫn yêu cầu, vì vậy hãy sớm bắt đầu thi TOPIK hoặc tham gia Chương trình Hội nhập Xã hội.</li>
<li>Thu nhập được xác nhận dựa trên số liệu đã khai báo, vì vậy hãy kiểm tra nội dung khấu trừ thuế tại nguồn và khai báo thu nhập có khớp với thực tế không.</li>
<li>Cùng chủ sử dụng lao động tìm hiểu xem có kênh nào để được giới thiệu không.</li>
<li>Quản lý đồng thời ngày hết hạn lưu trú hiện tại và khoảng thời gian có thể nộp đơn.</li>
</ul>
<p>Cách tính điểm phụ thuộc vào giấy tờ của từng người, và cơ quan xét duyệt là bên quyết định có được tuyển chọn hay không. Để được tư vấn kiểm tra yêu cầu và chuẩn bị hồ sơ, vui lòng liên hệ qua trang <a href="/contact?lang=vi">Liên hệ</a>.</p>`,
    author: 'Kim Seoyeon, hành chính sư',
  },
  'library-employer-reporting-duties': {
    title: 'Nghĩa vụ khai báo của doanh nghiệp sử dụng lao động nước ngoài',
    content: `<p>Doanh nghiệp sử dụng lao động nước ngoài có nghĩa vụ khai báo theo Luật về việc tuyển dụng lao động nước ngoài (외국인근로자의 고용 등에 관한 법률) và Luật Quản lý Xuất nhập cảnh. Nếu không khai báo hoặc khai báo chậm, doanh nghiệp có thể bị phạt tiền hành chính (과태료) và gặp bất lợi khi xin cấp phép việc làm sau này, vì vậy chúng tôi khuyên bạn nên chỉ định người phụ trách để quản lý.</p>
<table>
<thead>
<tr><th>Loại khai báo</th><th>Lý do chính</th><th>Thời hạn</th><th>Nơi khai báo</th></tr>
</thead>
<tbody>
<tr><td>Khai báo thay đổi tình trạng lao động (고용변동 신고, chương trình EPS)</td><td>Chấm dứt hợp đồng lao động; người lao động không thể tiếp tục làm việc do tử vong, bị thương, v.v.; người lao động nghỉ từ 5 ngày trở lên mà không được chủ sử dụng lao động chấp thuận hoặc không rõ tung tích; thay đổi tên hoặc địa chỉ cơ sở, v.v.</td><td>Trong vòng 15 ngày kể từ ngày biết sự việc</td><td>Trung tâm Việc làm có thẩm quyền, Hệ thống Quản lý Lao động Nước ngoài (EPS), HiKorea</td></tr>
<tr><td>Khai báo bắt đầu làm việc (근로개시 신고, tuyển dụng đặc biệt diện thăm thân làm việc H-2)</td><td>Khi người lao động H-2 bắt đầu làm việc</td><td>Trong vòng 14 ngày kể từ ngày bắt đầu làm việc</td><td>Trung tâm Việc làm có thẩm quyền</td></tr>
<tr><td>Khai báo của người sử dụng lao động (고용주 신고, theo Luật Quản lý Xuất nhập cảnh)</td><td>Người nước ngoài có tư cách lao động bị sa thải hoặc nghỉ việc, không rõ tung tích, thay đổi nội dung quan trọng của hợp đồng lao động, v.v.</td><td>Trong vòng 15 ngày kể từ ngày biết sự việc</td><td>Cục Quản lý Xuất nhập cảnh có thẩm quyền, HiKorea</td></tr>
</tbody>
</table>
<h3>Những điều nên biết</h3>
<ul>
<li>Với các thay đổi chính về tình trạng lao động của người lao động E-9, H-2, nếu dùng hình thức khai báo thay đổi tình trạng lao động tích hợp (통합 고용변동신고), chỉ cần khai báo một lần là thông tin được gửi đồng thời đến Bộ Việc làm và Lao động và Bộ Tư pháp. Các loại khai báo áp dụng được, vui lòng xem trên HiKorea và EPS.</li>
<li>Trường hợp người lao động nghỉ không phép, nếu ghi lại ngày bắt đầu nghỉ và các lần cố gắng liên lạc, bạn sẽ dễ xác định thời điểm khai báo hơn.</li>
<li>Bản thân người lao động cũng có nghĩa vụ khai báo thay đổi nơi lưu trú (trong vòng 15 ngày) và khai báo thay đổi thông tin đăng ký người nước ngoài (trong vòng 15 ngày), vì vậy khi họ chuyển nhà hoặc đổi hộ chiếu, hãy nhắc họ luôn.</li>
</ul>
<h3>Cách quản lý</h3>
<ol>
<li>Lập một bảng chung để quản lý ngày hết hạn lưu trú, thời hạn hợp đồng lao động và thời hạn hộ chiếu của từng người lao động.</li>
<li>Khi phát sinh thay đổi, ghi lại ngày tháng và lưu giữ biên nhận sau khi khai báo.</li>
<li>Nếu không chắc nên khai báo loại nào, hãy hỏi Trung tâm Việc làm hoặc Trung tâm Thông tin Tổng hợp cho Người nước ngoài (gọi 1345, không cần mã vùng).</li>
</ol>
<p>Nếu cần hỗ trợ soạn tờ khai và quản lý lịch trình, vui lòng liên hệ qua trang <a href="/contact?lang=vi">Liên hệ</a>.</p>`,
    author: 'Park Jihoon, trưởng văn phòng',
  },
  'library-factory-registration-steps': {
    title: 'Thủ tục thành lập và đăng ký nhà máy',
    content: `<p>Tại Dangjin có nhiều cơ sở sản xuất nằm trong các khu công nghiệp hoặc tại các địa điểm riêng lẻ. Muốn hoạt động sản xuất, doanh nghiệp phải làm thủ tục theo Luật về thúc đẩy tập trung công nghiệp và thành lập nhà máy (산업집적활성화 및 공장설립에 관한 법률). Khi xây mới, mở rộng nhà máy có diện tích xây dựng nhà xưởng từ 500 m² trở lên hoặc thay đổi ngành nghề, doanh nghiệp phải xin phê duyệt thành lập nhà máy (공장설립 등의 승인) và sau khi hoàn thành thì đăng ký nhà máy (공장등록). Nhà máy nhỏ hơn cũng có thể xin đăng ký nhà máy, và trong nhiều trường hợp như tham gia đấu thầu hay đăng ký làm nhà cung cấp cho đối tác, việc nhà máy đã đăng ký hay chưa thường được kiểm tra.</p>
<h3>Khái quát thủ tục</h3>
<ol>
<li><strong>Xem xét địa điểm</strong>: kiểm tra khu vực chức năng sử dụng đất và các hạn chế về ngành nghề qua giấy xác nhận quy hoạch sử dụng đất (토지이용계획확인서), rồi xác định thủ tục tùy theo việc đặt nhà máy trong khu công nghiệp hay tại địa điểm riêng lẻ. Ở bước này cũng cần xem xét nhà máy có thuộc diện cơ sở phát thải theo quy định về môi trường hay không.</li>
<li><strong>Xin phê duyệt</strong>: với địa điểm riêng lẻ, nộp đơn xin phê duyệt thành lập nhà máy (doanh nghiệp khởi nghiệp thì xin phê duyệt kế hoạch kinh doanh khởi nghiệp, v.v.) tại Tòa thị chính; với khu công nghiệp, ký hợp đồng vào khu với cơ quan quản lý khu công nghiệp.</li>
<li><strong>Các giấy phép liên quan</strong>: những giấy phép cần thiết như giấy phép xây dựng, giấy phép hoạt động phát triển, chuyển mục đích sử dụng đất nông nghiệp hoặc đất rừng, v.v. thường được xử lý cùng trong quá trình phê duyệt (được coi như đã cấp – 의제). Những giấy phép nào được coi như đã cấp và bộ phận nào tham gia thẩm định tùy thuộc vào kế hoạch kinh doanh.</li>
<li><strong>Xây dựng và lắp đặt thiết bị</strong>: xây dựng nhà máy và lắp đặt thiết bị sản xuất đúng theo nội dung đã được phê duyệt.</li>
<li><strong>Khai báo hoàn thành và đăng ký nhà máy</strong>: sau khi hoàn tất xây dựng nhà máy và lắp đặt thiết bị, nộp khai báo hoàn thành; sau khi được kiểm tra xác nhận, nhà máy sẽ được đăng ký.</li>
<li><strong>Thay đổi sau khi đăng ký</strong>: khi bổ sung ngành nghề, thay đổi diện tích, thay đổi người đại diện hoặc địa chỉ, cần làm các thủ tục tiếp theo như đăng ký thay đổi.</li>
</ol>
<h3>Giấy tờ thường cần chuẩn bị (ví dụ)</h3>
<ul>
<li>Đơn xin phê duyệt thành lập nhà máy, kế hoạch kinh doanh</li>
<li>Giấy tờ chứng minh quyền sở hữu hoặc quyền sử dụng đất và công trình (nếu thuê thì nộp hợp đồng thuê, v.v.)</li>
<li>Sơ đồ bố trí, bản vẽ xây dựng, danh mục thiết bị sản xuất</li>
<li>Hồ sơ xin cấp các giấy phép muốn được xử lý theo hình thức coi như đã cấp</li>
</ul>
<h3>Lưu ý</h3>
<ul>
<li>Các thủ tục liên quan đến nhà máy cũng có thể tra cứu và nộp đơn trên Hệ thống hỗ trợ thành lập nhà máy trực tuyến (Factory-On, www.factoryon.go.kr).</li>
<li>Tùy theo ngành nghề và quy mô, các cơ sở phát thải khí thải, nước thải, v.v. có thể cần giấy phép hoặc khai báo riêng.</li>
<li>Nếu nhà đầu tư nước ngoài thành lập nhà máy, cần lên kế hoạch đồng thời cho các thủ tục liên quan đến lưu trú như khai báo đầu tư nước ngoài, thành lập pháp nhân và tư cách lưu trú đầu tư doanh nghiệp (D-8).</li>
</ul>
<p>Chúng tôi hỗ trợ bất kỳ phần nào bạn cần, từ xem xét địa điểm đến soạn hồ sơ phê duyệt và đăng ký. Hãy cho chúng tôi biết kế hoạch kinh doanh của bạn, chúng tôi sẽ tổng hợp các thủ tục cần thiết. <a href="/contact?lang=vi">Liên hệ với chúng tôi</a></p>`,
    author: 'Park Jihoon, trưởng văn phòng',
  },
  'library-food-business-report-guide': {
    title: 'Chuẩn bị khai báo kinh doanh nhà hàng, quán ăn (nhà hàng thông thường, quán ăn nhẹ)',
    content: `<p>Để mở nhà hàng hoặc quán cà phê, theo Luật Vệ sinh Thực phẩm (식품위생법), bạn phải khai báo kinh doanh đúng với loại hình kinh doanh, nhận giấy chứng nhận khai báo kinh doanh (영업신고증), rồi đăng ký kinh doanh (사업자등록) tại cơ quan thuế. Nhà hàng thông thường (일반음식점), quán ăn nhẹ (휴게음식점), tiệm bánh (제과점), v.v. thuộc diện khai báo; quán karaoke có phục vụ rượu (단란주점) và quán rượu giải trí (유흥주점) thuộc diện xin giấy phép; còn sản xuất, chế biến thực phẩm thuộc diện đăng ký. Vì vậy, điều quan trọng là trước hết phải xác định chính xác mình sẽ kinh doanh loại hình nào.</p>
<h3>Kiểm tra trước khi ký hợp đồng thuê mặt bằng</h3>
<ul>
<li>Mục đích sử dụng ghi trong sổ đăng ký công trình xây dựng (건축물대장) có cho phép kinh doanh loại hình đó không (có trường hợp phải thay đổi mục đích sử dụng)</li>
<li>Người kinh doanh trước đây có từng bị xử phạt hành chính không, có thể tiếp nhận (kế thừa) việc kinh doanh không</li>
<li>Tùy theo diện tích và tầng, có áp dụng tiêu chuẩn thiết bị an toàn phòng cháy chữa cháy không (có thuộc diện cơ sở kinh doanh đông người sử dụng – 다중이용업소 – không)</li>
<li>Điều kiện về thiết bị như dung tích bể tự hoại, hệ thống gas, v.v.</li>
</ul>
<h3>Trình tự chuẩn bị khai báo</h3>
<ol>
<li><strong>Hoàn thành khóa đào tạo vệ sinh</strong>: tham gia khóa đào tạo vệ sinh dành cho người mới kinh doanh tại cơ sở đào tạo được chỉ định theo loại hình kinh doanh.</li>
<li><strong>Khám sức khỏe</strong>: chuẩn bị giấy kết quả khám sức khỏe của chủ cơ sở và nhân viên.</li>
<li><strong>Hoàn thiện cơ sở vật chất</strong>: đáp ứng tiêu chuẩn cơ sở vật chất theo loại hình kinh doanh như khu bếp, cấp thoát nước, thông gió, v.v.</li>
<li><strong>Giấy chứng nhận liên quan</strong>: nếu thuộc diện áp dụng, chuẩn bị giấy chứng nhận hoàn thiện thiết bị an toàn phòng cháy chữa cháy, giấy tờ liên quan đến kiểm tra hệ thống gas, v.v.</li>
<li><strong>Khai báo kinh doanh</strong>: đến bộ phận phụ trách vệ sinh của Tòa thị chính hoặc khai báo qua Gov24 (정부24), rồi nhận giấy chứng nhận khai báo kinh doanh.</li>
<li><strong>Đăng ký kinh doanh</strong>: mang giấy chứng nhận khai báo kinh doanh đến cơ quan thuế hoặc đăng ký trên Hometax (홈택스).</li>
</ol>
<h3>Trường hợp người nước ngoài khởi nghiệp</h3>
<p>Bên cạnh việc khai báo kinh doanh, trước hết bạn phải kiểm tra xem tư cách lưu trú hiện tại có cho phép hoạt động kinh doanh hay không. Có những tư cách ít bị giới hạn phạm vi hoạt động như thường trú (F-5), kết hôn di trú (F-6), nhưng về nguyên tắc, các tư cách như du học (D-2) hay lao động không chuyên môn (E-9) không được phép khởi nghiệp, kinh doanh. Nếu muốn kinh doanh thông qua đầu tư, bạn cần xem xét yêu cầu của tư cách lưu trú riêng như đầu tư doanh nghiệp (D-8).</p>
<h3>Những điểm thường bị bỏ sót</h3>
<ul>
<li>Đến khi sửa sang nội thất xong mới phát hiện vấn đề về mục đích sử dụng công trình hoặc tiêu chuẩn phòng cháy chữa cháy</li>
<li>Chọn sai loại hình kinh doanh nên có món không được phép bán (ví dụ: quán ăn nhẹ bị hạn chế bán rượu)</li>
<li>Quên thời hạn khám sức khỏe định kỳ của nhân viên</li>
</ul>
<p>Tiêu chuẩn chi tiết có thể khác nhau tùy địa phương và loại hình kinh doanh, vì vậy hãy kiểm tra thêm hướng dẫn của bộ phận phụ trách tại Tòa thị chính Dangjin. Nếu bạn cần chuẩn bị hồ sơ khai báo kinh doanh và xem xét tư cách lưu trú, vui lòng liên hệ qua trang <a href="/contact?lang=vi">Liên hệ</a>.</p>`,
    author: 'Lee Narae, trưởng bộ phận chăm sóc khách hàng',
  },
  'library-apostille-vs-consular-legalization': {
    title: 'Chứng nhận Apostille và hợp pháp hóa lãnh sự khác nhau thế nào?',
    content: `<p>Muốn nộp giấy tờ do một nước cấp cho cơ quan của nước khác, cần có thủ tục xác nhận rằng giấy tờ đó thực sự do cơ quan có thẩm quyền cấp. Có hai cách xác nhận là <strong>chứng nhận Apostille</strong> (아포스티유) và <strong>hợp pháp hóa lãnh sự</strong> (영사확인); cần cách nào tùy thuộc vào việc nước cấp và nước nhận giấy tờ có phải là thành viên của Công ước Apostille (Công ước bãi bỏ yêu cầu hợp pháp hóa giấy tờ công nước ngoài) hay không.</p>
<table>
<thead>
<tr><th>Tiêu chí</th><th>Chứng nhận Apostille</th><th>Hợp pháp hóa lãnh sự</th></tr>
</thead>
<tbody>
<tr><td>Áp dụng</td><td>Khi cả nước cấp và nước nhận đều là thành viên công ước</td><td>Khi ít nhất một bên không phải là thành viên công ước</td></tr>
<tr><td>Thủ tục</td><td>Chỉ cần cơ quan có thẩm quyền của nước cấp giấy tờ cấp chứng nhận Apostille là xong</td><td>Sau khi được cơ quan của nước cấp xác nhận, giấy tờ phải được cơ quan đại diện (đại sứ quán, lãnh sự quán) của nước nhận hợp pháp hóa lãnh sự</td></tr>
<tr><td>Thời gian</td><td>Tương đối đơn giản và nhanh</td><td>Nhiều bước nên mất nhiều thời gian hơn</td></tr>
</tbody>
</table>
<h3>Khi nộp giấy tờ nước ngoài tại Hàn Quốc</h3>
<ul>
<li>Nếu nước cấp là thành viên công ước, bạn xin chứng nhận Apostille tại nước cấp. Ví dụ, Trung Quốc áp dụng công ước từ tháng 11 năm 2023 nên giấy tờ công do Trung Quốc cấp nay cũng có thể được xác nhận bằng Apostille.</li>
<li>Giấy tờ do nước không phải thành viên công ước (ví dụ: Việt Nam) cấp phải được Bộ Ngoại giao hoặc cơ quan có thẩm quyền khác của nước cấp xác nhận, sau đó được Đại sứ quán hoặc Lãnh sự quán Hàn Quốc tại nước đó hợp pháp hóa lãnh sự.</li>
<li>Hầu hết giấy tờ bằng tiếng nước ngoài phải nộp kèm bản dịch tiếng Hàn. Bản dịch có cần giấy xác nhận bản dịch (번역확인증명서) hay công chứng bản dịch hay không, vui lòng hỏi cơ quan tiếp nhận.</li>
</ul>
<h3>Khi nộp giấy tờ Hàn Quốc ra nước ngoài</h3>
<ul>
<li>Giấy tờ công như giấy chứng nhận quan hệ gia đình, giấy chứng nhận tốt nghiệp, v.v. được chứng nhận Apostille tại cơ quan cấp Apostille của Hàn Quốc. Một số giấy tờ công cũng có thể nộp đơn trực tuyến (www.apostille.go.kr).</li>
<li>Những giấy tờ không phải giấy tờ công như giấy tờ do công ty phát hành, giấy ủy quyền, bản dịch thường phải được công chứng trước rồi mới xin chứng nhận Apostille.</li>
<li>Nếu nước nhận không phải là thành viên công ước, giấy tờ phải được xác nhận tại Hàn Quốc rồi hợp pháp hóa lãnh sự tại cơ quan đại diện của nước đó ở Hàn Quốc.</li>
</ul>
<p>Danh sách thành viên công ước có thể thay đổi, vì vậy hãy kiểm tra lại ngay trước khi chuẩn bị giấy tờ. Nếu khó xác định mình cần thủ tục nào, hãy cho chúng tôi biết loại giấy tờ và nơi nộp. <a href="/contact?lang=vi">Liên hệ với chúng tôi</a></p>`,
    author: 'Kim Seoyeon, hành chính sư',
  },
  'library-korean-family-relation-certificates': {
    title: 'Cách xin cấp giấy chứng nhận từ sổ đăng ký quan hệ gia đình',
    content: `<p>Quan hệ nhân thân của công dân Hàn Quốc được ghi trong sổ đăng ký quan hệ gia đình (가족관계등록부) và được cấp dưới dạng nhiều loại giấy chứng nhận tùy theo nội dung cần dùng. Đây là những giấy tờ thường được yêu cầu khi vợ/chồng người nước ngoài của công dân Hàn Quốc làm thủ tục lưu trú, khi làm các thủ tục liên quan đến con cái, hoặc khi nộp ra nước ngoài.</p>
<h3>Các loại giấy chứng nhận</h3>
<table>
<thead>
<tr><th>Giấy chứng nhận</th><th>Nội dung chính</th></tr>
</thead>
<tbody>
<tr><td>Giấy chứng nhận quan hệ gia đình (가족관계증명서)</td><td>Thông tin nhân thân của bản thân và cha mẹ, vợ/chồng, con</td></tr>
<tr><td>Giấy chứng nhận cơ bản (기본증명서)</td><td>Các thông tin nhân thân cơ bản của bản thân như khai sinh, khai tử, nhập hoặc mất quốc tịch</td></tr>
<tr><td>Giấy chứng nhận quan hệ hôn nhân (혼인관계증명서)</td><td>Các thông tin về hôn nhân như kết hôn, ly hôn của bản thân và thông tin nhân thân của vợ/chồng</td></tr>
<tr><td>Giấy chứng nhận quan hệ nhận con nuôi (입양관계증명서)</td><td>Thông tin liên quan đến việc nhận con nuôi</td></tr>
<tr><td>Giấy chứng nhận quan hệ nhận con nuôi như con đẻ (친양자입양관계증명서)</td><td>Thông tin liên quan đến việc nhận con nuôi như con đẻ (điều kiện cấp rất nghiêm ngặt)</td></tr>
</tbody>
</table>
<p>Giấy chứng nhận được chia thành loại thông thường (일반증명서) chỉ ghi những thông tin cần thiết, loại chi tiết (상세증명서) ghi cả những thay đổi trong quá khứ, và loại đặc định (특정증명서) chỉ ghi những mục được chọn. Trước hết hãy kiểm tra nơi nộp yêu cầu loại nào. Nếu cần hồ sơ nhân thân trước năm 2008, bạn có thể phải xin bản sao sổ hộ tịch đã xóa (제적등본).</p>
<h3>Nơi cấp</h3>
<ul>
<li>Các cơ quan đăng ký quan hệ gia đình trên toàn quốc như Tòa thị chính, Ủy ban quận, trung tâm hành chính eup, myeon, dong (주민센터)</li>
<li>Hệ thống đăng ký quan hệ gia đình điện tử của Tòa án Tối cao (trực tuyến, cần xác thực danh tính)</li>
<li>Máy cấp giấy tờ tự động (무인민원발급기) (chỉ cấp cho chính chủ, số loại giấy tờ có thể cấp có thể bị hạn chế)</li>
</ul>
<h3>Ai có thể xin cấp?</h3>
<ul>
<li>Bản thân, vợ/chồng và người thân trực hệ có thể xin cấp; anh chị em và những người khác chỉ được xin trong các trường hợp pháp luật quy định.</li>
<li>Vợ/chồng người nước ngoài của công dân Hàn Quốc có thể xin cấp với tư cách là vợ/chồng, mang theo giấy tờ tùy thân như thẻ đăng ký người nước ngoài.</li>
<li>Nếu người đại diện xin cấp, cần các giấy tờ theo quy định như giấy ủy quyền và bản sao giấy tờ tùy thân của người ủy quyền.</li>
</ul>
<h3>Khi nộp ra nước ngoài</h3>
<p>Một số giấy chứng nhận có thể được cấp bằng tiếng Anh, nhưng nhiều cơ quan tiếp nhận yêu cầu bản tiếng Hàn kèm bản dịch. Với giấy tờ nộp ra nước ngoài, hãy hỏi trước cơ quan tiếp nhận xem có cần chứng nhận Apostille hoặc hợp pháp hóa lãnh sự không, và bản dịch có cần công chứng không. Với giấy chứng nhận được cấp trực tuyến, trong một số trường hợp có thể xin Apostille điện tử.</p>
<p>Nếu bạn muốn chuẩn bị trọn gói từ việc chọn loại giấy chứng nhận, dịch thuật đến xin chứng nhận Apostille, vui lòng liên hệ qua trang <a href="/contact?lang=vi">Liên hệ</a>.</p>`,
    author: 'Lee Narae, trưởng bộ phận chăm sóc khách hàng',
  },
  'library-notarization-basics': {
    title: 'Các loại công chứng và giấy tờ cần chuẩn bị',
    content: `<p>Giấy tờ nộp ra nước ngoài, giấy ủy quyền và bản dịch thường được yêu cầu công chứng. Công chứng là công việc do công chứng viên hoặc công ty luật được cấp phép công chứng thực hiện; hành chính sư không trực tiếp công chứng. Văn phòng chúng tôi hỗ trợ soạn thảo và dịch giấy tờ cần công chứng, cũng như chuẩn bị hồ sơ xin chứng nhận Apostille sau đó.</p>
<h3>Các loại công chứng thường gặp</h3>
<table>
<thead>
<tr><th>Loại</th><th>Nội dung</th><th>Ví dụ</th></tr>
</thead>
<tbody>
<tr><td>Chứng thực văn bản tư (사서증서 인증)</td><td>Chứng thực việc đương sự đã ký tên hoặc đóng dấu trước mặt công chứng viên, hoặc đã xác nhận chữ ký, con dấu là của chính mình</td><td>Giấy ủy quyền, giấy đồng ý, bản khai</td></tr>
<tr><td>Chứng thực bản dịch (번역문 인증)</td><td>Chứng thực việc người dịch đã cam đoan bản dịch không khác với bản gốc (công chứng viên không bảo đảm độ chính xác của nội dung bản dịch)</td><td>Bản dịch giấy chứng nhận quan hệ gia đình, giấy chứng nhận tốt nghiệp</td></tr>
<tr><td>Văn bản công chứng (공정증서)</td><td>Văn bản do công chứng viên trực tiếp lập về một hành vi pháp lý hoặc một sự việc</td><td>Thỏa thuận liên quan đến giao dịch tiền bạc, v.v.</td></tr>
</tbody>
</table>
<h3>Giấy tờ thường cần chuẩn bị</h3>
<ul>
<li>Văn bản cần công chứng (có trường hợp phải mang đến khi chưa ký, vì vậy hãy hỏi trước)</li>
<li>Giấy tờ tùy thân của người yêu cầu công chứng (촉탁인): người nước ngoài dùng thẻ đăng ký người nước ngoài hoặc hộ chiếu</li>
<li>Với chứng thực bản dịch: bản gốc, bản dịch và giấy tờ tùy thân của người dịch</li>
<li>Với văn bản của pháp nhân: con dấu pháp nhân, giấy chứng nhận đăng ký pháp nhân, giấy chứng nhận con dấu pháp nhân (법인 인감증명서), v.v.</li>
<li>Nếu người đại diện yêu cầu công chứng: giấy ủy quyền và giấy tờ xác nhận được ý chí của người ủy quyền (với người nước ngoài, giấy tờ cần chuẩn bị có thể khác, vì vậy hãy hỏi trước)</li>
</ul>
<h3>Kinh nghiệm khi đi công chứng</h3>
<ol>
<li>Trước hết hãy hỏi nơi nộp xem có cần công chứng không, và sau khi công chứng có cần thêm chứng nhận Apostille hay hợp pháp hóa lãnh sự không.</li>
<li>Đặt lịch hẹn với văn phòng công chứng và hỏi về giấy tờ cần thiết cũng như lệ phí.</li>
<li>Giữ nguyên văn bản đã công chứng ở trạng thái đã đóng tập, không tháo rời.</li>
</ol>
<p>Chúng tôi sẽ sắp xếp giúp bạn từng bước, từ soạn thảo, dịch thuật đến chứng nhận Apostille. <a href="/contact?lang=vi">Liên hệ với chúng tôi</a></p>`,
    author: null,
  },
  'library-translation-certification-explained': {
    title: 'Giấy xác nhận bản dịch (번역확인증명서) là gì?',
    content: `<p>Giấy xác nhận bản dịch (번역확인증명서) là văn bản do hành chính sư thực hiện nghiệp vụ dịch thuật tiếng nước ngoài theo Luật Hành chính sư (행정사법) cấp, xác nhận rằng nội dung bản dịch do mình thực hiện không khác với bản gốc. Giấy này được dùng khi nộp bản dịch tiếng Hàn của giấy tờ tiếng nước ngoài cho các cơ quan trong nước như Cục Quản lý Xuất nhập cảnh, Tòa thị chính, trường học, v.v., hoặc khi dịch giấy tờ tiếng Hàn sang tiếng nước ngoài để nộp.</p>
<h3>Khác với công chứng bản dịch như thế nào?</h3>
<table>
<thead>
<tr><th>Tiêu chí</th><th>Giấy xác nhận bản dịch</th><th>Công chứng bản dịch (번역문 인증)</th></tr>
</thead>
<tbody>
<tr><td>Bên cấp hoặc chứng thực</td><td>Hành chính sư đã dịch</td><td>Công chứng viên hoặc công ty luật được cấp phép công chứng, v.v.</td></tr>
<tr><td>Nội dung xác nhận</td><td>Hành chính sư đã dịch xác nhận bản dịch có nội dung giống bản gốc</td><td>Chứng thực việc người dịch đã cam đoan bản dịch không khác với bản gốc</td></tr>
<tr><td>Thường dùng khi</td><td>Nơi nộp, chẳng hạn cơ quan hành chính trong nước, chấp nhận hình thức này</td><td>Nơi nộp yêu cầu công chứng; nộp ra nước ngoài và cần chứng nhận Apostille sau khi công chứng, v.v.</td></tr>
</tbody>
</table>
<p>Hình thức nào được chấp nhận là do cơ quan tiếp nhận quyết định. Cùng một loại giấy tờ nhưng yêu cầu có thể khác nhau tùy cơ quan hoặc mục đích, vì vậy cách chắc chắn nhất là hỏi trước khi nộp.</p>
<h3>Những điểm cần lưu ý</h3>
<ul>
<li>Giấy xác nhận bản dịch chỉ xác nhận nội dung bản dịch khớp với bản gốc, không chứng minh tính xác thực của bản thân bản gốc. Nếu cần xác nhận tính xác thực của bản gốc, phải xin chứng nhận Apostille hoặc hợp pháp hóa lãnh sự riêng.</li>
<li>Thông thường, bản sao bản gốc, bản dịch và giấy xác nhận bản dịch được nộp thành một bộ.</li>
<li>Phải dịch đầy đủ, không bỏ sót con dấu, chữ ký, nội dung ghi ở mặt sau và chú thích.</li>
</ul>
<h3>Giấy tờ cần chuẩn bị khi yêu cầu dịch</h3>
<ul>
<li>Bản gốc hoặc bản sao rõ nét của giấy tờ cần dịch</li>
<li>Bản sao hộ chiếu (để thống nhất cách viết họ tên với hộ chiếu)</li>
<li>Nơi nộp và mục đích sử dụng (kèm mẫu biểu nếu nơi nộp có yêu cầu)</li>
</ul>
<p>Để yêu cầu dịch thuật và kiểm tra yêu cầu của từng nơi nộp, vui lòng liên hệ qua trang <a href="/contact?lang=vi">Liên hệ</a>. Phạm vi công việc dịch thuật của chúng tôi cũng có thể xem tại mục <a href="/mainTask?lang=vi">Dịch vụ chính</a>.</p>`,
    author: 'Kim Seoyeon, hành chính sư',
  },
  'library-translation-submission-tips': {
    title: 'Cách soạn bản dịch để nộp cho cơ quan hành chính',
    content: `<p>Khi nộp giấy tờ tiếng nước ngoài cho Cục Quản lý Xuất nhập cảnh, Tòa thị chính, v.v., trong hầu hết trường hợp bạn phải nộp kèm bản dịch tiếng Hàn. Nếu bản dịch thiếu nội dung hoặc họ tên được viết khác nhau giữa các giấy tờ, bạn có thể nhận yêu cầu bổ sung hồ sơ và việc xử lý sẽ bị chậm. Dù tự dịch hay nhờ người khác dịch, hãy kiểm tra những điểm dưới đây.</p>
<h3>Nguyên tắc cơ bản</h3>
<ul>
<li><strong>Dịch toàn bộ</strong>: dịch đầy đủ tiêu đề, nội dung chính, bảng biểu, con dấu và chữ ký, nội dung ghi ở mặt sau, số văn bản và phần ghi chú, không bỏ sót. Bản dịch tóm tắt thường không được chấp nhận.</li>
<li><strong>Đúng như bản gốc</strong>: không thêm giải thích không có trong bản gốc. Nếu thật sự cần giải thích, hãy ghi rõ đó là chú thích của người dịch.</li>
<li><strong>Phần khó đọc</strong>: không phỏng đoán, mà ghi chú như [판독 불가] (không đọc được).</li>
</ul>
<h3>Những chỗ hay sai</h3>
<table>
<thead>
<tr><th>Mục</th><th>Cách làm khuyến nghị</th></tr>
</thead>
<tbody>
<tr><td>Họ tên</td><td>Lấy cách viết bằng chữ Latinh trong hộ chiếu làm chuẩn, còn cách viết bằng chữ Hàn thì thống nhất với các giấy tờ đã có như thẻ đăng ký người nước ngoài.</td></tr>
<tr><td>Ngày tháng</td><td>Ghi rõ năm, tháng, ngày, ví dụ “2025년 3월 10일”. Đặc biệt chú ý với bản gốc ghi ngày và tháng theo thứ tự khác (như cách ghi ngày/tháng/năm của Việt Nam).</td></tr>
<tr><td>Con dấu, chữ ký</td><td>Ghi rõ vị trí và loại, như [직인] (con dấu chính thức), [서명] (chữ ký); nếu đọc được chữ trong con dấu thì ghi kèm.</td></tr>
<tr><td>Tên cơ quan, địa chỉ</td><td>Dịch sang tiếng Hàn, nếu cần thì ghi kèm tên gốc trong ngoặc đơn.</td></tr>
<tr><td>Số liệu, số tiền</td><td>Giữ nguyên các con số và đơn vị tiền tệ của bản gốc, không tự ý quy đổi.</td></tr>
</tbody>
</table>
<h3>Đặc biệt lưu ý khi ghi họ tên</h3>
<ul>
<li>Tên tiếng Trung có cách viết khác nhau tùy theo việc đọc chữ Hán theo âm Hán Hàn hay ghi theo âm gốc, vì vậy hãy giữ cùng cách viết với các giấy tờ đã nộp trước đó.</li>
<li>Tên tiếng Nga và các tên viết bằng chữ Kirin khác: xác định cách viết bằng chữ Hàn dựa trên cách viết chữ Latinh trong hộ chiếu.</li>
<li>Tên tiếng Việt: đối chiếu với hộ chiếu để không bị mất dấu thanh hoặc bị đảo thứ tự họ, tên đệm và tên.</li>
</ul>
<h3>Hình thức nộp</h3>
<p>Đóng tập bản sao bản gốc cùng với bản dịch, rồi kèm lời xác nhận có ghi họ tên, thông tin liên lạc và chữ ký của người dịch, hoặc kèm giấy xác nhận bản dịch hay công chứng bản dịch. Cần hình thức nào, vui lòng làm theo hướng dẫn của cơ quan tiếp nhận.</p>
<p>Nếu bạn cần dịch thuật hoặc muốn kiểm tra bản dịch của mình, vui lòng liên hệ qua trang <a href="/contact?lang=vi">Liên hệ</a>.</p>`,
    author: 'Lee Narae, trưởng bộ phận chăm sóc khách hàng',
  },
};
