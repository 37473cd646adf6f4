import { describe, expect, it } from 'vitest';
import { INITIAL_SCHEDULER_STATE, isUpdating, schedulerStep, type SchedulerEvent, type SchedulerState } from './update-scheduler.ts';

/**
 * Drives the scheduler the way the DOM adapter will, on a fake clock: timer effects become due times,
 * `advance` fires them in order. `emptyRequired` stands for the page: the required address fields of the
 * block that are still empty.
 */
function driver() {
  let state: SchedulerState = INITIAL_SCHEDULER_STATE;
  let now = 0;
  const timers = new Map<'typing' | 'schedule', number>();
  const sent: Array<{ id: number; at: number; updateShippingMethod: boolean }> = [];
  let settled = 0;
  let announced = 0;
  const emptyRequired = new Set(['billing_address_1', 'billing_city', 'billing_postcode']);

  function dispatch(event: SchedulerEvent): void {
    const step = schedulerStep(state, event);
    state = step.state;
    for (const effect of step.effects) {
      if (effect.type === 'start-typing-timer') timers.set('typing', now + effect.delayMs);
      else if (effect.type === 'cancel-typing-timer') timers.delete('typing');
      else if (effect.type === 'start-schedule-timer') timers.set('schedule', now + effect.delayMs);
      else if (effect.type === 'send-update') sent.push({ id: effect.id, at: now, updateShippingMethod: effect.updateShippingMethod });
      // the adapter announces update_checkout, and hears it back
      else if (effect.type === 'announce-update') { announced += 1; dispatch({ type: 'update-requested' }); }
      else if (effect.type === 'updates-settled') settled += 1;
    }
  }

  function advance(ms: number): void {
    const end = now + ms;
    for (;;) {
      const due = [...timers].filter(([, at]) => at <= end).sort((a, b) => a[1] - b[1])[0];
      if (!due) break;
      now = due[1];
      timers.delete(due[0]);
      dispatch(due[0] === 'typing' ? { type: 'typing-paused', nearbyRequiredEmpty: emptyRequired.size > 0 } : { type: 'schedule-elapsed' });
    }
    now = end;
  }

  /** A person typing `text` into `field` (one key every 80 ms), then pressing Tab (change fires). */
  function typeInto(field: string, text: string, addressField = true): void {
    for (const key of text) {
      if (addressField) dispatch({ type: 'key-pressed', field, key });
      advance(80);
    }
    emptyRequired.delete(field);
    if (addressField) dispatch({ type: 'key-pressed', field, key: 'Tab' });
    if (addressField) dispatch({ type: 'address-changed', field, control: 'text', nearbyRequiredEmpty: emptyRequired.size > 0 });
  }

  return { dispatch, advance, typeInto, sent, emptyRequired, get state() { return state; }, get settled() { return settled; }, get announced() { return announced; } };
}

describe('update scheduler: typing an address', () => {
  it('sends exactly one update while a full GB address is typed field by field', () => {
    const d = driver();
    d.typeInto('billing_first_name', 'Ada', false);
    d.typeInto('billing_last_name', 'Lovelace', false);
    d.typeInto('billing_address_1', '12 St James Square');
    d.typeInto('billing_city', 'London');
    d.typeInto('billing_postcode', 'SW1Y 4JH');
    d.typeInto('billing_phone', '020 7946 0958', false);
    d.typeInto('billing_email', 'ada@example.com', false);
    d.advance(5000);
    expect(d.sent).toHaveLength(1);
    expect(d.announced).toBe(1);
    expect(d.sent[0]).toMatchObject({ updateShippingMethod: true });
  });

  it('updates 1000 ms after the last key when the block is complete, and Tab does not restart the wait', () => {
    const d = driver();
    d.emptyRequired.clear();
    for (const key of 'SW1A') {
      d.dispatch({ type: 'key-pressed', field: 'billing_postcode', key });
      d.advance(300);
    }
    // keys at 0, 300, 600 and 900 ms; Tab at 1800 ms
    d.advance(600);
    d.dispatch({ type: 'key-pressed', field: 'billing_postcode', key: 'Tab' });
    d.advance(99);
    expect(d.sent).toEqual([]);
    d.advance(6);
    expect(d.sent).toEqual([{ id: 1, at: 900 + 1000 + 5, updateShippingMethod: true }]);
  });

  it('skips the update while a required field in the block is empty, and sends it once that field is filled', () => {
    const d = driver();
    d.typeInto('billing_address_1', '1 High Street');
    d.advance(2000);
    expect(d.sent).toEqual([]);
    d.typeInto('billing_city', 'Leeds');
    d.typeInto('billing_postcode', 'LS1 1AA');
    d.advance(10);
    expect(d.sent).toHaveLength(1);
  });

  it('ignores a change to a text field nobody typed in (autofill before any key)', () => {
    const d = driver();
    d.dispatch({ type: 'address-changed', field: 'billing_city', control: 'text', nearbyRequiredEmpty: false });
    d.advance(10);
    expect(d.sent).toEqual([]);
  });

  it('updates on a country or state select change straight away', () => {
    const d = driver();
    d.dispatch({ type: 'address-changed', field: 'billing_country', control: 'select', nearbyRequiredEmpty: false });
    d.advance(5);
    expect(d.sent).toEqual([{ id: 1, at: 5, updateShippingMethod: true }]);
  });
});

