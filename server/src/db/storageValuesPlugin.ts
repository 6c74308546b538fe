import { OperationNodeTransformer, PrimitiveValueListNode, ValueNode, type KyselyPlugin } from 'kysely';
import { transformerPlugin } from './transformerPlugin';

// better-sqlite3 cannot bind JS booleans or Dates, and integer 0/1 columns on PostgreSQL reject 'true'.
// Turning them into stored values here lets both dialects accept the same query.
export function toStorageValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

class StorageValuesTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = toStorageValue(node.value);
    if (value === node.value) return super.transformValue(node);
    return node.immediate ? ValueNode.createImmediate(value) : ValueNode.create(value);
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return PrimitiveValueListNode.create(node.values.map(toStorageValue));
  }
}

export function storageValuesPlugin(): KyselyPlugin {
  return transformerPlugin(new StorageValuesTransformer());
}
