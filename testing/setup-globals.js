// react-router 7 needs TextEncoder/TextDecoder, which jsdom lacks.
const util = require('node:util');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });

// react-router 7's data routers build a fetch Request for every navigation, which jsdom lacks.
// A GET navigation without loaders reads only its url, method and signal.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = typeof input === 'string' ? input : String(input.url ?? input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.body = init.body ?? null;
    }
  };
}

// IndexedDB (fake-indexeddb) clones every value it stores with structuredClone, which jsdom lacks;
// V8's serializer is the same algorithm.
if (typeof globalThis.structuredClone === 'undefined') {
  const v8 = require('node:v8');
  globalThis.structuredClone = (value) => v8.deserialize(v8.serialize(value));
}

// User timings (performance.mark, read back by name): jsdom's performance has only now().
if (typeof globalThis.performance.mark !== 'function') {
  const { performance: nodePerformance } = require('node:perf_hooks');
  for (const name of ['mark', 'getEntriesByName', 'clearMarks']) {
    globalThis.performance[name] = nodePerformance[name].bind(nodePerformance);
  }
}
