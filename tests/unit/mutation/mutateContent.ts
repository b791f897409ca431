import { isMap, isPair, isScalar, isSeq, parseDocument, visit, type Node, type Pair } from 'yaml';
import type { ContentFile } from '../../../src/checker/checkContent.ts';

/** One edit of one content file, as an editor might make it by mistake. */
export interface Mutation {
  file: string;
  /** e.g. 'remove screens.0.next', 'retype card.order', 'dangle screens.1.form'. */
  name: string;
  text: string;
}

type Kind = 'remove' | 'rename' | 'retype' | 'dangle' | 'empty';

function pathOf(ancestors: readonly unknown[], pair: Pair): string {
  const parts: string[] = [];
  let previous: unknown = pair;
  for (const node of [...ancestors].reverse()) {
    if (isPair(node) && isScalar(node.key)) parts.unshift(String(node.key.value));
    if (isSeq(node)) parts.unshift(String(node.items.indexOf(previous)));
    previous = node;
  }
  return [...parts, isScalar(pair.key) ? String(pair.key.value) : '?'].join('.');
}

/** A value of another type than `value`'s: what a slip of the keyboard or a wrong paste gives. */
function retyped(value: unknown): unknown {
  if (typeof value === 'string') return 7;
  if (typeof value === 'number') return 'seven';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return 'a list was expected';
  return ['an object was expected'];
}

/** Every mutation of `file` the walker can make, in document order. */
export function mutationsOf(file: ContentFile): Mutation[] {
  const count = (() => {
    let pairs = 0;
    visit(parseDocument(file.text), { Pair: () => void (pairs += 1) });
    return pairs;
  })();
  const mutations: Mutation[] = [];
  const kinds: Kind[] = ['remove', 'rename', 'retype', 'dangle', 'empty'];
  for (let index = 0; index < count; index += 1) {
    for (const kind of kinds) {
      const doc = parseDocument(file.text);
      let seen = -1;
      let name: string | undefined;
      visit(doc, {
        Pair(_key, pair, ancestors) {
          seen += 1;
          if (seen !== index) return undefined;
          const where = pathOf(ancestors, pair);
          const value = isScalar(pair.value) ? pair.value.value : (pair.value as Node | null)?.toJSON();
          switch (kind) {
            case 'remove':
              name = `remove ${where}`;
              return visit.REMOVE;
            case 'rename':
              if (isScalar(pair.key)) pair.key.value = `${String(pair.key.value)}x`;
              name = `rename ${where}`;
              return visit.BREAK;
            case 'retype':
              pair.value = doc.createNode(retyped(value));
              name = `retype ${where}`;
              return visit.BREAK;
            case 'dangle':
              // A reference to something that does not exist: a route, an id, a store key, a path.
              if (typeof value !== 'string' || value.includes(' ') || value.length > 60) return visit.BREAK;
              pair.value = doc.createNode(`${value}-gone`);
              name = `dangle ${where}`;
              return visit.BREAK;
            case 'empty':
              if (!isMap(pair.value) && !isSeq(pair.value) && typeof value !== 'string') return visit.BREAK;
              pair.value = doc.createNode(isMap(pair.value) ? {} : isSeq(pair.value) ? [] : '');
              name = `empty ${where}`;
              return visit.BREAK;
          }
        },
      });
      if (name) mutations.push({ file: file.file, name, text: doc.toString() });
    }
  }
  return mutations;
}

/** `count` mutations spread evenly over `all` (deterministic, so a failure can be rerun). */
export function sample<T>(all: readonly T[], count: number): T[] {
  if (all.length <= count) return [...all];
  const step = all.length / count;
  return Array.from({ length: count }, (_, index) => all[Math.floor(index * step + step / 2)] as T);
}
