// Lint rules: TypeScript, React hooks, accessibility of JSX and no import cycles; Prettier owns formatting.
// https://eslint.org/docs/latest/use/configure/configuration-files
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import importPlugin from "eslint-plugin-import"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

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
    plugins: { import: importPlugin },
    settings: {
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs"] } },
      "import/ignore": ["node_modules"],
    },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Playwright Test: a fixture's `use` is its callback, not React's hook, and a fixture that needs no other
    // names none with an empty pattern, from which Playwright reads what it needs.
    files: ["playwright.config.ts", "__tests__/e2e/**/*.ts", "__tests__/rebuild/*.setup.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
  {
    files: ["**/*.{js,cjs}", "jest.config.js", "jest-preprocess.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
)
