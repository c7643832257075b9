import dagre from '@dagrejs/dagre';
import type { MachineGraph } from './machine-graph.ts';

/** A state's box in the drawing. */
export interface NodeSize {
  width: number;
  height: number;
}

export interface Laid {
  nodes: { id: string; x: number; y: number }[];
  edges: { key: string; points: { x: number; y: number }[]; label: string; x: number; y: number }[];
  width: number;
  height: number;
}

/** Lays the graph out offline (dagre), top to bottom. */
export function layout(graph: MachineGraph, node: NodeSize): Laid {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 60, marginx: 10, marginy: 10 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const state of graph.states) g.setNode(state.id, { width: node.width, height: node.height });
  graph.transitions.forEach((transition, index) => g.setEdge(transition.from, transition.to, { label: transition.event, width: 60, height: 16 }, String(index)));
  dagre.layout(g);
  const nodes = graph.states.map((state) => ({ id: state.id, x: g.node(state.id).x, y: g.node(state.id).y }));
  const edges = g.edges().map((edge) => {
    const data = g.edge(edge) as { points: { x: number; y: number }[]; label: string; x: number; y: number };
    return { key: edge.name ?? `${edge.v}-${edge.w}`, points: data.points, label: data.label, x: data.x, y: data.y };
  });
  const { width = 0, height = 0 } = g.graph();
  return { nodes, edges, width, height };
}
