import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter.ts';

describe("Blocks' observer emitter", () => {
  it('runs observers by priority, equal priorities in the order they subscribed, and forgets an unsubscribed one', async () => {
    const emitter = createEmitter();
    const calls: string[] = [];
    emitter.subscribe(() => void calls.push('b10'), 10, 'e');
    emitter.subscribe(() => void calls.push('a5'), 5, 'e');
    const stop = emitter.subscribe(() => void calls.push('gone'), 1, 'e');
    emitter.subscribe(() => void calls.push('c10'), undefined, 'e');
    stop();
    await emitter.emit('e');
    expect(calls).toEqual(['a5', 'b10', 'c10']);
  });

  it('keeps only objects with a type as answers', async () => {
    const emitter = createEmitter();
    for (const answer of [true, false, undefined, { errorMessage: 'no type' }, { type: 'success', meta: { paymentMethodData: { a: '1' } } }]) emitter.subscribe(() => answer, 10, 'e');
    expect(await emitter.emit('e')).toEqual([{ type: 'success', meta: { paymentMethodData: { a: '1' } } }]);
  });

  it('emitWithAbort stops at the first error or failure; a throw counts as an error and is logged', async () => {
    const emitter = createEmitter();
    const later = vi.fn();
    emitter.subscribe(() => ({ type: 'success' }), 1, 'e');
    emitter.subscribe(() => ({ type: 'failure', message: 'no' }), 2, 'e');
    emitter.subscribe(later, 3, 'e');
    expect(await emitter.emitWithAbort('e')).toEqual([{ type: 'success' }, { type: 'failure', message: 'no' }]);
    expect(later).not.toHaveBeenCalled();

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const thrower = createEmitter();
    const boom = new Error('boom');
    thrower.subscribe(() => { throw boom; }, 1, 'e');
    thrower.subscribe(later, 2, 'e');
    expect(await thrower.emitWithAbort('e')).toEqual([{ type: 'error' }]);
    expect(logged).toHaveBeenCalledWith(boom);
    expect(later).not.toHaveBeenCalled();
  });

  it('emit runs every observer even after an error answer or a throw', async () => {
    const emitter = createEmitter();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    emitter.subscribe(() => ({ type: 'error', errorMessage: 'first' }), 1, 'e');
    emitter.subscribe(() => { throw new Error('second'); }, 2, 'e');
    emitter.subscribe(async () => ({ type: 'error', errorMessage: 'third' }), 3, 'e');
    expect(await emitter.emit('e')).toEqual([{ type: 'error', errorMessage: 'first' }, { type: 'error', errorMessage: 'third' }]);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
