import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { flowMaps } from '../../src/checker/flowMap.ts';
import type { Content } from '../../src/engine/content/types.ts';

export interface FlowMapFolder {
  /** Absolute path of the docs/flows folder the maps go to. */
  folder: string;
  /** File name (<flowId>.md) → Mermaid map. */
  maps: Map<string, string>;
}

function flowIdsIn(root: string): Set<string> {
  const folder = join(root, 'flows');
  if (!existsSync(folder)) return new Set();
  return new Set(
    readdirSync(folder)
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => name.replace(/\.ya?ml$/, '')),
  );
}

/**
 * Where each flow's map belongs: beside the content it comes from. A flow of an extra content
 * root (ADVISORY_EXTRA_CONTENT) gets its map in that root's docs/flows/, the project's flows in
 * the project's, so neither tree is written with maps of content it does not hold.
 */
export function flowMapFolders(root: string, extraRoots: readonly string[], content: Content): FlowMapFolder[] {
  const owners = extraRoots.map((extra) => ({ root: extra, ids: flowIdsIn(extra) }));
  const folders = new Map<string, FlowMapFolder>();
  const folderOf = (owner: string) => {
    const folder = join(owner, 'docs', 'flows');
    const entry = folders.get(folder) ?? { folder, maps: new Map<string, string>() };
    folders.set(folder, entry);
    return entry;
  };
  folderOf(root);
  for (const extra of extraRoots) folderOf(extra);
  for (const map of flowMaps(content)) {
    const id = map.file.replace(/^docs\/flows\/|\.md$/g, '');
    const owner = owners.find((entry) => entry.ids.has(id))?.root ?? root;
    folderOf(owner).maps.set(`${id}.md`, map.text);
  }
  return [...folders.values()];
}
