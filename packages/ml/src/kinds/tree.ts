/**
 * Category trees ("Delivery > Late delivery"). The classifier only ever sees the tree's *classes*: the leaves, plus
 * any inner node that documents were labelled with directly. Parent scores are derived from the class scores by
 * rolling up, so dashboards that show a parent as the sum of its children agree with the model by construction.
 *
 * An inner node used as a label ("Delivery" on a document that is about delivery but fits no child) becomes an
 * implicit leaf with the node's own id, meaning "Delivery, unspecified". Rejecting such labels would throw away
 * real, correctly labelled data whenever a customer adds children to a category that already had documents, and
 * forcing them into a made-up child would be a lie. The implicit leaf is a class like any other; its score counts
 * towards its node (and so its ancestors) when rolling up.
 */
import type { Prediction } from '../model.js';
import { lowerCase } from '../text.js';

export interface CategoryNode {
  id: string;
  name: string;
  parentId: string | null;
}

/** `single`: classes are mutually exclusive (softmax scores). `multi`: independent per-class scores. */
export type RollUpMode = 'single' | 'multi' | 'single-label' | 'multi-label';

/** A node's rolled-up score; `path` holds the ids from the root down to the node, `depth` is 0 for roots. */
export interface NodeScore {
  label: string;
  score: number;
  depth: number;
  path: string[];
}

export interface RollUpOptions {
  /**
   * Multi-label only. `max` (default): a parent scores as its best child, so a parent is predicted exactly when
   * one of its children is (same threshold), and parents never appear without a child. `noisy-or`:
   * 1 − Π(1 − p), the probability that at least one child applies if children were independent; sibling
   * categories are usually positively correlated (one complaint about delivery raises every delivery child),
   * so it over-counts.
   */
  combine?: 'max' | 'noisy-or';
  /**
   * What to do with a predicted label that is not in the tree, e.g. from a model trained before a category was
   * deleted: `throw` (default) or `ignore`.
   */
  unknownLabels?: 'throw' | 'ignore';
}

/** The chosen class (a leaf or an implicit leaf), the ids from the root to it, and the rolled-up score of each. */
export interface PredictedPath {
  leaf: string;
  path: string[];
  scores: number[];
}

export type CategoryTreeErrorCode =
  'empty-id' | 'empty-name' | 'duplicate-id' | 'unknown-parent' | 'cycle' | 'duplicate-name' | 'unknown-label';

/** An invalid tree or label; `code` and `ids` let a caller show its own (translated) message. */
export class CategoryTreeError extends Error {
  readonly code: CategoryTreeErrorCode;
  readonly ids: readonly string[];

  constructor(code: CategoryTreeErrorCode, message: string, ids: readonly string[]) {
    super(message);
    this.name = 'CategoryTreeError';
    this.code = code;
    this.ids = ids;
  }
}

/**
 * Names compare after trimming, collapsing white space and case folding. Two foldings: Turkish (İ↔i, I↔ı, so
 * "IŞIK" = "ışık") and the root locale (I↔i, so "Invoice" = "invoice" in an English tree); siblings clash if
 * either matches.
 */
function nameKeys(name: string): [string, string] {
  const n = name.normalize('NFC').trim().replace(/\s+/gu, ' ');
  return [lowerCase(n, 'tr'), lowerCase(n, 'en')];
}

export class CategoryTree {
  private readonly byId = new Map<string, CategoryNode>();
  private readonly kids = new Map<string | null, string[]>();
  private readonly paths = new Map<string, readonly string[]>();
  /** Ids in depth-first pre-order (children in input order). */
  private readonly order: string[] = [];
  private readonly rank = new Map<string, number>();

  /** Builds and validates a tree; throws {@link CategoryTreeError} on the first problem found. */
  constructor(nodes: readonly CategoryNode[]) {
    for (const node of nodes) {
      if (node.id.trim() === '') throw new CategoryTreeError('empty-id', `category "${node.name}" has an empty id`, [node.id]);
      const name = node.name.trim();
      if (name === '') throw new CategoryTreeError('empty-name', `category "${node.id}" has an empty name`, [node.id]);
      if (this.byId.has(node.id))
        throw new CategoryTreeError('duplicate-id', `two categories have the id "${node.id}"`, [node.id]);
      this.byId.set(node.id, { id: node.id, name, parentId: node.parentId });
    }
    for (const node of this.byId.values()) {
      if (node.parentId !== null && !this.byId.has(node.parentId))
        throw new CategoryTreeError(
          'unknown-parent',
          `category "${node.name}" (${node.id}) has an unknown parent "${node.parentId}"`,
          [node.id],
        );
      const siblings = this.kids.get(node.parentId);
      if (siblings === undefined) this.kids.set(node.parentId, [node.id]);
      else siblings.push(node.id);
    }
    this.checkCycles();
    this.checkSiblingNames();
    const visit = (id: string, parentPath: readonly string[]): void => {
      const path = [...parentPath, id];
      this.rank.set(id, this.order.length);
      this.order.push(id);
      this.paths.set(id, path);
      for (const child of this.kids.get(id) ?? []) visit(child, path);
    };
    for (const root of this.kids.get(null) ?? []) visit(root, []);
  }

