import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
} from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';

/** A machine's snapshot, as xstate/graph types it. */
type Snapshot<TMachine extends AnyStateMachine> = ReturnType<TMachine['transition']>;

interface PathOptions<TMachine extends AnyStateMachine> {
  input: InputFrom<TMachine>;
  /** The events a state offers: those it handles that the page can bring about. */
  events: (snapshot: Snapshot<TMachine>) => EventFromLogic<TMachine>[];
  /** Tells the states the shortest paths must each reach apart (by what the citizen sees in them). */
  serializeState: (snapshot: Snapshot<TMachine>) => string;
  /** An event as a test's name shows it. */
  describeEvent: (event: EventFromLogic<TMachine>) => string;
}

const valueOf = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);

/** A path through a machine, from its initial state: its events and a name made of them. */
export interface ModelPath<TMachine extends AnyStateMachine> {
  name: string;
  events: EventFromLogic<TMachine>[];
}

/**
 * The paths a page test walks along a machine (xstate/graph): the shortest path to each state as
 * `serializeState` tells them apart and the simple paths (each state value at most once), then, for
 * every event a reached state offers that none of them takes there, the shortest path to that state
 * and that event, so every transition is taken. A path that is the beginning of another is left out:
 * the longer one asserts every state of the shorter on its way.
 */
export function modelPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: PathOptions<TMachine>,
): ModelPath<TMachine>[] {
  const { input, events, serializeState, describeEvent } = options;
  type Event = EventFromLogic<TMachine>;
  const traversal = { input, events, serializeState };
  const shortest = getShortestPaths(machine, traversal).map((path) =>
    path.steps.slice(1).map((step) => step.event as Event),
  );
  const simple = getSimplePaths(machine, { ...traversal, serializeState: valueOf }).map((path) =>
    path.steps.slice(1).map((step) => step.event as Event),
  );

  // Replayed, not read from the graph: the graph keeps one snapshot for all the states serialized alike.
  const replay = (path: Event[]) => {
    let [snapshot] = initialTransition(machine, input);
    const taken: string[] = [];
    for (const event of path) {
      taken.push(`${serializeState(snapshot)} ${describeEvent(event)}`);
      [snapshot] = transition(machine, snapshot, event);
    }
    return { snapshot, taken };
  };
  const taken = new Set([...shortest, ...simple].flatMap((path) => replay(path).taken));
  const stepsOut = shortest.flatMap((path) => {
    const { snapshot } = replay(path);
    return events(snapshot).flatMap((event) => {
      const transitionTaken = `${serializeState(snapshot)} ${describeEvent(event)}`;
      if (taken.has(transitionTaken)) return [];
      taken.add(transitionTaken);
      return [[...path, event]];
    });
  });

  const named = new Map<string, Event[]>();
  for (const path of [...shortest, ...simple, ...stepsOut]) named.set(path.map(describeEvent).join(' → '), path);
  const names = [...named.keys()];
  const isBeginningOfAnother = (name: string) =>
    names.some((other) => other !== name && (name === '' || other.startsWith(`${name} → `)));
  return names.filter((name) => !isBeginningOfAnother(name)).map((name) => ({ name, events: named.get(name)! }));
}

/** The state values (as JSON) a machine passes through along `paths`, its initial one included. */
export function statesOnPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  paths: ModelPath<TMachine>[],
): Set<string> {
  return new Set(
    paths.flatMap(({ events }) => {
      let [snapshot] = initialTransition(machine, input);
      const values = [valueOf(snapshot)];
      for (const event of events) {
        [snapshot] = transition(machine, snapshot, event);
        values.push(valueOf(snapshot));
      }
      return values;
    }),
  );
}

/** The state values (as JSON) a machine can reach from `input` with `events`, whether or not a page can bring them about. */
export function reachableStates<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  events: (snapshot: Snapshot<TMachine>) => EventFromLogic<TMachine>[],
): Set<string> {
  return new Set(
    getSimplePaths(machine, { input, events, serializeState: valueOf }).map(({ state }) => valueOf(state)),
  );
}
