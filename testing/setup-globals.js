// react-router 7 needs TextEncoder/TextDecoder, which jsdom lacks.
const util = require('node:util');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });
