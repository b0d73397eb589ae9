/**
 * Writes two files next to the build, which the gateway reads to announce a page's chunks in its HTML
 * (preload hints, decision 0048), so the browser fetches them with the first requests instead of after the
 * code that asks for them:
 * - `named-chunks.json`: for each chunk group named in the code
 *   (`import(/* webpackChunkName: "job-page" *\/ './jobs/JobPage')`), the files the browser loads for it;
 * - `provided-shared.json`: the files of the shared libraries this build provides to the page (react-dom, …).
 *   The federation manifest lists these together with the fallback copies the build would load as a
 *   consumer, which the shell never does (it provides them): a preload of a fallback is fetched and never
 *   used, and Chrome warns about it (issue 21; decision 0106).
 */
export class NamedChunksManifestPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('NamedChunksManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'NamedChunksManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const groups = {};
        const provided = new Set();
        for (const group of compilation.chunkGroups) {
          const files = group.getFiles().filter((file) => file.endsWith('.js'));
          if (group.name && !group.isInitial()) groups[group.name] = files; // entry points are in the HTML or the federation manifest already
          // A shared library's provider is a lazy chunk group whose origin is the 'provide shared module' (its
          // fallback's origin is a 'consume shared module').
          if (group.origins.some((origin) => origin.module?.identifier().startsWith('provide shared module'))) files.forEach((file) => provided.add(file));
        }
        compilation.emitAsset('named-chunks.json', new RawSource(`${JSON.stringify(groups, null, 2)}\n`));
        compilation.emitAsset('provided-shared.json', new RawSource(`${JSON.stringify([...provided].sort(), null, 2)}\n`));
      });
    });
  }
}
