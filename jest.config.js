/**
 * Jest, set up as Gatsby documents: https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/
 * The unit tests: components and helpers in jsdom, with Testing Library. Everything that needs a built
 * site is Playwright Test's (playwright.config.ts).
 */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "jsdom",
  // Every core: Jest's default keeps one for itself, which on CI's two cores leaves a single worker (50 s, not 33 s).
  maxWorkers: "100%",
  testMatch: ["<rootDir>/__tests__/unit/**/*.test.[jt]s?(x)"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public"],
  // Jest never reads what an editor can change or what the build wrote: without this, a
  // content/__mocks__/react.js would be taken as the mock of React in every test
  // (__tests__/unit/jest-ignores-content.test.ts).
  modulePathIgnorePatterns: ["<rootDir>/content/", "<rootDir>/public/", "<rootDir>/\\.cache/"],
  // Decap's Czech words are read from their ES module (the package's CommonJS build is empty).
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|decap-cms-locales)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/__tests__/support/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup-tests.ts"],
}
