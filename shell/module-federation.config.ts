import type { FrontendBuild } from '../webpack.base';

/** Federation contract of the shell host (DESIGN §3). */
const federation: FrontendBuild = {
  name: 'shell',
  dir: __dirname,
  title: 'Сантехника — интернет-магазин сантехники',
  server: './src/server/render-shell.tsx',
};

export default federation;
