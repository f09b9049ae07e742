import { MAX_FLOOR_NODES } from '@center-platform/core/shared';
import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  exportFloorGraph,
  floorGraph,
  type GraphEdge,
  type GraphNode,
  MAX_IMPORT_CHARS,
  overlayLines,
  parseGraphImport,
} from './graph';

const F1 = '11111111-1111-4111-8111-111111111111';
const F2 = '22222222-2222-4222-8222-222222222222';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const node = (n: number, floorId: string, x: number, y: number, extra: Partial<GraphNode> = {}): GraphNode => ({
  id: id(n),
  floorId,
  kind: 'walkway',
  x,
  y,
  connectorGroup: null,
  connectorType: null,
  refId: null,
  label: null,
  ...extra,
});
const edge = (a: number, b: number, extra: Partial<GraphEdge> = {}): GraphEdge => ({
  fromNodeId: id(a),
  toNodeId: id(b),
  weight: null,
  isAccessible: true,
  ...extra,
});

const graph = {
  nodes: [
    node(1, F1, 0, 0),
    node(2, F1, 10, 0),
    node(3, F1, 10, 10, { kind: 'connector', connectorGroup: 'lift-a', connectorType: 'lift' }),
    node(4, F2, 5, 5),
  ],
  edges: [edge(1, 2), edge(2, 3, { isAccessible: false, weight: 4 }), edge(4, 4)],
};

describe('floorGraph and overlayLines', () => {
  it('keeps the nodes of the floor and the edges touching them, and draws one line per edge', () => {
    const own = floorGraph(graph, F1);
    expect(own.nodes.map((n) => n.id)).toEqual([id(1), id(2), id(3)]);
    expect(own.edges).toHaveLength(2);
    expect(overlayLines(own.nodes, own.edges)).toEqual([
      { key: `${id(1)}:${id(2)}`, x1: 0, y1: 0, x2: 10, y2: 0, accessible: true },
      { key: `${id(2)}:${id(3)}`, x1: 10, y1: 0, x2: 10, y2: 10, accessible: false },
    ]);
  });

  it('draws nothing for an edge to a missing node, a loop or a repeated edge', () => {
    const own = floorGraph(graph, F1);
    const lines = overlayLines(own.nodes, [...own.edges, edge(1, 99), edge(1, 1), edge(1, 2)]);
    expect(lines).toHaveLength(2);
    expect(overlayLines([], graph.edges)).toEqual([]);
  });

  it('gives an empty graph for an unknown floor', () => {
    expect(floorGraph(graph, '33333333-3333-4333-8333-333333333333')).toEqual({ nodes: [], edges: [] });
  });
});

