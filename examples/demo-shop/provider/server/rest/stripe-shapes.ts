/**
 * Checks a JSON answer against the official `stripe` package's TypeScript definition of its object, at run time:
 * the TypeScript compiler reads the package's types (Stripe.PaymentIntent, Stripe.Charge, …) and each answer is
 * walked against the type its `object` member names. Every member the type requires must be there, nothing the
 * type lacks may be, and each value must fit (string literal unions such as statuses included; expandable members
 * as an id or the object). Used by the contract tests that replay the Stripe Gateway's recorded requests.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** `object` values of the answers the REST face gives, and the stripe package's type for each. */
const TYPES = {
  account: 'Stripe.Account',
  balance_transaction: 'Stripe.BalanceTransaction',
  charge: 'Stripe.Charge',
  confirmation_token: 'Stripe.ConfirmationToken',
  customer: 'Stripe.Customer',
  event: 'Stripe.Event',
  payment_intent: 'Stripe.PaymentIntent',
  payment_method: 'Stripe.PaymentMethod',
  payment_method_configuration: 'Stripe.PaymentMethodConfiguration',
  payment_method_domain: 'Stripe.PaymentMethodDomain',
  refund: 'Stripe.Refund',
  setup_intent: 'Stripe.SetupIntent',
  token: 'Stripe.Token',
  webhook_endpoint: 'Stripe.WebhookEndpoint',
  deleted_webhook_endpoint: 'Stripe.DeletedWebhookEndpoint',
  search_result: 'Stripe.ApiSearchResult<unknown>',
  error: '{ error: Stripe.StripeRawError }',
} as const;

export type ShapeName = keyof typeof TYPES;

const HERE = dirname(fileURLToPath(import.meta.url));
/** A source the checker reads beside this file, so that 'stripe' resolves from the repository's node_modules. */
const VIRTUAL = join(HERE, '__stripe-shapes__.ts');
const SOURCE = `import type Stripe from 'stripe';\nexport interface Shapes {\n${Object.entries(TYPES).map(([name, type]) => `  ${name}: ${type};`).join('\n')}\n}\n`;

export interface ShapeChecker {
  /** Problems of `value` as the type named: `path: what is wrong`; none when it fits. */
  check(value: unknown, name: ShapeName): string[];
  /** The shape an answer has by its `object` member (lists and search results are checked by their items), or null when none. */
  shapeOf(value: unknown): ShapeName | null;
}

