import { readFileSync } from 'node:fs';
import { stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import ForkTsCheckerWebpackPlugin from 'fork-ts-checker-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { REMOTE_MODULES, type FrontendEntry, type RemoteName } from '@shop/shared/frontends';
import { browserBuildFolder } from '@shop/web-server/build-folders';
import { MODULE_CHUNKS_FILE, type ModuleChunks } from '@shop/web-server/module-chunks';
import { runtimeConfigFrom } from '@shop/web-server/runtime-config';
import { PRECOMPRESSED_FILE } from '@shop/web-server/static-files';
import { DEFAULT_API_URL, FRONTENDS, ROOT, type Frontend } from './frontends';
import { remoteOverrideHint } from './remote-override-hint';

/**
 * What one front-end package tells the factory about itself (its module-federation.config.ts):
 * its entry in the manifest of the front-ends, and its folder (`__dirname`).
 */
export type FrontendBuild = FrontendEntry & { dir: string };

/** A package's exposed modules as the container declares them: `./Name` -> source file. */
const containerExposes = (build: FrontendEntry): Record<string, string> =>
  Object.fromEntries(Object.entries(build.exposes).map(([name, { file }]) => [`./${name}`, file]));

export interface BuildEnv {
  mode: 'production' | 'development';
  /**
   * The single-bundle control (shell only): no federation, the remotes' modules part of the shell's
   * build, split by route (docs/decisions/0003-single-bundle-control.md).
   */
  single?: boolean;
}

/**
 * Writes MODULE_CHUNKS_FILE: for each remote module the route-split control loads lazily, the
 * files of its chunk group (its own chunk and those split off it), so the shell's server can
 * preload a route's files and inline its CSS as it does a remote's from its mf-manifest.json.
 * Read off webpack's own chunk graph: the origin of an `import('catalog/HomePage')` is that request.
 */
class ModuleChunksPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('ModuleChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ModuleChunksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const chunks: ModuleChunks = {};
          for (const group of compilation.chunkGroups) {
            for (const { request } of group.origins) {
              if (!request || !Object.hasOwn(REMOTE_MODULES, request)) continue;
              const files = group.getFiles();
              chunks[request as keyof ModuleChunks] = {
                js: files.filter((file) => file.endsWith('.js')),
                css: files.filter((file) => file.endsWith('.css')),
              };
            }
          }
          compilation.emitAsset(MODULE_CHUNKS_FILE, new webpack.sources.RawSource(JSON.stringify(chunks)));
        },
      );
    });
  }
}

/** webpack must not give up on a chunk before this (requirements §9: 120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion, strictVersion: false });

/** An exact version, as the packages pin their dependencies. */
const EXACT_VERSION = /^\d+\.\d+\.\d+$/;

/**
 * The exact version of `name` the package in `dir` depends on (its package.json): what it is built
 * against, and so what it requires of the singleton (a release's record says it, the deploy checks it).
 */
function declaredVersion(dir: string, name: string): string {
  const file = path.join(dir, 'package.json');
  const { dependencies } = JSON.parse(readFileSync(file, 'utf8')) as { dependencies?: Record<string, unknown> };
  const version = dependencies?.[name];
  if (typeof version !== 'string' || !EXACT_VERSION.test(version))
    throw new Error(`${file} must depend on an exact version of ${name}, which it shares`);
  return version;
}

/**
 * The subpaths of @shop/shared that hold state, React context or page-wide CSS: one copy for
 * the site. The pure ones (access, catalog-url, delivery, graphql) are not shared: each module
 * bundles, tree-shaken, just the functions and documents it uses.
 */
const SHARED_CONTRACTS = ['store', 'apollo', 'router', 'ui', 'theme'];

/**
 * One instance each across the site (architecture §3), at a version in the range of what the package in `dir`
 * depends on. Keys match exact import paths. The router, Apollo and zustand are singletons through
 * `@shop/shared/router`, `@shop/shared/apollo` and `@shop/shared/store`, the only doors to them (lint enforces it):
 * a shared npm package is never tree-shaken, a re-export of what the shop uses is. The contracts of
 * `@shop/shared` are its own version (a workspace: the one the package depends on).
 */
