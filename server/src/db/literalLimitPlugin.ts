import { LimitNode, OperationNodeTransformer, ValueNode, type KyselyPlugin } from 'kysely';
import { transformerPlugin } from './transformerPlugin';

/**
 * SQLite (3.53, as better-sqlite3 bundles it) reads a bound LIMIT's value while planning and marks the statement expired whenever that
 * parameter is bound again, so a cached statement with `limit ?` is parsed and planned anew on every execution
 * (a profile of the products list: 7 % of its CPU in sqlite3Reprepare). An integer limit written into the SQL keeps
 * the statement reusable; the few page sizes make a few texts each. Offsets stay parameters.
 */
class LiteralLimitTransformer extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    const { limit } = node;
    if (ValueNode.is(limit) && !limit.immediate && Number.isSafeInteger(limit.value)) {
      return LimitNode.create(ValueNode.createImmediate(limit.value));
    }
    return super.transformLimit(node);
  }
}

/**
 * SQLite only: PostgreSQL plans a parameterised limit once (see above). What it buys (docs/PERFORMANCE.md,
 * `literalLimit`): the products list's server CPU per request (about 1.9 times without it).
 */
export function literalLimitPlugin(): KyselyPlugin {
  return transformerPlugin(new LiteralLimitTransformer());
}