export function createShapeChecker(): ShapeChecker {
  const options: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, skipLibCheck: true, noEmit: true, types: [] };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const get = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === VIRTUAL ? SOURCE : read(file));
  host.fileExists = ((exists) => (file: string) => file === VIRTUAL || exists(file))(host.fileExists.bind(host));
  host.getSourceFile = (file, language, ...rest) => (file === VIRTUAL ? ts.createSourceFile(file, SOURCE, language) : get(file, language, ...rest));
  const program = ts.createProgram([VIRTUAL], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(VIRTUAL);
  const shapes = source?.statements.find(ts.isInterfaceDeclaration);
  if (!source || !shapes) throw new Error('the stripe package types could not be read');
  const shapesType = checker.getTypeAtLocation(shapes);
  const typeOf = (name: ShapeName): ts.Type => {
    const property = shapesType.getProperty(name);
    if (!property) throw new Error(`no shape ${name}`);
    return checker.getTypeOfSymbol(property);
  };

  const describe = (type: ts.Type): string => checker.typeToString(type);

  function walk(value: unknown, type: ts.Type, path: string, depth: number): string[] {
    if (depth > 12) return [];
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return [];
    if (type.isUnion()) {
      let best: string[] | null = null;
      const isObject = typeof value === 'object' && value !== null;
      for (const member of type.types) {
        const problems = walk(value, member, path, depth);
        if (problems.length === 0) return [];
        // An object is reported against the union's object members (an expandable member's id or null say nothing).
        const objectMember = (member.flags & ts.TypeFlags.Object) !== 0 || member.isIntersection();
        if (isObject && objectMember && (!best || problems.length < best.length)) best = problems;
      }
      return best ?? [`${path} is ${JSON.stringify(value)?.slice(0, 60)}, not ${describe(type)}`];
    }
    if (flags & ts.TypeFlags.Null) return value === null ? [] : [`${path} is not null`];
    if (flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return value === undefined ? [] : [`${path} should be absent`];
    if (type.isStringLiteral()) return value === type.value ? [] : [`${path} is ${JSON.stringify(value)}, not "${type.value}"`];
    if (type.isNumberLiteral()) return value === type.value ? [] : [`${path} is ${JSON.stringify(value)}, not ${type.value}`];
    if (flags & ts.TypeFlags.BooleanLiteral) return value === (describe(type) === 'true') ? [] : [`${path} is ${JSON.stringify(value)}, not ${describe(type)}`];
    if (flags & ts.TypeFlags.StringLike) return typeof value === 'string' ? [] : [`${path} is ${JSON.stringify(value)?.slice(0, 60)}, not a string`];
    if (flags & ts.TypeFlags.NumberLike) return typeof value === 'number' ? [] : [`${path} is ${JSON.stringify(value)?.slice(0, 60)}, not a number`];
    if (flags & ts.TypeFlags.BooleanLike) return typeof value === 'boolean' ? [] : [`${path} is ${JSON.stringify(value)?.slice(0, 60)}, not a boolean`];
    if (checker.isArrayType(type)) {
      if (!Array.isArray(value)) return [`${path} is not an array`];
      const element = checker.getTypeArguments(type as ts.TypeReference)[0];
      return element ? value.flatMap((item, index) => walk(item, element, `${path}[${index}]`, depth + 1)) : [];
    }
    if (flags & ts.TypeFlags.Object || type.isIntersection()) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${path} is ${JSON.stringify(value)?.slice(0, 60)}, not ${describe(type)}`];
      const record = value as Record<string, unknown>;
      const problems: string[] = [];
      const properties = checker.getPropertiesOfType(type);
      const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
      const known = new Set(properties.map((p) => p.getName()));
      for (const property of properties) {
        const name = property.getName();
        const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
        const propertyType = checker.getTypeOfSymbol(property);
        if (!(name in record) || record[name] === undefined) {
          if (!optional && !(propertyType.flags & ts.TypeFlags.Void)) problems.push(`${path}.${name} is missing`);
          continue;
        }
        problems.push(...walk(record[name], propertyType, `${path}.${name}`, depth + 1));
      }
      for (const [key, item] of Object.entries(record)) {
        if (known.has(key)) continue;
        if (index) problems.push(...walk(item, index.type, `${path}.${key}`, depth + 1));
        else problems.push(`${path}.${key} is not a member of ${describe(type)}`);
      }
      return problems;
    }
    return [];
  }

  const shapeOf = (value: unknown): ShapeName | null => {
    if (!value || typeof value !== 'object') return null;
    const record = value as { object?: unknown; error?: unknown; deleted?: unknown; data?: unknown };
    if (record.error) return 'error';
    if (record.object === 'webhook_endpoint' && record.deleted === true) return 'deleted_webhook_endpoint';
    if (record.object === 'list') return 'search_result';
    return typeof record.object === 'string' && record.object in TYPES ? (record.object as ShapeName) : null;
  };

  return {
    check(value, name) {
      if (name === 'search_result' || (value as { object?: unknown })?.object === 'list') {
        const list = value as { data?: unknown[] };
        const items = (list.data ?? []).flatMap((item, index) => {
          const shape = shapeOf(item);
          return shape ? walk(item, typeOf(shape), `data[${index}]`, 0) : [`data[${index}] has no known object type`];
        });
        return [...(Array.isArray(list.data) ? [] : ['data is not an array']), ...items];
      }
      return walk(value, typeOf(name), name, 0);
    },
    shapeOf,
  };
}