export function sharedSingletons(dir: string) {
  const react = `^${declaredVersion(dir, 'react')}`;
  const reactDom = `^${declaredVersion(dir, 'react-dom')}`;
  const contracts = declaredVersion(dir, '@shop/shared');
  return {
    react: singleton(react),
    'react/jsx-runtime': singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/client': singleton(reactDom),
    ...Object.fromEntries(
      SHARED_CONTRACTS.map((name) => [`@shop/shared/${name}`, { ...singleton(`^${contracts}`), version: contracts }]),
    ),
  };
}

const eagerly = <T extends Record<string, object>>(shared: T) =>
  Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, eager: true }]));

const hostProvided = <T extends Record<string, object>>(shared: T) =>
  Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, import: false as const }]));

/** The CSS modules' class names, the same in the browser's build and the server's. */
const CSS_CLASS_NAME = (dev: boolean) => (dev ? '[name]__[local]' : '[hash:base64:7]');

/**
 * What a class name's hash is taken relative to: the folder that holds the packages, so that
 * `mfe-catalog/src/…/x.module.css` names its classes alike in every build that compiles it — the
 * catalogue's own (browser and server) and the single-bundle control's, which hydrates pages the
 * catalogue server renders (docs/decisions/0003-single-bundle-control.md). Relative to each
 * build's own folder, the control's names differed and its rendered pages kept classes it has no
 * CSS for.
 */
const cssModules = (build: FrontendBuild, dev: boolean) => ({
  localIdentName: CSS_CLASS_NAME(dev),
  localIdentContext: path.dirname(build.dir),
  namedExport: false,
});

/**
 * TypeScript and JSX through swc. JSX goes to `react/jsx-runtime` in development too (React 19's
 * development build of it keeps the owner stacks and key warnings): that module is a shared
 * singleton, so a development remote in a production shell (a remote override, README) uses the
 * shell's, whereas `react/jsx-dev-runtime` would be its own development copy, which fails against
 * the shell's production React (it asks the render's dispatcher for an owner it has not got).
 */
function scriptRule(): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: false } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * The type check of a development build, in a process of its own (swc-loader only strips the
 * types): `npm run dev` prints type errors without slowing the rebuild. Production builds skip
 * it: CI runs `tsc` on its own.
 */
const typeChecker = (build: FrontendBuild) =>
  new ForkTsCheckerWebpackPlugin({
    async: true,
    typescript: { configFile: path.join(build.dir, 'tsconfig.json'), memoryLimit: 1024 },
  });

/**
 * CSS modules (`*.module.css`) and plain CSS, extracted into .css files (content-hashed in
 * production) that load beside their chunks (a remote's CSS with its exposed module). In
 * development too: a dev server's remote then runs under the shell's Content-Security-Policy,
 * which allows no `<style>` element without the page's nonce (a remote override, README).
 */
