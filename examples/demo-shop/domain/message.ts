import { formatPlain, type ShopCurrency } from './money.ts';

/**
 * A shopper-facing message as data: runs of plain text, emphasised text and links. The domain never
 * writes markup; only pages/ turn a message into HTML (pages/partials/notices.ts), where every text
 * run is escaped, so a product or coupon name can never become markup.
 */
export type MessagePart =
  | string
  | { readonly strong: string }
  | { readonly href: string; readonly text: string; readonly className?: string }
  /** An amount of money, printed as wc_price() prints it. */
  | { readonly amount: number; readonly currency: ShopCurrency };

/** Plain text, or text with emphasis and links. */
export type Message = string | readonly MessagePart[];

/** The message as plain text (for JSON fields that carry text, logs and tests). */
export function messageText(message: Message): string {
  if (typeof message === 'string') return message;
  return message.map((part) => (typeof part === 'string' ? part : 'strong' in part ? part.strong : 'amount' in part ? formatPlain(part.amount, part.currency) : part.text)).join('');
}
