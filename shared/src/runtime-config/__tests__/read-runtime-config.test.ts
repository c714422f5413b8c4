import { RUNTIME_CONFIG_ELEMENT_ID } from '../../page-data';
import { parseRuntimeConfig, readRuntimeConfig, readRuntimeConfigDocument } from '..';

const DEFAULT_CONFIG = parseRuntimeConfig({});

/** A minimal fetch Response for config.json. */
function fakeResponse(status: number, json: () => Promise<unknown>): Response {
  return { status, ok: status >= 200 && status < 300, json } as unknown as Response;
}

const fetchAnswering = (response: Response) =>
  jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);

describe('readRuntimeConfig', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('fetches /config.json without the HTTP cache and returns the parsed config', async () => {
    const fetchConfig = fetchAnswering(
      fakeResponse(200, async () => ({
        remotes: { catalog: 'https://cdn.example/catalog/remoteEntry.js', cart: 'javascript:alert(1)' },
        graphqlUrl: 'https://api.example/graphql',
      })),
    );
    const config = await readRuntimeConfig({ fetch: fetchConfig });

    expect(fetchConfig).toHaveBeenCalledWith(
      '/config.json',
      expect.objectContaining({ cache: 'no-cache', credentials: 'same-origin' }),
    );
    expect(config).toEqual({
      ...DEFAULT_CONFIG,
      remotes: { catalog: 'https://cdn.example/catalog/remoteEntry.js' },
      graphqlUrl: 'https://api.example/graphql',
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  describe('when the page carries its configuration', () => {
    const carry = (text: string) => {
      const element = document.createElement('script');
      element.id = RUNTIME_CONFIG_ELEMENT_ID;
      element.type = 'application/json';
      element.textContent = text;
      document.head.append(element);
    };
    afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());

    it('starts with it, asking for nothing: the page loads the releases its HTML was made with', async () => {
      const cart = 'http://localhost:8082/releases/0.1.0-bbbbbbbbbb/remoteEntry.js';
      const previous = 'http://localhost:8082/releases/0.1.0-aaaaaaaaaa/remoteEntry.js';
      carry(JSON.stringify({ remotes: { cart }, fallbacks: { cart: previous } }));
      const fetchConfig = fetchAnswering(fakeResponse(200, async () => ({})));
      const config = await readRuntimeConfig({ fetch: fetchConfig });
      expect(config).toEqual({ ...DEFAULT_CONFIG, remotes: { cart }, fallbacks: { cart: previous } });
      expect(fetchConfig).not.toHaveBeenCalled();
    });

    it('fetches /config.json when what it carries is not JSON', async () => {
      carry('{"remotes": <broken');
      const fetchConfig = fetchAnswering(fakeResponse(200, async () => ({ graphqlUrl: '/api/graphql' })));
      expect((await readRuntimeConfig({ fetch: fetchConfig })).graphqlUrl).toBe('/api/graphql');
      expect(consoleError).toHaveBeenCalledWith(
        'The page’s configuration is not JSON; fetching /config.json',
        expect.any(SyntaxError),
      );
    });
  });

  it('starts with the default config, and logs, when the request fails', async () => {
    const failure = new TypeError('Failed to fetch');
    const fetchConfig = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
      throw failure;
    });
    await expect(readRuntimeConfig({ fetch: fetchConfig })).resolves.toEqual(DEFAULT_CONFIG);
    expect(consoleError).toHaveBeenCalledWith('Could not load /config.json; starting without remotes', failure);
  });

  it('starts with the default config, and logs, when config.json answers 500', async () => {
    const json = jest.fn(async () => ({ remotes: { catalog: 'https://cdn.example/catalog/remoteEntry.js' } }));
    await expect(readRuntimeConfig({ fetch: fetchAnswering(fakeResponse(500, json)) })).resolves.toEqual(
      DEFAULT_CONFIG,
    );
    expect(json).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(
      'Could not load /config.json; starting without remotes',
      expect.objectContaining({ message: 'config.json answered 500' }),
    );
  });

  it('starts with the default config, and logs, when config.json is not valid JSON', async () => {
    const invalidJson = fakeResponse(200, async () => {
      throw new SyntaxError('Unexpected token < in JSON at position 0');
    });
    await expect(readRuntimeConfig({ fetch: fetchAnswering(invalidJson) })).resolves.toEqual(DEFAULT_CONFIG);
    expect(consoleError).toHaveBeenCalledWith(
      'Could not load /config.json; starting without remotes',
      expect.any(SyntaxError),
    );
  });

  it('tells a failure to the report it is given instead of the console (the auth remote keeps quiet)', async () => {
    const report = jest.fn();
    const failure = new TypeError('Failed to fetch');
    const fetchConfig = jest.fn(async (): Promise<Response> => {
      throw failure;
    });
    await expect(readRuntimeConfig({ fetch: fetchConfig, report })).resolves.toEqual(DEFAULT_CONFIG);
    expect(report).toHaveBeenCalledWith('Could not load /config.json; starting without remotes', failure);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('hands a module that parses one field the document as it came, or {} when there is none', async () => {
    const written = { firebase: { apiKey: 'key' }, extra: 1 };
    await expect(
      readRuntimeConfigDocument({ fetch: fetchAnswering(fakeResponse(200, async () => written)) }),
    ).resolves.toEqual(written);
    const report = jest.fn();
    await expect(
      readRuntimeConfigDocument({ fetch: fetchAnswering(fakeResponse(404, async () => written)), report }),
    ).resolves.toEqual({});
    expect(report).toHaveBeenCalledTimes(1);
  });
});