function styleRules(build: FrontendBuild, dev: boolean): RuleSetRule[] {
  return [
    {
      test: /\.module\.css$/,
      use: [
        MiniCssExtractPlugin.loader,
        {
          loader: 'css-loader',
          options: {
            modules: cssModules(build, dev),
          },
        },
      ],
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
  ];
}

const indexHtml = (title: string, preloadConfig: boolean) => `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Сантехника для ванной и кухни, мебель, смесители, душевые, унитазы и стройматериалы с доставкой по Москве и области. С 2002 года." />
    <meta name="theme-color" content="#f57c00" />
    <title>${title}</title>
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%23f57c00'/%3E%3Ctext x='16' y='22' font-size='18' font-family='Arial' font-weight='700' text-anchor='middle' fill='%23222'%3EС%3C/text%3E%3C/svg%3E" />
    ${preloadConfig ? '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />' : ''}
  </head>
  <body>
    <noscript>Для работы магазина включите JavaScript в браузере.</noscript>
    <div id="root"></div>
  </body>
</html>`;

/**
 * The shell's own scripts are what a page rendered in the browser waits for longest (the main
 * bundle is most of its bytes), yet a deferred script is fetched at low priority, after the
 * remotes' files the page preloads (high): on a phone's line the main bundle then started late,
 * queued behind them. `fetchpriority="high"` puts it first among equals.
 */
class MainScriptFirstPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('MainScriptFirstPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('MainScriptFirstPlugin', (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}

/** The compressed copies a build writes beside a file (precompressed). */
const COPY_SUFFIXES = ['.br', '.gz'];

/**
 * Dates each compressed copy as its file once the build has written them: webpack writes a file
 * and its copies at once, so a copy may land a few milliseconds before its file, and a server
 * takes a copy older than its file for a stale one (@shop/web-server/static-files) and
 * compresses on the fly instead.
 */
class CopiesDatedAsFilesPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.afterEmit.tapPromise('CopiesDatedAsFilesPlugin', async (compilation) => {
      const folder = compilation.outputOptions.path ?? compiler.outputPath;
      const files = Object.keys(compilation.assets).filter((name) => PRECOMPRESSED_FILE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(folder, name);
          // The file's time to the millisecond, the precision utimes keeps, for the file and its copies alike.
          const at = new Date(Math.ceil((await stat(file)).mtimeMs));
          await utimes(file, at, at);
          await Promise.all(
            COPY_SUFFIXES.map((suffix) =>
              utimes(file + suffix, at, at).catch((error: NodeJS.ErrnoException) => {
                // A file the build left uncompressed (small, or no smaller compressed) has none.
                if (error.code !== 'ENOENT') throw error;
              }),
            ),
          );
        }),
      );
    });
  }
}

/**
 * A production build also writes each script, stylesheet and manifest compressed, `<file>.br`
 * (Brotli at its best quality) and `<file>.gz`, which the servers send as they are to a
 * browser that takes them (@shop/web-server/static-files): the best compression costs the build
 * a few seconds once, where a server compressing on every response must settle for less. The
 * shell's main bundle: 572 KB, 177 KB as a server compressed it on the fly, 150 KB at Brotli's best.
 */
function precompressed(): webpack.WebpackPluginInstance[] {
  const built = { test: PRECOMPRESSED_FILE, threshold: 1024, minRatio: 0.8 };
  return [
    new CopiesDatedAsFilesPlugin(),
    new CompressionPlugin<BrotliOptions>({
      ...built,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...built,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: zlib.Z_BEST_COMPRESSION },
    }),
  ];
}

const INJECT_EXTERNAL_RUNTIME_PLUGIN = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/index\.cjs$/, 'index.js');

/** The shell's plugin that hands remotes its bundler runtime (FEDERATION_BUNDLER_RUNTIME_GLOBAL). */
const PROVIDE_BUNDLER_RUNTIME_PLUGIN = path.join(ROOT, 'federation/provide-bundler-runtime.ts');

/**
 * A remote's production container takes its bundler runtime from the shell, as it takes the
 * runtime core (`externalRuntime`): the module its startup imports it from (the federation
 * plugin's generated entry names `…/webpack-bundler-runtime/dist/bundler.js`) is replaced.
 */
const hostBundlerRuntime = new webpack.NormalModuleReplacementPlugin(
  /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
  path.join(ROOT, 'federation/host-bundler-runtime.ts'),
);

function federation(build: FrontendBuild, dev: boolean): ModuleFederationPlugin {
  const isShell = build.name === 'shell';
  const shared = sharedSingletons(build.dir);
  // In production one federation runtime serves the site: the shell provides it and remotes
  // use it. (`provideExternalRuntime` would add the plugin's CommonJS build, which drags in a
  // second, CommonJS copy of the whole runtime; the ES build is named directly.) In development
  // a remote also runs alone, so it keeps a runtime of its own.
  const externalRuntime = !isShell && !dev;
  return new ModuleFederationPlugin({
    name: build.name,
    // The shell registers remotes at run time from /config.json; none is baked in.
    ...(isShell ? {} : { filename: 'remoteEntry.js', exposes: containerExposes(build) }),
    // The shell is always there and loads first, so its copies are the ones used: they go
    // into its entry chunk at once instead of one request each, and a remote's production
    // container carries no copies of its own (it runs alone only in development).
    shared: isShell ? eagerly(shared) : dev ? shared : hostProvided(shared),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: true,
    runtimePlugins: isShell ? [INJECT_EXTERNAL_RUNTIME_PLUGIN, PROVIDE_BUNDLER_RUNTIME_PLUGIN] : [],
    experiments: {
      externalRuntime,
      optimization: {
        // Remotes are remoteEntry.js scripts in a browser: no manifest snapshots, no Node loader.
        disableSnapshot: true,
        target: 'web',
        // A remote never loads another remote.
        disableRemote: !isShell,
      },
    },
  });
}

