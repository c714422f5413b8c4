import type { FrontendBuild } from '../webpack.base';

/** Federation contract of the backoffice remote (DESIGN §3). */
const federation: FrontendBuild = {
  name: 'backoffice',
  dir: __dirname,
  title: 'Управление магазином — Сантехника',
  exposes: {
    './BackofficeApp': './src/exposes/backoffice-app.tsx',
  },
};

export default federation;
