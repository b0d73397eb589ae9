// The layers of a frontend remote (mfe-crm, mfe-portal, mfe-client), checked on every import:
//   src/shell/        the remote's shell and router: may import anything
//   src/features/X/   one screen or area: imports its own folder, src/shared/, the remote's store and test
//                     utilities (src/*.ts) and libraries, never another feature nor the shell
//   src/shared/       pieces several features use: never a feature, never the shell
// So features never import each other in loops, and moving a piece down is the way to share it.
import { dirname, relative, resolve, sep } from 'node:path';

/** Where a file sits: { app, layer: 'features' | 'shared' | 'shell' | 'app', feature } or null outside a remote's src/. */
function placeOf(file) {
  const parts = file.split(sep);
  const src = parts.lastIndexOf('src');
  if (src < 1 || !/^mfe-/.test(parts[src - 1])) return null;
  const app = parts.slice(0, src + 1).join(sep);
  const [layer, feature] = relative(app, file).split(sep);
  if (layer === 'features') return { app, layer, feature };
  if (layer === 'shared' || layer === 'shell') return { app, layer };
  return { app, layer: 'app' };
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'features import only their own folder and shared code; shared code imports no feature; only the shell imports the shell' },
    messages: {
      sibling: "'{{feature}}' is a feature of its own: a feature imports its own folder and src/shared/, never another feature. Move what both need to src/shared/.",
      upward: 'Imports go downward only: src/shared/ imports no feature, and no feature or shared file imports src/shell/. Move what is needed down to src/shared/.',
    },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from || from.layer === 'app' || from.layer === 'shell') return {};
    function check(node) {
      const spec = node?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = placeOf(resolve(dirname(context.filename), spec));
      if (!to || to.app !== from.app) return;
      if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
        context.report({ node, messageId: 'sibling', data: { feature: to.feature } });
      } else if (to.layer === 'shell' || (from.layer === 'shared' && to.layer === 'features')) {
        context.report({ node, messageId: 'upward' });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // vi.mock('../x') in tests names a module as much as an import does.
      'CallExpression[callee.object.name="vi"][callee.property.name="mock"]': (node) => check(node.arguments[0]),
    };
  },
};
