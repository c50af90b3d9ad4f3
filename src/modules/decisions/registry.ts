import type { DecisionKind } from './types.ts';

/**
 * The kinds of case one inbox knows. The kernel keeps only the mechanism: each domain
 * exports its DecisionKind, and the back office (the edge that imports the domains) lists
 * them, so this module never imports a domain that opens cases through it.
 */
export interface KindRegistry {
  all(): readonly DecisionKind[];
  of(kind: string): DecisionKind | undefined;
}

/** A registry of the given kinds; two kinds under one name are a wiring mistake, refused at start. */
export function kindRegistry(kinds: readonly DecisionKind[]): KindRegistry {
  const byName = new Map<string, DecisionKind>();
  for (const k of kinds) {
    if (byName.has(k.kind)) throw new Error(`decision kind registered twice: ${k.kind}`);
    byName.set(k.kind, k);
  }
  const list = [...byName.values()];
  return { all: () => list, of: (kind) => byName.get(kind) };
}
