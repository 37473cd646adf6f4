/**
 * Buy-now widget entry: wires every purchase button the page printed (wpaspInitOnDocReady) and every
 * payment box link or attach element (wpASPNG), then stays out of the way until a click.
 */
import { mountIslands, SettingsError, whenDomReady } from '@shop-islands/core';
import { triggerSelector } from './controller/triggers.ts';
import { setUpBuyButton } from './buy-button.ts';
import { readButtonSettings, readCommonSettings } from './settings.ts';
import { mountTrigger } from './trigger.ts';
import './style.css';

function start(): void {
  try {
    const common = readCommonSettings();
    for (const button of readButtonSettings()) setUpBuyButton(button, common);
    if (common) mountIslands(triggerSelector(common.ppSlug), (element) => mountTrigger(element, common));
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`[shop-islands] buy-now: ${error.message}`);
  }
}

whenDomReady(start);