describe('exportFloorGraph and parseGraphImport', () => {
  it('round-trips the export of a floor', () => {
    const file = exportFloorGraph(graph, F1);
    expect(file.floorId).toBe(F1);
    expect(file.nodes[0]).toEqual({
      id: id(1),
      kind: 'walkway',
      x: 0,
      y: 0,
      connectorGroup: null,
      connectorType: null,
      refId: null,
      label: null,
    });
    expect(file.nodes[0]).not.toHaveProperty('floorId');
    const parsed = parseGraphImport(JSON.stringify(file, null, 2), F1);
    expect(parsed).toEqual({ ok: true, graph: file });
  });

  it('fills omitted optional fields, drops unknown ones, accepts a file without floorId and a BOM', () => {
    const text = `\uFEFF${JSON.stringify({
      nodes: [{ id: id(1), kind: 'walkway', x: 1, y: 2, extra: 'x' }],
      edges: [{ fromNodeId: id(1), toNodeId: id(2) }],
    })}`;
    const parsed = parseGraphImport(text, F2);
    expect(parsed).toEqual({
      ok: true,
      graph: {
        floorId: F2,
        nodes: [
          {
            id: id(1),
            kind: 'walkway',
            x: 1,
            y: 2,
            connectorGroup: null,
            connectorType: null,
            refId: null,
            label: null,
          },
        ],
        edges: [{ fromNodeId: id(1), toNodeId: id(2), weight: null, isAccessible: true }],
      },
    });
  });

  it('accepts an empty graph (clears the floor)', () => {
    expect(parseGraphImport('{"nodes":[],"edges":[]}', F1)).toEqual({
      ok: true,
      graph: { floorId: F1, nodes: [], edges: [] },
    });
  });

  it('refuses a file of another floor', () => {
    expect(parseGraphImport(JSON.stringify(exportFloorGraph(graph, F1)), F2)).toEqual({
      ok: false,
      problem: { code: 'otherFloor', floorId: F1 },
    });
    expect(parseGraphImport('{"floorId":5,"nodes":[],"edges":[]}', F1)).toEqual({
      ok: false,
      problem: { code: 'otherFloor', floorId: '?' },
    });
  });

  it('says what is wrong with a malformed file', () => {
    const problem = (text: string) => {
      const result = parseGraphImport(text, F1);
      return result.ok ? null : result.problem;
    };
    expect(problem('')).toEqual({ code: 'notJson' });
    expect(problem('{nodes: []}')).toEqual({ code: 'notJson' });
    expect(problem('[]')).toEqual({ code: 'notObject' });
    expect(problem('null')).toEqual({ code: 'notObject' });
    expect(problem('{"edges":[]}')).toEqual({ code: 'noList', list: 'nodes' });
    expect(problem('{"nodes":[],"edges":{}}')).toEqual({ code: 'noList', list: 'edges' });
    expect(problem('{"nodes":[1],"edges":[]}')).toEqual({ code: 'badNode', index: 0, field: 'node' });
    const n = { id: id(1), kind: 'walkway', x: 1, y: 2 };
    const withNode = (extra: object) => JSON.stringify({ nodes: [n, { ...n, ...extra }], edges: [] });
    expect(problem(withNode({ id: '' }))).toEqual({ code: 'badNode', index: 1, field: 'id' });
    expect(problem(withNode({ kind: 'door' }))).toEqual({ code: 'badNode', index: 1, field: 'kind' });
    expect(problem(withNode({ x: '1' }))).toEqual({ code: 'badNode', index: 1, field: 'x' });
    expect(problem(withNode({ y: 2_000_000 }))).toEqual({ code: 'badNode', index: 1, field: 'y' });
    expect(problem(withNode({ connectorType: 'rope' }))).toEqual({ code: 'badNode', index: 1, field: 'connectorType' });
    expect(problem(withNode({ label: 5 }))).toEqual({ code: 'badNode', index: 1, field: 'label' });
    const withEdge = (e: object) => JSON.stringify({ nodes: [n], edges: [e] });
    expect(problem(withEdge({ fromNodeId: id(1) }))).toEqual({ code: 'badEdge', index: 0, field: 'toNodeId' });
    expect(problem(withEdge({ fromNodeId: id(1), toNodeId: id(2), weight: 'far' }))).toEqual({
      code: 'badEdge',
      index: 0,
      field: 'weight',
    });
    expect(problem(withEdge({ fromNodeId: id(1), toNodeId: id(2), isAccessible: 'yes' }))).toEqual({
      code: 'badEdge',
      index: 0,
      field: 'isAccessible',
    });
  });

  it('withstands hostile input', () => {
    // prototype keys stay plain data and never reach the result
    const hostile =
      '{"__proto__":{"nodes":[]},"nodes":[{"__proto__":{"x":1},"id":"a","kind":"walkway","x":1,"y":1}],"edges":[]}';
    const parsed = parseGraphImport(hostile, F1);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(Object.keys(parsed.graph.nodes[0] ?? {})).not.toContain('__proto__');
    expect(({} as Record<string, unknown>).nodes).toBeUndefined();
    // an inherited field does not count as given
    expect(
      parseGraphImport('{"nodes":[{"id":"a","kind":"walkway","y":1,"__proto__":{"x":1}}],"edges":[]}', F1),
    ).toEqual({
      ok: false,
      problem: { code: 'badNode', index: 0, field: 'x' },
    });
    expect(parseGraphImport(' '.repeat(MAX_IMPORT_CHARS + 1), F1)).toEqual({
      ok: false,
      problem: { code: 'tooLarge' },
    });
    const tooMany = JSON.stringify({ nodes: new Array(MAX_FLOOR_NODES + 1).fill(0), edges: [] });
    expect(parseGraphImport(tooMany, F1)).toEqual({
      ok: false,
      problem: { code: 'tooMany', list: 'nodes', max: MAX_FLOOR_NODES },
    });
    expect(parseGraphImport(`${'['.repeat(5000)}${']'.repeat(5000)}`, F1)).toEqual({
      ok: false,
      problem: { code: 'notObject' },
    });
    expect(parseGraphImport(undefined as unknown as string, F1)).toEqual({ ok: false, problem: { code: 'notJson' } });
  });
});

describe('exportFileName', () => {
  it('names the file after the floor number', () => {
    expect(exportFileName(0)).toBe('graph-floor-0.json');
    expect(exportFileName(-1)).toBe('graph-floor-m1.json');
    expect(exportFileName(2.5)).toBe('graph-floor-x.json');
  });
});
