// A real browser needs more than Jest's default 5 s to start, load a page or save
// an entry, and projects cannot set testTimeout themselves (only the root config can).
jest.setTimeout(60_000)
