import type { KyselyPlugin, OperationNodeTransformer } from 'kysely';

/** A Kysely plugin that rewrites every query's tree with `transformer` and hands results back as they came. */
export function transformerPlugin(transformer: OperationNodeTransformer): KyselyPlugin {
  return {
    transformQuery: (args) => transformer.transformNode(args.node, args.queryId),
    transformResult: async (args) => args.result,
  };
}