  private checkCycles(): void {
    const done = new Set<string>();
    for (const start of this.byId.keys()) {
      const walk: string[] = [];
      const onWalk = new Set<string>();
      let id: string | null = start;
      while (id !== null && !done.has(id)) {
        if (onWalk.has(id)) {
          const cycle = [...walk.slice(walk.indexOf(id)), id];
          const names = cycle.map((c) => `"${this.byId.get(c)?.name ?? c}"`).join(' → ');
          throw new CategoryTreeError('cycle', `categories form a cycle: ${names}`, cycle.slice(0, -1));
        }
        walk.push(id);
        onWalk.add(id);
        id = this.byId.get(id)?.parentId ?? null;
      }
      for (const w of walk) done.add(w);
    }
  }

  private checkSiblingNames(): void {
    for (const siblings of this.kids.values()) {
      const seen = [new Map<string, string>(), new Map<string, string>()] as const;
      for (const id of siblings) {
        const node = this.byId.get(id) as CategoryNode;
        const keys = nameKeys(node.name);
        const other = seen[0].get(keys[0]) ?? seen[1].get(keys[1]);
        if (other !== undefined) {
          const otherName = this.byId.get(other)?.name ?? other;
          const where = node.parentId === null ? 'at the top level' : `under "${this.byId.get(node.parentId)?.name}"`;
          throw new CategoryTreeError('duplicate-name', `"${otherName}" and "${node.name}" are the same name ${where}`, [
            other,
            id,
          ]);
        }
        seen[0].set(keys[0], id);
        seen[1].set(keys[1], id);
      }
    }
  }

  get size(): number {
    return this.order.length;
  }

