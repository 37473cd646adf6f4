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

export interface SheetOptions {
  wallet: string;
  currency: string;
  state: SheetState;
  shippingRequired: boolean;
  onAddressChange(address: SheetAddress): Promise<SheetUpdate>;
  onRateChange(rate: SheetRate): Promise<SheetUpdate>;
  onPay(choice: { address: SheetAddress | null; rate: SheetRate | null; payer: { name: string; email: string; phone: string } }): Promise<void>;
  onCancel(): void;
}

/** The demo wallet's saved addresses (a real wallet shows the shopper's own). */
export const DEMO_ADDRESSES: readonly SheetAddress[] = [
  { name: 'Jo Bloggs', line1: '1 Test Street', line2: null, city: 'London', state: '', postal_code: 'SW1A 1AA', country: 'GB' },
  { name: 'Sam Doe', line1: '350 Fifth Avenue', line2: null, city: 'New York', state: 'NY', postal_code: '10118', country: 'US' },
];
export const DEMO_PAYER = { name: 'Jo Bloggs', email: 'jo.bloggs@example.com', phone: '+447700900123' };

/**
 * The demo wallet's payment sheet (standing in for Google Pay / Apple Pay): items and total, a choice
 * of shipping address and shipping option, Pay and Cancel. Address and rate changes are reported to
 * the merchant, whose answer updates the sheet.
 */
export function openWalletSheet(options: SheetOptions): void {
  let state = options.state;
  let address: SheetAddress | null = options.shippingRequired ? DEMO_ADDRESSES[0] ?? null : null;
  let rate: SheetRate | null = state.rates[0] ?? null;
  const summary = h('div', {});
  const ratesBox = h('div', {});
  const status = h('p', { role: 'status' });

  const renderSummary = (): void => {
    summary.replaceChildren(
      h('ul', { 'aria-label': 'Order summary' }, ...state.items.map((item) => h('li', {}, `${item.label}: ${formatAmount(item.amount, options.currency)}`))),
      h('p', {}, h('strong', {}, `${state.total.label}: ${formatAmount(state.total.amount, options.currency)}`)),
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
  const apply = (update: SheetUpdate): void => {
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
            apply(await options.onRateChange(picked));
          })
        : '',
    );
  };
  renderSummary();
  renderRates();
  const addressBox = options.shippingRequired
    ? radioGroup('Shipping address', DEMO_ADDRESSES, (a) => `${a.name}, ${a.line1}, ${a.city} ${a.postal_code}, ${a.country}`, address, async (picked) => {
        address = picked;
        apply(await options.onAddressChange(picked));
      })
    : '';

  const handle = openDialog({
    title: `${options.wallet} (test mode)`,
    body: [summary, addressBox, ratesBox, h('p', {}, `Pay with ${DEMO_PAYER.name}'s test card •••• 4242`), status],
    actions: [
      { label: 'Pay', primary: true, run: async () => { handle.setBusy(true); await options.onPay({ address, rate, payer: DEMO_PAYER }); handle.close(); } },
      { label: 'Cancel', run: () => { handle.close(); options.onCancel(); } },
    ],
    onEscape: () => { handle.close(); options.onCancel(); },
  });
  if (address && options.shippingRequired) void options.onAddressChange(address).then(apply);
}
