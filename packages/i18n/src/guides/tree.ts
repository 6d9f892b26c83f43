export type Tree = { readonly [key: string]: string | Tree };

/** The sub-tree of a message tree at a dotted path (empty when missing). */
export function messageTree(root: Tree, dotted: string): Tree {
  let node: string | Tree | undefined = root;
  for (const part of dotted.split('.')) {
    if (!node || typeof node === 'string') return {};
    node = node[part];
  }
  return node && typeof node !== 'string' ? node : {};
}
