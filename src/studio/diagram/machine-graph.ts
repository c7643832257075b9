/** A form's machine.json as a graph of its top-level states and their transitions. */
export interface MachineState {
  id: string;
  /** The step the state shows (its `step:<id>` tag), if any. */
  step?: string;
  final: boolean;
  reachable: boolean;
}

export interface MachineTransition {
  from: string;
  to: string;
  event: string;
  /** The guard's name, when the transition has one. */
  guard?: string;
}

export interface MachineGraph {
  initial: string | undefined;
  states: MachineState[];
  transitions: MachineTransition[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function targets(event: string, from: string, config: unknown): MachineTransition[] {
  const list = Array.isArray(config) ? config : [config];
  return list.flatMap((item) => {
    const target = typeof item === 'string' ? item : isObject(item) ? item.target : undefined;
    const names = (Array.isArray(target) ? target : [target]).filter((name): name is string => typeof name === 'string');
    const guard = isObject(item) && item.guard ? (typeof item.guard === 'string' ? item.guard : isObject(item.guard) ? String(item.guard.type) : undefined) : undefined;
    return names.map((name) => ({ from, to: name.replace(/^[#.]/, '').split('.').at(-1)!, event, guard }));
  });
}

/** The graph of a machine config; states no transition reaches from the initial one are flagged unreachable. */
export function machineGraph(machine: unknown): MachineGraph {
  const states = isObject(machine) && isObject(machine.states) ? machine.states : {};
  const initial = isObject(machine) && typeof machine.initial === 'string' ? machine.initial : undefined;
  const transitions: MachineTransition[] = [];
  for (const [id, state] of Object.entries(states)) {
    if (!isObject(state)) continue;
    if (isObject(state.on)) for (const [event, config] of Object.entries(state.on)) transitions.push(...targets(event, id, config));
    if (state.always) transitions.push(...targets('always', id, state.always));
  }
  const known = new Set(Object.keys(states));
  const valid = transitions.filter((transition) => known.has(transition.to));
  const reached = new Set<string>(initial && known.has(initial) ? [initial] : []);
  for (let grew = true; grew; ) {
    grew = false;
    for (const transition of valid) {
      if (reached.has(transition.from) && !reached.has(transition.to)) {
        reached.add(transition.to);
        grew = true;
      }
    }
  }
  return {
    initial,
    transitions: valid,
    states: Object.entries(states).map(([id, state]) => {
      const tags = isObject(state) && Array.isArray(state.tags) ? state.tags : [];
      const stepTag = tags.find((tag): tag is string => typeof tag === 'string' && tag.startsWith('step:'));
      return { id, step: stepTag?.slice(5), final: isObject(state) && state.type === 'final', reachable: reached.has(id) };
    }),
  };
}
