/**
 * The flows' on-demand entry (fetched only when a page has a flow hash, or an order is answered with one):
 * the hash read, the plan made and carried out.
 */
import { parseHash } from './parse.ts';
import { planHashFlow, type FlowContext } from './plan.ts';
import { runFlow, type FlowDeps, type FlowResult } from './run.ts';

export function flowOfHash(hash: string, ctx: FlowContext, deps: FlowDeps): Promise<FlowResult> {
  return runFlow(planHashFlow(parseHash(hash), ctx), ctx, deps);
}
