/**
 * Carries out a store's effects one after another, each waiting for the one before: some put server
 * markup in the page (sanitised first, which is asynchronous), and what follows must see it.
 */
import type { EffectRunner } from '@shop-islands/core/store';

export type OrderedRunner<Action, Effect> = EffectRunner<Action, Effect> & {
  /** Resolves once every effect handed over so far has been carried out. */
  settled(): Promise<unknown>;
};

export function inOrder<Action, Effect>(run: (effect: Effect, dispatch: (action: Action) => void) => unknown): OrderedRunner<Action, Effect> {
  let queue: Promise<unknown> = Promise.resolve();
  const runner: EffectRunner<Action, Effect> = (effect, dispatch) => {
    queue = queue.then(() => run(effect, dispatch)).catch((error: unknown) => console.error('[shop-islands] checkout:', error));
  };
  return Object.assign(runner, { settled: () => queue });
}
