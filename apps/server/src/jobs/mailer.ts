import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The same for every attempt at one message, so a mail client can tell a repeat. */
  messageId: string;
}

/** Something that delivers a message or throws; the outbox worker sends through it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * An SMTP mailer (nodemailer) for a URL such as `smtps://user:pass@host:465`. The timeouts keep
 * every attempt well inside the outbox's lease (2 minutes), so a hanging server cannot cause a
 * second worker to send the same message meanwhile.
 */
export function createSmtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}
