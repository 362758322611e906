import type { NearOperand, QueryNode } from '../query/ast.ts'

// The one place where FTS5 MATCH strings are built. Every user token is emitted as an FTS5 string
// ("..." with embedded quotes doubled), so no user text ever reaches FTS5 as syntax: only the
// operators, parentheses, NEAR(...) and column filters below are ours.
//
// NEAR: FTS5's NEAR takes phrases only, so an OR-group next to NEAR is distributed:
// (a OR b) NEAR5 c  ->  NEAR("a" "c", 5) OR NEAR("b" "c", 5). A chain with one distance is a single
// NEAR group (all operands inside one window); a chain with different distances is the AND of its
// neighbouring pairs: a NEAR5 b NEAR10 c -> NEAR("a" "b", 5) AND NEAR("b" "c", 10).

export type MatchOptions = {
  /** Restrict the match to these FTS5 columns (e.g. ['title'] for title-only search). */
  columns?: readonly string[]
}

/** Compiles a parsed query into an FTS5 MATCH expression. */
export function toFts5Match(node: QueryNode, options: MatchOptions = {}): string {
  const expr = compile(node)
  const columns = options.columns ?? []
  if (columns.length === 0) return expr
  for (const c of columns) {
    if (!/^[a-z_][a-z0-9_]*$/.test(c)) throw new Error(`Invalid FTS5 column name: ${c}`)
  }
  return `{${columns.join(' ')}} : (${expr})`
}

/** An FTS5 string literal: the text between double quotes, embedded quotes doubled. */
export function quoteFts5(text: string): string {
  return `"${text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/"/g, '""')}"`
}

function compile(node: QueryNode): string {
  switch (node.type) {
    case 'term':
    case 'phrase':
      return quoteFts5(node.value) + (node.prefix ? '*' : '')
    case 'and':
      return `(${node.children.map(compile).join(' AND ')})`
    case 'or':
      return `(${node.children.map(compile).join(' OR ')})`
    case 'not':
      return `(${compile(node.include)} NOT ${compile(node.exclude)})`
    case 'near': {
      const { operands, distances } = node
      if (distances.every((d) => d === distances[0])) return near(operands, distances[0])
      const pairs = distances.map((d, i) => near([operands[i], operands[i + 1]], d))
      return `(${pairs.join(' AND ')})`
    }
  }
}

function near(operands: NearOperand[], distance: number): string {
  let combos: string[][] = [[]]
  for (const operand of operands) {
    const alternatives = operand.type === 'or' ? operand.children.map(compile) : [compile(operand)]
    combos = combos.flatMap((c) => alternatives.map((a) => [...c, a]))
  }
  const groups = combos.map((c) => `NEAR(${c.join(' ')}, ${distance})`)
  return groups.length === 1 ? groups[0] : `(${groups.join(' OR ')})`
}