function devServer(build: FrontendBuild): DevServerConfiguration {
  return {
    port: build.port,
    host: '0.0.0.0',
    historyApiFallback: true,
    static: false,
    hot: false,
    liveReload: true,
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/graphql', '/media'], target: process.env.API_URL ?? DEFAULT_API_URL, ws: true }],
    setupMiddlewares: (middlewares, server) => {
      // From the environment alone (PUBLIC_URL, REMOTE_<NAME>_URL), as the production server
      // does; checked when the dev server starts.
      const config = runtimeConfigFrom();
      server.app?.get('/config.json', (_request, response) => {
        response.set('Cache-Control', 'no-cache').json(config);
      });
      return middlewares;
    },
    // A remote alone (npm run dev -w mfe-cart) says how to load it into a running site instead of its live release.
    onListening: (server) => {
      const address = server.server?.address();
      if (build.name !== 'shell' && typeof address === 'object' && address)
        console.log(remoteOverrideHint(build.name as RemoteName, address.port));
    },
  };
}

/** The webpack configuration of one front-end package. */
export function createWebpackConfig(build: FrontendBuild, env: BuildEnv): Configuration {
  const dev = env.mode === 'development';
  const single = env.single === true;
  if (single && build.name !== 'shell') throw new Error('Only the shell has a single-bundle build');
  // A remote's production build is its container alone (remoteEntry.js and chunks); its
  // standalone page is a development tool, because the container relies on the shell's runtime.
  const page = build.name === 'shell' || dev;
  const plugins: NonNullable<Configuration['plugins']> = [
    single
      ? new webpack.NormalModuleReplacementPlugin(/[\\/]remote-loader$/, (resource) => {
          resource.request = `${resource.request}.single`;
        })
      : federation(build, dev),
  ];
  if (!single && !dev && build.name !== 'shell') plugins.push(hostBundlerRuntime);
  if (single) plugins.push(new ModuleChunksPlugin());
  const cssFile = dev ? '[name].css' : '[name].[contenthash:8].css';
  plugins.push(new MiniCssExtractPlugin({ filename: cssFile, chunkFilename: cssFile }));
  if (dev) plugins.push(typeChecker(build));
  else plugins.push(...precompressed());
  if (page) {
    plugins.push(
      new HtmlWebpackPlugin({ templateContent: indexHtml(build.title, build.name === 'shell'), publicPath: '/' }),
      new MainScriptFirstPlugin(),
    );
  }
  return {
    name: build.name,
    mode: env.mode,
    context: build.dir,
    entry: page ? { main: './src/index.ts' } : {},
    // Production maps stay on disk (bench:bundle reads them) and are named by no file: the
    // servers answer 404 for *.map, so the sources are not published.
    // Development's maps are not eval()'d: the shell's policy allows no eval, and a dev server's
    // remote runs under it (a remote override, README).
    devtool: dev ? 'cheap-module-source-map' : 'hidden-source-map',
    output: {
      path: path.join(build.dir, browserBuildFolder({ single })),
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      publicPath: 'auto',
      uniqueName: build.name,
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: single ? singleBundleAliases() : {},
    },
    module: {
      rules: [
        scriptRule(),
        ...styleRules(build, dev),
        // The federation runtime's packages do not declare themselves free of side effects,
        // though they are: without this their unused parts (preloading, snapshots) ship too (measured: runtime-core itself comes out larger with it, so it is left as it is).
        {
          test: /[\\/]node_modules[\\/]@module-federation[\\/](runtime|runtime-tools|webpack-bundler-runtime)[\\/]/,
          sideEffects: false,
        },
      ],
    },
    plugins,
    optimization: {
      // Scripts by swc, stylesheets by esbuild (already the scripts' runner): the CSS a page
      // links or the server inlines into its HTML is minified like its JavaScript.
      minimizer: [
        new MinimizerPlugin({
          test: /\.(?:js|css)$/i,
          minify: [{ implementation: MinimizerPlugin.swcMinify }, { implementation: MinimizerPlugin.esbuildMinifyCss }],
          parallel: 2,
        }),
      ],
    },
    cache: buildCache(build, `${build.name}-${env.mode}${single ? '-single' : ''}`),
    performance: { hints: false },
    // publicPath 'auto' is deliberate: each package is served from wherever it is deployed.
    ignoreWarnings: [/Manifest will use absolute path resolution/],
    stats: 'errors-warnings',
    devServer: devServer(build),
  };
}

