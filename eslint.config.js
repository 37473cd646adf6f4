// Lint: typescript-eslint's recommended rules, and the layering the architecture promises.
import tseslint from 'typescript-eslint';

const WIDGETS = ['buy-now', 'checkout', 'express-checkout', 'live-search', 'payments', 'storefront', 'tracking'];

/** A widget imports core, never another widget (by package name or by relative path). */
const layering = WIDGETS.map((widget) => ({
  files: [`packages/${widget}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: WIDGETS.filter((other) => other !== widget).flatMap((other) => [
        { group: [`@shop-islands/${other}`, `@shop-islands/${other}/*`], message: 'A widget imports core, never another widget.' },
        { group: [`**/${other}/src/**`, `**/packages/${other}/**`], message: 'A widget imports core, never another widget.' },
      ]),
    }],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.work/**', 'tests/real-store/.work/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore names what is left out on purpose (a rest sibling, an unused parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // A closure made before the value (a toggle that opens the cart loaded later) reads it after assignment.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Tests read answers whose shapes they assert on.
    files: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...layering,
  {
    files: ['packages/core/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: WIDGETS.map((w) => `@shop-islands/${w}`), message: 'Core imports no widget.' }],
      }],
    },
  },
);
