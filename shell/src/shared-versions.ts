import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// No React here: registered before the async boundary, with the remotes (remote-routes.ts).

/** The parts of a remote's mf-manifest.json read here: what it was built as and the shared modules it expects. */
export interface RemoteManifest {
  metaData?: { name?: string; buildInfo?: { buildVersion?: string } };
  shared?: { name: string; version?: string; requiredVersion?: string; singleton?: boolean }[];
}

/** A remote built against shared singletons the shell does not provide in the range it needs. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
}

/** `react/jsx-runtime` → `react`; `@scope/name/sub` → `@scope/name`. */
const packageOf = (shared: string) => shared.split('/').slice(0, shared.startsWith('@') ? 2 : 1).join('/');

/**
 * What a remote needs of the shell's shared singletons that the shell's versions do not satisfy (decision
 * 0087): one line per shared module, empty when the remote is compatible. A singleton exists once on the
 * page, so a remote built for another major version of React would run on the shell's copy and break; a
 * module the shell does not share, or one the remote does not need as a singleton, the remote brings itself.
 */
export function incompatibleSingletons(manifest: RemoteManifest, shellVersions: Record<string, string | undefined>): string[] {
  return (manifest.shared ?? []).flatMap(({ name, requiredVersion, singleton }) => {
    const provided = shellVersions[packageOf(name)];
    if (!singleton || !requiredVersion || !provided || satisfy(provided, requiredVersion)) return [];
    return [`${name} ${requiredVersion} (the shell has ${provided})`];
  });
}

/** The version of each module the shell itself shares, from the federation runtime's options. */
function shellVersions(options: { name: string; shared?: Record<string, { version?: string; from?: string }[]> }) {
  return Object.fromEntries(
    Object.entries(options.shared ?? {}).map(([name, copies]) => [packageOf(name), (copies.find((copy) => copy.from === options.name) ?? copies[0])?.version]),
  );
}

/**
 * Refuses a remote whose manifest asks for shared singletons in a range the shell's are not in: its
 * loading fails, and the shell's error panel shows for that remote's routes while the others work.
 */
export const sharedVersionCheck: ModuleFederationRuntimePlugin = {
  name: 'shared-version-check',
  loadRemoteSnapshot(args) {
    const manifest = args.manifestJson as RemoteManifest | undefined;
    const problems = manifest ? incompatibleSingletons(manifest, shellVersions(args.options)) : [];
    if (problems.length > 0) {
      const remote = `${args.moduleInfo.name} ${manifest?.metaData?.buildInfo?.buildVersion ?? ''}`.trim();
      throw new IncompatibleRemoteError(`${remote} needs ${problems.join(', ')}`);
    }
    return args;
  },
};
