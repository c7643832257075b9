import { useMemo } from 'react';
import { Box, Heading, List, Text } from '@chakra-ui/react';
import dagre from '@dagrejs/dagre';
import { useNearViewport } from '../../components/use-near-viewport.ts';
import { machineGraph, type MachineGraph } from './machine-graph.ts';

const NODE_WIDTH = 150;
const NODE_HEIGHT = 44;

interface Laid {
  nodes: { id: string; x: number; y: number }[];
  edges: { key: string; points: { x: number; y: number }[]; label: string; x: number; y: number }[];
  width: number;
  height: number;
}

/** Lays the graph out offline (dagre), top to bottom. */
function layout(graph: MachineGraph): Laid {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 60, marginx: 10, marginy: 10 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const state of graph.states) g.setNode(state.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
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

/**
 * The form's machine as a diagram (SVG, laid out offline): the current step's state is
 * highlighted, unreachable states are flagged; the same states and transitions follow as a list.
 */
export function MachineDiagram({ machine, currentStep }: { machine: unknown; currentStep?: string }) {
  // Laid out once it comes near the view: the layout is one long piece of work, and on a phone the
  // diagram is the foot of the page.
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <Box ref={ref}>
      <Heading as="h3" size="md" mb="2">
        Machine
      </Heading>
      {near && <LaidOutMachine machine={machine} currentStep={currentStep} />}
    </Box>
  );
}

function LaidOutMachine({ machine, currentStep }: { machine: unknown; currentStep?: string }) {
  const graph = useMemo(() => machineGraph(machine), [machine]);
  const laid = useMemo(() => layout(graph), [graph]);
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  return (
    <>
      <svg width={laid.width} height={laid.height} viewBox={`0 0 ${laid.width} ${laid.height}`} aria-hidden="true" style={{ maxWidth: '100%', height: 'auto' }}>
        <defs>
          <marker id="studio-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" fill="#4a5568" />
          </marker>
        </defs>
        {laid.edges.map((edge) => (
          <g key={edge.key}>
            <polyline points={edge.points.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke="#4a5568" markerEnd="url(#studio-arrow)" />
            <text x={edge.x} y={edge.y} fontSize="11" textAnchor="middle" fill="#1a202c">
              {edge.label}
            </text>
          </g>
        ))}
        {laid.nodes.map((node) => {
          const state = byId.get(node.id)!;
          // The preview never submits: a final state tagged with the step is not where it stands.
          const current = !!currentStep && state.step === currentStep && !state.final;
          return (
            <g key={node.id} data-state={node.id} data-current={current || undefined} data-unreachable={!state.reachable || undefined}>
              <rect x={node.x - NODE_WIDTH / 2} y={node.y - NODE_HEIGHT / 2} width={NODE_WIDTH} height={NODE_HEIGHT} rx="8" fill={current ? '#bee3f8' : state.reachable ? '#ffffff' : '#fed7d7'} stroke={current ? '#2b6cb0' : state.reachable ? '#4a5568' : '#c53030'} strokeWidth={current ? 3 : 1} strokeDasharray={state.reachable ? undefined : '4 3'} />
              <text x={node.x} y={node.y - 3} fontSize="12" textAnchor="middle" fill="#1a202c">
                {node.id}
              </text>
              <text x={node.x} y={node.y + 12} fontSize="10" textAnchor="middle" fill="#4a5568">
                {state.step ? `step ${state.step}` : state.final ? 'final' : ''}
              </text>
            </g>
          );
        })}
      </svg>
      <List.Root mt="3" fontSize="sm" aria-label="States and transitions">
        {graph.states.map((state) => (
          <List.Item key={state.id}>
            <Text as="span" fontWeight={state.step === currentStep && !state.final ? 'bold' : undefined}>
              {state.id}
              {state.step ? ` (step ${state.step})` : ''}
              {state.final ? ', final' : ''}
              {state.step && state.step === currentStep && !state.final ? ', current step' : ''}
              {!state.reachable ? ', unreachable' : ''}
            </Text>
            {graph.transitions
              .filter((transition) => transition.from === state.id)
              .map((transition, index) => (
                <Text key={index} ps="4">
                  {transition.event} to {transition.to}
                  {transition.guard ? ` when ${transition.guard}` : ''}
                </Text>
              ))}
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}
