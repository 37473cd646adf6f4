/**
 * Buy-now widget entry: wires every purchase button the page printed (queued on wpaspInitOnDocReady or
 * handed to `stripeHandlerNG`, see legacy-handler.ts) and every payment box link or attach element
 * (wpASPNG), then stays out of the way until a click.
 */
import { loadGlobalSettings, mountIslands, optional, whenDomReady } from '@shop-islands/core';
import { triggerSelector } from './controller/triggers.ts';
import { setUpBuyButton } from './buy-button.ts';
import { answerLegacyHandler } from './legacy-handler.ts';
import { BUY_NOW_GLOBALS, readCommon } from './settings.ts';
import { mountTrigger } from './trigger.ts';
import './style.css';

function start(): void {
  // Without wpASPNG (not printed on this page) link and attach triggers are off.
  const common = loadGlobalSettings(BUY_NOW_GLOBALS.common, optional(readCommon, null));
  answerLegacyHandler(window, (button) => setUpBuyButton(button, common));
  if (common) mountIslands(triggerSelector(common.ppSlug), (element) => mountTrigger(element, common));
}

whenDomReady(start);
