// html-validate rules for the built pages (__tests__/build/html-valid.test.ts).
// https://html-validate.org/usage/index.html#configuration
module.exports = {
  extends: ["html-validate:recommended"],
  elements: ["html5"],
  rules: {
    // React writes charSet and srcSet; HTML attribute names are case-insensitive.
    "attr-case": "off",
    // Gatsby's root element is #___gatsby; the relaxed rule still requires ids without spaces.
    "valid-id": ["error", { relaxed: true }],
    // A photo's placeholder (blurred thumbnail or dominant colour) is its own style="background…".
    "no-inline-style": "off",
    // React's static markup writes void elements as <meta/> and empty attributes as name="".
    "void-style": "off",
    "attribute-empty-style": "off",
    "attribute-boolean-style": "off",
    // Page titles come from the editor's YAML; search engines cut them, browsers do not mind.
    "long-title": "off",
  },
}
