/**
 * Jest's default order (failed first, then slowest first), except that the
 * rebuild test comes last: its builds run from the start (global-setup.ts) and
 * by the time the other tests are done, they are too.
 */
const Sequencer = require("@jest/test-sequencer").default

class RebuildLastSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests)
    const last = (test) => (test.context.config.displayName?.name === "rebuild" ? 1 : 0)
    return [...sorted].sort((a, b) => last(a) - last(b))
  }
}

module.exports = RebuildLastSequencer
