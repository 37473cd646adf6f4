/**
 * One search box: enhances the server-rendered AWS form (the field becomes an ARIA 1.2 combobox)
 * and renders the drop-down, the live region, the clear button and the mobile overlay's close button.
 * The state is the reducer's (controller/state.ts) in core's store; `render` brings the DOM in line with it,
 * with the widget's own `h()` (dom.ts) rather than preact/compat, whose runtime alone outweighs AWS's script.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { createStore, TEXT_DOMAIN } from '@shop-islands/core';
import { searchOptions, type SearchOption } from '../controller/options.ts';
import { dropdownMaxHeight, fieldMetrics, placement } from '../controller/placement.ts';
import { createSearchSession } from '../controller/session.ts';
import { initialSearchState, isOpen, searchReducer, type SearchAction, type SearchState } from '../controller/state.ts';
import { cleanTerm } from '../controller/term.ts';
import { emitBoxEvent, type BoxIdentity } from '../events.ts';
import { webLink } from '../links.ts';
import { hasResults, type SearchResults } from '../response.ts';
import type { BoxSettings, SearchLabels } from '../settings.ts';
import { append, h } from './dom.ts';
import { fieldFrame } from './field-frame.ts';
import { isNarrowViewport } from './overlay.ts';
import { optionId, resultList, showHighlight } from './ResultList.ts';

export interface LiveSearchProps {
  readonly container: HTMLElement;
  readonly form: HTMLFormElement;
  readonly input: HTMLInputElement;
  readonly settings: BoxSettings;
  readonly labels: SearchLabels;
  readonly instance: number;
  readonly search: (term: string, signal: AbortSignal) => Promise<SearchResults>;
  readonly navigate: (url: string) => void;
}

const logLoadFailure = (error: unknown): void => console.error('[shop-islands] live search: a part could not load', error);

function fieldLabel(container: HTMLElement, input: HTMLInputElement): string {
  return container.querySelector('.aws-search-label')?.textContent?.trim() || input.placeholder || __('Search', TEXT_DOMAIN);
}

/** A button with AWS's '×' mark. */
const crossButton = (className: string, label: string, onclick: () => void): HTMLElement =>
  h('button', { type: 'button', class: className, 'aria-label': label, onclick }, h('span', { 'aria-hidden': 'true' }, '×'));

