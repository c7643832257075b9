import { useEffect, useMemo, useState } from 'react';
import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useNearViewport } from '../../components/use-near-viewport.ts';
import { machineGraph } from './machine-graph.ts';

/** The layout library comes with the first diagram, not with the workspace's script. */
const loadLayout = () => import('./machine-layout.ts');
type LayoutModule = Awaited<ReturnType<typeof loadLayout>>;

const NODE_WIDTH = 150;
const NODE_HEIGHT = 44;
const NODE_SIZE = { width: NODE_WIDTH, height: NODE_HEIGHT };

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
  const [layoutModule, setLayoutModule] = useState<LayoutModule>();
  const [loadError, setLoadError] = useState<string>();
  useEffect(() => {
    let current = true;
    loadLayout().then(
      (loaded) => current && setLayoutModule(loaded),
      (error: unknown) => current && setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, []);
  const laid = useMemo(() => layoutModule?.layout(graph, NODE_SIZE), [layoutModule, graph]);
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  if (loadError !== undefined) return <Text role="alert">The diagram did not load ({loadError}). Reload the page to try again.</Text>;
  // The drawing and the list show together, so the list does not move when the drawing comes.
  if (!laid) return null;
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
