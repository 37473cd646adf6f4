/** Blocks' StoreNoticesContainer: the notices of some contexts, where the checkout shows them. */
import type { ReactElement } from 'react';
import type { Notice } from '../data/notices-store.ts';
import { useModel } from './hooks.ts';
import type { CheckoutModel } from './model.ts';

function NoticesOf({ model, context }: { model: CheckoutModel; context: string }): ReactElement | null {
  const notices = useModel(model, (m) => m.notices.select.getNotices(context));
  if (notices.length === 0) return null;
  return (
    <>
      {notices.map((notice: Notice) => (
        <div key={notice.id} className={`wc-block-components-notice-banner is-${notice.status}`} role={notice.status === 'error' ? 'alert' : 'status'} data-context={context}>
          <div className="wc-block-components-notice-banner__content">{notice.content}</div>
          {notice.isDismissible ? (
            <button type="button" className="wc-block-components-notice-banner__dismiss" onClick={() => model.notices.dispatch.removeNotice(notice.id, context)}>
              <span className="screen-reader-text">Dismiss this notice</span>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      ))}
    </>
  );
}

export function StoreNotices({ model, contexts }: { model: CheckoutModel; contexts: readonly string[] }): ReactElement {
  return (
    <div className="wc-block-components-notices">
      {contexts.map((context) => (
        <NoticesOf key={context} model={model} context={context} />
      ))}
    </div>
  );
}
