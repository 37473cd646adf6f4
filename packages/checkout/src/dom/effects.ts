/**
 * Carries out a store's effects one after another, each waiting for the one before: some put server markup in
 * the page (sanitised first, which is asynchronous), and what follows must see it. While nothing is pending an
 * effect runs at once (a click's effects land in the click), so only what follows an asynchronous one waits.
 */
import type { EffectRunner } from '@shop-islands/core/store';

export type OrderedRunner<Action, Effect> = EffectRunner<Action, Effect> & {
  /** Resolves once every effect handed over so far has been carried out. */
  settled(): Promise<unknown>;
};

export function inOrder<Action, Effect>(run: (effect: Effect, dispatch: (action: Action) => void) => unknown): OrderedRunner<Action, Effect> {
  /** The effects still pending, or null when nothing is. */
  let queue: Promise<unknown> | null = null;
  const report = (error: unknown): void => console.error('[shop-islands] checkout:', error);
  const runner: EffectRunner<Action, Effect> = (effect, dispatch) => {
    if (queue === null) {
      let result: unknown;
      try {
        result = run(effect, dispatch);
      } catch (error) {
        return report(error);
      }
      if (!(result instanceof Promise)) return;
      queue = result.catch(report);
    } else queue = queue.then(() => run(effect, dispatch)).catch(report);
    const mine = queue;
    void mine.then(() => {
      if (queue === mine) queue = null;
    });
  };
  return Object.assign(runner, { settled: () => queue ?? Promise.resolve() });
}
