import {
  inquiryReplyChannelKoreanLabels,
  type InquiryStatus,
  inquiryExportQuery,
  isLanguageCode,
  languageKoreanNames,
  officeUtcOffsetHours,
} from '@office/contracts';
import type { FastifyInstance } from 'fastify';
import type { Services } from '@office/api/services';
import type { InquiryRecord } from '@office/api/services/inquiry-inbox';
import { type CsvValue, csvDocument } from './csv.js';
import { validationProblem } from '@office/api/errors';

const statusLabels: Record<InquiryStatus, string> = {
  new: '신규',
  in_progress: '처리 중',
  answered: '답변 완료',
  closed: '종결',
};

/** A time as Korean office staff read it (UTC+9), in a form Excel takes for a date and time. */
const officeTime = (date: Date | null) =>
  date && new Date(date.getTime() + officeUtcOffsetHours * 60 * 60_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * 010-1234-5678 rather than 01012345678, which Excel would read as the number 1012345678 (the
 * leading zero lost). Numbers of another shape stay as they are.
 */
function readablePhone(digits: string): string {
  const parts = /^(02|0\d{2})(\d{3,4})(\d{4})$/.exec(digits);
  return parts ? parts.slice(1).join('-') : digits;
}

const columns: [header: string, value: (row: InquiryRecord) => CsvValue][] = [
  ['번호', (row) => row.id],
  ['접수 일시', (row) => officeTime(row.createdAt)],
  ['상태', (row) => statusLabels[row.status]],
  ['이름', (row) => row.name],
  ['전화번호', (row) => readablePhone(row.phone)],
  ['이메일', (row) => row.email],
  ['문의 내용', (row) => row.content],
  ['언어', (row) => row.lang],
  // How the visitor would like to be answered (decision 0045): empty for inquiries sent before the form asked.
  ['답변 언어', (row) => (isLanguageCode(row.replyLang) ? languageKoreanNames[row.replyLang] : null)],
  ['답변 방법', (row) => (row.replyChannel ? inquiryReplyChannelKoreanLabels[row.replyChannel] : null)],
  ['개인정보 수집·이용 동의', (row) => (row.consentGiven ? '동의' : '기록 없음')],
  ['동의서 버전', (row) => row.consentVersion],
  ['종결 일시', (row) => officeTime(row.closedAt)],
  ['직원 메모', (row) => row.staffNote],
];

export const inquiriesCsv = (rows: InquiryRecord[]) =>
  csvDocument(
    columns.map(([header]) => header),
    rows.map((row) => columns.map(([, value]) => value(row))),
  );

/** `문의-2026-03-02.csv`, with an ASCII name for clients that do not read RFC 6266's filename*. */
function attachment(now: Date): string {
  const day = officeTime(now)!.slice(0, 10);
  return `attachment; filename="inquiries-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`문의-${day}.csv`)}`;
}

/**
 * GET /admin/api/inquiries.csv?status=&from=&to=&reason=: the inbox (as filtered) for Excel; admins
 * only, inside the console's scope, whose hook checks the session. A GET changes nothing, so it needs
 * no CSRF token, but as a console route it is refused from other sites all the same (the file holds
 * personal data). `reason` (사유, 2–500 characters once trimmed) is required: a 400 naming it
 * otherwise. The access record keeps who, the address, the count, the ids, the filter and the reason.
 */
export async function inquiryExport(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/admin/api/inquiries.csv', { config: { consoleAccess: 'admin' } }, async (request, reply) => {
    const { staff } = request.staffSession!;
    const query = inquiryExportQuery.safeParse(request.query);
    if (!query.success) throw validationProblem(query.error, 'query');
    const rows = await services.inquiryInbox.export(query.data, { ...staff, address: request.ip });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment(new Date()))
      .header('x-content-type-options', 'nosniff')
      .send(inquiriesCsv(rows));
  });
}
