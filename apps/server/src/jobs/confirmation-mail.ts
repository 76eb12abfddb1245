import {
  isLanguageCode,
  type LanguageCode,
  localized,
  messengerNames,
  type OfficeDetails,
  sourceLanguage,
  withLanguage,
} from '@office/contracts';
import type { MailMessage } from './mailer.js';

/**
 * The visitor's confirmation that their inquiry is stored (decision 0045), in the language they
 * asked to be answered in: its number, when to expect an answer, and how to reach the office.
 * Nothing the visitor wrote is in it, not even their name: the form takes anyone's address, and
 * must not be a way to send someone a text of one's own. Plain text, as the office's own e-mail.
 */
interface ConfirmationTexts {
  subject: (id: number) => string;
  received: (id: number) => string;
  when: string;
  contact: string;
  phone: string;
  email: string;
  hours: string;
  messengers: string;
  notYou: string;
}

const texts: Record<LanguageCode, ConfirmationTexts> = {
  ko: {
    subject: (id) => `문의 #${id}가 접수되었습니다`,
    received: (id) => `보내 주신 문의가 접수되었습니다. 문의 번호는 #${id}입니다.`,
    when: '영업일 기준 1일 안에 선택하신 방법으로 답변드리겠습니다. 급한 일은 전화로 연락해 주세요.',
    contact: '사무소 연락처',
    phone: '전화',
    email: '이메일',
    hours: '업무 시간',
    messengers: '메신저',
    notYou: '이 메일은 자동으로 보내졌습니다. 문의하신 적이 없다면 이 메일을 무시하셔도 됩니다.',
  },
  zh: {
    subject: (id) => `已收到您的咨询 #${id}`,
    received: (id) => `我们已收到您的咨询，咨询编号为 #${id}。`,
    when: '我们将在1个工作日内按您选择的方式答复。如有急事，请致电联系。',
    contact: '事务所联系方式',
    phone: '电话',
    email: '电子邮件',
    hours: '办公时间',
    messengers: '即时通讯',
    notYou: '本邮件由系统自动发送。如果您没有提交过咨询，请忽略本邮件。',
  },
  ja: {
    subject: (id) => `お問い合わせ #${id} を受け付けました`,
    received: (id) => `お問い合わせを受け付けました。受付番号は #${id} です。`,
    when: '1営業日以内に、ご希望の方法でご回答いたします。お急ぎの場合はお電話ください。',
    contact: '事務所の連絡先',
    phone: '電話',
    email: 'メール',
    hours: '営業時間',
    messengers: 'メッセンジャー',
    notYou: 'このメールは自動送信です。お問い合わせに心当たりがない場合は、このメールを無視してください。',
  },
  en: {
    subject: (id) => `We have received your inquiry #${id}`,
    received: (id) => `We have received your inquiry. Its number is #${id}.`,
    when: 'We will answer within one business day, the way you asked. For anything urgent, please call us.',
    contact: 'How to reach the office',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Office hours',
    messengers: 'Messengers',
    notYou: 'This e-mail was sent automatically. If you did not send an inquiry, you can ignore it.',
  },
  ru: {
    subject: (id) => `Ваш запрос №${id} получен`,
    received: (id) => `Мы получили ваш запрос. Его номер — №${id}.`,
    when: 'Мы ответим в течение одного рабочего дня выбранным вами способом. По срочным вопросам звоните нам.',
    contact: 'Контакты бюро',
    phone: 'Телефон',
    email: 'Эл. почта',
    hours: 'Часы работы',
    messengers: 'Мессенджеры',
    notYou: 'Это письмо отправлено автоматически. Если вы не отправляли запрос, просто проигнорируйте его.',
  },
  vi: {
    subject: (id) => `Chúng tôi đã nhận được yêu cầu tư vấn số #${id}`,
    received: (id) => `Chúng tôi đã nhận được yêu cầu tư vấn của bạn. Mã số yêu cầu là #${id}.`,
    when: 'Chúng tôi sẽ trả lời trong vòng 1 ngày làm việc theo cách bạn đã chọn. Nếu có việc gấp, vui lòng gọi điện cho chúng tôi.',
    contact: 'Thông tin liên hệ của văn phòng',
    phone: 'Điện thoại',
    email: 'Email',
    hours: 'Giờ làm việc',
    messengers: 'Ứng dụng nhắn tin',
    notYou: 'Email này được gửi tự động. Nếu bạn không gửi yêu cầu tư vấn nào, vui lòng bỏ qua email này.',
  },
};

/** The confirmation of inquiry `id` to `to`, in `lang` (Korean for a language no longer configured). */
export function confirmationMail(
  outboxId: number,
  { id, lang: asked, to }: { id: number; lang: string | undefined; to: string },
  { from, publicOrigin, office }: { from: string; publicOrigin: string; office: OfficeDetails },
): MailMessage {
  const lang: LanguageCode = isLanguageCode(asked) ? asked : sourceLanguage;
  const t = texts[lang];
  const name = localized(office.name, lang);
  const hours = localized(office.hours, lang);
  const lines = [
    t.received(id),
    t.when,
    '',
    `${t.contact}: ${name}`,
    ...(office.phone ? [`${t.phone}: ${office.phone}`] : []),
    ...(office.email ? [`${t.email}: ${office.email}`] : []),
    ...(hours ? [`${t.hours}: ${hours}`] : []),
    ...(office.messengers.length
      ? [`${t.messengers}: ${office.messengers.map((m) => `${messengerNames[m.kind]} ${m.url}`).join(' · ')}`]
      : []),
    new URL(withLanguage('/contact', lang), publicOrigin).href,
    '',
    t.notYou,
    '',
  ];
  return {
    from,
    to: [to],
    // The office's name first where there is one (an office that has entered none yet: just the subject).
    subject: name ? `[${name}] ${t.subject(id)}` : t.subject(id),
    text: lines.join('\n'),
    messageId: `<inquiry-${id}.confirmation-${outboxId}@${new URL(publicOrigin).hostname}>`,
  };
}
