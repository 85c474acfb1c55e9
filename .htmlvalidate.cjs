// html-validate rules for the built pages (__tests__/build/html-valid.test.ts).
// https://html-validate.org/usage/index.html#configuration
module.exports = {
  extends: ["html-validate:recommended"],
  elements: [
    "html5",
    // gatsby-plugin-image writes lazy images with data-src and sets src on hydration;
    // its <noscript> copy carries src for visitors without JavaScript.
    { img: { attributes: { src: { required: false } } } },
  ],
  rules: {
    // React writes charSet and srcSet; HTML attribute names are case-insensitive.
    "attr-case": "off",
    // Gatsby's root element is #___gatsby; the relaxed rule still requires ids without spaces.
    "valid-id": ["error", { relaxed: true }],
    // gatsby-plugin-image sizes its wrappers and placeholders with style attributes.
    "no-inline-style": "off",
    // React's static markup writes void elements as <meta/> and empty attributes as name="".
    "void-style": "off",
    "attribute-empty-style": "off",
    "attribute-boolean-style": "off",
    // Page titles come from the editor's YAML; search engines cut them, browsers do not mind.
    "long-title": "off",
  },
}
