// The rspack configuration every frontend builds with: the shell (module-federation host) and each
// remote. One place for loaders, the shared singletons and the federation settings of STACK.md.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-router', 'react-redux', '@reduxjs/toolkit', 'styled-components'];

function installedVersion(name) {
  return require(`${name}/package.json`).version;
}

/** React and friends exist once on a page, whichever app loads first. Trailing-slash keys cover subpaths. */
function sharedSingletons() {
  const shared = {};
  for (const name of SINGLETONS) {
    const spec = { singleton: true, requiredVersion: `^${installedVersion(name)}` };
    shared[name] = spec;
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
    return {
      context: app.dirname,
      entry: { main: './src/index.ts' },
      output: {
        path: join(app.dirname, 'dist'),
        // The host is served at / and deep links (/jobs/x) must still find /main.js; remotes work wherever they are served.
        publicPath: app.host ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
        uniqueName: app.name,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
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
          shared: sharedSingletons(),
        }),
        new rspack.HtmlRspackPlugin({ template: './index.html' }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      ],
      performance: { hints: false },
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
