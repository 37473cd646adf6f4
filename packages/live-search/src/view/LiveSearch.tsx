/**
 * One search box: enhances the server-rendered AWS form (the field becomes an ARIA 1.2 combobox)
 * and renders the drop-down, the live region, the clear button and the mobile overlay's close button.
 */
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { __, _n, sprintf } from '@wordpress/i18n';
import { TEXT_DOMAIN } from '@shop-islands/core';
import { searchOptions } from '../controller/options.ts';
import { dropdownMaxHeight, fieldMetrics, placement } from '../controller/placement.ts';
import { SearchSession } from '../controller/session.ts';
import { initialSearchState, isOpen, searchReducer } from '../controller/state.ts';
import { cleanTerm } from '../controller/term.ts';
import { AWS_EVENTS, emitBoxEvent, type BoxIdentity } from '../events.ts';
import { webLink } from '../links.ts';
import { hasResults, type SearchResults } from '../response.ts';
import type { BoxSettings, SearchLabels } from '../settings.ts';
import { onForcedSearch } from './forced-search.ts';
import { fieldFrame } from './field-frame.ts';
import { isNarrowViewport, useMobileOverlay } from './overlay.ts';
import { optionId, ResultList } from './ResultList.tsx';

export interface LiveSearchProps {
  readonly container: HTMLElement;
  readonly form: HTMLFormElement;
  readonly input: HTMLInputElement;
  readonly settings: BoxSettings;
  readonly labels: SearchLabels;
  readonly instance: number;
  readonly search: (term: string, signal: AbortSignal) => Promise<SearchResults>;
  /** Loads what reading an answer needs, when a term is about to be searched. */
  readonly prepareSearch?: () => void;
  readonly navigate: (url: string) => void;
}

const logLoadFailure = (error: unknown): void => console.error('[shop-islands] live search: a part could not load', error);

const COMBOBOX_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant'];

function fieldLabel(container: HTMLElement, input: HTMLInputElement): string {
  return container.querySelector('.aws-search-label')?.textContent?.trim() || input.placeholder || __('Search', TEXT_DOMAIN);
}

