// Lint rules: TypeScript, React hooks, accessibility of JSX and no import cycles; Prettier owns formatting.
// https://eslint.org/docs/latest/use/configure/configuration-files
//
// ESLint 10. eslint-plugin-react 7.37.5 and eslint-plugin-jsx-a11y 6.10.2 do not declare it yet
// (jsx-eslint/eslint-plugin-react#3977, jsx-eslint/eslint-plugin-jsx-a11y#1075): package.json's
// "overrides" let them install beside it. The rules enabled here use none of the APIs ESLint 10
// removed (react's version detection does, hence the explicit version below), and
// __tests__/unit/lint-plugins.test.ts proves each plugin still reports, and fails once a plugin
// declares ESLint 10 so that its override can go. eslint-plugin-import has no ESLint 10 release
// (import-js/eslint-plugin-import#3227): its maintained fork eslint-plugin-import-x has the same no-cycle.
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import importX, { createNodeResolver } from "eslint-plugin-import-x"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

/** Decap's packages, which only the door to Decap (src/admin/decap/) imports. */
const decapPackages = {
  group: ["decap-cms-*", "decap-cms-*/**", "decap-server", "decap-server/**"],
  message: "Reach Decap through the door, src/admin/decap/ (index.ts), and name the reliance there.",
}

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "coverage/",
      "static/admin/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: { ...globals.browser, ...globals.node, ...globals.jest, Queries: "readonly" },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      // Emotion's css prop is not a DOM attribute React knows.
      "react/no-unknown-property": ["error", { ignore: ["css", "fetchpriority"] }],
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Modules that import each other, even for a type, mean two things that should be one, or a third missing.
    files: ["src/**/*.{ts,tsx}", "gatsby-*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs"] })],
      "import-x/ignore": ["node_modules"],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // --- Layer rules: which folder of src/ may import which ---
  {
    // The layers of src/ import one way only. Type imports count too: they still tie the layers together.
    // __tests__/unit/lint-layers.test.ts proves each zone reports a crossing.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              // The content model is the domain: Gatsby, the editor, the components and the hooks build on it.
              target: "src/content",
              from: ["src/gatsby", "src/admin", "src/components", "src/pages", "src/hooks"],
              message: "src/content depends on nothing built on top of it.",
            },
            {
              target: "src/admin",
              from: "src/gatsby",
              message: "src/admin runs in the browser; src/gatsby is the build's Node code.",
            },
            {
              // One entry per reader, so the model's inside can change without touching its users.
              target: ["src/gatsby", "src/admin", "src/components", "src/pages", "src/hooks"],
              from: "src/content",
              except: ["./index.ts", "./browser.ts"],
              message: "Reach src/content through its entries: index.ts, or browser.ts for the browser editor.",
            },
          ],
        },
      ],
    },
  },
  // --- end of the layer rules ---
  {
    // Playwright Test: a fixture's `use` is its callback, not React's hook, and a fixture that needs no other
    // names none with an empty pattern, from which Playwright reads what it needs.
    files: [
      "playwright.config.ts",
      "__tests__/e2e/**/*.ts",
      "__tests__/engines/**/*.ts",
      "__tests__/rebuild/*.setup.ts",
    ],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
  {
    files: ["**/*.{js,cjs}", "jest.config.js", "jest-preprocess.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // --- The door to Decap: src/admin/decap/ alone touches Decap's packages and insides. ---
  {
    // The editor's entry loads Decap through the door's registry.ts (after draft-backup.ts), and nothing else of it.
    files: ["src/admin/index.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            decapPackages,
            {
              group: ["**/decap/*", "!**/decap/index", "!**/decap/registry"],
              message: "Import the door's index (./decap), not one of its files.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every other module of the editor reaches Decap through the door's index.ts, so one folder lists what the editor
    // assumes of Decap's insides (docs/upgrading.md).
    files: ["src/admin/**/*.{ts,tsx}"],
    ignores: ["src/admin/decap/**", "src/admin/index.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            decapPackages,
            {
              group: ["**/decap/*", "!**/decap/index"],
              message: "Import the door's index (./decap); only the editor's entry (index.tsx) loads decap/registry.",
            },
          ],
        },
      ],
    },
  },
  // --- End of the door to Decap. ---
  prettier,
)