/** Mounts the box's view into `root` (an element inside the container); returns what unmounts it. */
export function mountLiveSearch(root: HTMLElement, props: LiveSearchProps): () => void {
  const { container, form, input, settings, labels, instance } = props;
  const doc = container.ownerDocument;
  const view = doc.defaultView ?? window;
  const listId = `aws-search-result-${instance}`;
  const label = fieldLabel(container, input);
  const box: BoxIdentity = { container, instance, settings, resultBlock: `#${listId}` };
  const store = createStore<SearchState, SearchAction>((state, action) => ({ state: searchReducer(state, action) }), initialSearchState);
  const { dispatch } = store;
  const returningFocus = { current: false };
  let value = input.value;
  let options: SearchOption[] = [];
  /** The state the DOM shows; null before the first render. */
  let shown: SearchState | null = null;
  /** The answer the 'showing results' events were last fired for: they fire once per answer shown. */
  let announced: SearchResults | null = null;
  let wasOpen = false;
  /** What closes the overlay's dialog once its code has arrived; null while none is open or wanted. */
  let closeOverlayDialog: (() => void) | null = null;
  /** The overlay opening whose code is on its way (closing it before arrival means it never opens). */
  let overlayOpening: object | null = null;

  const session = createSearchSession({
    search: props.search,
    minChars: settings.minChars,
    timeoutMs: settings.searchTimeout,
    andLogic: settings.searchLogic === 'and',
    onAction: dispatch,
    onFetched: (term, results) => {
      emitBoxEvent(box, 'awsAnalytics', term);
      // Analytics code is fetched only where the box asks for it (AWS's use-analytics).
      if (settings.useAnalytics) {
        const found = hasResults(results);
        import('../analytics.ts').then(({ sendSearchAnalytics }) => sendSearchAnalytics(view, term, found), logLoadFailure);
      }
    },
    onFailed: (term, error) => console.log(`Request failed: ${term}`, error),
  });

  const pick = (index: number): void => {
    const option = options[index];
    if (!option) return;
    if (option.kind === 'all') {
      form.requestSubmit();
      return;
    }
    const href = webLink(option.href, doc.baseURI);
    if (href) props.navigate(href);
  };
  const setValue = (next: string): void => {
    value = next;
    render();
  };
  const clear = (): void => {
    input.value = '';
    setValue('');
    session.clear();
    input.focus();
  };
  const closeOverlay = (): void => {
    dispatch({ type: 'closed' });
    dispatch({ type: 'overlay', open: false });
  };

  const dropdown = h('div', { class: 'aws-search-result', hidden: true });
  const status = h('div', { class: 'screen-reader-text', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const clearButton = crossButton('aws-search-clear', __('Clear search', TEXT_DOMAIN), clear);
  const closeButton = crossButton('aws-mobile-fixed-close', __('Close', TEXT_DOMAIN), closeOverlay);
  const wrapper = container.querySelector('.aws-wrapper') ?? form;
  root.append(dropdown, status);

  /** Brings the DOM in line with the state (and the field's value), then fires AWS's events for what changed. */
  function render(): void {
    const state = store.getState();
    const before = shown;
    shown = state;
    const open = isOpen(state);
    const newList = !before || state.results !== before.results;
    const placing = open && (newList || !before || !isOpen(before) || state.overlay !== before.overlay);
    // A drop-down opening is placed from the page as the last frame laid it out, before this render changes anything:
    // the reading then costs no layout of its own, and the results are laid out once (at the end of this render). One
    // already open is placed after (it is hidden for the reading).
    const placedFirst = placing && dropdown.hidden;
    if (placedFirst) place(state.overlay);

    if (settings.showClear && value !== '') {
      if (clearButton.parentNode !== wrapper) wrapper.append(clearButton);
    } else clearButton.remove();

    if (state.overlay !== (before?.overlay ?? false)) {
      if (state.overlay) {
        root.prepend(closeButton);
        // Its page work and focus trap are fetched the first time an overlay opens: wide screens never load them.
        const opening = (overlayOpening = {});
        import('./overlay-dialog.ts').then(({ openOverlayDialog }) => {
          if (overlayOpening === opening) closeOverlayDialog = openOverlayDialog({ container, input, label, instance, onBack: closeOverlay, returningFocus });
        }, logLoadFailure);
      } else {
        overlayOpening = null;
        closeButton.remove();
        closeOverlayDialog?.();
        closeOverlayDialog = null;
      }
    }

    if (newList) {
      options = state.results ? searchOptions(state.results, settings.showMore && settings.showPage) : [];
      dropdown.replaceChildren();
      append(
        dropdown,
        resultList({
          listId,
          label,
          results: state.results,
          options,
          labels,
          onHover: (index) => {
            if (index !== store.getState().highlighted) dispatch({ type: 'highlight', move: index, count: options.length });
          },
          onPick: pick,
        }),
      );
    }
    if (newList || state.highlighted !== before.highlighted) showHighlight(dropdown, listId, state.highlighted);
    dropdown.hidden = !open;

    // The combobox attributes and AWS's form classes follow the state.
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    input.setAttribute('aria-expanded', `${open}`);
    if (open && state.highlighted >= 0) input.setAttribute('aria-activedescendant', optionId(listId, state.highlighted));
    else input.removeAttribute('aria-activedescendant');
    form.classList.toggle('aws-processing', state.status === 'processing' && settings.showLoader);
    form.classList.toggle('aws-form-active', open);
    form.classList.toggle('aws-show-clear', settings.showClear);

    if (placing && !placedFirst) place(state.overlay);

    if (state.highlighted >= 0 && state.highlighted !== before?.highlighted) {
      // Keep the highlighted result visible: smoothly unless the shopper asks for reduced motion (style.css's
      // scroll-behavior on the list, which 'auto' follows).
      doc.getElementById(optionId(listId, state.highlighted))?.scrollIntoView?.({ block: 'nearest' });
    }

    const count = options.filter((option) => option.kind !== 'all').length;
    const announcement =
      state.status === 'shown' && state.results
        ? hasResults(state.results)
          ? sprintf(_n('%d result available.', '%d results available.', count, TEXT_DOMAIN), count)
          : labels.noResults
        : '';
    if (status.textContent !== announcement) status.textContent = announcement;

    // What the events report is noted first: a listener may change the state again (render runs anew inside).
    const hidden = wasOpen && !open;
    wasOpen = open;
    if (state.results === null) announced = null;
    else if (state.status === 'shown' && state.results !== announced) {
      announced = state.results;
      emitBoxEvent(box, 'awsShowingResults', state.term);
      if (!hasResults(state.results)) emitBoxEvent(box, 'awsNoResults', state.term);
    }
    if (hidden) emitBoxEvent(box, 'awsResultsHidden', state.term);
    // New results on screen are laid out here, in the answer's task, while the page waits for its next frame: that
    // frame then only paints them. Left to the frame, their style and layout would come after its start, later on screen.
    if (newList && open) void dropdown.offsetHeight;
  }

  /** Above or below the field, and no taller than the room there. */
  function place(overlay: boolean): void {
    // The page is measured without the drop-down: an open list lengthens the page and would never flip. One already
    // hidden is left alone: setting it again would make the readings below work the page's style out anew.
    if (!dropdown.hidden) dropdown.hidden = true;
    const rect = container.getBoundingClientRect();
    const pageHeight = doc.documentElement.scrollHeight;
    // A box fixed to the screen (a phone's footer bar) has only the screen below it, however long the page. Every
    // reading is done before the drop-down shows: after, each would force a layout of its own.
    const frame = fieldFrame(container, view);
    const metrics = { scrollY: view.scrollY, height: pageHeight, viewportHeight: view.innerHeight };
    dropdown.hidden = false;
    const where = overlay ? 'below' : placement(fieldMetrics(frame, rect, metrics));
    dropdown.classList.toggle('aws-search-result--above', where === 'above');
    // Inline, the list is never taller than the screen (the overlay scrolls as a whole).
    dropdown.style.maxHeight = overlay ? '' : `${dropdownMaxHeight(where, rect, metrics.viewportHeight, frame)}px`;
  }

  const unsubscribe = store.subscribe(render);
  render();

  // The field and form listeners (the markup is the server's).
  // AWS's own clear mark is taken out while the widget runs (AWS's stylesheet forces it visible with
  // !important), so the box has exactly one clear button: ours.
  container.querySelector('div.aws-search-clear')?.remove();
  container.querySelector('.aws-loader')?.setAttribute('aria-hidden', 'true');
  const button = container.querySelector<HTMLElement>('.aws-search-btn');
  button?.setAttribute('role', 'button');
  button?.setAttribute('tabindex', '0');
  button?.setAttribute('aria-label', __('Search', TEXT_DOMAIN));

  // A narrow viewport searches in the full-screen overlay: opened by focus, and again by a tap or
  // typing in the field after the overlay was closed (focus stayed in the field).
  const toOverlay = (): void => {
    if (settings.mobileScreen && !store.getState().overlay && isNarrowViewport(view)) dispatch({ type: 'overlay', open: true });
  };
  const onInput = (): void => {
    toOverlay();
    setValue(input.value);
    if (settings.ajaxSearch) session.input(input.value);
  };
  const onKeydown = (event: KeyboardEvent): void => {
    const now = store.getState();
    const isShown = isOpen(now);
    const move = (to: 'next' | 'previous' | 'first' | 'last'): void => {
      event.preventDefault();
      dispatch({ type: 'highlight', move: to, count: options.length });
    };
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (now.results !== null) move(event.key === 'ArrowDown' ? 'next' : 'previous');
        return;
      case 'Home':
      case 'End':
        if (isShown && now.highlighted >= 0) move(event.key === 'Home' ? 'first' : 'last');
        return;
      case 'Escape':
        if (!now.overlay && !isShown && input.value === '') return;
        // The combobox consumes the key: panels around it must not close on the same press.
        event.preventDefault();
        event.stopPropagation();
        if (now.overlay) closeOverlay();
        else if (isShown) dispatch({ type: 'closed' });
        else clear();
        return;
      case 'Enter':
        if (isShown && now.highlighted >= 0) {
          event.preventDefault();
          pick(now.highlighted);
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
    if (event.target instanceof Node && !container.contains(event.target) && !store.getState().overlay) dispatch({ type: 'closed' });
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
  emitBoxEvent(box, 'awsLoaded', '');
  if (doc.activeElement === input) onFocus();

  // Unmounting stops the box (its requests, timers, listeners and overlay) for whoever mounted it (tests); a page
  // never unmounts a box (AWS's script never does), so the server markup the box changed is not put back.
  return () => {
    session.dispose();
    unsubscribe();
    listening.abort();
    overlayOpening = null;
    closeOverlayDialog?.();
  };
}
