import {
  isMap,
  isNode,
  isScalar,
  isSeq,
  Scalar,
  type Document,
  type Node,
  type Pair,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';

type Plain = null | string | number | boolean | Plain[] | { [key: string]: Plain };

/** Keys that name a list item, so a moved item keeps its own node (and comments) wherever it goes. */
const identityKeys = ['id', 'key', 'value', 'const', 'store'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function identityOf(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  for (const key of identityKeys) {
    const id = value[key];
    if (typeof id === 'string' || typeof id === 'number') return `${key}=${String(id)}`;
  }
  return undefined;
}

function nodeIdentity(node: unknown): string | undefined {
  if (!isMap(node)) return undefined;
  for (const key of identityKeys) {
    const id = node.get(key);
    if (typeof id === 'string' || typeof id === 'number') return `${key}=${String(id)}`;
  }
  return undefined;
}

function reconcileScalar(doc: Document, node: unknown, value: Plain): Node {
  if (!isScalar(node)) return doc.createNode(value);
  if (node.value === value) return node;
  const multiline = typeof value === 'string' && value.includes('\n');
  const block = node.type === Scalar.BLOCK_LITERAL || node.type === Scalar.BLOCK_FOLDED;
  // A block scalar stays a block while it holds text; any other style change is the writer's call.
  if (typeof value !== 'string' || (!block && multiline)) delete node.type;
  node.value = value;
  return node;
}

/**
 * The yaml parser hangs a comment above a list's first item on the list itself; when that item
 * moves, the comment goes with it, as it does for every other item.
 */
function keepFirstItemComment(seq: YAMLSeq, items: unknown[]): void {
  const first = seq.items[0];
  if (!seq.commentBefore || first === items[0] || !isNode(first)) return;
  first.commentBefore = first.commentBefore ? `${seq.commentBefore}\n${first.commentBefore}` : seq.commentBefore;
  seq.commentBefore = null;
}

/** A new list item is written like the items beside it: `{value: a, label: A}` among flow maps. */
function styleLikeSiblings(node: Node, siblings: readonly unknown[]): void {
  const sibling = siblings.find((item) => (isMap(item) && isMap(node)) || (isSeq(item) && isSeq(node)));
  if ((isMap(node) || isSeq(node)) && (isMap(sibling) || isSeq(sibling)) && sibling.flow) node.flow = true;
}

function reconcileSeq(doc: Document, seq: YAMLSeq, values: Plain[]): YAMLSeq {
  const old = seq.items.slice();
  const used = new Set<unknown>();
  const byIdentity = new Map<string, unknown>();
  for (const item of old) {
    const id = nodeIdentity(item);
    if (id !== undefined && !byIdentity.has(id)) byIdentity.set(id, item);
  }
  const matched = values.map((value) => {
    const id = identityOf(value);
    const node = id === undefined ? undefined : byIdentity.get(id);
    if (node !== undefined) used.add(node);
    return node;
  });
  // An item nobody claimed by identity (a renamed id, a plain value) keeps the old node at its
  // position when that one is free, so its comments stay; otherwise the next free old node.
  const items = values.map((value, index) => {
    const free = (item: unknown) => !used.has(item) && !matched.includes(item);
    const node = matched[index] ?? (free(old[index]) ? old[index] : undefined) ?? old.find(free);
    if (node !== undefined) used.add(node);
    const result = reconcileNode(doc, node, value);
    if (node === undefined) styleLikeSiblings(result, old);
    return result;
  });
  keepFirstItemComment(seq, items);
  seq.items = items;
  return seq;
}

function keyOf(pair: Pair): string {
  return String(isScalar(pair.key) ? pair.key.value : pair.key);
}

function reconcileMap(doc: Document, map: YAMLMap, value: Record<string, Plain | undefined>): YAMLMap {
  map.items = map.items.filter((pair) => keyOf(pair) in value && value[keyOf(pair)] !== undefined);
  let previous = -1;
  for (const [key, child] of Object.entries(value)) {
    if (child === undefined) continue;
    const index = map.items.findIndex((pair) => keyOf(pair) === key);
    if (index >= 0) {
      const pair = map.items[index] as Pair;
      pair.value = reconcileNode(doc, pair.value, child);
      previous = index;
      continue;
    }
    // A new key goes right after the key that precedes it in the edited value.
    const pair = doc.createPair(key, child) as Pair;
    // A new rule is written on one line, as authors write rules: `when: {'==': [{var: answers.a}, x]}`.
    if (key === 'when' && (isMap(pair.value) || isSeq(pair.value))) pair.value.flow = true;
    map.items.splice(previous + 1, 0, pair);
    previous += 1;
  }
  return map;
}

/**
 * Makes `node` hold `value` by changing only what differs: scalars keep their style and comments,
 * maps keep their key order (a new key lands after its predecessor), list items are matched by
 * their id (or key, value…) so reordering moves nodes instead of rewriting them. Returns the node
 * to put in place of `node` (a new one only where the shape changed).
 */
export function reconcileNode(doc: Document, node: unknown, value: unknown): Node {
  const plain = value as Plain;
  if (Array.isArray(plain)) return isSeq(node) ? reconcileSeq(doc, node, plain) : (doc.createNode(plain) as Node);
  if (isRecord(plain)) return isMap(node) ? reconcileMap(doc, node, plain) : doc.createNode(plain);
  return reconcileScalar(doc, node, plain);
}