/**
 * webpack's cache for a package's build, named `name`, kept while its configuration, webpack.config.ts and
 * package.json (the singletons' versions) and @shop/shared's package.json stay. A package built from another folder than its own (a copy of it,
 * as the release tests make) is built without one: it would take the place of the package's own.
 */
function buildCache(build: FrontendBuild, name: string): Configuration['cache'] {
  if (path.resolve(build.dir) !== path.join(ROOT, build.folder)) return false;
  return {
    type: 'filesystem',
    cacheDirectory: path.join(ROOT, 'node_modules/.cache/webpack'),
    // A build inside jest (the release tests) writes a cache only jest can read back (its module
    // registry names webpack's serializers otherwise): `npm run build` after `npm test` failed to
    // restore every entry of it, two thousand warnings long, and built anew. Each keeps its own.
    name: process.env.JEST_WORKER_ID === undefined ? name : `${name}-jest`,
    buildDependencies: {
      // @shop/shared's package.json too: its `sideEffects` decide what of it a build keeps.
      config: [
        __filename,
        path.join(build.dir, 'webpack.config.ts'),
        path.join(build.dir, 'package.json'),
        path.join(ROOT, 'shared/package.json'),
      ],
    },
  };
}

/** In the single bundle `catalog/HomePage` and friends resolve to the remotes' exposed sources. */
function singleBundleAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const remote of FRONTENDS.filter((item: Frontend) => item.name !== 'shell')) {
    for (const [key, file] of Object.entries(containerExposes(remote))) {
      aliases[`${remote.name}/${key.slice(2)}$`] = path.join(remote.dir, file);
    }
  }
  return aliases;
}

/**
 * A package's React server render (`FrontendBuild.render`), for Node: one self-contained file
 * dist-server/server.js (or `outputPath`/server.js: a release's staging folder; the names the
 * built bundle is loaded by, @shop/web-server/server-side and releases' `server/` part) with the
 * browser build's class names and no CSS (the browser loads that). The shell's remote modules
 * become its page slot there (remote-loader.render).
 */
export function createRenderConfig(
  build: FrontendBuild,
  outputPath: string = path.join(build.dir, 'dist-server'),
): Configuration {
  if (!build.render) throw new Error(`${build.name} has no server render`);
  const cssModule = (mode: 'local' | 'global') => ({
    loader: 'css-loader',
    options: { modules: { ...cssModules(build, false), mode, exportOnlyLocals: true } },
  });
  return {
    name: `${build.name}-render`,
    mode: 'production',
    target: 'node20',
    context: build.dir,
    entry: { server: build.render },
    devtool: false,
    output: {
      path: outputPath,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        scriptRule(),
        { test: /\.module\.css$/, use: [cssModule('local')] },
        { test: /\.css$/, exclude: /\.module\.css$/, use: [cssModule('global')] },
      ],
    },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(/[\\/]remote-loader$/, (resource) => {
        resource.request = `${resource.request}.render`;
      }),
    ],
    // Read on a server, where a stack trace should name the source's functions.
    optimization: { minimize: false },
    cache: buildCache(build, `${build.name}-render`),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
