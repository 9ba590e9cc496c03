// The emulator's query evaluation replaced by one following Firestore's documented semantics
// (https://firebase.google.com/docs/firestore/query-data/queries and .../order-limit-data):
// filters nest (filters.mjs); a document missing an order_by field is not in the result;
// values order by type first (values.mjs), ties by document name, which is also the order
// of a query without order_by; then offset and limit. Cursors (start_at, end_at) and
// collection-group queries are refused rather than ignored.
import { lookup, matches } from "./filters.mjs";
import { order } from "./values.mjs";

const DESCENDING = 2;

/** Install on the emulator's FirestoreState class (RunQuery, aggregations and listeners). */
export function extendQueries(FirestoreState) {
  FirestoreState.prototype.v1Query = function v1Query(parent, query) {
    return run(this, parent, query);
  };
}

function run(state, parent, query) {
  const from = query.from[0];
  if (query.from.length !== 1 || !from.collection_id || from.all_descendants) {
    throw new Error("Invalid query: one collection (not a collection group) is supported");
  }
  if (query.has_start_at || query.has_end_at) {
    throw new Error("Invalid query: cursors (start_at, end_at) are not supported");
  }
  const orders = query.order_by.map(({ field, direction }) => ({
    path: field.field_path,
    sign: direction === DESCENDING ? -1 : 1,
  }));
  const collection = state.getCollection(`${parent}/${from.collection_id}`);
  const docs = collection
    .getAllDocuments()
    .filter((document) => document.metadata.hasExist)
    .filter((document) => !query.has_where || matches(query.where, document))
    .filter((document) => orders.every(({ path }) => lookup(document, path) !== undefined))
    .sort((a, b) => ordered(orders, a, b));
  const start = query.offset ?? 0;
  return docs.slice(start, query.has_limit ? start + query.limit.value : undefined);
}

function ordered(orders, a, b) {
  for (const { path, sign } of orders) {
    const found = order(lookup(a, path), lookup(b, path));
    if (found) return found * sign;
  }
  const last = orders.at(-1)?.sign ?? 1; // the implicit __name__ order follows the last one
  return order(lookup(a, "__name__"), lookup(b, "__name__")) * last;
}
