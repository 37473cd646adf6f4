/**
 * WP Statistics' tracker settings: `WP_Statistics_Tracker_Object` (hit and online endpoints and their
 * parameters, consent and Do-Not-Track options, the custom event URL) and, with its DataPlus add-on,
 * `WP_Statistics_DataPlus_Event_Object` (link and download click tracking).
 */
import { flag, listOf, loadGlobalSettings, numeric, optional, recordOf, shape, text, type Reader } from '@shop-islands/core';

export const TRACKER_GLOBAL = 'WP_Statistics_Tracker_Object';
export const DATAPLUS_GLOBAL = 'WP_Statistics_DataPlus_Event_Object';

export interface TrackerOptions {
  readonly dntEnabled: boolean;
  readonly bypassAdBlockers: boolean;
  /** The WP Consent API category statistics need, or 'disabled'. */
  readonly consentLevel: string;
  readonly isWpConsentApiActive: boolean;
  readonly trackAnonymously: boolean;
  readonly isPreview: boolean;
  readonly userOnline: boolean;
}

export interface TrackerSettings {
  /** REST base, e.g. '/wp-json/wp-statistics/v2'; hits go to `{requestUrl}/{hitParams.endpoint}`. */
  readonly requestUrl: string;
  /** admin-ajax URL used instead when ad blockers are bypassed. */
  readonly ajaxUrl: string;
  /** As printed: numbers stay numbers (the page id goes into custom events' JSON as WP Statistics prints it). */
  readonly hitParams: Readonly<Record<string, Param>>;
  readonly onlineParams: Readonly<Record<string, Param>>;
  readonly option: TrackerOptions;
  /** Milliseconds between 'online' pings. */
  readonly jsCheckTime: number;
  readonly customEventAjaxUrl: string;
}

export interface DataPlusSettings {
  readonly eventAjaxUrl: string;
  readonly fileExtensions: readonly string[];
  readonly options: { readonly downloadTracker: boolean; readonly linkTracker: boolean };
}

export type Param = string | number;
/** A request parameter as printed: a number, or text (none is ''). */
const param: Reader<Param> = (value, path) => (typeof value === 'number' && Number.isFinite(value) ? value : optional(text, '')(value, path));

const readTracker = shape<TrackerSettings>({
  requestUrl: optional(text, ''),
  ajaxUrl: optional(text, ''),
  hitParams: recordOf(param),
  onlineParams: optional(recordOf(param), {}),
  option: shape<TrackerOptions>({
    dntEnabled: optional(flag, false),
    bypassAdBlockers: optional(flag, false),
    consentLevel: optional(text, 'disabled'),
    isWpConsentApiActive: optional(flag, false),
    trackAnonymously: optional(flag, false),
    isPreview: optional(flag, false),
    userOnline: optional(flag, false),
  }),
  jsCheckTime: optional(numeric, 60_000),
  customEventAjaxUrl: optional(text, ''),
});

const readDataPlus = shape<DataPlusSettings>({
  eventAjaxUrl: text,
  fileExtensions: optional(listOf(text), []),
  options: shape({ downloadTracker: optional(flag, false), linkTracker: optional(flag, false) }),
});

export function loadTrackerSettings(win: Window): TrackerSettings | null {
  return TRACKER_GLOBAL in win ? loadGlobalSettings(TRACKER_GLOBAL, readTracker, win) : null;
}

export function loadDataPlusSettings(win: Window): DataPlusSettings | null {
  return DATAPLUS_GLOBAL in win ? loadGlobalSettings(DATAPLUS_GLOBAL, readDataPlus, win) : null;
}
