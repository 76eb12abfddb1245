import { Fragment, type ReactNode } from 'react';

/** Korean phone numbers (041-357-2480, 010-1234-5678, 1588-1234) and e-mail addresses in a text. */
const contactPattern = /(\b0\d{1,2}-\d{3,4}-\d{4}\b|\b1\d{3}-\d{4}\b|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** A phone number's `tel:` form in international format, which every phone dials from abroad too. */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `tel:+82${digits.slice(1)}` : `tel:${digits}`;
}

/**
 * A staff-edited text with its phone numbers as `tel:` links and e-mail addresses as `mailto:` links
 * (docs/product.md#pages), so the texts stay plain text in the console.
 */
export function Linkified({ text }: { text: string }): ReactNode {
  const parts = text.split(contactPattern);
  return parts.map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const href = part.includes('@') ? `mailto:${part}` : telHref(part);
    return (
      <a key={index} href={href}>
        {part}
      </a>
    );
  });
}
