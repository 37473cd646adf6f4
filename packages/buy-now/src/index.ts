/**
 * Buy-now widget entry: wires every purchase button the page printed (queued on wpaspInitOnDocReady or
 * handed to `stripeHandlerNG`, see legacy-handler.ts) and every payment box link or attach element
 * (wpASPNG), then stays out of the way until a click. Built on its own (esbuild.config.ts, SELF_CONTAINED): the
 * pop-up's code comes with it, lighter than a chunk fetched on the click; a page loads only the code for what it
 * has: link and attach triggers (trigger.ts) only where the page has candidates, a custom amount field's code
 * (amount-field.ts) only for a button showing one.
 */
import { BOX_ELSEWHERE } from './box-origin.ts';
import { triggerSelector } from './controller/trigger-selector.ts';
import { refusesBox, setUpBuyButton } from './buy-button.ts';
import { answerLegacyHandler, reportError } from './legacy-handler.ts';
import { readCommonSettings, type CommonSettings } from './settings.ts';
import './style.css';

function start(): void {
  // Without wpASPNG (not printed on this page) link and attach triggers are off.
  let common: CommonSettings | null = null;
  try {
    common = readCommonSettings();
  } catch (error) {
    reportError(error);
  }
  answerLegacyHandler(window, (button) => setUpBuyButton(button, common));
  const triggers = common ? document.querySelectorAll<HTMLElement>(triggerSelector(common.ppSlug)) : [];
  // Their code is fetched only where the page has candidates, and only for a box this build serves: a trigger taken
  // over says it opens a dialog, which a refused box never would (the any-origin build refuses none, and its minifier
  // drops the check). Until it is in (or when it cannot be fetched or the box is refused: one console error), a link
  // goes to the payment box page itself, which takes the payment on its own.
  if (triggers.length && (BOX_ELSEWHERE || !refusesBox(new URL(common!.iframeUrl, document.URL)))) import('./trigger.ts').then((chunk) => triggers.forEach((element) => chunk.mountTrigger(element, common!, setUpBuyButton)), reportError);
}

// A module script: it runs once the page is parsed, its buttons and their inline settings before it.
start();
