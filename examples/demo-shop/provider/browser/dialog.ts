import { h, uid } from './dom.ts';

export interface DialogAction {
  label: string;
  primary?: boolean;
  run(): void;
}

export interface DialogHandle {
  element: HTMLElement;
  close(): void;
  setBusy(busy: boolean): void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal dialog drawn over the page (3D Secure, vouchers, QR codes, the wallet sheet):
 * role=dialog, aria-modal, labelled by its heading, focus moved in and trapped, restored on close,
 * Escape runs `onEscape`. Styles are inline so the host page's CSS cannot break it.
 */
export function openDialog(options: { title: string; body: (Node | string)[]; actions: DialogAction[]; onEscape?: () => void }): DialogHandle {
  const titleId = uid('stripe-dialog-title');
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const buttons = options.actions.map((action) => {
    const button = h('button', { type: 'button' }, action.label);
    button.style.cssText = `margin:0 8px 0 0;padding:10px 16px;border-radius:6px;font:inherit;cursor:pointer;border:1px solid #30313d;${
      action.primary ? 'background:#0570de;color:#fff;border-color:#0570de;' : 'background:#fff;color:#30313d;'
    }`;
    button.addEventListener('click', () => action.run());
    return button;
  });
  const panel = h(
    'div',
    { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId, class: 'StripeDouble-dialog' },
    h('h2', { id: titleId }, options.title),
    ...options.body,
    h('div', { class: 'StripeDouble-actions' }, ...buttons),
  );
  panel.style.cssText = 'background:#fff;color:#30313d;max-width:420px;width:calc(100% - 32px);margin:10vh auto 0;padding:24px;border-radius:8px;font:16px/1.5 system-ui,sans-serif;box-shadow:0 10px 40px rgba(0,0,0,.3);max-height:80vh;overflow:auto;';
  const overlay = h('div', { class: 'StripeDouble-overlay' }, panel);
  overlay.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.55);z-index:2147483647;';

  const onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && options.onEscape) {
      event.preventDefault();
      options.onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  overlay.addEventListener('keydown', onKeydown);
  document.body.append(overlay);
  (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();

  return {
    element: panel,
    close() {
      overlay.remove();
      returnFocus?.focus();
    },
    setBusy(busy) {
      panel.setAttribute('aria-busy', String(busy));
      buttons.forEach((button) => (button.disabled = busy));
    },
  };
}
