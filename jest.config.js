/**
 * Jest, set up as Gatsby documents: https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/
 * "unit" runs components and helpers in jsdom; "build" reads the output of `gatsby build`;
 * "rebuild" builds edited content and checks its output the same way. The browser tests are
 * Playwright's (playwright.config.ts).
 */
const shared = {
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
}

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.[jt]s?(x)"],
      setupFiles: ["<rootDir>/__tests__/support/loadershim.js"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup-tests.ts"],
    },
    {
      // Node, not jsdom: the same checks also run in the rebuild test; pages are parsed with jsdom.
      ...shared,
      displayName: "build",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/build/**/*.test.[jt]s?(x)"],
    },
    {
      // A second production build, of edited content in a temp folder, checked like the first (the build checks;
      // Playwright's edited-* projects run the browser checks on it). Its builds start before any test
      // (globalSetup) and run while the others do; the test runs last.
      ...shared,
      displayName: "rebuild",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/rebuild/**/*.test.ts"],
      globalSetup: "<rootDir>/__tests__/rebuild/support/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/rebuild/support/global-teardown.ts",
    },
  ],
  testSequencer: "<rootDir>/__tests__/rebuild/support/sequencer.js",
}
