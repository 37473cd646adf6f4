// @vitest-environment node
// The lint's layering rule: a widget imports core, never another widget; core imports no widget.
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results.flatMap((result) => result.messages).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layering', () => {
  test('a widget importing another widget, by name or by path, fails the lint', async () => {
    const messages = await restricted('packages/payments/src/layering-probe.ts',
      "import { a } from '@shop-islands/checkout';\nimport { b } from '../../express-checkout/src/api';\nexport const c = [a, b];\n");
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('A widget imports core, never another widget');
  });

  test('a widget importing core, or its own files, passes', async () => {
    expect(await restricted('packages/payments/src/layering-probe.ts',
      "import { a } from '@shop-islands/core/store';\nimport { b } from './settings';\nexport const c = [a, b];\n")).toEqual([]);
  });

  test('core importing a widget fails the lint', async () => {
    expect(await restricted('packages/core/src/layering-probe.ts',
      "import { a } from '@shop-islands/tracking';\nexport const c = a;\n")).toHaveLength(1);
  });
});
