/**
 * Writes `named-chunks.json` next to the build: for each chunk group named in the code
 * (`import(/* webpackChunkName: "job-page" *\/ './jobs/JobPage')`), the files the browser loads for it.
 * The gateway reads it at start to announce a page's chunks in its HTML (preload hints, decision 0048),
 * so the browser fetches them with the first requests instead of after the code that asks for them.
 */
export class NamedChunksManifestPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('NamedChunksManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'NamedChunksManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (group.isInitial()) continue; // entry points are in the HTML or the federation manifest already
          groups[name] = group.getFiles().filter((file) => file.endsWith('.js'));
        }
        compilation.emitAsset('named-chunks.json', new RawSource(`${JSON.stringify(groups, null, 2)}\n`));
      });
    });
  }
}
