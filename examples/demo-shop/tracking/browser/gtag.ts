/**
 * The demo's stand-in for Google's gtag.js (https://www.googletagmanager.com/gtag/js): it reads the
 * `dataLayer` commands the page queues (before and after it loads), keeps the Consent Mode state
 * (the store's visitors are in GB, so defaults for GB apply) and posts every `event` to the shop's
 * local GA4 collector instead of Google. Never part of dist/.
 */
type Command = ArrayLike<unknown>;
type ConsentState = Record<string, string>;

const COLLECT_URL = '/shop/demo/gtag/collect';
const VISITOR_REGION = 'GB';

const script = document.currentScript as HTMLScriptElement | null;
const measurementId = new URL(script?.src ?? location.href, location.href).searchParams.get('id') ?? '';
const consent: ConsentState = {};
const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);

function collect(name: string, params: unknown): void {
  void fetch(COLLECT_URL, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tid: measurementId, name, params: params ?? {}, consent: { ...consent }, page: location.href, t: Date.now() }),
  }).catch(() => undefined);
}

function run(command: unknown): void {
  // gtag() queues its `arguments`; anything else on the dataLayer is for Google Tag Manager.
  if (!command || typeof command !== 'object' || Array.isArray(command) || typeof (command as Command).length !== 'number') return;
  const [verb, what, options] = Array.from(command as Command);
  if (verb === 'consent' && options && typeof options === 'object') {
    const { region, wait_for_update: _wait, ...signals } = options as { region?: string[]; wait_for_update?: number } & ConsentState;
    if (what === 'update' || !region || region.includes(VISITOR_REGION)) Object.assign(consent, signals);
  } else if (verb === 'event' && typeof what === 'string') {
    collect(what, options);
  }
}

layer.forEach(run);
const push = layer.push.bind(layer);
layer.push = (...commands: unknown[]): number => {
  commands.forEach(run);
  return push(...commands);
};