export function LiveSearch(props: LiveSearchProps): ReactNode {
  const { container, form, input, settings, labels, instance } = props;
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const [value, setValue] = useState(input.value);
  const listId = `aws-search-result-${instance}`;
  const label = useMemo(() => fieldLabel(container, input), [container, input]);
  const box: BoxIdentity = useMemo(() => ({ container, instance, settings, resultBlock: `#${listId}` }), [container, instance, settings, listId]);
  const dropdown = useRef<HTMLDivElement>(null);
  const returningFocus = useRef(false);
  /** The answer the 'showing results' events were last fired for: they fire once per answer shown. */
  const announced = useRef<SearchResults | null>(null);
  const wasOpen = useRef(false);

  const open = isOpen(state);
  const options = useMemo(() => (state.results ? searchOptions(state.results, settings.showMore && settings.showPage) : []), [state.results, settings]);

  const [session] = useState(
    () =>
      new SearchSession({
        search: props.search,
        prepare: props.prepareSearch,
        minChars: settings.minChars,
        timeoutMs: settings.searchTimeout,
        andLogic: settings.searchLogic === 'and',
        onAction: dispatch,
        onFetched: (term, results) => {
          emitBoxEvent(box, AWS_EVENTS.analytics, term);
          // Analytics code is fetched only where the box asks for it (AWS's use-analytics).
          if (settings.useAnalytics) {
            const found = hasResults(results);
            import('../analytics.ts').then(({ sendSearchAnalytics }) => sendSearchAnalytics(container.ownerDocument.defaultView ?? window, term, found), logLoadFailure);
          }
        },
        onFailed: (term, error) => console.log(`Request failed: ${term}`, error),
      }),
  );

  // Handlers registered once read the latest render through this ref.
  const latest = useRef({ state, options, value });
  latest.current = { state, options, value };

  const pick = (index: number): void => {
    const option = latest.current.options[index];
    if (!option) return;
    if (option.kind === 'all') {
      form.requestSubmit();
      return;
    }
    const href = webLink(option.href, container.ownerDocument.baseURI);
    if (href) props.navigate(href);
  };
  const pickRef = useRef(pick);
  pickRef.current = pick;

  const clear = (): void => {
    input.value = '';
    setValue('');
    session.clear();
    input.focus();
  };
  const clearRef = useRef(clear);
  clearRef.current = clear;

  const closeOverlay = (): void => {
    dispatch({ type: 'closed' });
    dispatch({ type: 'overlay', open: false });
  };

  useMobileOverlay({ container, input, open: state.overlay, label, instance, onBack: closeOverlay, returningFocus });

  useEffect(() => {
    emitBoxEvent(box, AWS_EVENTS.loaded, '');
    return () => session.dispose();
  }, [box, session]);

  // The field and form listeners (the markup is the server's, not React's).
  useEffect(() => {
    const doc = container.ownerDocument;
    const view = doc.defaultView ?? window;
    // AWS's own clear mark is taken out while the widget runs (AWS's stylesheet forces it visible with
    // !important), so the box has exactly one clear button: ours.
    const serverClear = container.querySelector<HTMLElement>('div.aws-search-clear');
    const serverClearPlace = serverClear ? { parent: serverClear.parentNode, next: serverClear.nextSibling } : null;
    serverClear?.remove();
    container.querySelector('.aws-loader')?.setAttribute('aria-hidden', 'true');
    const button = container.querySelector<HTMLElement>('.aws-search-btn');
    const buttonWasFocusable = button?.getAttribute('tabindex');
    button?.setAttribute('role', 'button');
    button?.setAttribute('tabindex', '0');
    button?.setAttribute('aria-label', __('Search', TEXT_DOMAIN));

    // A narrow viewport searches in the full-screen overlay: opened by focus, and again by a tap or
    // typing in the field after the overlay was closed (focus stayed in the field).
    const toOverlay = (): void => {
      if (settings.mobileScreen && !latest.current.state.overlay && isNarrowViewport(view)) dispatch({ type: 'overlay', open: true });
    };
    const onInput = (): void => {
      toOverlay();
      setValue(input.value);
      if (settings.ajaxSearch) session.input(input.value);
    };
    const onKeydown = (event: KeyboardEvent): void => {
      const { state: now, options: list } = latest.current;
      const shown = isOpen(now);
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          if (now.results === null) return;
          event.preventDefault();
          dispatch({ type: 'highlight', move: event.key === 'ArrowDown' ? 'next' : 'previous', count: list.length });
          return;
        case 'Home':
        case 'End':
          if (!shown || now.highlighted < 0) return;
          event.preventDefault();
          dispatch({ type: 'highlight', move: event.key === 'Home' ? 'first' : 'last', count: list.length });
          return;
        case 'Escape':
          if (!now.overlay && !shown && input.value === '') return;
          // The combobox consumes the key: panels around it must not close on the same press.
          event.preventDefault();
          event.stopPropagation();
          if (now.overlay) closeOverlay();
          else if (shown) dispatch({ type: 'closed' });
          else clearRef.current();
          return;
        case 'Enter':
          if (shown && now.highlighted >= 0) {
            event.preventDefault();
            pickRef.current(now.highlighted);
          }
          return;
      }
    };
    const onFocus = (): void => {
      form.classList.add('aws-focus');
      if (returningFocus.current) return;
      toOverlay();
      dispatch({ type: 'opened' });
    };
    const onBlur = (): void => form.classList.remove('aws-focus');
    const onOutside = (event: Event): void => {
      if (event.target instanceof Node && !container.contains(event.target) && !latest.current.state.overlay) dispatch({ type: 'closed' });
    };
    // SPEC 5.2: Enter and the search button submit only when the results page is on and the field
    // is not empty (nor only spaces: never a search for '/?s=+++').
    const submits = (): boolean => settings.showPage && cleanTerm(input.value) !== '';
    const onSubmit = (event: SubmitEvent): void => {
      if (!submits()) event.preventDefault();
    };
    const onButton = (event: Event): void => {
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      if (submits()) form.requestSubmit();
    };

    const stopForced = onForcedSearch(input, (term) => {
      input.value = term;
      input.focus();
      onInput();
    });
    // One signal removes every listener below when the box unmounts.
    const listening = new AbortController();
    const on = { signal: listening.signal };
    input.addEventListener('input', onInput, on);
    input.addEventListener('keydown', onKeydown, on);
    input.addEventListener('focus', onFocus, on);
    input.addEventListener('click', toOverlay, on);
    input.addEventListener('blur', onBlur, on);
    form.addEventListener('submit', onSubmit, on);
    button?.addEventListener('click', onButton, on);
    button?.addEventListener('keydown', onButton, on);
    doc.addEventListener('pointerdown', onOutside, on);
    doc.addEventListener('focusin', onOutside, on);
    if (doc.activeElement === input) onFocus();
    return () => {
      stopForced();
      listening.abort();
      if (serverClear && serverClearPlace?.parent) serverClearPlace.parent.insertBefore(serverClear, serverClearPlace.next);
      if (buttonWasFocusable === null) button?.removeAttribute('tabindex');
      COMBOBOX_ATTRIBUTES.forEach((name) => input.removeAttribute(name));
    };
    // Registered once per box; the handlers read the latest render through refs.
  }, [container, form, input, settings, session]);

  // The combobox attributes and AWS's form classes follow the state.
  useLayoutEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    input.setAttribute('aria-expanded', String(open));
    if (open && state.highlighted >= 0) input.setAttribute('aria-activedescendant', optionId(listId, state.highlighted));
    else input.removeAttribute('aria-activedescendant');
    form.classList.toggle('aws-processing', state.status === 'processing' && settings.showLoader);
    form.classList.toggle('aws-form-active', open);
    form.classList.toggle('aws-show-clear', settings.showClear);
  });

  // Placement, the highlighted option kept in view, and the AWS events once the DOM shows the state.
  useLayoutEffect(() => {
    const list = dropdown.current;
    if (!open || !list) return;
    const doc = container.ownerDocument;
    const view = doc.defaultView ?? window;
    // The page is measured without the drop-down: an open list lengthens the page and would never flip.
    list.hidden = true;
    const rect = container.getBoundingClientRect();
    const pageHeight = doc.documentElement.scrollHeight;
    list.hidden = false;
    // A box fixed to the screen (a phone's footer bar) has only the screen below it, however long the page.
    const frame = fieldFrame(container);
    const where = state.overlay ? 'below' : placement(fieldMetrics(frame, rect, { scrollY: view.scrollY, height: pageHeight, viewportHeight: view.innerHeight }));
    list.classList.toggle('aws-search-result--above', where === 'above');
    // Inline, the list is never taller than the screen (the overlay scrolls as a whole).
    list.style.maxHeight = state.overlay ? '' : `${dropdownMaxHeight(where, rect, view.innerHeight, frame)}px`;
  }, [open, state.results, state.overlay, container]);

  useEffect(() => {
    if (state.highlighted < 0) return;
    const doc = container.ownerDocument;
    const element = doc.getElementById(optionId(listId, state.highlighted));
    // Keep the highlighted result visible; a smooth scroll unless the shopper asks for reduced motion.
    const reduced = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [state.highlighted, listId, container]);

  useEffect(() => {
    if (state.results === null) announced.current = null;
    else if (state.status === 'shown' && state.results !== announced.current) {
      announced.current = state.results;
      emitBoxEvent(box, AWS_EVENTS.showingResults, state.term);
      if (!hasResults(state.results)) emitBoxEvent(box, AWS_EVENTS.noResults, state.term);
    }
    if (wasOpen.current && !open) emitBoxEvent(box, AWS_EVENTS.resultsHidden, state.term);
    wasOpen.current = open;
  }, [open, state.status, state.results, state.term, box]);

  const count = options.filter((option) => option.kind !== 'all').length;
  const announcement =
    state.status === 'shown' && state.results
      ? hasResults(state.results)
        ? sprintf(_n('%d result available.', '%d results available.', count, TEXT_DOMAIN), count)
        : labels.noResults
      : '';
  const wrapper = container.querySelector('.aws-wrapper') ?? form;

  return (
    <>
      {settings.showClear && value !== ''
        ? createPortal(
            <button type="button" className="aws-search-clear" aria-label={__('Clear search', TEXT_DOMAIN)} onClick={() => clearRef.current()}>
              <span aria-hidden="true">×</span>
            </button>,
            wrapper,
          )
        : null}
      {state.overlay ? (
        <button type="button" className="aws-mobile-fixed-close" aria-label={__('Close', TEXT_DOMAIN)} onClick={closeOverlay}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
      <div ref={dropdown} className="aws-search-result" hidden={!open}>
        <ResultList
          listId={listId}
          label={label}
          results={state.results}
          options={options}
          highlighted={state.highlighted}
          labels={labels}
          onHover={(index) => dispatch({ type: 'highlight', move: index, count: options.length })}
          onPick={(index) => pickRef.current(index)}
        />
      </div>
      <div className="screen-reader-text" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </>
  );
}