  /** All ids, depth-first (a parent before its children, children in input order). */
  ids(): string[] {
    return [...this.order];
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  node(id: string): CategoryNode | undefined {
    const n = this.byId.get(id);
    return n === undefined ? undefined : { ...n };
  }

  roots(): string[] {
    return [...(this.kids.get(null) ?? [])];
  }

  childrenOf(id: string): string[] {
    this.require(id);
    return [...(this.kids.get(id) ?? [])];
  }

  /** Nodes without children, depth-first. (Inner nodes used as labels are classes too; see the module comment.) */
  leaves(): string[] {
    return this.order.filter((id) => !this.kids.has(id));
  }

  isLeaf(id: string): boolean {
    this.require(id);
    return !this.kids.has(id);
  }

  /** Ids from the root down to `id` (inclusive). Throws on an unknown id. */
  pathOf(id: string): string[] {
    return [...this.require(id)];
  }

  depthOf(id: string): number {
    return this.require(id).length - 1;
  }

  /** The node reached by following names from the top ("Delivery", "Late delivery"), with the sibling-name folding. */
  findByPath(names: readonly string[]): string | undefined {
    let level = this.kids.get(null) ?? [];
    let found: string | undefined;
    for (const name of names) {
      const [trKey, enKey] = nameKeys(name);
      found = level.find((id) => {
        const keys = nameKeys((this.byId.get(id) as CategoryNode).name);
        return keys[0] === trKey || keys[1] === enKey;
      });
      if (found === undefined) return undefined;
      level = this.kids.get(found) ?? [];
    }
    return found;
  }

  /**
   * Checks document labels (node ids) and returns the classes to train on. A label on an inner node is kept as
   * that node's implicit "unspecified" leaf. For multi-label lists, a label whose descendant is also in the list is
   * dropped ("Delivery" next to "Delivery > Late delivery" adds nothing and would teach the model two classes
   * for one fact). Throws on an unknown id.
   */
  trainingLabels(labels: readonly string[]): string[];
  trainingLabels(labels: readonly (readonly string[])[]): string[][];
  trainingLabels(labels: readonly string[] | readonly (readonly string[])[]): string[] | string[][] {
    const check = (label: string, item: number): string => {
      if (!this.byId.has(label))
        throw new CategoryTreeError('unknown-label', `item ${item + 1} has the label "${label}", which is not a category`, [
          label,
        ]);
      return label;
    };
    if (labels.every((l) => typeof l === 'string')) return labels.map(check);
    return (labels as readonly (string | readonly string[])[]).map((l, i) => {
      const set = [...new Set(typeof l === 'string' ? [l] : l)].map((label) => check(label, i));
      const ancestors = new Set(set.flatMap((label) => this.require(label).slice(0, -1)));
      return set.filter((label) => !ancestors.has(label));
    });
  }

  /**
   * Scores of every node from class scores, best first (ties: shallower, then tree order). Single-label: a node
   * scores its own (implicit-leaf) probability plus its children's, since the classes are mutually exclusive and
   * the probability of "any class below" is their sum. Multi-label: see {@link RollUpOptions.combine}. Classes
   * missing from `predictions` (e.g. cut by topK) count as 0.
   */
  rollUp(predictions: readonly Prediction[], mode: RollUpMode, options: RollUpOptions = {}): NodeScore[] {
    const totals = this.totals(predictions, mode, options);
    return this.order
      .map((id) => {
        const path = this.require(id);
        return { label: id, score: totals.get(id) ?? 0, depth: path.length - 1, path: [...path] };
      })
      .sort((a, b) => b.score - a.score || a.depth - b.depth || this.rankOf(a.label) - this.rankOf(b.label));
  }

  /**
   * Single-label decision: exactly one class and its ancestors. `best-leaf` (default) takes the most probable
   * class, the choice most likely to be exactly right, and the one whose counts sum up to the parents' counts on
   * a dashboard. `top-down` picks the best root, then at each node the best of its children and its own
   * implicit leaf; it favours getting the upper levels right (e.g. routing to a team) over the leaf.
   */
  predictedPath(
    predictions: readonly Prediction[],
    options: { strategy?: 'best-leaf' | 'top-down' } & RollUpOptions = {},
  ): PredictedPath {
    const totals = this.totals(predictions, 'single', options);
    const own = this.ownScores(predictions, options);
    if (own.size === 0) throw new Error('no predictions of a known category');
    let leaf: string;
    if (options.strategy === 'top-down') {
      leaf = this.best(this.kids.get(null) ?? [], totals) as string;
      for (;;) {
        const child = this.best(this.kids.get(leaf) ?? [], totals);
        if (child === undefined || (totals.get(child) ?? 0) <= (own.get(leaf) ?? 0)) break;
        leaf = child;
      }
    } else {
      leaf = this.best([...own.keys()], own) as string;
    }
    const path = [...this.require(leaf)];
    return { leaf, path, scores: path.map((id) => totals.get(id) ?? 0) };
  }

  /**
   * Multi-label decision: every class scoring at least `threshold` (default 0.5), best first, each with its
   * ancestors; a class is left out when one of its descendants is also predicted (see {@link trainingLabels}).
   * Path scores are rolled up with `combine` (default max). A model with per-class thresholds should rather map
   * its own decision through {@link pathOf}.
   */
  predictedPaths(predictions: readonly Prediction[], options: { threshold?: number } & RollUpOptions = {}): PredictedPath[] {
    const threshold = options.threshold ?? 0.5;
    const own = this.ownScores(predictions, options);
    const totals = this.totals(predictions, 'multi', options);
    const passed = [...own.keys()].filter((id) => (own.get(id) as number) >= threshold);
    const ancestors = new Set(passed.flatMap((id) => this.require(id).slice(0, -1)));
    return passed
      .filter((id) => !ancestors.has(id))
      .sort((a, b) => (own.get(b) as number) - (own.get(a) as number) || this.rankOf(a) - this.rankOf(b))
      .map((leaf) => {
        const path = [...this.require(leaf)];
        return { leaf, path, scores: path.map((id) => totals.get(id) ?? 0) };
      });
  }

  private totals(predictions: readonly Prediction[], mode: RollUpMode, options: RollUpOptions): Map<string, number> {
    const own = this.ownScores(predictions, options);
    const single = mode === 'single' || mode === 'single-label';
    const noisyOr = options.combine === 'noisy-or';
    const totals = new Map<string, number>();
    // Reverse pre-order visits every child before its parent.
    for (let r = this.order.length - 1; r >= 0; r--) {
      const id = this.order[r] as string;
      let score = own.get(id) ?? 0;
      for (const child of this.kids.get(id) ?? []) {
        const c = totals.get(child) as number;
        if (single) score += c;
        else if (noisyOr) score = 1 - (1 - score) * (1 - c);
        else score = Math.max(score, c);
      }
      totals.set(id, score);
    }
    return totals;
  }

  private ownScores(predictions: readonly Prediction[], options: RollUpOptions): Map<string, number> {
    const own = new Map<string, number>();
    for (const { label, score } of predictions) {
      if (!this.byId.has(label)) {
        if (options.unknownLabels === 'ignore') continue;
        throw new Error(`predicted label "${label}" is not a category of this tree (retrain after editing the tree)`);
      }
      if (own.has(label)) throw new Error(`label "${label}" is predicted twice`);
      if (!Number.isFinite(score)) throw new Error(`label "${label}" has the score ${score}`);
      own.set(label, score);
    }
    return own;
  }

  private best(ids: readonly string[], scores: ReadonlyMap<string, number>): string | undefined {
    let best: string | undefined;
    for (const id of ids) {
      const s = scores.get(id) ?? 0;
      const b = best === undefined ? -Infinity : (scores.get(best) ?? 0);
      if (s > b || (s === b && best !== undefined && this.rankOf(id) < this.rankOf(best))) best = id;
    }
    return best;
  }

  private rankOf(id: string): number {
    return this.rank.get(id) as number;
  }

  private require(id: string): readonly string[] {
    const path = this.paths.get(id);
    if (path === undefined) throw new Error(`unknown category "${id}"`);
    return path;
  }
}
