import { isRemoteLoadError } from '../remote-error';

const named = (name: string, message = 'failed') => Object.assign(new Error(message), { name });

describe('isRemoteLoadError', () => {
  it.each([
    ['an Error named ChunkLoadError', named('ChunkLoadError', 'Loading chunk 7 timed out'), true],
    ['an Error named ScriptNetworkError', named('ScriptNetworkError'), true],
    ['a #RUNTIME-008 message', new Error('Failed to get remoteEntry exports. #RUNTIME-008'), true],
    ['a RUNTIME-001 message', new Error('[ Federation Runtime ]: RUNTIME-001'), true],
    [
      'a webpack "Loading chunk … failed" message',
      new Error('Loading chunk 42 failed.\n(error: http://x/42.js)'),
      true,
    ],
    ['a "Loading script … failed" message', new Error('Loading script http://cdn.example/remoteEntry.js failed'), true],
    ['a TypeError thrown while rendering', new TypeError("Cannot read properties of undefined (reading 'map')"), false],
    ['a network error of a GraphQL query', new TypeError('Failed to fetch'), false],
    ['a RUNTIME code outside 0xx', new Error('RUNTIME-108'), false],
    ['the string "ChunkLoadError"', 'ChunkLoadError', false],
    ['a plain object named ChunkLoadError', { name: 'ChunkLoadError', message: 'x' }, false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s -> %p', (_case, error, expected) => {
    expect(isRemoteLoadError(error)).toBe(expected);
  });
});
