import { createServer, type Server } from 'node:http';
import { listen, portOf } from '@shop/web-server/testing';

/** What the stand-in API answers for the live releases: a list (as the API's `liveReleases`), or a 502. */
export type LiveAnswer = unknown[] | 'broken';

/**
 * The API as the shell's server asks it for the live releases: `POST /graphql` answered with `answer()` at the
 * time of asking, every question counted; any other path a 404.
 */
export async function liveReleasesApi(
  answer: () => LiveAnswer,
): Promise<{ api: Server; url: string; asked: () => number }> {
  let asked = 0;
  const api = await listen(
    createServer((request, response) => {
      if (request.url !== '/graphql') return response.writeHead(404).end();
      asked += 1;
      const live = answer();
      if (live === 'broken') return response.writeHead(502).end('bad gateway');
      response.setHeader('content-type', 'application/json');
      return response.end(JSON.stringify({ data: { liveReleases: live } }));
    }),
  );
  return { api, url: `http://127.0.0.1:${portOf(api)}`, asked: () => asked };
}
