// Counts which components rendered in a React commit, the way React DevTools' profiler does: React DOM reports each
// commit to a DevTools hook, and a component rendered in it when its fiber is new or carries React's PerformedWork
// flag. Subtrees React did not visit (their children are the previous commit's) are skipped. Works on production
// builds. Install before react-dom loads.

interface Fiber {
  type: unknown;
  elementType: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}
interface FiberRoot {
  current: Fiber;
}

const PERFORMED_WORK = 1;
let lastCommit: FiberRoot | null = null;

export function installRenderCounterHook(): void {
  (globalThis as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_rendererId: number, root: FiberRoot) => {
      lastCommit = root;
    },
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    checkDCE: () => undefined,
  };
}

/** Forgets the last commit, so `rendersInLastCommit` reports only what comes next. */
export function resetCommits(): void {
  lastCommit = null;
}

/**
 * How many times each named component rendered in the last commit. `components` maps a component (a function, or
 * the object `memo` returns) to the name to report.
 */
export function rendersInLastCommit(components: Map<unknown, string>): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries([...components.values()].map((name) => [name, 0]));
  if (!lastCommit) return counts;
  const stack: Fiber[] = [lastCommit.current];
  while (stack.length > 0) {
    const fiber = stack.pop() as Fiber;
    const name = components.get(fiber.elementType) ?? components.get(fiber.type);
    if (name && (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK)) counts[name] += 1;
    // Children shared with the previous tree were not visited by this commit.
    const untouched = fiber.alternate !== null && fiber.child === fiber.alternate.child;
    if (!untouched) for (let child = fiber.child; child; child = child.sibling) stack.push(child);
  }
  return counts;
}
