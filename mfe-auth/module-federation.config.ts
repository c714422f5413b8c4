import type { FrontendBuild } from '../webpack.base';

/** Federation contract of the auth remote (DESIGN §3). */
const federation: FrontendBuild = {
  name: 'auth',
  dir: __dirname,
  title: 'Вход — Сантехника',
  exposes: {
    './AuthRuntime': './src/exposes/auth-runtime.tsx',
    './UserMenu': './src/exposes/user-menu.tsx',
    './AuthPage': './src/exposes/auth-page.tsx',
  },
};

export default federation;
