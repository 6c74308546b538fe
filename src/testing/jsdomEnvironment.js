// jsdom with Node's fetch API (jest-fixed-jsdom), plus a global origin for undici so that relative URLs such as
// '/api/...' (RTK Query's base URL) resolve against the page's location as they do in a browser.
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

const UNDICI_GLOBAL_ORIGIN = Symbol.for('undici.globalOrigin.1');

class CampoJSDOMEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    // msw 2.15 needs the stream classes that jest-fixed-jsdom 0.0.9 does not pass through.
    this.global.WritableStream = WritableStream;
    this.global.TextDecoderStream = TextDecoderStream;
    // Node's File, so that FormData (Node's) sends a picked file as a file, not as the text "[object File]".
    this.global.File = File;
  }

  async setup() {
    await super.setup();
    globalThis[UNDICI_GLOBAL_ORIGIN] = new URL(this.global.location.href);
  }

  async teardown() {
    delete globalThis[UNDICI_GLOBAL_ORIGIN];
    await super.teardown();
  }
}

module.exports = CampoJSDOMEnvironment;
