/**
 * Fastify's schema validation errors, worded as WordPress's REST API words invalid parameters
 * (rest_validate_value_from_schema), so every endpoint can answer bad input in its own shape.
 */
import type { FastifySchemaValidationError } from 'fastify';

export interface InputProblem {
  /** The top-level field: 'quantity', 'variation', 'cart[abc][qty]'. */
  readonly param: string;
  /** WordPress's wording, e.g. 'quantity is not of type integer.' */
  readonly message: string;
  /** True when the field is missing altogether. */
  readonly missing: boolean;
}

/** '/variation/0/value' → ['variation', '0', 'value'] (JSON pointer, unescaped). */
function segments(pointer: string): string[] {
  return pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** ['variation', '0', 'value'] → 'variation[0][value]', as WordPress names nested values. */
function wpName(path: readonly string[]): string {
  const [first = '', ...rest] = path;
  return first + rest.map((s) => `[${s}]`).join('');
}

function describe(error: FastifySchemaValidationError, name: string): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return `${name} is not of type ${String(p.type)}.`;
    case 'minimum':
      return `${name} must be greater than or equal to ${String(p.limit)}`;
    case 'maximum':
      return `${name} must be less than or equal to ${String(p.limit)}`;
    case 'pattern':
      return `${name} does not match pattern ${String(p.pattern)}.`;
    case 'maxLength':
      return `${name} must be at most ${String(p.limit)} character${p.limit === 1 ? '' : 's'} long.`;
    case 'minLength':
      return `${name} must be at least ${String(p.limit)} character${p.limit === 1 ? '' : 's'} long.`;
    case 'enum':
      return `${name} is not one of ${(p.allowedValues as unknown[]).join(', ')}.`;
    default:
      return `${name} is invalid.`;
  }
}

/** One problem per field (the first error about it), in the order Fastify reported them. */
export function inputProblems(errors: readonly FastifySchemaValidationError[]): InputProblem[] {
  const seen = new Map<string, InputProblem>();
  for (const error of errors) {
    const path = segments(error.instancePath);
    const p = error.params as Record<string, unknown>;
    let problem: InputProblem;
    if (error.keyword === 'required') {
      const missing = String(p.missingProperty);
      problem = path.length === 0
        ? { param: missing, message: `${missing} is a required property.`, missing: true }
        : { param: path[0]!, message: `${missing} is a required property of ${wpName(path)}.`, missing: false };
    } else if (error.keyword === 'additionalProperties') {
      const extra = String(p.additionalProperty);
      problem = { param: path[0] ?? extra, message: `${wpName([...path, extra])} is not a valid property of Object.`, missing: false };
    } else {
      problem = { param: path[0] ?? '', message: describe(error, wpName(path)), missing: false };
    }
    if (!seen.has(problem.param)) seen.set(problem.param, problem);
  }
  return [...seen.values()];
}
