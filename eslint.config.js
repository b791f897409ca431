// @ts-check
/**
 * One lint configuration for every TypeScript file in the repository: the app (src/), its tools,
 * tests and benchmarks, the server, and any folder added later. Type-checked rules run everywhere
 * (typescript-eslint's strict + stylistic sets); React rules only where React lives; Prettier owns
 * layout, so every formatting rule is off (eslint-config-prettier, last).
 *
 * A rule is switched off or loosened here only with its reason on the same line. Inside the code,
 * an `eslint-disable-next-line rule -- reason` is allowed for one line and must give its reason.
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      'coverage/',
      '.e2e-artifacts/',
      'docs/',
      'bench/peers/apps/', // the peers' own packages install only for npm run bench (bench/peers/package.json)
      '**/*.generated.ts', // written by a generator whose own test proves it current
    ],
  },
  {
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
      reportUnusedInlineConfigs: 'error',
    },
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Numbers and booleans read naturally in messages (`${count} answers`); objects still may not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `_name` marks a parameter a signature needs but the body does not (callbacks, registries).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Interfaces and type aliases are both used on purpose: aliases for unions and mapped types.
      '@typescript-eslint/consistent-type-definitions': 'off', // the choice follows the shape, not a house rule
      // Imports say what is type-only, matching verbatimModuleSyntax in tsconfig.json.
      // `import()` types stay allowed: an ambient `declare module` (src/content.d.ts) can reach project types no other way.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // Callback props are properties (`onChange: (value) => void`), so handing them on is never an unbound method.
      '@typescript-eslint/method-signature-style': ['error', 'property'],
      // `onClick={() => setOpen(true)}` reads better than a block; void values still may not flow anywhere else.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `||` is deliberate on strings and booleans: an empty label falls back like a missing one.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true, boolean: true } }],
      // Contradicts no-non-null-assertion (kept): stylistic wants `x!` where strict forbids it.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
      // A rejection reason that is passed on (AbortSignal.reason, typed `any`; a task's own `unknown` error) stays as it came.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': 'off', // the CLIs in tools/ and the e2e harness report on the console; src/ forbids it below
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // The browser app logs nothing but warnings about data it had to drop (stale or tampered storage).
      'no-console': ['error', { allow: ['warn'] }],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: {
      // Fakes implement async interfaces (providers, mailers, sleep) with bodies that need no await.
      '@typescript-eslint/require-await': 'off',
      // No-op callbacks stand in for handlers a test does not observe.
      '@typescript-eslint/no-empty-function': 'off',
      // Fixtures are indexed at known positions (noUncheckedIndexedAccess); a wrong index fails the test anyway.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Vitest types its asymmetric matchers (expect.any, expect.stringMatching) as `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // Tests read parsed JSON (responses, stored documents) by the shape they assert; a wrong shape fails the test.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off', // same reason: parsed JSON read by its asserted shape
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    // Chakra's form controls render the native element, so labels around them label a control.
    settings: { 'jsx-a11y': { components: { Input: 'input', Textarea: 'textarea', NativeSelectField: 'select' } } },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['src/ui/forms/**/*.{ts,tsx}'],
    rules: {
      // rjsf's props type every field value, option and ui schema as `any`; the theme takes them as rjsf hands them.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off', // same reason: rjsf's `any`-typed values
      '@typescript-eslint/no-unsafe-member-access': 'off', // same reason: rjsf's `any`-typed values
      '@typescript-eslint/no-unsafe-argument': 'off', // same reason: rjsf's `any`-typed values
      // Autofocus happens only where a content editor sets rjsf's `ui:autofocus`, which the theme must honour.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    // The React hooks rules also hold in hook modules written as plain .ts.
    files: ['src/ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
