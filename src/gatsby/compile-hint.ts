/**
 * V8's explicit compile hint, the first line of every script the build
 * writes: compile all of the file's functions while it downloads, on the
 * browser's streaming thread. Without it V8 compiles a function on the main
 * thread the first time it is called, and nearly every function in our
 * bundles is called while the page starts (webpack's module factories,
 * React's hydration, the components). Figures in docs/performance.md.
 * Browsers without the hint read a comment. https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"
