import { describe, expect, it } from 'vitest';
import { incompatibleSingletons, type RemoteManifest } from './shared-versions';

const shell = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5', 'styled-components': '6.6.0' };
const manifest = (shared: RemoteManifest['shared']): RemoteManifest => ({ metaData: { name: 'mfe_public' }, shared });

describe('incompatibleSingletons', () => {
  it('accepts a remote built against the ranges the shell is in', () => {
    const compatible = manifest([
      { name: 'react', version: '19.3.0', requiredVersion: '^19.3.0', singleton: true },
      { name: 'react/jsx-runtime', version: '19.3.0', requiredVersion: '^19.0.0', singleton: true },
      { name: 'styled-components', version: '6.6.0', requiredVersion: '^6.6.0', singleton: true },
    ]);
    expect(incompatibleSingletons(compatible, shell)).toEqual([]);
  });

  it("names each singleton whose range the shell's version is not in, subpaths by their package", () => {
    const older = manifest([
      { name: 'react', version: '18.3.1', requiredVersion: '^18.2.0', singleton: true },
      { name: 'react/jsx-runtime', version: '18.3.1', requiredVersion: '^18.2.0', singleton: true },
      { name: 'react-router-dom', version: '7.18.5', requiredVersion: '^7.18.5', singleton: true },
    ]);
    expect(incompatibleSingletons(older, shell)).toEqual(['react ^18.2.0 (the shell has 19.3.1)', 'react/jsx-runtime ^18.2.0 (the shell has 19.3.1)']);
  });

  it('leaves what the remote brings itself: modules the shell does not share, or not as singletons', () => {
    const own = manifest([
      { name: 'zod', version: '3.0.0', requiredVersion: '^3.0.0', singleton: true },
      { name: 'react', version: '18.3.1', requiredVersion: '^18.2.0', singleton: false },
    ]);
    expect(incompatibleSingletons(own, shell)).toEqual([]);
    expect(incompatibleSingletons({}, shell)).toEqual([]);
  });
});