describe('update scheduler: one request at a time', () => {
  it('merges triggers arriving within 5 ms into one request', () => {
    const d = driver();
    d.dispatch({ type: 'update-requested' });
    d.advance(2);
    d.dispatch({ type: 'update-requested' });
    d.advance(4);
    expect(d.sent).toEqual([]);
    d.advance(1);
    expect(d.sent).toHaveLength(1);
  });

  it('turns everything arriving while a request is in flight into one follow-up, sent when it answers', () => {
    const d = driver();
    d.dispatch({ type: 'update-requested' });
    d.advance(5);
    for (let i = 0; i < 5; i += 1) {
      d.dispatch({ type: 'update-requested', updateShippingMethod: i % 2 === 0 });
      d.advance(50);
    }
    expect(d.sent.map((s) => s.id)).toEqual([1]);
    expect(isUpdating(d.state)).toBe(true);
    d.dispatch({ type: 'update-finished', id: 1 });
    expect(d.sent.map((s) => s.id)).toEqual([1, 2]);
    expect(d.settled).toBe(0);
    d.dispatch({ type: 'update-finished', id: 2 });
    expect(d.sent).toHaveLength(2);
    expect(d.settled).toBe(1);
    expect(isUpdating(d.state)).toBe(false);
  });

  it('omits shipping methods only when every merged trigger asked to', () => {
    const d = driver();
    d.dispatch({ type: 'update-requested', updateShippingMethod: false });
    d.advance(5);
    d.dispatch({ type: 'update-finished', id: 1 });
    d.dispatch({ type: 'update-requested', updateShippingMethod: false });
    d.dispatch({ type: 'update-requested' });
    d.advance(5);
    expect(d.sent.map((s) => s.updateShippingMethod)).toEqual([false, true]);
  });

  it('ignores the answer of a request it no longer waits for', () => {
    const d = driver();
    d.dispatch({ type: 'update-requested' });
    d.advance(5);
    d.dispatch({ type: 'update-finished', id: 7 });
    expect(isUpdating(d.state)).toBe(true);
  });
});

describe('update scheduler: placing the order', () => {
  it('drops a pending keystroke update and reports settled at once when nothing is in flight', () => {
    const d = driver();
    d.emptyRequired.clear();
    d.dispatch({ type: 'key-pressed', field: 'billing_city', key: 'x' });
    d.dispatch({ type: 'submit-started' });
    expect(d.settled).toBe(1);
    d.advance(2000);
    expect(d.sent).toEqual([]);
  });

  it('reports settled only after the in-flight update answers', () => {
    const d = driver();
    d.dispatch({ type: 'update-requested' });
    d.advance(5);
    d.dispatch({ type: 'submit-started' });
    expect(d.settled).toBe(0);
    d.dispatch({ type: 'update-finished', id: 1 });
    expect(d.settled).toBe(1);
  });
});

describe('update scheduler: the answers', () => {
  const answer = (total: string) => ({ result: 'success', messages: '', reload: false, fragments: { '.review': `<table>${total}</table>`, '#payment': '<div>cod</div>' } });
  const inFlight = (state: SchedulerState, event: SchedulerEvent = { type: 'update-requested' }) => {
    const requested = schedulerStep(state, event).state;
    return schedulerStep(requested, { type: 'schedule-elapsed' }).state;
  };

  it('applies only the fragments that changed since the last answer applied, with the control that asked', () => {
    let state = inFlight(INITIAL_SCHEDULER_STATE, { type: 'update-requested', cause: 'shipping_method_0_free_shipping1' });
    const first = schedulerStep(state, { type: 'update-answered', id: 1, body: answer('£10.00') });
    expect(first.effects).toEqual([
      { type: 'apply-answer', id: 1, body: answer('£10.00'), answer: { ...answer('£10.00'), result: 'success' }, changed: answer('£10.00').fragments, cause: 'shipping_method_0_free_shipping1' },
    ]);
    state = schedulerStep(first.state, { type: 'update-finished', id: 1 }).state;
    state = inFlight(state);
    const second = schedulerStep(state, { type: 'update-answered', id: 2, body: answer('£12.00') });
    expect(second.effects[0]).toMatchObject({ type: 'apply-answer', changed: { '.review': '<table>£12.00</table>' }, cause: null });
    expect(second.state.fragments).toEqual(answer('£12.00').fragments);
  });

  it('applies an answer that is not one as an empty one, keeping what was applied', () => {
    const state = { ...inFlight(INITIAL_SCHEDULER_STATE), fragments: { '.review': '<table></table>' } };
    const step = schedulerStep(state, { type: 'update-answered', id: 1, body: null });
    expect(step.effects).toEqual([{ type: 'apply-answer', id: 1, body: null, answer: null, changed: {}, cause: null }]);
    expect(step.state.fragments).toEqual({ '.review': '<table></table>' });
  });

  it('only gives the review back after a failed request, and ignores answers to requests it no longer waits for', () => {
    const state = inFlight(INITIAL_SCHEDULER_STATE);
    expect(schedulerStep(state, { type: 'update-failed', id: 1 }).effects).toEqual([{ type: 'release-review', id: 1 }]);
    expect(schedulerStep(state, { type: 'update-answered', id: 9, body: answer('£1') }).effects).toEqual([]);
  });
});
