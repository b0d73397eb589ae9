// The rspack configuration every frontend builds with: the shell (module-federation host) and each
// remote. One place for loaders, the shared singletons and the federation settings of STACK.md.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { NamedChunksManifestPlugin } from './named-chunks.mjs';
import { ROUTER_EXPORTS } from './shared-exports.mjs';

const require = createRequire(import.meta.url);
// Not Redux: each remote has a store of its own (decision 0003), so each bundles the parts of Redux
// Toolkit and react-redux it uses, tree-shaken (8 KB gzip less on /; decision 0041).
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-router', 'styled-components'];

function installedVersion(name) {
  return require(`${name}/package.json`).version;
}

/**
 * The federation runtime is injected with require(), which picks its CommonJS files: nothing of them is
 * tree-shaken (Node.js loaders, manifest tools the browser never runs). Their ES module files are: about
 * 4.5 KB gzip less in the shell's main.js and again in each remoteEntry.js (decision 0041).
 */
const FEDERATION_RUNTIME_ESM = Object.fromEntries(
  ['sdk', 'runtime', 'runtime-core', 'runtime-tools', 'webpack-bundler-runtime', 'error-codes'].map((name) => [
    `@module-federation/${name}$`,
    fileURLToPath(import.meta.resolve(`@module-federation/${name}`)),
  ]),
);

/**
 * React and friends exist once on a page, whichever app loads first. Trailing-slash keys cover subpaths.
 * Shared modules are bundled whole, except react-router in production builds: it keeps the whole
 * declarative API (shared-exports.mjs), the only part that works under the shell's BrowserRouter, and
 * leaves out data routers and server rendering (about 45 KB gzip of /; decision 0041).
 */
function sharedSingletons(production) {
  const shared = {};
  for (const name of SINGLETONS) {
    const spec = { singleton: true, requiredVersion: `^${installedVersion(name)}` };
    const treeShaken = production && name.startsWith('react-router');
    shared[name] = treeShaken ? { ...spec, treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS } } : spec;
    if (name === 'react' || name === 'react-dom') shared[`${name}/`] = spec;
  }
  return shared;
}

/**
 * @param {{ dirname: string, name: string, port: number, exposes?: Record<string, string>,
 *           host?: boolean, devProxyTarget?: string }} app
 */
export function federatedAppConfig(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    // A remote's production build is only the remote (remoteEntry.js, mf-manifest.json, chunks), loaded by
    // the shell and using the shell's federation runtime; its standalone page is the dev server.
    const standalonePage = app.host || !production;
    return {
      context: app.dirname,
      // Browsers of the last few years run ES2020 as it is: no down-levelling to ES5 (each styled-components
      // template turned into a function, spreads and classes into helpers) in what they download.
      target: ['web', 'es2020'],
      entry: standalonePage ? { main: './src/index.ts' } : {},
      output: {
        path: join(app.dirname, 'dist'),
        // The host is served at / and deep links (/jobs/x) must still find /main.js; remotes work wherever they are served.
        publicPath: app.host ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
        uniqueName: app.name,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: production ? FEDERATION_RUNTIME_ESM : {} },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              },
            },
            type: 'javascript/auto',
          },
        ],
      },
      devtool: production ? false : 'eval-cheap-module-source-map',
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(app.host
            ? { remotes: {}, shareStrategy: 'loaded-first' }
            : { filename: 'remoteEntry.js', exposes: app.exposes ?? {} }),
          manifest: true,
          dts: false,
          shared: sharedSingletons(production),
          experiments: {
            // One federation runtime per page (about 30 KB gzip): the shell provides it and built remotes
            // use it. The dev server of a remote keeps its own, so that its standalone page works.
            ...(app.host ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
            // Browser only: leaves the runtime's Node.js loading code out.
            optimization: { target: 'web' },
          },
        }),
        // Only the app's own entry: a remote's remoteEntry.js is for hosts, not for its standalone page. The page
        // asks for /main.js, so that deep links (/jobs/x) work; main.js then finds its chunks by its own address.
        ...(standalonePage ? [new rspack.HtmlRspackPlugin({ template: './index.html', chunks: ['main'], publicPath: '/' })] : []),
        // named-chunks.json and provided-shared.json: what the gateway announces in preload hints (decisions 0048, 0106).
        ...(production ? [new NamedChunksManifestPlugin()] : []),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      ],
      performance: { hints: false },
      // Lazy compilation of dynamic imports (on by default in dev) breaks the federation async boundary.
      lazyCompilation: false,
      devServer: {
        port: app.port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: join(app.dirname, 'public') },
        proxy: [{ context: ['/api'], target: app.devProxyTarget ?? 'http://localhost:8080' }],
      },
    };
  };
}
