import { openDialog } from './dialog.ts';
import { h, uid } from './dom.ts';
import { formatAmount } from './next-action.ts';

export interface SheetItem { label: string; amount: number }
export interface SheetRate { id: string; label: string; amount: number; detail?: string }
export interface SheetAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}
export interface SheetState {
  items: SheetItem[];
  total: SheetItem;
  rates: SheetRate[];
}
/** What the merchant answered to a change (address or rate). */
export type SheetUpdate = { ok: true; changes: Partial<SheetState> } | { ok: false; message: string };
/** How the merchant's confirmation ended for the sheet: done (it closes) or failed (it stays open with the message). */
export type PayOutcome = { ok: true } | { ok: false; message?: string };
/** A card in the demo wallet: the test number it pays with. */
export interface WalletCard { label: string; number: string }

export interface SheetOptions {
  wallet: string;
  currency: string;
  state: SheetState;
  shippingRequired: boolean;
  /** The amount being charged now (the Elements group's, which the merchant updates); the state's total otherwise. */
  currentAmount?(): number | null;
  onAddressChange(address: SheetAddress): Promise<SheetUpdate>;
  onRateChange(rate: SheetRate): Promise<SheetUpdate>;
  onPay(choice: { address: SheetAddress | null; rate: SheetRate | null; payer: { name: string; email: string; phone: string }; card: WalletCard }): Promise<PayOutcome>;
  onCancel(): void;
}

/**
 * The demo wallet's saved addresses (a real wallet shows the shopper's own): a UK one, a US one, an Irish one
 * as Google Pay gives it (the county's name, the Eircode in lower case, without its space) and one in
 * Antarctica, where no shop ships.
 */
export const DEMO_ADDRESSES: readonly SheetAddress[] = [
  { name: 'Jo Bloggs', line1: '1 Test Street', line2: null, city: 'London', state: '', postal_code: 'SW1A 1AA', country: 'GB' },
  { name: 'Sam Doe', line1: '350 Fifth Avenue', line2: null, city: 'New York', state: 'NY', postal_code: '10118', country: 'US' },
  { name: 'Aoife Byrne', line1: '1 Grafton Street', line2: null, city: 'Dublin 2', state: 'Co. Dublin', postal_code: 'd02xy45', country: 'IE' },
  { name: 'Pat Frost', line1: 'McMurdo Station', line2: null, city: 'Ross Island', state: '', postal_code: '', country: 'AQ' },
];
export const DEMO_PAYER = { name: 'Jo Bloggs', email: 'jo.bloggs@example.com', phone: '+447700900123' };
/** The demo wallet's cards: Stripe's test cards that succeed, ask for 3D Secure, and are declined. */
export const DEMO_CARDS: readonly WalletCard[] = [
  { label: 'Visa •••• 4242', number: '4242424242424242' },
  { label: 'Visa •••• 3155 (asks for 3D Secure)', number: '4000002500003155' },
  { label: 'Visa •••• 0002 (declined)', number: '4000000000000002' },
];

/**
 * The demo wallet's payment sheet (standing in for Google Pay / Apple Pay): items and total, a choice of
 * shipping address, shipping option and card, Pay and Cancel. Address and rate changes are reported to the
 * merchant, whose answer updates the sheet; an address the merchant rejects keeps Pay disabled until another
 * is chosen. The total is the amount the merchant charges now. After Pay the sheet waits for the merchant:
 * it closes when the payment goes ahead, and shows the merchant's message when it failed.
 */
export function openWalletSheet(options: SheetOptions): void {
  let state = options.state;
  let address: SheetAddress | null = options.shippingRequired ? DEMO_ADDRESSES[0] ?? null : null;
  let addressAccepted = true;
  let rate: SheetRate | null = state.rates[0] ?? null;
  let card: WalletCard = DEMO_CARDS[0]!;
  const summary = h('div', {});
  const ratesBox = h('div', {});
  const status = h('p', { role: 'status' });

  const totalAmount = (): number => options.currentAmount?.() ?? state.total.amount;
  const renderSummary = (): void => {
    summary.replaceChildren(
      h('ul', { 'aria-label': 'Order summary' }, ...state.items.map((item) => h('li', {}, `${item.label}: ${formatAmount(item.amount, options.currency)}`))),
      h('p', {}, h('strong', {}, `${state.total.label}: ${formatAmount(totalAmount(), options.currency)}`)),
    );
  };
  const radioGroup = <T>(legend: string, values: readonly T[], label: (value: T) => string, selected: T | null, onPick: (value: T) => void): HTMLFieldSetElement => {
    const name = uid('wallet');
    return h('fieldset', {}, h('legend', {}, legend), ...values.map((value) => {
      const id = uid('wallet-option');
      const input = h('input', { type: 'radio', name, id });
      input.checked = value === selected;
      input.addEventListener('change', () => onPick(value));
      return h('div', {}, input, h('label', { for: id }, label(value)));
    }));
  };
  let payButton: HTMLButtonElement | undefined;
  const updatePay = (): void => {
    if (payButton) payButton.disabled = !addressAccepted;
  };
  const apply = (update: SheetUpdate, fromAddress: boolean): void => {
    if (fromAddress) addressAccepted = update.ok;
    updatePay();
    if (!update.ok) {
      status.textContent = update.message;
      return;
    }
    state = { ...state, ...update.changes };
    if (update.changes.rates) rate = state.rates[0] ?? null;
    status.textContent = '';
    renderSummary();
    renderRates();
  };
  const renderRates = (): void => {
    ratesBox.replaceChildren(
      options.shippingRequired && state.rates.length
        ? radioGroup('Shipping method', state.rates, (r) => `${r.label} – ${formatAmount(r.amount, options.currency)}${r.detail ? ` (${r.detail})` : ''}`, rate, async (picked) => {
            rate = picked;
            apply(await options.onRateChange(picked), false);
          })
        : '',
    );
  };
  renderSummary();
  renderRates();
  const addressBox = options.shippingRequired
    ? radioGroup('Shipping address', DEMO_ADDRESSES, (a) => `${a.name}, ${a.line1}, ${a.city} ${a.postal_code}, ${a.country}`, address, async (picked) => {
        address = picked;
        apply(await options.onAddressChange(picked), true);
      })
    : '';
  const cardBox = radioGroup(`Pay with ${DEMO_PAYER.name}'s test card`, DEMO_CARDS, (c) => c.label, card, (picked) => {
    card = picked;
  });

  const handle = openDialog({
    title: `${options.wallet} (test mode)`,
    body: [summary, addressBox, ratesBox, cardBox, status],
    actions: [
      {
        label: 'Pay',
        primary: true,
        run: async () => {
          handle.setBusy(true);
          status.textContent = '';
          const outcome = await options.onPay({ address, rate, payer: DEMO_PAYER, card });
          if (outcome.ok) {
            handle.close();
            return;
          }
          handle.setBusy(false);
          updatePay();
          status.textContent = outcome.message ?? 'Payment failed. Try another card.';
        },
      },
      { label: 'Cancel', run: () => { handle.close(); options.onCancel(); } },
    ],
    onEscape: () => { handle.close(); options.onCancel(); },
  });
  payButton = [...handle.element.querySelectorAll('button')].find((button) => button.textContent === 'Pay');
  if (address && options.shippingRequired) void options.onAddressChange(address).then((update) => apply(update, true));
}
