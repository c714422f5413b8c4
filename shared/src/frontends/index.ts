// The manifest of the shop's front-end packages: the one list that lint (eslint.config.js),
// webpack (scripts/webpack-factory.ts and each package's module-federation.config.ts), the shell's runtime
// config, the servers and the scripts read. Data only, safe in a browser and free of imports,
// so the plain-JavaScript lint config can load it too. Node-only facts (absolute folders) are
// derived from `folder` by the tooling. Which routes a remote's pages own is the route table's
// business (@shop/shared/routes), keyed by the module ids defined here.

/** One module a remote exposes to the shell. */
export interface ExposedModuleEntry {
  /** Its source, relative to the package folder. */
  file: string;
  /** The Russian name its fallback shows when the module cannot be loaded. */
  label: string;
  /** Mounted on every page whatever the route (the header's slots, the auth runtime). */
  everyPage?: boolean;
  /** The props the shell passes when it mounts the module (none today: its slot renders `<Module />`). */
  props?: readonly string[];
}

export interface FrontendEntry {
  /** Federation name (the container's name, the prefix of its module ids). */
  name: string;
  /** Workspace folder, relative to the repository's root. */
  folder: string;
  /** Port of its server, in production (`npm start`) and development alike. */
  port: number;
  /** Standalone page title. */
  title: string;
  /** What staff call it in the back-office (section «Модули»); every entry of FRONTENDS names one. */
  staffTitle?: string;
  /** Federated modules by exposed name (`./Name` in the container); none for the shell. */
  exposes: Record<string, ExposedModuleEntry>;
  /** Its React server render's entry, built for Node into dist-server/server.js (server rendering). */
  render?: string;
}

/** The front-end packages, the shell first. */
export const FRONTENDS = [
  {
    name: 'shell',
    folder: 'shell',
    port: 8080,
    title: 'Сантехника — интернет-магазин сантехники',
    staffTitle: 'Оболочка сайта',
    exposes: {},
    render: './src/render/render-shell.tsx',
  },
  {
    name: 'catalog',
    folder: 'mfe-catalog',
    port: 8081,
    title: 'Каталог — Сантехника',
    staffTitle: 'Каталог',
    exposes: {
      HomePage: { file: './src/exposes/home-page.tsx', label: 'Главная' },
      CatalogPage: { file: './src/exposes/catalog-page.tsx', label: 'Каталог' },
      ProductPage: { file: './src/exposes/product-page.tsx', label: 'Карточка товара' },
      SearchPage: { file: './src/exposes/search-page.tsx', label: 'Поиск' },
    },
    render: './src/render/render-page.tsx',
  },
  {
    name: 'cart',
    folder: 'mfe-cart',
    port: 8082,
    title: 'Корзина — Сантехника',
    staffTitle: 'Корзина',
    exposes: {
      CartButton: { file: './src/exposes/cart-button.tsx', label: 'Корзина', everyPage: true },
      CartPage: { file: './src/exposes/cart-page.tsx', label: 'Корзина' },
    },
  },
  {
    name: 'auth',
    folder: 'mfe-auth',
    port: 8083,
    title: 'Вход — Сантехника',
    staffTitle: 'Вход',
    exposes: {
      UserMenu: { file: './src/exposes/user-menu.tsx', label: 'Личный кабинет', everyPage: true },
      AuthRuntime: { file: './src/exposes/auth-runtime.tsx', label: 'Вход', everyPage: true },
      AuthPage: { file: './src/exposes/auth-page.tsx', label: 'Вход' },
    },
  },
  {
    name: 'backoffice',
    folder: 'mfe-backoffice',
    port: 8084,
    title: 'Управление магазином — Сантехника',
    staffTitle: 'Управление магазином',
    exposes: {
      BackofficeApp: { file: './src/exposes/backoffice-app.tsx', label: 'Управление магазином' },
    },
  },
] as const satisfies readonly (FrontendEntry & { staffTitle: string })[];

type Frontends = (typeof FRONTENDS)[number];
export type FrontendName = Frontends['name'];
export type Frontend<Name extends FrontendName = FrontendName> = Extract<Frontends, { name: Name }>;
/** The remotes the shell composes, by their federation names. */
export type RemoteName = Exclude<FrontendName, 'shell'>;

/** A federated module as the shell names it: `<remote>/<exposed name>`. */
export type RemoteModuleId = {
  [Name in RemoteName]: `${Name}/${keyof Frontend<Name>['exposes'] & string}`;
}[RemoteName];

export function frontend<Name extends FrontendName>(name: Name): Frontend<Name> {
  const found = FRONTENDS.find((item): item is Frontend<Name> => item.name === name);
  if (!found) throw new Error(`Unknown front-end package: ${name}`);
  return found;
}

/** Every front-end's name, the shell first. */
export const FRONTEND_NAMES: readonly FrontendName[] = FRONTENDS.map((item) => item.name);

/** Whether a name from outside (an argument, a request) is a front-end's. */
export const isFrontendName = (name: unknown): name is FrontendName => FRONTEND_NAMES.includes(name as FrontendName);

export const REMOTE_NAMES = FRONTENDS.flatMap((item) => (item.name === 'shell' ? [] : [item.name]));

/** Each package's port by its federation name. */
export const FRONTEND_PORTS = Object.fromEntries(FRONTENDS.map((item) => [item.name, item.port])) as {
  readonly [Name in FrontendName]: Frontend<Name>['port'];
};

const remoteModules = FRONTENDS.flatMap((item) =>
  Object.entries(item.exposes as Record<string, ExposedModuleEntry>).map(([expose, entry]) => ({
    id: `${item.name}/${expose}` as RemoteModuleId,
    ...entry,
  })),
);

/** Every federated module the shell mounts, with the Russian name its fallback uses. */
export const REMOTE_MODULES = Object.fromEntries(remoteModules.map(({ id, label }) => [id, label])) as Readonly<
  Record<RemoteModuleId, string>
>;

/** Modules in the header or mounted on every page, whatever the route. */
export const EVERY_PAGE_MODULES: readonly RemoteModuleId[] = remoteModules
  .filter((item) => item.everyPage)
  .map(({ id }) => id);
